// The answer page in headless Chromium, with two MCP clients of one `mcp --http` server: a
// client's open page shows that client's later questions, never another client's; the other
// client's user answers on a page of their own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../../../test/node/e2e/support.mjs';
import { callWithUrl, httpTestBed, singleArgs } from './fixtures.mjs';

/** Backstops only: every wait ends on what it waits for. */
const TEST_TIMEOUT = 120_000;
const PAGE_WAIT_MS = 30_000;

const { server, connect } = httpTestBed();
let browser;
before(async () => {
  browser = await launchBrowser();
}, { timeout: TEST_TIMEOUT });
after(() => browser?.close());

test('a page shows its own client\'s questions only, as they come', { timeout: TEST_TIMEOUT }, async () => {
  const s = await server();
  const mine = await connect(s.endpoint, 'mine');
  const theirs = await connect(s.endpoint, 'theirs');
  const first = callWithUrl(mine, { ...singleArgs, title: 'My first question' });
  const { page, errors } = await openPage(browser);
  page.setDefaultTimeout(PAGE_WAIT_MS);
  try {
    await page.goto(await first.url);
    await page.getByRole('heading', { name: 'My first question' }).waitFor();

    // The other client asks first, then this client: the page shows this client's question,
    // and since the stream keeps the order, the other's would have come before it.
    const other = callWithUrl(theirs, { ...singleArgs, title: 'Their question' });
    const otherUrl = await other.url;
    const second = callWithUrl(mine, { ...singleArgs, title: 'My second question' });
    await second.url;
    await page.getByRole('heading', { name: 'My second question' }).waitFor();
    assert.deepEqual(await page.getByRole('heading', { level: 2 }).allTextContents(), ['My first question', 'My second question']);
    assert.equal(await page.getByText('Their question').count(), 0);

    // The other client's user answers on their own page, which shows their question alone.
    const { page: otherPage } = await openPage(browser);
    otherPage.setDefaultTimeout(PAGE_WAIT_MS);
    await otherPage.goto(otherUrl);
    await otherPage.getByRole('button', { name: /Use agentic extraction/ }).click();
    assert.deepEqual((await other.result).structuredContent.selection.selected_ids, ['agentic']);
    assert.deepEqual(await otherPage.getByRole('heading', { level: 2 }).allTextContents(), ['Their question']);
    await otherPage.close();

    // This page's questions are still open, and answered here.
    for (const [call, name] of [[first, 'My first question'], [second, 'My second question']]) {
      await page.getByRole('region', { name }).getByRole('button', { name: /Use RSS feed/ }).click();
      assert.deepEqual((await call.result).structuredContent.selection.selected_ids, ['rss']);
    }
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
