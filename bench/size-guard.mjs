// What `npm test` holds the kit's size to (test/node/size-budgets.test.mjs), and what
// `node bench/size-guard.mjs` prints: for each budget in bench/budgets.mjs, what a page
// fetches at once, measured on the build (`npm run build`) as bench/sizes.mjs measures it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { BUDGETS } from './budgets.mjs';
import { bundle, fetchedWith } from './sizes.mjs';

const KB = 1024;

/**
 * Each part's markup (the fold part fetches it for a settled request that needs the part), and
 * the part whose chunk the request has fetched before it.
 */
const MARKUP_AFTER = {
  'field.markup.js': 'field-kinds.js',
  'approval.markup.js': 'approval.js',
  'message.markup.js': 'message.js',
  'notes.markup.js': 'annotations.js',
  'note-field.markup.js': 'note-field.js',
  'preview.markup.js': 'previews.js',
  'progress.markup.js': 'progress.js',
  'link.markup.js': 'link.js',
  'countdown.markup.js': 'countdown.js',
};

/** The lazily loaded chunks of dist/chunks/ (a dialect, a part of the elements): every file but core.js and the shared-* files they import. */
export function lazyChunks() {
  return readdirSync('dist/chunks').filter((name) => name.endsWith('.js') && name !== 'core.js' && !name.startsWith('shared-')).sort();
}

/**
 * Each budgeted figure: `{ name, what, kb, budget }`, `kb` measured (KB of 1,024 bytes),
 * `budget` from bench/budgets.mjs (`undefined` for a chunk the file does not list). Also
 * `unused`: budgets naming a chunk the build no longer makes.
 */
export async function measureBudgets() {
  if (!existsSync('dist/bundle.js') || !existsSync('dist/protocol.js')) throw new Error('dist/ is missing: run `npm run build` first.');
  const eager = await fetchedWith('dist/bundle.js');
  if (eager.imports.length > 0) throw new Error(`dist/bundle.js imports ${eager.imports.join(', ')}: not the built bundle (did npm run build's esbuild step run?)`);
  const protocol = await bundle('dist/protocol.js');
  const figures = [
    { name: 'bundle.js', what: `dist/bundle.js with what it imports at once (${eager.files.map((f) => f.replace('dist/', '')).join(', ')}), each gzipped`, kb: eager.gzip / KB, budget: BUDGETS['bundle.js'] },
    { name: 'protocol.js', what: 'dist/protocol.js bundled for production as a bundler would, min+gzip', kb: protocol.gzip / KB, budget: BUDGETS['protocol.js'] },
    { name: 'lazy.js', what: 'dist/lazy.js as built (minified), gzipped; bundle.js comes after it', kb: gzipSync(readFileSync('dist/lazy.js'), { level: 9 }).length / KB, budget: BUDGETS['lazy.js'] },
    { name: 'history.css', what: 'dist/history.css as built (minified), gzipped', kb: gzipSync(readFileSync('dist/history.css'), { level: 9 }).length / KB, budget: BUDGETS['history.css'] },
  ];
  // What `<choice-queue>` adds to a page holding bundle.js.
  const queue = await fetchedWith('dist/choice-queue.bundle.js', { loaded: eager.files });
  figures.push({ name: 'choice-queue.bundle.js', what: `with ${queue.files.length - 1} file(s) it imports besides bundle.js's, each gzipped`, kb: queue.gzip / KB, budget: BUDGETS['choice-queue.bundle.js'] });
  const chunks = lazyChunks();
  for (const name of chunks) {
    // What the first prompt needing it fetches: the chunk and the shared chunks it imports (bundle.js's files are there already).
    // A part's markup comes only after the part's chunk and the fold's (a settled request has fetched both).
    const after = MARKUP_AFTER[name];
    let loaded = eager.files;
    for (const first of after ? [after, 'fold.js'] : []) loaded = [...loaded, ...(await fetchedWith(`dist/chunks/${first}`, { loaded })).files];
    const fetched = await fetchedWith(`dist/chunks/${name}`, { loaded });
    const what = `with ${fetched.files.length - 1} shared chunk(s) it imports${after ? ` beyond ${after}'s and fold.js's` : ''}, each gzipped`;
    figures.push({ name: `chunks/${name}`, what, kb: fetched.gzip / KB, budget: BUDGETS.chunks[name] });
  }
  return { figures, unused: Object.keys(BUDGETS.chunks).filter((name) => !chunks.includes(name)) };
}

/** The sentence a passed budget fails with: the entry and both numbers. */
export function overBudget({ name, kb, budget }) {
  return budget === undefined
    ? `${name} has no budget: add it to bench/budgets.mjs (it measures ${kb.toFixed(2)} KB gzip)`
    : `${name} is ${kb.toFixed(2)} KB gzip, over its budget of ${budget} KB (bench/budgets.mjs)`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { figures, unused } = await measureBudgets();
  for (const f of figures) console.log(`${f.name.padEnd(34)} ${f.kb.toFixed(2).padStart(6)} KB  budget ${String(f.budget ?? '—').padStart(5)} KB  ${f.budget !== undefined && f.kb <= f.budget ? 'pass' : 'FAIL'}  ${f.what}`);
  for (const name of unused) console.log(`chunks/${name}: a budget for a chunk the build does not make`);
}
