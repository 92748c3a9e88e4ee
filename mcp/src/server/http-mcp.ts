/**
 * `choice-prompts-mcp mcp --http`: MCP over Streamable HTTP at `http://127.0.0.1:PORT/mcp`,
 * served by the same local server as the answer page (one port, the same Host/Origin/size
 * checks). Each MCP session gets its own `Server`, transport and page scope (or its page
 * group's, with `?page_group=SECRET`); they share the hub's store, bounds and port.
 *
 * What a session holds is released the moment it ends: a DELETE, an idle close (nothing
 * open for `mcpSessionIdleMs`, 30 minutes), or an `initialize` the SDK refused (which never
 * becomes a session). At most `maxSessions` (`MAX_MCP_SESSIONS`) are open at once: a newcomer
 * beyond that gets 503 with `Retry-After`, and no accepted session is ever closed to make
 * room. A call whose client went away while it waited (its response closed unfinished) is
 * told so, and ends by its deadline (see `calls.ts`).
 *
 * A request whose `_meta` names MCP 2026-07-28 is not part of any session: the SDK's
 * stateless entry serves it with a `Server` of its own (see `createModernServer`), so any
 * instance sharing the store can serve any such request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ProtocolErrorCode,
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isInitializeRequest,
  isLegacyRequest,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/server';
import { CallTable } from './calls.js';
import { MAX_MCP_SESSIONS } from './config.js';
import { sendResponse, toRequest } from './http-fetch.js';
import { ChoiceHub, type HubOptions } from './hub.js';
import { connectMcp, createModernServer, withoutToolArguments } from './mcp.js';
import { PAGE_GROUP_PATTERN } from './store.js';
import { HttpError, sendJson } from './security.js';

/** Seconds a refused newcomer is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 10;

export interface HttpMcpOptions extends HubOptions {
  /** MCP sessions open at once; default `MAX_MCP_SESSIONS` (64). */
  maxSessions?: number;
}

export interface HttpMcp {
  hub: ChoiceHub;
  /** The MCP endpoint, e.g. `http://127.0.0.1:3939/mcp`. */
  endpoint: string;
  /** MCP sessions currently open (ended, expired and refused ones are gone). */
  readonly sessionCount: number;
  close(): Promise<void>;
}

/** One MCP session over HTTP, and whether anyone is still using it. */
interface McpSession {
  transport: WebStandardStreamableHTTPServerTransport;
  /** Its calls in flight; set once the `Server` is connected. */
  calls?: CallTable;
  /** Requests of this session whose responses are still open (an event stream, a waiting call). */
  open: number;
  /** Set while `open` is 0: closes the session once `mcpSessionIdleMs` pass without a request. */
  idle?: ReturnType<typeof setTimeout>;
  /** Set once the transport closed: nothing may re-arm the idle timer after that. */
  closed: boolean;
}

