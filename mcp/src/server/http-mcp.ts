/**
 * `choice-prompts-mcp mcp --http`: MCP over Streamable HTTP at `http://127.0.0.1:PORT/mcp`,
 * served by the same local server as the answer page (one port, the same Host/Origin/size
 * checks). Each MCP session gets its own `Server` and transport; all share one hub, so
 * sessions, hand-offs and the waiting page are common to every connected client. A
 * session nobody uses for `mcpSessionIdleMs` (30 minutes) is closed.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { ChoiceHub, type HubOptions } from './hub.js';
import { connectMcp } from './mcp.js';
import { HttpError } from './security.js';

export interface HttpMcp {
  hub: ChoiceHub;
  /** The MCP endpoint, e.g. `http://127.0.0.1:3939/mcp`. */
  endpoint: string;
  /** MCP sessions currently open (ended, expired and closed ones are gone). */
  readonly sessionCount: number;
  close(): Promise<void>;
}

/** One MCP session over HTTP, and whether anyone is still using it. */
interface McpSession {
  transport: StreamableHTTPServerTransport;
  /** Requests of this session whose responses are still open (an event stream, a waiting call). */
  open: number;
  /** Set while `open` is 0: closes the session once `mcpSessionIdleMs` pass without a request. */
  idle?: ReturnType<typeof setTimeout>;
}

/** Starts the hub's server with an `/mcp` endpoint and resolves once it listens. */
export async function startHttpMcp(options: HubOptions = {}): Promise<HttpMcp> {
  const sessions = new Map<string, McpSession>();
  let hub: ChoiceHub;

  async function handle(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const header = req.headers['mcp-session-id'];
    const sessionId = Array.isArray(header) ? header[0] : header;
    let session = sessionId !== undefined ? sessions.get(sessionId) : undefined;
    if (!session) {
      if (sessionId !== undefined) throw new HttpError(404, 'Unknown MCP session; initialize a new one.');
      if (req.method !== 'POST' || !isInitializeRequest(body)) throw new HttpError(400, 'Start with an initialize request.');
      const created: McpSession = {
        transport: new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (id) => void sessions.set(id, created),
        }),
        open: 0,
      };
      created.transport.onclose = () => {
        clearTimeout(created.idle);
        if (created.transport.sessionId !== undefined) sessions.delete(created.transport.sessionId);
      };
      await connectMcp(hub, created.transport);
      session = created;
    }
    const current = session;
    clearTimeout(current.idle);
    current.open++;
    res.once('close', () => {
      if (--current.open > 0) return;
      current.idle = setTimeout(() => void current.transport.close(), hub.timings.mcpSessionIdleMs);
      current.idle.unref();
    });
    await current.transport.handleRequest(req, res, body);
  }

  hub = new ChoiceHub({ ...options, mcp: handle });
  await hub.pages.listen();
  return {
    hub,
    endpoint: `${hub.pages.origin}/mcp`,
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      await Promise.all([...sessions.values()].map((s) => s.transport.close()));
      await hub.close();
    },
  };
}
