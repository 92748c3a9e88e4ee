// Both elements under a strict Content-Security-Policy with Trusted Types enforced, loaded
// from the built dist/bundle.js: every way a host shows a prompt renders, styles apply
// (constructed stylesheets need no 'unsafe-inline'), every prompt answers with the exact
// reply, and the page records zero violations and zero errors. A deliberate violation at
// the end proves the page would have seen one.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { filesUnder, launchBrowser, openPage, serveFiles } from '../e2e/support.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const page = new URL('./csp-page/', import.meta.url).pathname;

const BASE_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";
const POLICIES = {
  'the issue\'s policy': BASE_POLICY,
  // Naming the allowed Trusted Types policies: the kit needs only Lit's; the page adds its own.
  'with only named Trusted Types policies': `${BASE_POLICY}; trusted-types lit-html choice-prompts host`,
};

let browser;
before(async () => {
  assert.ok(existsSync(`${root}dist/bundle.js`), 'dist/bundle.js exists (npm test builds it first; or run npm run build)');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [name, policy] of Object.entries(POLICIES)) {
  describe(`strict CSP: ${name}`, { timeout: 60_000 }, () => {
    let server;
    before(async () => {
      server = await serveFiles(
        {
          '/': `${page}index.html`,
          '/watch.js': `${page}watch.js`,
          '/page.js': `${page}page.js`,
          '/bundle.js': `${root}dist/bundle.js`,
          // bundle.js fetches dialects other than the two block ones from ./chunks/.
          ...filesUnder(`${root}dist/chunks`, '/chunks/'),
          '/marked.js': `${root}node_modules/marked/lib/marked.esm.js`,
          ...filesUnder(`${root}dist`, '/dist/'),
        },
        { 'content-security-policy': policy },
      );
    });
    after(() => server?.close());

    test('both elements render and answer, with zero violations', async () => {
      const { context, page: tab, errors: consoleErrors } = await openPage(browser);
      await tab.goto(server.url);
      await tab.waitForSelector('body[data-ready="true"]');

      const prompts = ['#static-set', '#by-property', '#by-script', '#by-set', '#from-markdown', '#upgraded-prompt'];
      for (const selector of prompts) await tab.waitForSelector(`${selector}[state="open"]`);
      // The kit's styles applied: request text is bidi-isolated, options are laid out as cards.
      const styled = await tab.evaluate(() => {
        const label = document.querySelector('#by-property').shadowRoot.querySelector('[part~="option-label"]');
        return getComputedStyle(label).unicodeBidi;
      });
      assert.equal(styled, 'isolate', 'the constructed stylesheet applies under style-src \'self\'');

      await tab.locator('#by-property').getByRole('button', { name: /^RSS/ }).click();
      await tab.locator('#by-script').getByRole('button', { name: 'Team' }).click();
      await tab.locator('#from-markdown').getByRole('button', { name: 'No' }).click();
      await tab.locator('#upgraded-prompt').getByRole('button', { name: 'Two' }).click();
      const staticSet = tab.locator('#static-set');
      await staticSet.getByRole('button', { name: 'SQLite' }).click();
      await staticSet.getByRole('button', { name: 'Types' }).click();
      await staticSet.getByRole('button', { name: 'Submit' }).click();
      const set = tab.locator('#by-set');
      await set.getByRole('button', { name: 'Beta' }).click();
      await set.getByRole('textbox', { name: 'Other' }).fill('Gamma');
      await set.getByRole('button', { name: 'Submit' }).click();
      for (const selector of prompts) await tab.waitForSelector(`${selector}[state="answered"]`);

      const replies = await tab.locator('#replies li').allTextContents();
      assert.deepEqual(replies.slice(0, 4), [
        'by-property choice-submit "rss"',
        'by-script choice-submit "Team"',
        'from-markdown choice-submit "no"',
        'upgraded-prompt choice-submit "two"',
      ]);
      assert.equal(replies[4], 'static-set choice-submit {"answers":{"Which database?":"SQLite","Which checks?":"Types"}}');
      assert.match(replies[5], /^by-set choice-submit \{"action_status":"selected","selection":\{"selected_ids":\["b"\],"selected_labels":\["Beta"\],"custom_input":"Gamma"/);
      assert.equal(replies.length, 6);

      const { violations, errors, pwned } = await tab.evaluate(() => ({ violations: window.__violations, errors: window.__errors, pwned: window.__pwned }));
      assert.deepEqual(violations, [], 'no CSP or Trusted Types violation');
      assert.deepEqual(errors, [], 'no uncaught error');
      assert.deepEqual(consoleErrors, [], 'no console error');
      assert.equal(pwned, undefined);
      assert.ok(!server.requested.some((path) => path.includes('x-pwned')), 'no URL from a payload was fetched');

      // The harness sees a violation when there is one: an HTML string without a policy.
      await tab.evaluate(() => {
        try {
          document.body.insertAdjacentHTML('beforeend', '<b>untrusted</b>');
        } catch {
          /* Trusted Types refuses it */
        }
      });
      const after = await tab.evaluate(() => window.__violations);
      assert.equal(after.length, 1, `the deliberate violation was recorded: ${after}`);
      assert.match(after[0], /^require-trusted-types-for/);
      await context.close();
    });
  });
}
