// `npm run bench`: the benchmark suite, headless. Sizes (esbuild + gzip), the streaming reader
// and markdown re-rendering (Node, built dist/), and the browser benches (Playwright +
// Chromium). Prints one table (figure | ours | peer | ratio | budget | pass) and writes every
// sample summary to bench/out/results.json. Benchmarks report; nothing here is part of
// `npm test`, and a missed budget does not fail the command.
//
//   npm run bench                 the whole suite (about 3–5 minutes on 2 cores)
//   npm run bench -- --quick      fewer samples, 1,000-prompt heap bench (a smoke run)
//   npm run bench -- --only=sizes,stream,browser,firstpaint,consumers
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { runSizes } from './sizes.mjs';
import { table } from './table.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = (args.find((a) => a.startsWith('--only='))?.slice(7) ?? 'sizes,stream,browser,firstpaint,consumers').split(',');
const started = Date.now();
const load = [loadavg()[0]];

const machine = {
  // nproc: the CPUs this process may use (cgroup and affinity limits included).
  cpus: Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || cpus().length,
  cpu: cpus()[0]?.model,
  memoryGiB: +(totalmem() / 2 ** 30).toFixed(1),
  freeGiB: +(freemem() / 2 ** 30).toFixed(1),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
};

if (!existsSync('dist/protocol.js') || !existsSync('dist/markdown.js')) {
  console.error('bench: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

const results = { machine, quick };
const failed = [];

/** Runs one section; a failure (say, src/ mid-edit and not building) is reported, not fatal. */
async function section(name, fn) {
  process.stderr.write(`bench: ${name}…\n`);
  const t = Date.now();
  try {
    const value = await fn();
    value.sectionSeconds = (Date.now() - t) / 1000;
    return value;
  } catch (error) {
    process.stderr.write(`bench: ${name} failed: ${error.message.split('\n').slice(0, 3).join(' ')}\n`);
    failed.push(name);
    return undefined;
  }
}

if (only.includes('sizes')) results.sizes = await section('sizes', runSizes);
if (only.includes('stream')) {
  // Its own process: --expose-gc, and no heap left over from the other benches.
  results.stream = await section('streaming (Node)', () =>
    JSON.parse(execFileSync(process.execPath, ['--expose-gc', 'bench/stream.mjs'], { encoding: 'utf8', maxBuffer: 1 << 24 })),
  );
  load.push(loadavg()[0]);
}
if (only.includes('browser')) {
  const { runBrowser } = await import('./browser.mjs');
  results.browser = await section('browser (Playwright, Chromium)', () =>
    runBrowser(quick ? { rounds: 2, warm: 1, clicks: 1, memoryCount: 1000 } : {}),
  );
  if (results.browser) machine.chromium = results.browser.version;
}
if (only.includes('firstpaint')) {
  const { runFirstPaint } = await import('./first-paint.mjs');
  results.firstPaint = await section('first paint (Playwright, Chromium)', () => runFirstPaint(quick ? { rounds: 3 } : {}));
  const { runOpenLoad } = await import('./open-load.mjs');
  results.openLoad = await section('1,000 open prompts as a page loads them (Playwright, Chromium)', () => runOpenLoad(quick ? { rounds: 2 } : {}));
}
if (only.includes('consumers')) {
  const { runConsumers } = await import('./consumers.mjs');
  results.consumers = await section('consumers (each host app built for production)', runConsumers);
}
load.push(loadavg()[0]);
machine.loadAverage = load.map((l) => +l.toFixed(2));
results.seconds = Math.round((Date.now() - started) / 1000);

mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/results.json', JSON.stringify(results, null, 1));
const { text, markdown } = table(results);
writeFileSync('bench/out/results.md', markdown);
console.log(text);
console.log(
  `\n${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}` +
    (machine.chromium ? `, Chromium ${machine.chromium}` : '') +
    `; 1-minute load average ${machine.loadAverage.join(' → ')}; ${results.seconds} s.`,
);
if (Math.max(...machine.loadAverage) > machine.cpus) {
  console.log(`Warning: the load average exceeded the ${machine.cpus} CPUs during the run: absolute times are inflated (ratios less so).`);
}
console.log('Samples: bench/out/results.json; this table as markdown: bench/out/results.md.');
if (failed.length > 0) {
  console.log(`Not measured (see the errors above): ${failed.join(', ')}.`);
  process.exitCode = 1;
}
