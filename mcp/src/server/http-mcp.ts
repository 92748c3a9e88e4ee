/**
 * `choice-prompts-mcp mcp --http`: MCP over Streamable HTTP at `http://127.0.0.1:PORT/mcp`,
 * served by the same local server as the answer page (one port, the same Host/Origin/size
 * checks). Each MCP session gets its own `Server` and transport; all share one hub, so
 * sessions, hand-offs and the waiting page are common to every connected client.
 *
 * What a session holds is released the moment it ends: a DELETE, an idle close (nothing
 * open for `mcpSessionIdleMs`, 30 minutes), an eviction, or an `initialize` the SDK
 * refused (which never becomes a session). At most `maxSessions` (`MAX_MCP_SESSIONS`) are
 * open at once: a new one closes the session idle the longest, or is refused with 503 when
 * every session is busy. A call whose client went away while it waited (its response closed
 * unfinished) is told so, and ends by its deadline (see `calls.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { CallTable } from './calls.js';
import { MAX_MCP_SESSIONS } from './config.js';
import { ChoiceHub, type HubOptions } from './hub.js';
import { connectMcp } from './mcp.js';
import { HttpError } from './security.js';

export interface HttpMcpOptions extends HubOptions {
  /** MCP sessions open at once; default `MAX_MCP_SESSIONS` (64). */
  maxSessions?: number;
}

export interface HttpMcp {
  hub: ChoiceHub;
  /** The MCP endpoint, e.g. `http://127.0.0.1:3939/mcp`. */
  endpoint: string;
  /** MCP sessions currently open (ended, expired, evicted and refused ones are gone). */
  readonly sessionCount: number;
  close(): Promise<void>;
}

/** One MCP session over HTTP, and whether anyone is still using it. */
interface McpSession {
  transport: StreamableHTTPServerTransport;
  /** Its calls in flight; set once the `Server` is connected. */
  calls?: CallTable;
  /** Requests of this session whose responses are still open (an event stream, a waiting call). */
  open: number;
  /** Set while `open` is 0: closes the session once `mcpSessionIdleMs` pass without a request. */
  idle?: ReturnType<typeof setTimeout>;
  /** When `open` last fell to 0 (for choosing whom to evict). */
  idleSince: number;
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

  /** Closes the session idle the longest, or refuses a new one (503) when every session is busy. */
  async function evictOne(): Promise<void> {
    let oldest: McpSession | undefined;
    for (const s of live) if (s.open === 0 && (!oldest || s.idleSince < oldest.idleSince)) oldest = s;
    if (!oldest) {
      throw new HttpError(503, `This server already has ${maxSessions} MCP sessions open, all of them busy; end one (DELETE /mcp) or try again later.`, {
        'Retry-After': '10',
      });
    }
    hub.log(`closed the MCP session idle the longest to make room for a new one (at most ${maxSessions})`);
    await oldest.transport.close();
  }

  async function createSession(): Promise<McpSession> {
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, created),
    });
    const created: McpSession = { transport, open: 0, idleSince: Date.now(), closed: false };
    // The last check and the `add` run without an await between them, so concurrent
    // initializes cannot together pass the limit.
    while (live.size >= maxSessions) await evictOne();
    live.add(created);
    try {
      created.calls = (await connectMcp(hub, transport)).calls;
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

  async function handle(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const header = req.headers['mcp-session-id'];
    const sessionId = Array.isArray(header) ? header[0] : header;
    let session = sessionId !== undefined ? sessions.get(sessionId) : undefined;
    let fresh = false;
    if (!session) {
      if (sessionId !== undefined) throw new HttpError(404, 'Unknown MCP session; initialize a new one.');
      if (req.method !== 'POST' || !isInitializeRequest(body)) throw new HttpError(400, 'Start with an initialize request.');
      session = await createSession();
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
      current.idleSince = Date.now();
      current.idle = setTimeout(() => void current.transport.close(), hub.timings.mcpSessionIdleMs);
      current.idle.unref();
    });
    await current.transport.handleRequest(req, res, body);
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
      await Promise.all([...live].map((s) => s.transport.close()));
      await hub.close();
    },
  };
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