/** Starts the hub's server with an `/mcp` endpoint and resolves once it listens. */
export async function startHttpMcp(options: HttpMcpOptions = {}): Promise<HttpMcp> {
  const { maxSessions = MAX_MCP_SESSIONS, ...hubOptions } = options;
  /** Every live session, initialized or not, in creation order. */
  const live = new Set<McpSession>();
  const sessions = new Map<string, McpSession>();
  let hub: ChoiceHub;

  /**
   * A new session, or a 503 past the cap. The check and the `add` run without an await
   * between them, so concurrent initializes cannot together pass it; and no session once
   * accepted is closed to make room, so none turns into a 404 because of a newcomer.
   */
  async function createSession(group: string | undefined): Promise<McpSession> {
    if (live.size >= maxSessions) {
      throw new HttpError(
        503,
        `This server already has ${maxSessions} MCP sessions open, the most it serves at once (--max-sessions). Try again in ${RETRY_AFTER_SECONDS} seconds; a session frees its place when its client ends it (DELETE /mcp) or after ${Math.round(hub.timings.mcpSessionIdleMs / 60_000)} minutes with nothing open.`,
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      );
    }
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, created),
    });
    const created: McpSession = { transport, open: 0, closed: false };
    live.add(created);
    try {
      created.calls = (await connectMcp(hub, transport, group === undefined ? {} : { group })).calls;
    } catch (error) {
      live.delete(created);
      throw error;
    }
    // Chained after the SDK's own handler (set by connect), which ends the Server too.
    const onclose = transport.onclose;
    transport.onclose = () => {
      created.closed = true;
      clearTimeout(created.idle);
      created.idle = undefined;
      live.delete(created);
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
      onclose?.();
    };
    return created;
  }

  /** What the 2026-07-28 server of one HTTP request is given: its calls' raw arguments, and its page group. */
  const modernCalls = new WeakMap<Request, { calls: CallTable; group: string | undefined }>();
  const modern = createMcpHandler(
    ({ requestInfo }) => {
      const call = requestInfo && modernCalls.get(requestInfo);
      return createModernServer(hub, {
        sealer: hub.sealer,
        args: (id) => call?.calls.take(id)?.args,
        ...(call?.group !== undefined && { group: call.group }),
      });
    },
    { legacy: 'reject', onerror: (error) => hub.log(`2026-07-28 request: ${error.message}`) },
  );

  /** A request of MCP 2026-07-28 (its `_meta` names the revision): served statelessly, by any instance. */
  async function handleModern(req: IncomingMessage, res: ServerResponse, request: Request, body: unknown): Promise<void> {
    const calls = new CallTable();
    const stripped = Array.isArray(body) ? body.map((m) => withoutToolArguments(m as JSONRPCMessage, calls)) : withoutToolArguments(body as JSONRPCMessage, calls);
    modernCalls.set(request, { calls, group: pageGroup(req) });
    await sendResponse(res, await modern.fetch(request, { parsedBody: stripped }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    // JSON-RPC 2.0: an empty batch is one Invalid Request, answered with a single error.
    if (Array.isArray(body) && body.length === 0) {
      return sendJson(res, 400, { jsonrpc: '2.0', id: null, error: { code: ProtocolErrorCode.InvalidRequest, message: 'Invalid Request: the batch is empty.' } });
    }
    if (req.method === 'POST' && req.headers['mcp-session-id'] === undefined && typeof body === 'object' && body !== null) {
      const request = toRequest(req, res, hub.pages.origin);
      if (!(await isLegacyRequest(request, body))) return handleModern(req, res, request, body);
    }
    const header = req.headers['mcp-session-id'];
    const sessionId = Array.isArray(header) ? header[0] : header;
    let session = sessionId !== undefined ? sessions.get(sessionId) : undefined;
    let fresh = false;
    if (!session) {
      if (sessionId !== undefined) throw new HttpError(404, 'Unknown MCP session; initialize a new one.');
      if (req.method !== 'POST' || !isInitializeRequest(body)) throw new HttpError(400, 'Start with an initialize request.');
      session = await createSession(pageGroup(req));
      fresh = true;
    }
    const current = session;
    clearTimeout(current.idle);
    current.open++;
    const calls = toolCallIds(body);
    res.once('close', () => {
      // Closed before its result was written: the client went away from these calls.
      if (!res.writableFinished) for (const id of calls) current.calls?.abandon(id);
      if (--current.open > 0 || current.closed) return;
      current.idle = setTimeout(() => void current.transport.close(), hub.timings.mcpSessionIdleMs);
      current.idle.unref();
    });
    await sendResponse(res, await current.transport.handleRequest(toRequest(req, res, hub.pages.origin), { parsedBody: body }));
    // An initialize the SDK refused never becomes a session: release it now, not at idle time.
    if (fresh && current.transport.sessionId === undefined) await current.transport.close();
  }

  hub = new ChoiceHub({ ...hubOptions, mcp: handle });
  await hub.pages.listen();
  return {
    hub,
    endpoint: `${hub.pages.origin}/mcp`,
    get sessionCount() {
      return live.size;
    },
    async close() {
      await modern.close();
      await Promise.all([...live].map((s) => s.transport.close()));
      await hub.close();
    },
  };
}

/**
 * The `page_group` secret of an initialize (`/mcp?page_group=…`): sessions that give the same
 * one share one answer page. Checked here, so a weak secret is refused rather than shared.
 */
function pageGroup(req: IncomingMessage): string | undefined {
  const group = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('page_group');
  if (group === null) return undefined;
  if (!PAGE_GROUP_PATTERN.test(group)) {
    throw new HttpError(400, 'page_group must be a secret of 32 to 256 letters, digits, "-" or "_" (openssl rand -hex 32 makes one); anyone who knows it sees and answers the group\'s questions.');
  }
  return group;
}

/** The ids of the `tools/call` requests in a POST body (one message or a batch). */
function toolCallIds(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body];
  const ids: RequestId[] = [];
  for (const m of messages) {
    if (typeof m !== 'object' || m === null) continue;
    const { method, id } = m as { method?: unknown; id?: unknown };
    if (method === 'tools/call' && (typeof id === 'string' || typeof id === 'number')) ids.push(id);
  }
  return ids;
}
