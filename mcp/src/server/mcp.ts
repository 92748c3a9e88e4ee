/**
 * The MCP server exposing `provide_choice`. Built on the SDK's low-level `Server` so the
 * tool's own JSON Schemas (from `src/protocol/tools/provide-choice.ts`) are published as
 * they are and the arguments are validated by the protocol's parser, not by a second copy
 * of the rules. One `Server` per MCP connection; all share a `ChoiceHub`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  LATEST_PROTOCOL_VERSION,
  ProtocolError,
  ProtocolErrorCode,
  SUPPORTED_PROTOCOL_VERSIONS,
  Server,
  type ClientCapabilities,
  type Implementation,
  type JSONRPCMessage,
  type RequestId,
  type ServerContext,
  type Tool,
  type Transport,
} from '@modelcontextprotocol/server';
import { provideChoiceTool } from 'choice-prompts/tools.js';
import { isRecord, own, setOwn } from 'choice-prompts/protocol.js';
import { AppCalls, CLAIM_TOOL, SETTLE_TOOL, VIEW_URI, claimCall, readView, settleCall, supportsApps, viewResource, viewToolMeta, viewTools } from './app.js';
import { CallTable } from './calls.js';
import type { ChoiceHub } from './hub.js';
import { MODERN_REVISION, modernCall, type ModernClient } from './modern.js';
import { provideChoiceCall, type ClientInfo, type Extra } from './provide-choice.js';
import type { StateSealer } from './request-state.js';

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

/** Options of one MCP connection. */
export interface ConnectionOptions {
  /** The page group whose scope lists its questions; default: a scope of its own. */
  group?: string;
}

const INSTRUCTIONS =
  'Use provide_choice when you need the user to pick between options or give a short answer. ' +
  'It validates the question first, then asks inline in the conversation (MCP Apps), through the MCP client\'s form, ' +
  'a local browser page, or the terminal.';

/** A `Server` with the tool's resources (the MCP Apps View); the tools are the caller's. */
function baseServer(hub: ChoiceHub): Server {
  const server = new Server({ name: SERVER_NAME, version: packageVersion() }, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler('resources/list', () => ({ resources: hub.options.apps === false ? [] : [viewResource()] }));
  server.setRequestHandler('resources/read', async (request) => {
    if (request.params.uri !== VIEW_URI || hub.options.apps === false) {
      // Invalid Params on 2026-07-28; -32002 before, the code MCP 2025-11-25 gives "resource not found".
      const code = server.getNegotiatedProtocolVersion() === MODERN_REVISION ? ProtocolErrorCode.InvalidParams : -32002;
      throw new ProtocolError(code, `There is no resource "${request.params.uri}". This server has only "${VIEW_URI}".`);
    }
    return readView();
  });
  return server;
}

/**
 * A `Server` for one MCP 2025-era connection (whose questions its page scope `scope` lists),
 * what it learns about its client, and its calls in flight (`calls`, filled by `interceptArguments`).
 */
export function createMcpServer(hub: ChoiceHub, scope: string, calls = new CallTable()): McpConnection {
  const server = baseServer(hub);
  const client: ClientInfo = {
    formElicitation: false,
    urlElicitation: false,
    protocolVersion: LATEST_PROTOCOL_VERSION,
    apps: false,
    appCalls: new AppCalls(),
    owner: `connection:${randomUUID()}`,
    scope,
    completeElicitation: (elicitationId) => server.notification({ method: 'notifications/elicitation/complete', params: { elicitationId } }),
  };
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
  server.setRequestHandler('tools/list', () => ({
    tools: [providedTool({ apps: appsOn() }), ...(appsOn() ? viewTools() : [])],
  }));
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const { name } = request.params;
    const id = ctx.mcpReq.id;
    // The raw arguments (see calls.ts): the SDK's copy has lost what made them malformed.
    const call = calls.take(id);
    const extra = extraOf(ctx);
    try {
      if (name === provideChoiceTool.name) return await provideChoiceCall(hub, client, call?.args, call ? { ...extra, abandoned: call.abandoned } : extra);
      if (appsOn() && name === CLAIM_TOOL) return await claimCall(client.appCalls, call?.args, ctx.mcpReq.signal);
      if (appsOn() && name === SETTLE_TOOL) return await settleCall(client.appCalls, hub.store, call?.args);
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `There is no tool "${name}". This server has only "${provideChoiceTool.name}".`);
    } finally {
      // A cancelled request gets no response, so its entry ends here too.
      calls.finished(id);
    }
  });
  return { server, client, calls };
}

/**
 * Connects a new `Server` to `transport`. The SDK keeps the negotiated protocol revision to
 * itself; it is read here from the client's `initialize` request, because MCP form fields
 * differ between revisions (titled enums and multi-select arrive in 2025-11-25).
 */
