/**
 * The MCP server exposing `provide_choice`. Built on the SDK's low-level `Server` so the
 * tool's own JSON Schemas (from `src/protocol/tools/provide-choice.ts`) are published as
 * they are and the arguments are validated by the protocol's parser, not by a second copy
 * of the rules. One `Server` per MCP connection; all share a `ChoiceHub`.
 */
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  LATEST_PROTOCOL_VERSION,
  ListToolsRequestSchema,
  McpError,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { provideChoiceTool } from 'choice-prompts/tools.js';
import type { ChoiceHub } from './hub.js';
import { provideChoiceCall, type ClientInfo } from './provide-choice.js';

export const SERVER_NAME = 'choice-prompts';

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const HANDOFF_NOTE =
  ' If action_status is "pending_browser_launch" or "pending_terminal_launch", nothing is answered yet: give the user ' +
  'selection.summary (it holds the address, or the command to run in their own terminal), then call provide_choice ' +
  'with {"session_id": <session_id>} to collect the answer; each such call waits up to 45 seconds and may return pending ' +
  'again. Sessions are single-use: to ask again, start a new call without session_id.';

/** The tool as `tools/list` publishes it. */
export function providedTool(): Tool {
  return {
    name: provideChoiceTool.name,
    title: 'Ask the user to choose',
    description: provideChoiceTool.description + HANDOFF_NOTE,
    inputSchema: provideChoiceTool.inputSchema as Tool['inputSchema'],
    outputSchema: provideChoiceTool.outputSchema as unknown as Tool['outputSchema'],
    annotations: { title: 'Ask the user to choose', readOnlyHint: true, openWorldHint: false },
  };
}

/** A `Server` for one MCP connection, and what it learns about its client. */
export function createMcpServer(hub: ChoiceHub): { server: Server; client: ClientInfo } {
  const server = new Server(
    { name: SERVER_NAME, version: packageVersion() },
    {
      capabilities: { tools: {} },
      instructions:
        'Use provide_choice when you need the user to pick between options or give a short answer. ' +
        'It validates the question first, then asks through the MCP client\'s form, a local browser page, or the terminal.',
    },
  );
  const client: ClientInfo = { formElicitation: false, protocolVersion: LATEST_PROTOCOL_VERSION, declinesForms: false };
  server.oninitialized = () => {
    const name = server.getClientVersion()?.name;
    if (name !== undefined) client.name = name;
    client.formElicitation = Boolean(server.getClientCapabilities()?.elicitation?.form);
  };
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [providedTool()] }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    if (request.params.name !== provideChoiceTool.name) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${request.params.name}"; this server has only "${provideChoiceTool.name}".`);
    }
    return provideChoiceCall(hub, client, request.params.arguments, extra);
  });
  return { server, client };
}

/**
 * Connects a new `Server` to `transport`. The SDK keeps the negotiated protocol revision to
 * itself; it is read here from the client's `initialize` request, because MCP form fields
 * differ between revisions (titled enums and multi-select arrive in 2025-11-25).
 */
export async function connectMcp(hub: ChoiceHub, transport: Transport): Promise<Server> {
  const { server, client } = createMcpServer(hub);
  await server.connect(transport);
  const deliver = transport.onmessage;
  transport.onmessage = (message: JSONRPCMessage, extra) => {
    if ('method' in message && message.method === 'initialize' && 'id' in message) {
      const requested = (message.params as { protocolVersion?: unknown } | undefined)?.protocolVersion;
      client.protocolVersion =
        typeof requested === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
    }
    deliver?.(message, extra);
  };
  return server;
}
