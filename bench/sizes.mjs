// Sizes: each public entry bundled for production the way a host's bundler
// would (esbuild, minified, `production` export condition, NODE_ENV=production), gzipped at
// level 9. The import graph (esbuild's metafile) proves that `marked` stays out of the
// elements' bundle, and says where the bytes come from when a budget is missed.
//
// An entry's figure is the code it loads up front: its `import()`s (the registry's lazily
// loaded dialects) are left external, as a host's bundler splits them into chunks of their
// own; those chunks are measured as `npm run build` ships them (dist/chunks/).
import { build } from 'esbuild';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { production } from '../scripts/esbuild-production.mjs';
import { minifyTemplates } from '../scripts/minify-templates.mjs';
import { wordedByParts } from '../scripts/bundle-build.mjs';
import { BUDGETS } from './budgets.mjs';

const KB = 1024;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Leaves every `import()` to be fetched later: what the entry loads up front is what counts. */
const lazyImports = {
  name: 'lazy-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** The protocol core's modules (what `src/protocol.ts` loads), for figures of an entry on top of it. */
const CORE = /src\/protocol\/(model|limits|validate|input|text|ids|kind-rules|responses|detect|dialect|registry|dialects\/(?:catalog|shared\/(?:fields|detect|question-list)|[a-z-]+\/detect|choices-block\/index|present-choices\/index))\.js$/;
const coreExternal = {
  name: 'core-external',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => (CORE.test(resolve(dirname(args.importer), args.path)) ? { path: args.path, external: true } : undefined));
  },
};

/** Bundles `entry` in memory as a host's bundler would; returns the minified output, its gzip size and the metafile. */
export async function bundle(entry, { external = [], plugins = [] } = {}) {
  const result = await build({
    ...production,
    entryPoints: [entry],
    write: false,
    platform: 'browser',
    external,
    plugins: [lazyImports, ...plugins],
    metafile: true,
    logLevel: 'silent',
  });
  const out = result.outputFiles[0].contents;
  return { min: out.length, gzip: gz(out), metafile: result.metafile, text: result.outputFiles[0].text };
}

/** Minified bytes per source area (a package, or a folder of src/), largest first. */
function breakdown(metafile) {
  const output = Object.values(metafile.outputs)[0];
  const groups = new Map();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const key = path.startsWith('node_modules/')
      ? path.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1')
      : path.replace(/^(src\/(?:protocol\/dialects|protocol\/tools|protocol\/markdown|components\/[^/.]+)|src\/[^/]+)(?:\/.*)?$/, '$1');
    groups.set(key, (groups.get(key) ?? 0) + bytesInOutput);
  }
  return [...groups].sort((a, b) => b[1] - a[1]).map(([area, bytes]) => ({ area, bytes }));
}

/** Every input file of the bundle whose path is inside package `name`. */
function inputsFrom(metafile, name) {
  return Object.keys(metafile.inputs).filter((p) => p.includes(`node_modules/${name}/`));
}

/** The `import` statements and `import()` calls of the built file at `path`, as esbuild reads them. */
async function importsOf(path) {
  // esbuild reads the file's own import statements (a text search would also find the
  // words `import "…"` inside a message string); every import is left unresolved.
  const scan = await build({
    entryPoints: [path],
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [{ name: 'all-external', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true })) }],
  });
  const found = Object.values(scan.metafile.inputs)[0].imports;
  return { imports: found.filter((i) => i.kind !== 'dynamic-import').map((i) => i.path), lazy: found.filter((i) => i.kind === 'dynamic-import').map((i) => i.path) };
}

/**
 * A built file with everything it loads up front: its static imports and theirs, each
 * gzipped on its own as a server sends it, leaving out the files in `loaded` (fetched
 * already). An import of anything but a file of dist/chunks/ is wrong (tsc's re-export stub,
 * which `npm run build` leaves when its esbuild step did not run, imports `./index.js`, which
 * pulls Lit by name). The `import()`s of those files are fetched only when a prompt needs
 * them, and are not counted.
 */