export async function connectMcp(hub: ChoiceHub, transport: Transport, { group }: ConnectionOptions = {}): Promise<McpConnection> {
  const scope = await hub.store.openScope(group);
  const connection = createMcpServer(hub, scope);
  const { server, client, calls } = connection;
  await server.connect(transport);
  const closed = server.onclose;
  server.onclose = () => {
    hub.store.releaseScope(scope);
    closed?.();
  };
  interceptArguments(transport, calls, (requested) => {
    client.protocolVersion = typeof requested === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
  });
  return connection;
}

/**
 * Taps a connected transport: every `tools/call` goes on to the SDK without its arguments,
 * which `calls` keeps raw for the handler, and every response ends its call's entry.
 * `onInitialize` hears the protocol revision an `initialize` asks for.
 */
export function interceptArguments(transport: Transport, calls: CallTable, onInitialize?: (requested: unknown) => void): void {
  const deliver = transport.onmessage;
  transport.onmessage = (message: JSONRPCMessage, extra) => {
    if ('method' in message && message.method === 'initialize' && 'id' in message) onInitialize?.((message.params as { protocolVersion?: unknown } | undefined)?.protocolVersion);
    deliver?.(withoutToolArguments(message, calls), extra);
  };
  // Every response (result or error, from the handler or from the SDK) ends its call's entry.
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (!('method' in message) && 'id' in message && message.id !== undefined) calls.finished(message.id);
    return send(message, options);
  };
}

/**
 * A `tools/call` request goes on without its arguments, which `calls` keeps raw for the
 * handler: the SDK would otherwise refuse or rebuild them before the tool sees them.
 */
export function withoutToolArguments(message: JSONRPCMessage, calls: CallTable): JSONRPCMessage {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message) || !isRecord(message.params)) return message;
  const { params } = message;
  calls.arrived(message.id, own(params, 'arguments'));
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(params)) if (key !== 'arguments') setOwn(rest, key, params[key]);
  return { ...message, params: rest };
}

/** What the channels need of the SDK's request context. */
function extraOf(ctx: ServerContext): Extra {
  const { mcpReq } = ctx;
  const progressToken = mcpReq._meta?.progressToken;
  return {
    requestId: mcpReq.id,
    signal: mcpReq.signal,
    ...(progressToken !== undefined && { _meta: { progressToken } }),
    notify: (notification) => mcpReq.notify(notification),
    elicit: (params, options) => mcpReq.send({ method: 'elicitation/create', params }, options),
  };
}

/** What a 2026-07-28 server instance is given: the connection's owner on stdio, and how to read a call's raw arguments. */
export interface ModernServerOptions {
  sealer: StateSealer;
  /** The raw `arguments` of the `tools/call` with this JSON-RPC id. */
  args(id: RequestId): unknown;
  /** Who asks, when the transport tells (a stdio connection); otherwise each request's client name and version. */
  owner?: string;
  /** The page group of the endpoint address (HTTP). */
  group?: string;
}

/**
 * A `Server` for 2026-07-28 requests: one per HTTP request, or one per stdio connection. It
 * keeps nothing between requests; each one's `_meta` says who asks and what it can show.
 */
export function createModernServer(hub: ChoiceHub, options: ModernServerOptions): Server {
  const server = baseServer(hub);
  server.setRequestHandler('tools/list', () => ({ tools: [providedTool()] }));
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const { name } = request.params;
    if (name !== provideChoiceTool.name) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `There is no tool "${name}". This server has only "${provideChoiceTool.name}".`);
    }
    // The SDK checked the envelope's shape; its type is kept off the public surface.
    const envelope = (ctx.mcpReq.envelope ?? {}) as { [CLIENT_CAPABILITIES_META_KEY]?: ClientCapabilities; [CLIENT_INFO_META_KEY]?: Implementation };
    const capabilities = envelope[CLIENT_CAPABILITIES_META_KEY];
    const info = envelope[CLIENT_INFO_META_KEY];
    const elicitation = capabilities?.elicitation;
    const client: ModernClient = {
      owner: options.owner ?? ownerOf(options.group, info),
      ...(options.group !== undefined && { group: options.group }),
      ...(info?.name !== undefined && { name: info.name }),
      // `elicitation: {}` (before modes existed) means forms.
      formElicitation: Boolean(elicitation && (elicitation.form || !elicitation.url)),
      urlElicitation: Boolean(elicitation?.url),
    };
    const state = ctx.mcpReq.requestState();
    return modernCall(hub, options.args(ctx.mcpReq.id), {
      client,
      sealer: options.sealer,
      ...(state !== undefined && { requestState: state }),
      ...(ctx.mcpReq.inputResponses !== undefined && { inputResponses: ctx.mcpReq.inputResponses }),
      extra: extraOf(ctx),
    });
  });
  return server;
}

/**
 * Who asks over stateless HTTP: the page group when the endpoint address carries one, else
 * the client's declared name and version (self-declared: two clients that declare the same
 * and share no page group are one asker; the question's 256-bit id stays its capability).
 */
function ownerOf(group: string | undefined, info: { name?: string; version?: string } | undefined): string {
  if (group !== undefined) return `group:${createHash('sha256').update(group).digest('base64url')}`;
  return `client:${JSON.stringify([info?.name ?? '', info?.version ?? ''])}`;
}
