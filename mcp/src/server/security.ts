/**
 * The local server's gatekeeping, applied to every request before any route runs:
 *
 * - Host must be the loopback address with our port (`127.0.0.1:PORT` or `localhost:PORT`),
 *   so a DNS-rebinding page on another name cannot reach us even though it resolves here.
 * - An `Origin`, when sent, must be our own; state-changing requests also need a JSON
 *   content type, which no cross-site form can send without a CORS preflight, and we never
 *   answer a preflight (no CORS at all).
 * - Bodies are read up to `MAX_BODY_BYTES`; more is refused with 413.
 * - Every response says: do not cache, do not sniff, do not send a Referer (the URL holds the
 *   session id), do not frame; pages also get a strict Content-Security-Policy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from './config.js';

/** The Host header values this server answers to. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** The page's own origins. */
export function allowedOrigins(port: number): string[] {
  return allowedHosts(port).map((h) => `http://${h}`);
}

/** No script but our own files, no inline anything, no framing, no form posts, no plugins. */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (`Allow` on a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Throws an `HttpError` when a request fails the Host, Origin or content-type rules. */
export function checkRequest(req: IncomingMessage, port: number): void {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!allowedHosts(port).includes(host)) {
    throw new HttpError(403, `Host ${JSON.stringify(req.headers.host ?? '')} is not allowed; use http://127.0.0.1:${port}.`);
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins(port).includes(origin.toLowerCase())) {
    throw new HttpError(403, 'Cross-origin requests are not allowed.');
  }
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') throw new HttpError(405, 'This server does not answer CORS preflights.', { Allow: 'GET, HEAD, POST' });
  if (STATE_CHANGING.has(method)) {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'Cross-site requests are not allowed.');
    }
    // POST is the one state-changing method a cross-site page can send without a preflight
    // (as a form or a no-cors fetch), and then only with a "simple" content type.
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (method === 'POST' && type !== 'application/json') throw new HttpError(415, 'Send the body as application/json.');
  }
}

/** Reads and parses a JSON body, refusing anything over `MAX_BODY_BYTES` (413) or malformed (400). */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new HttpError(413, `The body is ${declared} bytes; the limit is ${limit}.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, `The body is over the limit of ${limit} bytes.`);
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

/** Headers every response carries. */
export function baseHeaders(): Record<string, string> {
  return {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...baseHeaders(), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = error instanceof HttpError ? error.status : 500;
  const message = error instanceof HttpError ? error.message : 'Internal error.';
  // A 413 arrives before the body was read; closing the connection stops the upload.
  if (status === 413) res.setHeader('Connection', 'close');
  if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  sendJson(res, status, { error: message });
}
