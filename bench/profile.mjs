// Where the time goes when prompts mount or a click is handled: a CPU profile (CDP
// Profiler, 100 µs sampling) of one bench action on a readable (unminified) build, folded
// into self time per function and per source file. Used to explain a missed budget:
//
//   node bench/profile.mjs [variant=ours] [action=mount|click] [count=1000] [trace]
//
// Variants are bench/pages/harness.js's: plain, ours, shoelace, and the experiments lazy
// (lazy upgrade) and flat (no positioned boxes); `+cv` adds `content-visibility: auto` to
// every prompt from page CSS (`ours+cv`). With `trace`, it also records a Chromium trace of
// the same action and sums the renderer main thread's time per phase (script, style
// recalculation, layout, pre-paint, paint, GC).
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/browser.mjs';
import { openPage } from './browser.mjs';
import { buildLibraries, serve } from './serve.mjs';

const tracing = process.argv.includes('trace');
const [variantArg = 'ours', action = 'mount', countArg = '1000'] = process.argv.slice(2).filter((a) => a !== 'trace');
// `ours+cv`: the variant with an experiment's query flag (see bench/pages/harness.js).
const [variant, ...flags] = variantArg.split('+');
const count = Number(countArg);
const PHASES = ['ParseHTML', 'FunctionCall', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'];

// The bench's libraries, unminified so names stay readable.
await buildLibraries({ minify: false });
const { server, origin } = await serve();
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
try {
  const { page } = await openPage(browser, origin, variant, flags);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // One untimed round first, so the profile shows steady-state work, not first-time setup.
  await page.evaluate((n) => window.bench.mount(n), count);
  let ms;
  if (action === 'click') {
    await page.evaluate(() => window.bench.unmount());
    await page.evaluate((n) => window.bench.mount(n), count);
    // As the bench does: click once every prompt has rendered in full, not during the idle-time reveal.
    if (variant === 'ours') await page.evaluate(() => window.bench.allRevealed());
    // The prompt in the middle (prompt 500 of 1,000), as the bench clicks.
    const { x, y } = await page.evaluate((i) => window.bench.target(i, 1), Math.max(0, Math.floor(count / 2) - 1));
    await page.evaluate(() => window.bench.armClick());
    await cdp.send('Profiler.start');
    if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await page.mouse.click(x, y);
    ms = await page.evaluate(() => window.clickResult);
  } else {
    await page.evaluate(() => window.bench.unmount());
    await cdp.send('Profiler.start');
    if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    ms = await page.evaluate((n) => window.bench.mount(n), count);
  }
  const trace = tracing ? JSON.parse((await browser.stopTracing()).toString()) : undefined;
  const { profile } = await cdp.send('Profiler.stop');
  report(profile, ms);
  if (trace) phases(trace);
} finally {
  await browser.close();
  server.close();
}

function report(profile, ms) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0)));
  const fn = new Map();
  const file = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    if (f.functionName === '(idle)') continue;
    total += us;
    const where = f.url ? f.url.replace(/^.*\/(bench|node_modules)\//, '$1/') : '';
    const key = `${f.functionName || '(anonymous)'}  ${where}:${f.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    file.set(where || f.functionName, (file.get(where || f.functionName) ?? 0) + us);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  console.log(`${variant} ${action} (${count}): ${ms.toFixed(1)} ms to next frame; ${(total / 1000).toFixed(1)} ms sampled (not idle)\n`);
  console.log('Self time by function:\n' + top(fn, 30) + '\n\nSelf time by file:\n' + top(file, 8));
  // Inclusive time of the entry points the browser called into (tasks, callbacks, microtasks).
  const inclusive = (node) => (self.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, id) => sum + inclusive(byId.get(id)), 0);
  const rootNode = profile.nodes.find((n) => n.callFrame.functionName === '(root)');
  const entries = new Map();
  for (const id of rootNode.children ?? []) {
    const n = byId.get(id);
    const f = n.callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(f.functionName)) continue;
    const key = `${f.functionName || '(anonymous)'}  ${f.url.replace(/^.*\/(bench|node_modules)\//, '$1/')}:${f.lineNumber + 1}`;
    entries.set(key, (entries.get(key) ?? 0) + inclusive(n));
  }
  console.log('\nInclusive time by entry point:\n' + top(entries, 10));
  // Total time per function: each sample counts once for every distinct function on its stack.
  const totals = new Map();
  const walk = (node, stack) => {
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'}  ${f.url.replace(/^.*\/(bench|node_modules)\//, '$1/')}:${f.lineNumber + 1}`;
    const added = !stack.has(key);
    if (added) stack.add(key);
    const us = self.get(node.id) ?? 0;
    if (us && f.functionName !== '(idle)') for (const k of stack) totals.set(k, (totals.get(k) ?? 0) + us);
    for (const id of node.children ?? []) walk(byId.get(id), stack);
    if (added) stack.delete(key);
  };
  walk(rootNode, new Set());
  totals.delete(`(root)  :0`);
  console.log('\nTotal (inclusive) time by function:\n' + top(totals, 45));
}

/** Inclusive time per phase on the renderer's main thread (phases nest: script includes the style and layout it forces). */
function phases(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const sums = new Map();
  const counts = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== main?.pid || e.tid !== main?.tid) continue;
    sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur);
    counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  }
  console.log('\nRenderer main thread, inclusive time per phase:');
  const names = [...sums.keys()].filter((n) => PHASES.includes(n) || sums.get(n) > 5000).sort((a, b) => sums.get(b) - sums.get(a));
  for (const name of names) console.log(`${(sums.get(name) / 1000).toFixed(1).padStart(8)} ms  ${String(counts.get(name)).padStart(5)}×  ${name}`);
}
