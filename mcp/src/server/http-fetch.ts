/**
 * The SDK's HTTP entries are web-standard (`Request` in, `Response` out); the local server is
 * `node:http`. These two functions are the whole bridge. Written here rather than taken from
 * the SDK's Node middleware (which brings in a framework adapter) because the page server
 * already reads and limits the body, checks Host and Origin, and owns the socket: what is left
 * is copying headers and streaming a body, and noticing when the client goes away.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** `req` as a `Request` without a body (the JSON body is handed over already parsed); aborted when the response closes. */
export function toRequest(req: IncomingMessage, res: ServerResponse, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const closed = new AbortController();
  res.once('close', () => closed.abort());
  return new Request(new URL(req.url ?? '/', origin), { method: req.method ?? 'GET', headers, signal: closed.signal });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * Writes `response` to `res`, streaming its body (an SSE stream stays open as long as the
 * SDK keeps it). A response closed by the client cancels the body, which tells the SDK.
 */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  // Node owns the connection: it sends `Keep-Alive: timeout=…`, which lets a client close an
  // idle connection before the server does (a request sent as the server closes it is lost).
  response.headers.forEach((value, name) => void (HOP_BY_HOP.has(name) || (headers[name] = value)));
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  res.once('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
      // An SSE event goes out as it is written, not when a buffer fills.
      if (res.destroyed) return;
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    res.off('close', cancel);
  }
}