export async function fetchedWith(entry, { loaded = [] } = {}) {
  const files = [];
  const bare = [];
  const lazy = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.shift();
    if (files.includes(path) || loaded.includes(path)) continue;
    files.push(path);
    const found = await importsOf(path);
    for (const spec of found.lazy) lazy.add(resolve(dirname(path), spec));
    for (const spec of found.imports) {
      const file = resolve(dirname(path), spec).replace(`${process.cwd()}/`, '');
      if (/^\.\.?\//.test(spec) && file.startsWith('dist/chunks/') && existsSync(file)) queue.push(file);
      else bare.push(spec);
    }
  }
  const texts = files.map((path) => readFileSync(path));
  const min = texts.reduce((sum, t) => sum + t.length, 0);
  const gzip = texts.reduce((sum, t) => sum + gz(t), 0);
  return { min, gzip, files, imports: bare, lazy: [...lazy] };
}

/** `dist/bundle.js` as `npm run build` left it, with everything it loads up front (`fetchedWith`). */
async function distBundle() {
  const entry = 'dist/bundle.js';
  if (!existsSync(entry)) return { exists: false };
  const fetched = await fetchedWith(entry);
  return { exists: true, ...fetched, marked: /\bmarked\b/.test([...fetched.imports, ...fetched.lazy].join(' ')) };
}

/** gzip bytes of each lazily loaded chunk `npm run build` wrote (a dialect, a part of the elements), by file name. */
function distChunks() {
  if (!existsSync('dist/chunks')) return [];
  return readdirSync('dist/chunks')
    .filter((name) => name.endsWith('.js') && !name.startsWith('shared-') && name !== 'core.js')
    .map((name) => ({ name, gzip: gz(readFileSync(`dist/chunks/${name}`)) }));
}

