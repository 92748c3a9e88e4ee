// A tiny static server on 127.0.0.1 for the security end-to-end tests: serves exactly the
// files it is given (URL path → file on disk) with the response headers it is given (the
// Content-Security-Policy under test), and nothing else.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/** Starts the server; `files` maps URL paths to files, `headers` go on every response; `requested` lists every path asked for. */
export async function serve(files, headers = {}) {
  const requested = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requested.push(path);
    const file = files[path];
    if (!file) {
      res.writeHead(404, headers).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404, headers).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, requested, close: () => new Promise((resolve) => server.close(resolve)) };
}
