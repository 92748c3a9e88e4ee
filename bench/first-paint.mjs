// First paint without the kit's script, in headless Chromium (Playwright), on the built dist/:
// - 100 settled prompts of mixed dialects as renderHTML's markup with history.css, against the
//   same page written by hand (a <details> per prompt, its line and its options as buttons, a
//   few lines of CSS): first contentful paint and the kit's script bytes fetched (none);
// - one open choices-block prompt painted with renderHTML's markup and made live by lazy.js:
//   the script it fetches until the element is live, gzipped.
// Samples alternate between the pages (a fresh page each); medians are reported.
//
//   node bench/first-paint.mjs [rounds=7]   prints the raw JSON
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/browser.mjs';
import { filesUnder, serveFiles } from '../test/node/e2e/support.mjs';
import { summary } from './stats.mjs';

const root = new URL('../', import.meta.url).pathname;
const COUNT = 100;

/** Requests of several dialects, each with the response it settled with (or outdated). */
async function settledRequests() {
  const { parseRequest } = await import(`${root}dist/protocol.js`);
  await import(`${root}dist/dialects.js`);
  const parse = (dialect, payload, id) => {
    const parsed = parseRequest(dialect, payload, { id });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.request;
  };
  const answer = (request, picks) => ({ requestId: request.id, status: 'answered', answers: Object.fromEntries(request.questions.map((q, i) => [q.id, { selected: picks[i].map((k) => q.options[k].id) }])) });
  const shapes = [
    (i) => parse('choices-block', { question: `Which database for service ${i}?`, options: [{ label: 'PostgreSQL', value: 'pg', description: 'Relational' }, { label: 'SQLite', value: 'sq' }, { label: 'DuckDB', value: 'duck' }] }, `db-${i}`),
    (i) => parse('ask_user_question', { questions: [{ question: `Which license for package ${i}?`, header: 'License', multiSelect: false, options: [{ label: 'MIT', description: 'Permissive' }, { label: 'Apache-2.0', description: 'Patent grant' }] }, { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Auth', description: 'Sign-in' }, { label: 'Billing', description: 'Stripe' }, { label: 'Search', description: 'Full text' }] }] }, `set-${i}`),
    (i) => parse('can_use_tool', { toolName: 'Bash', input: { command: `rm -rf ./build-${i}`, description: 'Clean the build' } }, `bash-${i}`),
  ];
  return Array.from({ length: COUNT }, (_, i) => {
    const request = shapes[i % shapes.length](i);
    const picks = request.questions.map((q) => (q.multiple ? [0, 2] : [1]));
    return i % 7 === 6 ? { request, options: { outdated: true } } : { request, options: { response: answer(request, picks) } };
  });
}

/** What a person would write by hand for the same page: each prompt's line and its options, folded. */
function handWritten(items) {
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const css = `details{border:1px solid #ccc;border-radius:8px;margin:8px 0;padding:8px 12px;font:16px system-ui}summary{cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}button{display:block;width:100%;text-align:start;margin:4px 0;padding:8px;border:1px solid #ccc;border-radius:6px;background:#fff}button[aria-pressed=true]{border-color:#2563eb}`;
  const body = items
    .map(({ request, options }) => {
      const chosen = (q) => (options.response?.answers[q.id]?.selected ?? []);
      const line = request.questions.map((q) => `${q.text} → ${q.options.filter((o) => chosen(q).includes(o.id)).map((o) => o.label).join(', ') || 'No longer active'}`).join('; ');
      const questions = request.questions.map((q) => `<p>${esc(q.text)}</p><div role="group">${q.options.map((o) => `<button type="button" aria-pressed="${chosen(q).includes(o.id)}" aria-disabled="true">${esc(o.label)}</button>`).join('')}</div>`).join('');
      return `<details><summary>${esc(line)}</summary>${questions}</details>`;
    })
    .join('\n');
  return page(`<style>${css}</style>`, body);
}

const page = (head, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>History</title>${head}</head><body><main><h1>History</h1>${body}</main></body></html>`;

export async function runFirstPaint({ rounds = 7 } = {}) {
  const { renderHTML } = await import(`${root}dist/html.js`);
  const items = await settledRequests();
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-first-paint-'));
  const payload = { question: 'Which database should the project use?', options: [{ label: 'PostgreSQL', value: 'pg', recommended: true }, { label: 'SQLite', value: 'sqlite' }] };
  const { parseRequest } = await import(`${root}dist/protocol.js`);
  const open = parseRequest('choices-block', payload, { id: 'open' }).request;
  const pages = {
    'kit.html': page('<link rel="stylesheet" href="/history.css">', items.map(({ request, options }) => renderHTML(request, options)).join('\n')),
    'plain.html': handWritten(items),
    'open.html': page('<link rel="stylesheet" href="/history.css"><script type="module" src="/lazy.js"></script>', `<choice-prompt><script type="application/json">${JSON.stringify(payload)}</script>${renderHTML(open)}</choice-prompt>`),
  };
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  const server = await serveFiles({
    ...Object.fromEntries(Object.keys(pages).map((name) => [`/${name}`, join(dir, name)])),
    '/history.css': `${root}dist/history.css`,
    '/lazy.js': `${root}dist/lazy.js`,
    '/bundle.js': `${root}dist/bundle.js`,
    ...filesUnder(`${root}dist/chunks`, '/chunks/'),
  });
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
  try {
    const paint = { kit: [], plain: [] };
    const scripts = { kit: 0, plain: 0 };
    for (let round = 0; round < rounds; round++) {
      for (const variant of round % 2 ? ['plain', 'kit'] : ['kit', 'plain']) {
        const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
        const tab = await context.newPage();
        const js = [];
        tab.on('request', (r) => r.url().endsWith('.js') && js.push(r.url()));
        await tab.goto(`${server.url}${variant}.html`, { waitUntil: 'load' });
        const fcp = await tab.evaluate(() => new Promise((resolve) => new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (entry) (observer.disconnect(), resolve(entry.startTime));
        }).observe({ type: 'paint', buffered: true })));
        paint[variant].push(fcp);
        scripts[variant] = Math.max(scripts[variant], js.length);
        await context.close();
      }
    }
    // One open prompt through lazy.js: every script fetched until the element is live.
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const tab = await context.newPage();
    const fetched = new Set();
    tab.on('request', (r) => r.url().endsWith('.js') && fetched.add(new URL(r.url()).pathname));
    await tab.goto(`${server.url}open.html`);
    await tab.waitForSelector('choice-prompt[state="open"]');
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await context.close();
    const files = [...fetched].sort();
    const openBytes = files.reduce((sum, path) => sum + gz(`${root}dist${path}`), 0);
    return {
      history: { count: COUNT, kit: summary(paint.kit), plain: summary(paint.plain), kitScripts: scripts.kit, kitHtmlBytes: gzipSync(pages['kit.html']).length, plainHtmlBytes: gzipSync(pages['plain.html']).length, historyCss: gz(`${root}dist/history.css`) },
      openPrompt: { files, gzip: openBytes },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runFirstPaint({ rounds: Number(process.argv[2] ?? 7) }), null, 1));
}
