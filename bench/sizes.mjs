// Size budgets (issue 5): each public entry bundled for production the way a host's bundler
// would (esbuild, minified, `production` export condition, NODE_ENV=production), gzipped at
// level 9. The import graph (esbuild's metafile) proves that `marked` stays out of the
// elements' bundle, and says where the bytes come from when a budget is missed.
import { build } from 'esbuild';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Bundles `entry` in memory; returns the minified output, its gzip size and the metafile. */
async function bundle(entry, { external = [], tsconfig = 'tsconfig.build.json' } = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    platform: 'browser',
    tsconfig,
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
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

/**
 * `dist/bundle.js` as `npm run build` left it: a real bundle has Lit inlined, so it imports
 * nothing (tsc's re-export stub, which `npm run build` leaves when its esbuild step did not
 * run, imports `./index.js`).
 */
function distBundle() {
  const path = 'dist/bundle.js';
  if (!existsSync(path)) return { exists: false };
  const text = readFileSync(path, 'utf8');
  const imports = [...text.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1]);
  return { exists: true, min: Buffer.byteLength(text), gzip: gz(Buffer.from(text)), imports, marked: /\bmarked\b/.test(imports.join(' ')) };
}

export async function runSizes() {
  const elements = await bundle('src/bundle.ts');
  const protocol = await bundle('src/protocol.ts');
  const markdown = await bundle('src/markdown.ts', { external: ['marked'] });
  // Peers, built the same way: Shoelace's radio group + radio buttons (with Lit and what
  // they import), and marked itself (what `markdown.js` would cost if it bundled it).
  const shoelace = await bundle('bench/peers/shoelace-radio.js');
  const marked = await bundle('bench/peers/marked.js');
  const markedInElements = inputsFrom(elements.metafile, 'marked');
  const markdownImportsMarked = markdown.metafile.outputs[Object.keys(markdown.metafile.outputs)[0]].imports.some((i) => i.path === 'marked');
  const dist = distBundle();

  const rows = [
    {
      figure: 'bundle.js (src/bundle.ts) min+gzip',
      ours: elements.gzip / KB, peer: shoelace.gzip / KB, peerName: 'Shoelace sl-radio-group + sl-radio-button',
      unit: 'KB', budget: '≤ 14 KB', pass: elements.gzip <= 14 * KB,
    },
    dist.exists && dist.imports.length === 0
      ? { figure: 'dist/bundle.js as built, gzip', ours: dist.gzip / KB, unit: 'KB', budget: '≤ 14 KB', pass: dist.gzip <= 14 * KB }
      : {
          figure: 'dist/bundle.js as built, gzip', ours: dist.exists ? dist.gzip / KB : NaN, unit: 'KB', budget: '≤ 14 KB, no imports', pass: false,
          note: dist.exists ? `not a bundle: imports ${dist.imports.join(', ')} (npm run build's esbuild step has not run)` : 'missing: run npm run build',
        },
    { figure: 'protocol.js min+gzip', ours: protocol.gzip / KB, unit: 'KB', budget: '≤ 6 KB', pass: protocol.gzip <= 6 * KB },
    {
      figure: 'markdown.js min+gzip, marked external', ours: markdown.gzip / KB, peer: marked.gzip / KB, peerName: 'marked (min+gzip)',
      unit: 'KB', budget: '≤ 2 KB', pass: markdown.gzip <= 2 * KB,
      note: markdownImportsMarked ? 'imports marked at run time' : undefined,
    },
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
      shoelace: { min: shoelace.min, gzip: shoelace.gzip },
      marked: { min: marked.min, gzip: marked.gzip },
      dist,
    },
  };
}
