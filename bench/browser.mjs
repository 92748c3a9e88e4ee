// Browser benches, driven with Playwright in headless Chromium: mounting 1,000
// prompts to the next frame, clicking an option in prompt 500 of 1,000 to the next frame,
// and the heap after mounting and removing 10,000 prompts. `<choice-prompt>` runs against
// plain light-DOM buttons and Shoelace's radio-button group, in the same browser, with
// samples alternating between variants (a fresh page per variant and round) and medians
// reported. For ours, the time after the first frame until every prompt has rendered (its
// light structure at least; prompts render lazily) and until every one shows in full.
//
//   node bench/browser.mjs [rounds=4] [heap prompts=10000]   prints the raw JSON
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/browser.mjs';
import { collectedHeap, eachSnapshotNode } from './heap.mjs';
import { buildLibraries, serve } from './serve.mjs';
import { rotation, summary } from './stats.mjs';

const VARIANTS = ['plain', 'ours', 'shoelace'];

/** A fresh page showing `variant` (with experiment `flags`), its library loaded and its tags defined. */
export async function openPage(browser, origin, variant, flags = []) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${origin}/bench/pages/bench.html?variant=${variant}${flags.map((f) => `&${f}`).join('')}`);
  if (variant === 'shoelace') {
    await page.addStyleTag({ url: `${origin}/node_modules/@shoelace-style/shoelace/dist/themes/light.css` });
  }
  await page.waitForFunction(() => window.benchReady === true, null, { timeout: 30_000 });
  return { page, errors };
}

/**
 * Mount and click samples. Each round opens a fresh page per variant (in rotated order):
 * the first mount on a page is the cold one (templates, styles, code not yet warm), the
 * next `warm` are warm; then, with the last 1,000 still mounted, `clicks` clicks on option
 * 2 of prompt 500, which is replaced by a fresh, unanswered one before each.
 */
async function mountAndClick(browser, origin, { rounds, warm, clicks, count = 1000 }) {
  const samples = Object.fromEntries(VARIANTS.map((v) => [v, { cold: [], warm: [], click: [], clickWorked: true, errors: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const variant of rotation(VARIANTS, round)) {
      const s = samples[variant];
      const { page, errors } = await openPage(browser, origin, variant);
      s.cold.push(await page.evaluate((n) => window.bench.mount(n), count));
      for (let i = 0; i < warm; i++) {
        await page.evaluate(() => window.bench.unmount());
        s.warm.push(await page.evaluate((n) => window.bench.mount(n), count));
      }
      if (variant === 'ours') {
        // The last warm mount: when the light structure, then the full interface, is everywhere.
        (s.allRendered ??= []).push(await page.evaluate(() => window.bench.allRendered()));
        (s.allRevealed ??= []).push(await page.evaluate(() => window.bench.allRevealed()));
      }
      for (let i = 0; i < clicks; i++) {
        await page.evaluate(() => window.bench.refresh(499));
        const { x, y } = await page.evaluate(() => window.bench.target(499, 1));
        await page.evaluate(() => window.bench.armClick());
        await page.mouse.click(x, y);
        s.click.push(await page.evaluate(() => window.clickResult));
        s.clickWorked &&= await page.evaluate(() => window.bench.chosen(499, 1));
      }
      s.errors.push(...errors);
      await page.close();
    }
  }
  return Object.fromEntries(
    VARIANTS.map((v) => {
      const s = samples[v];
      const out = { cold: summary(s.cold), warm: summary(s.warm), click: summary(s.click), clickWorked: s.clickWorked, errors: [...new Set(s.errors)] };
      // Lazy rendering: how long after the first frame until every prompt has rendered, and shows in full.
      if (s.allRendered) out.allRenderedAfterFrame = summary(s.allRendered);
      if (s.allRevealed) out.allRevealedAfterFrame = summary(s.allRevealed);
      return [v, out];
    }),
  );
}

/**
 * The bytes a heap snapshot counts as V8 compiled code (node type `code`: bytecode, machine
 * code, feedback vectors, scope infos), the part of the heap's growth that is the engine
 * compiling and optimizing the element's functions rather than anything the page keeps.
 */
async function compiledCode(cdp) {
  let bytes = 0;
  await eachSnapshotNode(cdp, (type, _name, size) => {
    if (type === 'code') bytes += size;
  });
  return bytes;
}

/**
 * Heap after mounting and removing `count` prompts, each figure after full collections
 * (CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`: V8's heap plus Blink's,
 * where the DOM nodes live), with the DOM node and listener counts: at the start, after 10
 * prompts came and went (`primed`: first-use costs paid), and after each cycle. A second
 * cycle tells a leak (it grows the heap again) from one-time costs (code compiled,
 * templates and stylesheets prepared on first use).
 */
