// 1,000 open prompts as a host page loads them, in headless Chromium (Playwright), on the
// built dist/: the page's HTML holds the prompts and loads the kit as a page without a bundler
// does (dist/bundle.js and the chunks it imports), against the same page written by hand
// (the browser benches' peer, bench/pages/markup.js: a question and three buttons per prompt,
// no script). Three variants, samples alternating between them (a fresh context each), medians:
// - `plain`: the hand-written page;
// - `elements`: `<choice-prompt>` with its request in a child script, rendered by the element;
// - `painted`: the same element holding renderHTML's markup of its request as fallback
//   content, painted before the script, then taken over.
// Each figure is read in the page, from navigation start, at the frame where it first holds:
// - in view: the prompts fill the 1000 × 800 viewport and every one that meets it shows its
//   options (for the elements: the element has rendered, its `state` set; for `painted` its
//   markup counts until the element is defined, which then shows its own);
// - all: every one of the 1,000 does (the elements render off-screen prompts after the first
//   frame);
// - the longest task until then (the Long Tasks API: tasks of 50 ms or more; 0 when none).
//
//   node bench/open-load.mjs [rounds=5]   prints the raw JSON
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/browser.mjs';
import { filesUnder, serveFiles } from '../test/node/e2e/support.mjs';
import { elementPrompt, PEER_CSS, payload, plainPrompt } from './pages/markup.js';
import { summary } from './stats.mjs';

const root = new URL('../', import.meta.url).pathname;
const COUNT = 1000;
const VARIANTS = ['plain', 'elements', 'painted'];

/**
 * Started before anything else on the page: records, at each frame, whether the prompts in
 * view and all prompts show their options, and every long task, into `window.openLoad`.
 */
const PROBE = `<script>
(() => {
  const result = window.openLoad = { inView: null, all: null, tasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) result.tasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  const shown = (el) => el.localName !== 'choice-prompt' || el.hasAttribute('state') || (PAINTED && !customElements.get('choice-prompt'));
  const tick = () => {
    const now = performance.now();
    const prompts = document.getElementById('root')?.children ?? [];
    const parsed = document.readyState !== 'loading';
    if (result.inView === null && prompts.length > 0) {
      // Every prompt parsed so far that meets the viewport shows its options, and they fill it
      // (or the page is parsed whole).
      let ok = true;
      let filled = parsed;
      for (const el of prompts) {
        if (el.getBoundingClientRect().top >= innerHeight) { filled = true; break; }
        if (!shown(el)) { ok = false; break; }
      }
      if (ok && filled) result.inView = now;
    }
    if (result.inView !== null && parsed && prompts.length === ${COUNT} && [...prompts].every(shown)) result.all = now;
    if (result.all === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
</script>`;

const STYLE = `<style>${PEER_CSS} choice-prompt { display: block; margin: 0 0 1rem; }</style>`;

async function pages() {
  const { parseRequest } = await import(`${root}dist/protocol.js`);
  const { renderHTML } = await import(`${root}dist/html.js`);
  const paintedPrompt = (i) => {
    const { request } = parseRequest('choices-block', payload(i), { id: `q${i}` });
    return elementPrompt(i, renderHTML(request));
  };
  const page = (head, body, painted = false) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>1,000 open prompts</title><link rel="icon" href="data:,">` +
    `${PROBE.replace('PAINTED', String(painted))}${STYLE}${head}</head><body><main id="root">${body}</main></body></html>`;
  const all = (f) => Array.from({ length: COUNT }, (_, i) => f(i)).join('');
  const kit = '<script type="module" src="/bundle.js"></script>';
  return {
    plain: page('', all(plainPrompt)),
    elements: page(kit, all((i) => elementPrompt(i))),
    painted: page(`<link rel="stylesheet" href="/history.css">${kit}`, all(paintedPrompt), true),
  };
}

export async function runOpenLoad({ rounds = 5 } = {}) {
  const html = await pages();
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-open-load-'));
  for (const [name, text] of Object.entries(html)) writeFileSync(join(dir, `${name}.html`), text);
  const server = await serveFiles({
    ...Object.fromEntries(VARIANTS.map((name) => [`/${name}.html`, join(dir, `${name}.html`)])),
    '/history.css': `${root}dist/history.css`,
    '/bundle.js': `${root}dist/bundle.js`,
    ...filesUnder(`${root}dist/chunks`, '/chunks/'),
  });
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  try {
    const samples = Object.fromEntries(VARIANTS.map((v) => [v, { inView: [], all: [], longest: [], errors: [] }]));
    for (let round = 0; round < rounds; round++) {
      const order = VARIANTS.map((_, k) => VARIANTS[(k + round) % VARIANTS.length]);
      for (const variant of order) {
        const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
        const tab = await context.newPage();
        const s = samples[variant];
        tab.on('pageerror', (e) => s.errors.push(String(e)));
        await tab.goto(`${server.url}${variant}.html`);
        await tab.waitForFunction(() => window.openLoad?.all !== null, null, { timeout: 60_000 });
        const r = await tab.evaluate(() => window.openLoad);
        s.inView.push(r.inView);
        s.all.push(r.all);
        s.longest.push(Math.max(0, ...r.tasks.filter((t) => t.start <= r.all).map((t) => t.duration)));
        await context.close();
      }
    }
    return Object.fromEntries(VARIANTS.map((v) => {
      const s = samples[v];
      return [v, { inView: summary(s.inView), all: summary(s.all), longest: summary(s.longest), errors: [...new Set(s.errors)] }];
    }));
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runOpenLoad({ rounds: Number(process.argv[2] ?? 5) }), null, 1));
}
