// What the browser benches share: the libraries built as a host page ships them, and a
// static file server for the repository on 127.0.0.1.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { production } from '../scripts/esbuild-production.mjs';
import { minifyTemplates } from '../scripts/minify-templates.mjs';

export const OUT = 'bench/out';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json' };

/**
 * `ours.js`: `src/bundle.ts` with the settings of `scripts/build.mjs` (Lit inlined,
 * production); `lazy.js`: the lazy-upgrade experiment; `shoelace.js`: Shoelace's radio group
 * and radio button bundled the same way. `minify: false` keeps names readable for profiles.
 */
export async function buildLibraries({ minify = true } = {}) {
  await mkdir(OUT, { recursive: true });
  const common = { ...production, minify, logLevel: 'silent' };
  await Promise.all([
    build({ ...common, entryPoints: ['src/bundle.ts'], outfile: `${OUT}/ours.js`, plugins: [minifyTemplates()] }),
    build({ ...common, entryPoints: ['bench/experiments/lazy-prompt.ts'], outfile: `${OUT}/lazy.js` }),
    build({ ...common, entryPoints: ['bench/peers/shoelace-radio.js'], outfile: `${OUT}/shoelace.js` }),
    build({ ...common, entryPoints: ['src/bundle.ts'], outfile: `${OUT}/flat.js`, plugins: [flatStyles] }),
  ]);
}

/**
 * Experiment for bench/profile.mjs (`flat` variant): the element with its positioned boxes
 * removed from the styles (the card, each option row, the button's stretched ::after), to
 * measure what those paint layers cost in hit testing and pre-paint. Clicks outside an
 * option's button do nothing in this build; the bench clicks the button.
 */
const flatStyles = {
  name: 'flat styles',
  setup(b) {
    b.onLoad({ filter: /(shared|choice-prompt)\.styles\.ts$/ }, (args) => ({
      loader: 'ts',
      contents: readFileSync(args.path, 'utf8')
        .replace(/(\.base \{\s*)position: relative;/, '$1')
        .replace(/(\.row \{\s*)position: relative;/, '$1')
        .replace(/\.option::after \{[^}]*\}/, ''),
    }));
  },
};

/** Serves the repository root on 127.0.0.1 (a free port); resolves with `{ server, origin }`. */
export function serve() {
  const root = resolve('.');
  const server = createServer(async (req, res) => {
    const path = normalize(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!path.startsWith(root + sep)) return res.writeHead(403).end();
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, origin: `http://127.0.0.1:${server.address().port}` })));
}
