// A tiny static file server for the screen-reader fixture: 127.0.0.1, a free port, and only
// the files the page needs (an explicit URL → file map), so nothing else is reachable.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves each file in `files` (URL path → file path); everything else is a 404.
 * @param {Record<string, string>} files
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveFiles(files) {
  const routes = new Map(Object.entries(files));
  const server = createServer(async (req, res) => {
    const file = routes.get(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (req.method !== 'GET' || !file) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
