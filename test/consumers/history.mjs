// A stored conversation rendered on the server (renderHistoryHTML, history.css), as the Next.js
// and Astro hosts serve it: a history-only page whose scripts hold none of the kit, and a history
// ending on an open question, which choice-prompts/lazy.js makes live and which answers. Each
// host's pages render hosts/<name>/…/conversation.ts, the same conversation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from '../node/e2e/support.mjs';

const TEST_TIMEOUT = 120_000;

/** The text of every script the page loads at first (its `src` scripts and module preloads, and what they import). */
async function pageScripts(origin, path) {
  const html = await (await fetch(new URL(path, origin))).text();
  const urls = [...html.matchAll(/<(?:script\b[^>]*?\bsrc|link\b[^>]*?\brel="(?:modulepreload|preload)"[^>]*?\bhref)="([^"]+\.js[^"]*)"/g)].map((m) => new URL(m[1].replaceAll('&amp;', '&'), new URL(path, origin)).href);
  return Promise.all([...new Set(urls)].map(async (url) => ({ url, text: await (await fetch(url)).text() })));
}

/** What only the elements' code holds: their event's name and their tags' registration. */
const KIT = /choice-submit|customElements\.define\(\s*["'`]choice-prompt/;

/**
 * The two history tests, for the host `get()` returns, at `history` (every block settled) and
 * `open` (the same, then an open question). `scripted`: the framework puts scripts of its own on
 * every page (Next.js), so the history page loads some, none of them the kit's.
 */
export function historyTests(get, { history, open, scripted }) {
  test('a history page rendered on the server: every block is plain markup, folded to its line, and its scripts hold none of the kit', { timeout: TEST_TIMEOUT }, async () => {
    const { server, browser } = get();
    const scripts = await pageScripts(server.url, history);
    if (scripted) assert.ok(scripts.length > 0, 'the page loads the framework’s own scripts');
    assert.deepEqual(scripts.filter((s) => KIT.test(s.text)).map((s) => s.url), [], 'no script of the page holds the elements');
    const { page, context, errors } = await openPage(browser);
    try {
      const requested = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(new URL(history, server.url).href);
      assert.deepEqual(await page.locator('summary').allTextContents(), ['Which feed should I read? → Atom', 'How often should it refresh? → No longer active']);
      await page.locator('summary').first().focus();
      await page.keyboard.press('Enter');
      assert.equal(await page.getByRole('button', { name: 'Atom', exact: true }).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.evaluate(() => customElements.get('choice-prompt')), undefined);
      // history.css, which the page imports, styles the line (a bordered, full-width disclosure).
      const line = await page.locator('summary').first().evaluate((el) => ({ border: getComputedStyle(el).borderTopStyle, display: getComputedStyle(el).display }));
      assert.deepEqual(line, { border: 'solid', display: 'flex' }, 'history.css styles the markup');
      const fetched = await Promise.all(requested.filter((url) => /\.js(\?|$)/.test(url)).map(async (url) => (await fetch(url)).text()));
      assert.equal(fetched.filter((text) => KIT.test(text)).length, 0, 'nothing the page fetched holds the elements');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a history ending on an open question: painted on the server, live once lazy.js loads the elements, and it answers', { timeout: TEST_TIMEOUT }, async () => {
    const { server, browser } = get();
    const { page, context, errors } = await openPage(browser);
    try {
      await context.addInitScript(() => {
        window.consumerReplies = [];
        window.addEventListener('choice-submit', (e) => window.consumerReplies.push(e.detail.reply), true);
      });
      await page.goto(new URL(open, server.url).href);
      assert.equal(await page.locator('summary').count(), 2, 'the settled blocks are folded lines');
      await page.waitForSelector('choice-prompt[state="open"]');
      await page.locator('choice-prompt').getByRole('button', { name: 'CSV', exact: true }).click();
      await page.waitForFunction(() => window.consumerReplies.length > 0);
      assert.deepEqual(await page.evaluate(() => window.consumerReplies), ['csv']);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
