// A <question-set> in a real <form>, answered, then left and come back to with the browser's
// Back: Chromium restores the form's state (formStateRestoreCallback), so the draft is there
// again, in the page and in the form's data. Back/forward cache is off, so the page loads anew.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../browser.mjs';
import { filesUnder, openPage, root, serveFiles } from './support.mjs';

const question = {
  questions: [
    { question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
    { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Auth' }, { label: 'Search' }] },
  ],
};

const formPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form</title>
<script type="module" src="/bundle.js"></script></head><body><main>
<form action="/next.html"><question-set name="plan" required><script type="application/json" dialect="ask_user_question">${JSON.stringify(question)}</script></question-set>
<a href="/next.html">Next page</a></form></main></body></html>`;
const nextPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Next</title></head><body><main><p>Another page</p></main></body></html>`;

let browser;
let files;
let dir;
before(async () => {
  assert.ok(existsSync(`${root}dist/bundle.js`), 'dist/bundle.js exists (npm test builds it first; or run npm run build)');
  dir = mkdtempSync(join(tmpdir(), 'choice-prompts-form-'));
  writeFileSync(join(dir, 'form.html'), formPage);
  writeFileSync(join(dir, 'next.html'), nextPage);
  files = await serveFiles({ '/form.html': join(dir, 'form.html'), '/next.html': join(dir, 'next.html'), '/bundle.js': `${root}dist/bundle.js`, ...filesUnder(`${root}dist/chunks`, '/chunks/') });
  browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--disable-features=BackForwardCache'], headless: true });
});
after(async () => {
  await browser?.close();
  await files?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const formData = (page) => page.evaluate(() => [...new FormData(document.querySelector('form')).entries()].map(([k, v]) => `${k}=${v}`));

test('Back restores a draft answered in a form, on screen and in its FormData', { timeout: 60_000 }, async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto(`${files.url}form.html`);
  const set = page.locator('question-set');
  await page.waitForSelector('question-set[state="open"]');
  await set.getByRole('button', { name: 'SQLite' }).click();
  await set.getByRole('button', { name: 'Search' }).click();
  await page.waitForFunction(() => new FormData(document.querySelector('form')).has('plan'));
  const before = await formData(page);
  assert.deepEqual(before.slice(1), ['plan.Database=SQLite', 'plan.Features=Search']);
  // The form code is its own chunk, fetched because the element is in a form (embed.test.mjs: a page without one never fetches it).
  assert.ok(files.requested.includes('/chunks/form.js'), files.requested.join(', '));

  await page.getByRole('link', { name: 'Next page' }).click();
  await page.waitForURL('**/next.html');
  await page.goBack();
  await page.waitForSelector('question-set[state="selected"]');
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation')[0].type), 'back_forward');
  assert.deepEqual(await set.getByRole('button', { pressed: true }).allTextContents(), ['SQLite', 'Search']);
  assert.deepEqual(await formData(page), before);
  assert.equal(await page.evaluate(() => document.querySelector('question-set').matches(':valid')), true);

  // A new visit (not Back) starts empty. (Claude Code lets the questions of its sets be
  // skipped, so `required` finds nothing missing: the set is valid empty too.)
  await page.goto(`${files.url}form.html`);
  await page.waitForSelector('question-set[state="open"]');
  assert.deepEqual(await set.getByRole('button', { pressed: true }).allTextContents(), []);
  assert.deepEqual((await formData(page)).filter((entry) => entry.startsWith('plan.')), []);
  assert.deepEqual(errors, []);
  await context.close();
});
