// No listener, timer or observer outlives a removed element, and mounting and removing
// 10,000 prompts leaves the heap where it started. Runs the built dist/bundle.js in
// Chromium; counts live timers and observing MutationObservers with wrappers installed
// before the page loads, listeners on window and document through the DevTools protocol,
// and the heap after forced garbage collection. A leak check, not a timing test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { launchBrowser, openPage, serveFiles } from '../e2e/support.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const page = new URL('./heap-page/', import.meta.url).pathname;

/**
 * Installed before any page script: live timer and observer counts, without keeping anything
 * alive. Each live timer keeps the page time it is due at (an interval: never), so a test can
 * tell a timer about to fire from one left behind without watching a clock.
 */
function instrument() {
  const liveTimers = new Map();
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = (fn, ms, ...args) => {
    const id = set(() => {
      liveTimers.delete(id);
      if (typeof fn === 'function') fn(...args);
    }, ms);
    liveTimers.set(id, performance.now() + (Number(ms) || 0));
    return id;
  };
  window.clearTimeout = (id) => {
    liveTimers.delete(id);
    clear(id);
  };
  window.setInterval = (fn, ms, ...args) => {
    const id = every(fn, ms, ...args);
    liveTimers.set(id, Infinity);
    return id;
  };
  window.clearInterval = (id) => {
    liveTimers.delete(id);
    stop(id);
  };
  const observing = new WeakSet();
  let observers = 0;
  const Observer = window.MutationObserver;
  window.MutationObserver = class extends Observer {
    observe(...args) {
      if (!observing.has(this)) (observing.add(this), observers++);
      return super.observe(...args);
    }
    disconnect() {
      if (observing.has(this)) (observing.delete(this), observers--);
      return super.disconnect();
    }
  };
  window.__live = () => ({ timers: liveTimers.size, observers });
  /** The live timers not in `known` (ids), each as the ms until it is due, or 'interval'. */
  window.__timersSince = (known) =>
    [...liveTimers].filter(([id]) => !known.includes(id)).map(([, due]) => (due === Infinity ? 'interval' : Math.max(0, due - performance.now())));
  window.__timerIds = () => [...liveTimers.keys()];
}

/**
 * A one-shot step already queued when the last element goes (a reveal, an announcement) may
 * still run, if it is due within this long; anything later, or repeating, outlived its element.
 */
const GRACE_MS = 1_500;
/** Backstop for the page running those last steps, on a loaded machine. */
const SETTLE_DEADLINE_MS = 30_000;

let browser;
let server;
before(async () => {
  assert.ok(existsSync(`${root}dist/bundle.js`), 'dist/bundle.js exists (npm test builds it first; or run npm run build)');
  browser = await launchBrowser();
  server = await serveFiles({
    '/': `${page}index.html`,
    '/churn.js': `${page}churn.js`,
    '/bundle.js': `${root}dist/bundle.js`,
    // bundle.js loads chunks/core.js; the provide_choice and ask_user_question requests make it fetch their dialects' chunks.
    ...Object.fromEntries(readdirSync(`${root}dist/chunks`).map((name) => [`/chunks/${name}`, `${root}dist/chunks/${name}`])),
  });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function open() {
  const { context, page: tab, errors } = await openPage(browser);
  await context.addInitScript(instrument);
  await tab.goto(server.url);
  await tab.waitForFunction(() => typeof window.churn === 'function' && customElements.get('question-set'));
  const cdp = await context.newCDPSession(tab);
  return { context, tab, cdp, errors };
}

/** Listeners registered on window and on document, as DevTools lists them. */
async function globalListeners(cdp) {
  const counts = {};
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    counts[expression] = listeners.map((l) => l.type).sort();
  }
  return counts;
}

async function usedHeap(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

// Timeouts per test (backstops; the heap churn alone took 20-30 s on a lightly loaded machine).
describe('resources after removal', () => {
  test('no timer, observer or window/document listener outlives removed prompts and sets', { timeout: 180_000 }, async () => {
    const { context, tab, cdp, errors } = await open();
    const listenersBefore = await globalListeners(cdp);
    const before = await tab.evaluate(() => window.__live());
    const timersBefore = await tab.evaluate(() => window.__timerIds());
    // While mounted, the clocks run and the scripts are watched: the counters do see them.
    const mounted = await tab.evaluate(async () => {
      const prompt = document.createElement('choice-prompt');
      prompt.request = { id: 'r', dialect: 'choices-block', timeoutMs: 60_000, questions: [{ id: 'q', text: 'Q', options: [{ id: 'a', label: 'A', value: 'a' }, { id: 'b', label: 'B', value: 'b' }], multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults: [] }] };
      const scripted = document.createElement('choice-prompt');
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = '{"question":"Q","options":[{"label":"A","value":"a"},{"label":"B","value":"b"}]}';
      scripted.append(script);
      document.body.append(prompt, scripted);
      await Promise.all([prompt.updateComplete, scripted.updateComplete]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const live = window.__live();
      prompt.remove();
      scripted.remove();
      return live;
    });
    assert.ok(mounted.timers > before.timers, `a running clock holds a timer (${JSON.stringify(mounted)})`);
    assert.ok(mounted.observers > before.observers, 'a script child is observed');

    assert.equal(await tab.evaluate(() => window.churn(600)), 0);
    // Judged by when each timer is due, not by how long a loaded machine takes to run them.
    const left = await tab.evaluate((known) => window.__timersSince(known), timersBefore);
    assert.ok(left.every((dueIn) => dueIn !== 'interval' && dueIn <= GRACE_MS), `timers left after removal, due in (ms): ${JSON.stringify(left)}`);
    await tab
      .waitForFunction((b) => JSON.stringify(window.__live()) === JSON.stringify(b), before, { timeout: SETTLE_DEADLINE_MS })
      .catch(() => {});
    assert.deepEqual(await tab.evaluate(() => window.__live()), before, 'every timer cleared and every observer disconnected');
    assert.deepEqual(await globalListeners(cdp), listenersBefore, 'no listener left on window or document');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('mounting and removing 10,000 prompts leaves the heap near where it started', { timeout: 180_000 }, async () => {
    const { context, tab, cdp, errors } = await open();
    // Warm up first: code compiled, styles adopted, caches filled, so the baseline is steady.
    await tab.evaluate(() => window.churn(1500));
    const baseline = await usedHeap(cdp);
    const timersAtBaseline = (await tab.evaluate(() => window.__live())).timers;
    await tab.evaluate(() => window.churn(10_000, ['request', 'script']));
    await tab.evaluate(() => window.churn(1000, ['set']));
    // The last queued steps run (and let go of what they hold) before the heap is measured.
    await tab.waitForFunction((n) => window.__live().timers <= n, timersAtBaseline, { timeout: SETTLE_DEADLINE_MS }).catch(() => {});
    const afterChurn = await usedHeap(cdp);
    const bound = baseline * 1.1 + 2 * 1024 * 1024;
    const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    assert.ok(afterChurn <= bound, `heap after 11,000 mounts and removals: ${mb(afterChurn)}; baseline ${mb(baseline)}; bound ${mb(bound)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
