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
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { provideChoiceTool } from 'choice-prompts/tools.js';
import { isRecord, own, setOwn } from 'choice-prompts/protocol.js';
import { AppCalls, CLAIM_TOOL, SETTLE_TOOL, VIEW_URI, claimCall, readView, settleCall, supportsApps, viewResource, viewToolMeta, viewTools } from './app.js';
import { CallTable } from './calls.js';
import type { ChoiceHub } from './hub.js';
import { provideChoiceCall, type ClientInfo } from './provide-choice.js';

export const SERVER_NAME = 'choice-prompts';

/** One MCP connection: its `Server`, what it knows of the client, and its calls in flight. */
export interface McpConnection {
  server: Server;
  client: ClientInfo;
  calls: CallTable;
}

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

/** The tool as `tools/list` publishes it; with `apps`, naming the View that draws it inline. */
export function providedTool({ apps = false }: { apps?: boolean } = {}): Tool {
  return {
    ...(apps && { _meta: viewToolMeta() }),
    name: provideChoiceTool.name,
    title: 'Ask the user to choose',
    description: provideChoiceTool.description + HANDOFF_NOTE,
    inputSchema: provideChoiceTool.inputSchema as Tool['inputSchema'],
    outputSchema: provideChoiceTool.outputSchema as unknown as Tool['outputSchema'],
    annotations: { title: 'Ask the user to choose', readOnlyHint: true, openWorldHint: false },
  };
}

/** A `Server` for one MCP connection, what it learns about its client, and its calls in flight. */
export function createMcpServer(hub: ChoiceHub): McpConnection {
  const server = new Server(
    { name: SERVER_NAME, version: packageVersion() },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        'Use provide_choice when you need the user to pick between options or give a short answer. ' +
        'It validates the question first, then asks inline in the conversation (MCP Apps), through the MCP client\'s form, ' +
        'a local browser page, or the terminal.',
    },
  );
  const client: ClientInfo = {
    formElicitation: false,
    urlElicitation: false,
    protocolVersion: LATEST_PROTOCOL_VERSION,
    apps: false,
    appCalls: new AppCalls(),
    completeElicitation: (elicitationId) => server.notification({ method: 'notifications/elicitation/complete', params: { elicitationId } }),
  };
  const calls = new CallTable();
  server.oninitialized = () => {
    const name = server.getClientVersion()?.name;
    if (name !== undefined) client.name = name;
    const capabilities = server.getClientCapabilities();
    const elicitation = capabilities?.elicitation;
    // A client that declares `elicitation: {}` (before modes existed) means forms (MCP 2025-11-25).
    client.formElicitation = Boolean(elicitation && (elicitation.form || !elicitation.url));
    client.urlElicitation = Boolean(elicitation?.url);
    client.apps = supportsApps(capabilities);
  };
  const appsOn = () => client.apps && hub.options.apps !== false;
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [providedTool({ apps: appsOn() }), ...(appsOn() ? viewTools() : [])],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name } = request.params;
    // The raw arguments (see calls.ts): the SDK's copy has lost what made them malformed.
    const call = calls.take(extra.requestId);
    try {
      if (name === provideChoiceTool.name) return await provideChoiceCall(hub, client, call?.args, call ? { ...extra, abandoned: call.abandoned } : extra);
      if (appsOn() && name === CLAIM_TOOL) return await claimCall(client.appCalls, call?.args, extra.signal);
      if (appsOn() && name === SETTLE_TOOL) return await settleCall(client.appCalls, hub.store, call?.args);
      throw new McpError(ErrorCode.InvalidParams, `There is no tool "${name}". This server has only "${provideChoiceTool.name}".`);
    } finally {
      // A cancelled request gets no response, so its entry ends here too.
      calls.finished(extra.requestId);
    }
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: hub.options.apps === false ? [] : [viewResource()] }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    if (request.params.uri !== VIEW_URI || hub.options.apps === false) {
      // -32002: the code the MCP specification gives "resource not found".
      throw new McpError(-32002, `There is no resource "${request.params.uri}". This server has only "${VIEW_URI}".`);
    }
    return readView();
  });
  return { server, client, calls };
}

/**
 * Connects a new `Server` to `transport`. The SDK keeps the negotiated protocol revision to
 * itself; it is read here from the client's `initialize` request, because MCP form fields
 * differ between revisions (titled enums and multi-select arrive in 2025-11-25).
 */
export async function connectMcp(hub: ChoiceHub, transport: Transport): Promise<McpConnection> {
  const connection = createMcpServer(hub);
  const { server, client, calls } = connection;
  await server.connect(transport);
  const deliver = transport.onmessage;
  transport.onmessage = (message: JSONRPCMessage, extra) => {
    if ('method' in message && message.method === 'initialize' && 'id' in message) {
      const requested = (message.params as { protocolVersion?: unknown } | undefined)?.protocolVersion;
      client.protocolVersion =
        typeof requested === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
    }
    deliver?.(withoutToolArguments(message, calls), extra);
  };
  // Every response (result or error, from the handler or from the SDK) ends its call's entry.
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (!('method' in message) && 'id' in message && message.id !== undefined) calls.finished(message.id);
    return send(message, options);
  };
  return connection;
}

/**
 * A `tools/call` request goes on without its arguments, which `calls` keeps raw for the
 * handler: the SDK would otherwise refuse or rebuild them before the tool sees them.
 */
function withoutToolArguments(message: JSONRPCMessage, calls: CallTable): JSONRPCMessage {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message) || !isRecord(message.params)) return message;
  const { params } = message;
  calls.arrived(message.id, own(params, 'arguments'));
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(params)) if (key !== 'arguments') setOwn(rest, key, params[key]);
  return { ...message, params: rest };
}
