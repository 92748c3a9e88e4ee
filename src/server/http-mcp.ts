/**
 * `choice-prompts mcp --http`: MCP over Streamable HTTP at `http://127.0.0.1:PORT/mcp`,
 * served by the same local server as the answer page (one port, the same Host/Origin/size
 * checks). Each MCP session gets its own `Server` and transport; all share one hub, so
 * sessions, hand-offs and the waiting page are common to every connected client.
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
  close(): Promise<void>;
}

/** Starts the hub's server with an `/mcp` endpoint and resolves once it listens. */
export async function startHttpMcp(options: HubOptions = {}): Promise<HttpMcp> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  let hub: ChoiceHub;

  async function handle(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const header = req.headers['mcp-session-id'];
    const sessionId = Array.isArray(header) ? header[0] : header;
    let transport = sessionId !== undefined ? transports.get(sessionId) : undefined;
    if (!transport) {
      if (sessionId !== undefined) throw new HttpError(404, 'Unknown MCP session; initialize a new one.');
      if (req.method !== 'POST' || !isInitializeRequest(body)) throw new HttpError(400, 'Start with an initialize request.');
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void transports.set(id, created),
      });
      created.onclose = () => {
        if (created.sessionId !== undefined) transports.delete(created.sessionId);
      };
      await connectMcp(hub, created);
      transport = created;
    }
    await transport.handleRequest(req, res, body);
  }

  hub = new ChoiceHub({ ...options, mcp: handle });
  await hub.pages.listen();
  return {
    hub,
    endpoint: `${hub.pages.origin}/mcp`,
    async close() {
      await Promise.all([...transports.values()].map((t) => t.close()));
      await hub.close();
    },
  };
}
