// First paint without the kit's script: an open prompt painted with renderHTML's markup (the
// element's fallback content) shows at once, and the element takes it over with no layout shift;
// a click on a painted option before the elements' script is here is applied once it is
// (choice-prompts/lazy.js keeps it); a history of painted settled prompts fetches no script of
// the kit at all. The elements' script is held back by the test, released when it says.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations, filesUnder, launchBrowser, openPage, root, serveFiles } from '../e2e/support.mjs';

const { renderHTML } = await import('choice-prompts/html.js');
const { parseRequest } = await import('choice-prompts/protocol.js');

const payload = { question: 'Which database should the project use?', options: [{ label: 'PostgreSQL', value: 'pg', recommended: true, description: 'Relational, with JSON columns' }, { label: 'SQLite', value: 'sqlite' }, { label: 'DuckDB', value: 'duck' }] };
const parsed = parseRequest('choices-block', payload, { id: 'db' });
assert.ok(parsed.ok);
const request = parsed.request;
const json = JSON.stringify(payload);
const answered = { requestId: 'db', status: 'answered', answers: { [request.questions[0].id]: { selected: [request.questions[0].options[1].id] } } };

/** A prompt as a server renders it: its JSON, and renderHTML's markup as what shows until the element takes over. */
const painted = (options = {}) => `<choice-prompt><script type="application/json">${json}</script>${renderHTML(request, options)}</choice-prompt>`;
const prose = '<p>Some text of the conversation before the question, as a chat shows it above a prompt.</p>';