export async function runSizes() {
  // As scripts/build.mjs builds bundle.js: the templates' static text minified.
  // The problems' English comes with the fallbacks part, as in dist/bundle.js (scripts/bundle-build.mjs).
  const elements = await bundle('src/bundle.ts', { plugins: [wordedByParts(), minifyTemplates()] });
  const protocol = await bundle('src/protocol.ts');
  const markdown = await bundle('src/markdown.ts', { external: ['marked'] });
  const markdownOnCore = await bundle('src/markdown.ts', { external: ['marked'], plugins: [coreExternal] });
  const dialects = await bundle('src/dialects.ts', { plugins: [coreExternal] });
  const kinds = await bundle('src/kinds.ts', { plugins: [coreExternal] });
  const tools = await bundle('src/tools.ts');
  const session = await bundle('src/session.ts', { plugins: [coreExternal] });
  const stream = await bundle('src/stream.ts', { plugins: [coreExternal] });
  const chunks = distChunks();
  // Peers, built the same way: Shoelace's radio group + radio buttons (with Lit and what
  // they import), and marked itself (what `markdown.js` would cost if it bundled it).
  const shoelace = await bundle('bench/peers/shoelace-radio.js');
  const marked = await bundle('bench/peers/marked.js');
  // What a page adds to use Shoelace as documented: its light theme's stylesheet.
  const shoelaceTheme = gz(readFileSync('node_modules/@shoelace-style/shoelace/dist/themes/light.css'));
  const markedInElements = inputsFrom(elements.metafile, 'marked');
  const markdownImportsMarked = markdown.metafile.outputs[Object.keys(markdown.metafile.outputs)[0]].imports.some((i) => i.path === 'marked');
  const dist = await distBundle();

  const rows = [
    {
      figure: 'bundle.js (src/bundle.ts) min+gzip',
      ours: elements.gzip / KB, peer: shoelace.gzip / KB, peerName: 'Shoelace sl-radio-group + sl-radio-button',
      unit: 'KB', budget: 'info (held on the built files, below)', pass: 'info',
    },
    {
      figure: 'bundle.js (src/bundle.ts) min+gzip vs Shoelace with its light theme CSS (light.css, gzipped, on top)',
      ours: elements.gzip / KB, peer: (shoelace.gzip + shoelaceTheme) / KB, peerName: 'Shoelace radio group + light.css',
      unit: 'KB', budget: 'info', pass: 'info',
    },
    dist.exists && dist.imports.length === 0
      ? {
          figure: `dist/bundle.js as built, with the ${dist.files.length - 1} file(s) it imports, each gzipped`,
          ours: dist.gzip / KB, unit: 'KB', budget: `≤ ${BUDGETS['bundle.js']} KB`, pass: dist.gzip <= BUDGETS['bundle.js'] * KB,
          note: dist.files.map((f) => f.replace(/^dist\//, '')).join(', '),
        }
      : {
          figure: 'dist/bundle.js as built, gzip', ours: dist.exists ? dist.gzip / KB : NaN, unit: 'KB', budget: `≤ ${BUDGETS['bundle.js']} KB, imports only its chunks`, pass: false,
          note: dist.exists ? `not a bundle: imports ${dist.imports.join(', ')} (npm run build's esbuild step has not run)` : 'missing: run npm run build',
        },
    {
      figure: 'lazily loaded chunks as built (dist/chunks/: a dialect, fetched with its first prompt; a part of the elements, with the first request needing it), gzip without the shared chunks they import, largest',
      ours: chunks.length > 0 ? Math.max(...chunks.map((c) => c.gzip)) / KB : NaN, unit: 'KB', budget: 'info (each with its shared chunks: bench/budgets.mjs)', pass: 'info',
      note: chunks.length > 0 ? chunks.map((c) => `${c.name} ${(c.gzip / KB).toFixed(2)}`).join(', ') : 'missing: run npm run build',
    },
    { figure: 'protocol.js (core) min+gzip', ours: protocol.gzip / KB, unit: 'KB', budget: `≤ ${BUDGETS['protocol.js']} KB`, pass: protocol.gzip <= BUDGETS['protocol.js'] * KB },
    {
      figure: 'markdown.js min+gzip, marked external, on the core (protocol.js external: a page using it loads the core anyway)',
      ours: markdownOnCore.gzip / KB, peer: marked.gzip / KB, peerName: 'marked (min+gzip)',
      unit: 'KB', budget: '≤ 2 KB', pass: markdownOnCore.gzip <= 2 * KB,
      note: markdownImportsMarked ? 'imports marked at run time' : undefined,
    },
    { figure: 'markdown.js min+gzip, marked external, standalone (core included)', ours: markdown.gzip / KB, unit: 'KB', budget: 'info', pass: 'info' },
    { figure: 'kinds.js min+gzip, on the core (the question kinds besides choice, their rules and hints)', ours: kinds.gzip / KB, unit: 'KB', budget: 'info', pass: 'info' },
    { figure: 'dialects.js min+gzip, on the core (every dialect registered)', ours: dialects.gzip / KB, unit: 'KB', budget: 'info', pass: 'info' },
    { figure: 'session.js min+gzip, on the core', ours: session.gzip / KB, unit: 'KB', budget: 'info', pass: 'info' },
    { figure: 'stream.js min+gzip, on the core (findChoiceBlocks, createChoiceStream, markdownTailStart, resolveHistory)', ours: stream.gzip / KB, unit: 'KB', budget: 'info', pass: 'info' },
    { figure: 'tools.js min+gzip, standalone (agent side)', ours: tools.gzip / KB, unit: 'KB', budget: 'info', pass: 'info' },
    {
      figure: 'marked modules in bundle.js (import graph)', ours: markedInElements.length, unit: 'files', budget: '0', pass: markedInElements.length === 0 && !dist.marked,
    },
  ];
  return {
    rows,
    details: {
      bundle: { min: elements.min, gzip: elements.gzip, breakdown: breakdown(elements.metafile) },
      protocol: { min: protocol.min, gzip: protocol.gzip, breakdown: breakdown(protocol.metafile) },
      markdown: { min: markdown.min, gzip: markdown.gzip, breakdown: breakdown(markdown.metafile) },
      markdownOnCore: { min: markdownOnCore.min, gzip: markdownOnCore.gzip, breakdown: breakdown(markdownOnCore.metafile) },
      dialects: { min: dialects.min, gzip: dialects.gzip },
      kinds: { min: kinds.min, gzip: kinds.gzip },
      session: { min: session.min, gzip: session.gzip },
      tools: { min: tools.min, gzip: tools.gzip },
      chunks,
      shoelace: { min: shoelace.min, gzip: shoelace.gzip },
      marked: { min: marked.min, gzip: marked.gzip },
      dist,
    },
  };
}