async function memory(browser, origin, variant, count, cycles, { snapshots = false } = {}) {
  const { page, errors } = await openPage(browser, origin, variant);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    const { js, dom } = await collectedHeap(cdp);
    const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
    return { used: js + dom, js, dom, nodes, listeners: jsEventListeners };
  };
  await page.evaluate(() => window.bench.unmount());
  const before = await heap();
  if (snapshots) before.code = await compiledCode(cdp);
  // A page that has shown a few prompts: code compiled, templates and styles prepared.
  await page.evaluate(() => window.bench.mount(10));
  await page.evaluate(() => window.bench.unmount());
  const primed = await heap();
  const runs = [];
  for (let i = 0; i < cycles; i++) {
    const mountMs = await page.evaluate((n) => window.bench.mount(n), count);
    const mounted = await heap();
    await page.evaluate(() => window.bench.unmount());
    const after = await heap();
    if (snapshots && i === 0) after.code = await compiledCode(cdp);
    runs.push({ mounted, after, mountMs });
  }
  await page.close();
  return { before, primed, cycles: runs, errors };
}

/**
 * The whole browser suite. `rounds` × (1 cold + `warm` mounts + `clicks` clicks) per variant,
 * then the heap bench (10,000 prompts; two cycles for
 * ours and plain, one for Shoelace, whose 10,000 mounts are the slowest part of the run).
 */
export async function runBrowser({ rounds = 4, warm = 2, clicks = 2, memoryCount = 10_000 } = {}) {
  await buildLibraries();
  const { server, origin } = await serve();
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...chromiumArgs, '--js-flags=--expose-gc', '--disable-renderer-backgrounding', '--disable-background-timer-throttling'],
  });
  try {
    const version = browser.version();
    const t0 = Date.now();
    const timing = await mountAndClick(browser, origin, { rounds, warm, clicks });
    // A request with a 5 MB label, refused by its length: a few mounts on one page, after an
    // untimed one that loads the element's parts. A failure here costs only its own row.
    const { page } = await openPage(browser, origin, 'ours');
    try {
      await page.evaluate(() => window.bench.oversized());
      const oversized = [];
      for (let i = 0; i < 5; i++) oversized.push(await page.evaluate(() => window.bench.oversized()));
      timing.oversized = summary(oversized);
    } catch (error) {
      process.stderr.write(`bench: the 5 MB label mount failed: ${String(error.message).split('\n')[0]}\n`);
    } finally {
      await page.close();
    }
    const t1 = Date.now();
    const heap = {
      plain: await memory(browser, origin, 'plain', memoryCount, 2, { snapshots: true }),
      ours: await memory(browser, origin, 'ours', memoryCount, 2, { snapshots: true }),
      shoelace: await memory(browser, origin, 'shoelace', memoryCount, 1),
    };
    return { version, timing, heap, memoryCount, seconds: { timing: (t1 - t0) / 1000, heap: (Date.now() - t1) / 1000 } };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runBrowser({ rounds: Number(process.argv[2] ?? 4), memoryCount: Number(process.argv[3] ?? 10_000) }), null, 1));
}