const page = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>First paint</title><link rel="stylesheet" href="/history.css"><script type="module" src="/lazy.js"></script></head><body><main><h1>Chat</h1>${body}</main></body></html>`;

let server;
let browser;
before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-first-paint-'));
  const pages = {
    'open.html': page(`${prose}${painted()}${prose}`),
    'settled-elements.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Settled</title><script type="module" src="/bundle.js"></script></head><body><main><h1>History</h1>${Array.from({ length: 100 }, (_, i) => `${prose}<choice-prompt answered value="${['pg', 'sqlite', 'duck'][i % 3]}"><script type="application/json">${json}</script></choice-prompt>`).join('')}</main></body></html>`,
    'history.html': page(`${prose}${painted({ response: answered })}${prose}${painted({ outdated: true })}`),
  };
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  server = await serveFiles({
    ...Object.fromEntries(Object.keys(pages).map((name) => [`/${name}`, join(dir, name)])),
    '/history.css': `${root}dist/history.css`,
    '/lazy.js': `${root}dist/lazy.js`,
    '/bundle.js': `${root}dist/bundle.js`,
    ...filesUnder(`${root}dist/chunks`, '/chunks/'),
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Holds the elements' script back until `release()` (a slow network, or a script deferred by the host). */
function holdBundle(page) {
  return hold(page, '**/bundle.js');
}

/** Holds the files `pattern` matches back until `release()`; `asked` resolves once the page asks for one. */
async function hold(page, pattern) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const asked = new Promise((resolve) => {
    page.route(pattern, async (route) => {
      resolve();
      await released;
      await route.continue();
    });
  });
  return { asked, release };
}

describe('first paint', { timeout: 120_000 }, () => {
  test('an open prompt shows its question and options before the elements’ script, and the element takes over with no layout shift', async () => {
    const { page, context, errors } = await openPage(browser);
    const held = await holdBundle(page);
    await page.addInitScript(() => {
      globalThis.__shifts = [];
      new PerformanceObserver((list) => globalThis.__shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.url}open.html`);
    await held.asked; // the prompt is in view: lazy.js asks for the elements
    const prompt = page.locator('choice-prompt');
    assert.equal(await page.evaluate(() => customElements.get('choice-prompt')), undefined);
    const option = page.getByRole('button', { name: /SQLite/ });
    assert.equal(await option.isVisible(), true, 'the painted option shows');
    const before = await prompt.boundingBox();
    const question = await page.getByText('Which database should the project use?').boundingBox();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    held.release();
    await page.waitForSelector('choice-prompt[state="open"]');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.ok(await prompt.evaluate((el) => !!el.shadowRoot?.querySelector('button.option')), 'the element drew its own options');
    const after = await prompt.boundingBox();
    const shifts = await page.evaluate(() => globalThis.__shifts);
    const cls = shifts.reduce((a, b) => a + b, 0);
    assert.ok(cls <= 0.01, `layout shift ${cls} (${shifts.join(', ')}); box ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    assert.ok(Math.abs(after.height - before.height) <= 1, `height ${before.height} → ${after.height}`);
    assert.ok(question.y >= before.y);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a click on a painted option before the script arrives is applied once the element is live, once, with focus on it', async () => {
    const { page, context, errors } = await openPage(browser);
    const held = await holdBundle(page);
    await page.goto(`${server.url}open.html`);
    await page.evaluate(() => {
      globalThis.__submits = [];
      document.addEventListener('choice-submit', (event) => globalThis.__submits.push(event.detail.reply));
    });
    await held.asked;
    const option = page.getByRole('button', { name: /SQLite/ });
    await option.click();
    assert.equal(await option.getAttribute('aria-pressed'), 'true', 'the painted option shows the choice at once');
    assert.equal(await page.evaluate(() => customElements.get('choice-prompt')), undefined, 'the elements are not here yet');
    held.release();
    await page.waitForSelector('choice-prompt[state="answered"]');
    assert.deepEqual(await page.evaluate(() => globalThis.__submits), ['sqlite']);
    assert.ok(await page.locator('choice-prompt').evaluate((el) => el.matches(':focus-within')), 'focus is in the element');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a digit on a painted question chooses its option once the element is live', async () => {
    const { page, context, errors } = await openPage(browser);
    const held = await holdBundle(page);
    await page.goto(`${server.url}open.html`);
    await page.evaluate(() => {
      globalThis.__submits = [];
      document.addEventListener('choice-submit', (event) => globalThis.__submits.push(event.detail.reply));
    });
    await held.asked;
    await page.getByRole('button', { name: /PostgreSQL/ }).focus();
    await page.keyboard.press('3');
    held.release();
    await page.waitForSelector('choice-prompt[state="answered"]');
    assert.deepEqual(await page.evaluate(() => globalThis.__submits), ['duck']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('settled elements have their folded size from their first frame, in view or not: the page keeps its height as one scrolls', async () => {
    const { page, context, errors } = await openPage(browser);
    // The fold's part held back: until it arrives, a settled prompt holds its line's room.
    const fold = await hold(page, '**/chunks/fold.js');
    await page.goto(`${server.url}settled-elements.html`);
    await fold.asked;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const waiting = await height();
    const room = await page.locator('choice-prompt').first().boundingBox();
    assert.ok(room.height > 30 && room.height < 48, `before its fold arrives, the first prompt holds its line's room: ${room.height} px`);
    fold.release();
    await page.waitForFunction(() => [...document.querySelectorAll('choice-prompt')].every((el) => el.shadowRoot?.querySelector('details')));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const first = await height();
    const line = await page.locator('choice-prompt').first().boundingBox();
    assert.ok(line.height < 48, `the first prompt is its line: ${line.height} px`);
    assert.ok(Math.abs(line.height - room.height) <= 1, `its line (${line.height} px) is the room it held (${room.height} px)`);
    assert.ok(Math.abs(first - waiting) <= 2, `page height before the fold arrived ${waiting}, after ${first}`);
    const heights = [first];
    for (let y = 0; y < first; y += 900) {
      await page.evaluate((y) => scrollTo(0, y), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      heights.push(await height());
    }
    assert.equal(await page.locator('choice-prompt[state="answered"]').count(), 100);
    const last = await page.locator('choice-prompt').last().boundingBox();
    assert.ok(Math.abs(last.height - line.height) <= 1, `the last prompt is its line too: ${last.height} px`);
    assert.ok(Math.max(...heights) - Math.min(...heights) <= 2, `page heights while scrolling: ${heights.join(', ')}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a history of painted settled prompts fetches none of the kit’s script, and its lines open with no element', async () => {
    const { page, context, errors } = await openPage(browser);
    const before = server.requested.length;
    await page.goto(`${server.url}history.html`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const lines = await page.locator('summary').allTextContents();
    assert.deepEqual(lines, ['Which database should the project use? → SQLite', 'Which database should the project use? → No longer active']);
    await page.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getByRole('button', { name: /SQLite/ }).first().getAttribute('aria-pressed'), 'true');
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.deepEqual(server.requested.slice(before).filter((path) => path.endsWith('.js')), ['/lazy.js']);
    assert.equal(await page.evaluate(() => customElements.get('choice-prompt')), undefined);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
