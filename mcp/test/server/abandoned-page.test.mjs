// What the answer page says when the agent's call stops waiting: over `mcp --http`,
// a real MCP SDK client waits on a question shown in headless Chromium, then vanishes
// without ending its session. The open page says so and when the question closes, and
// announces it; an answer given meanwhile is kept for a poll; a question left alone closes at
// its deadline and the page says why.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpMcp } from '../../dist/server/http-mcp.js';
import { launchBrowser, openPage } from '../../../test/node/e2e/support.mjs';
import { URL_PATTERN, accessibilityViolations, callWithUrl, connectHttpClient, singleArgs, storeChange } from './fixtures.mjs';

/** Backstops only: every wait ends on what it waits for. */
const TEST_TIMEOUT = 120_000;
const PAGE_WAIT_MS = 30_000;

let browser;
before(async () => {
  browser = await launchBrowser();
}, { timeout: TEST_TIMEOUT });
after(() => browser?.close());

/** A server, a client waiting on a question, and the page showing it; the client then vanishes. */
async function abandonedOnPage(abandonedCallMs) {
  const server = await startHttpMcp({ open: false, log: () => {}, timings: { abandonedCallMs } });
  const client = await connectHttpClient(server.endpoint, { name: 'vanishes' });
  const call = callWithUrl(client, { ...singleArgs, title: 'Source question' });
  call.result.catch(() => {}); // the client's own close rejects it
  const url = await call.url;
  const { page, errors } = await openPage(browser);
  page.setDefaultTimeout(PAGE_WAIT_MS);
  await page.goto(url);
  await page.getByRole('button', { name: /Use RSS feed/ }).waitFor();
  assert.equal(await page.locator('.meta').isVisible(), false, 'a waiting call with its client there has no deadline');
  const id = URL_PATTERN.exec(url)[1];
  await client.close(); // no DELETE: the client crashed
  await storeChange(server.hub.store, async () => (await server.hub.store.get(id)).abandoned);
  return { server, page, errors, entry: { id }, url };
}

test('the page says the agent stopped waiting and until when; an answer then is kept for a poll', { timeout: TEST_TIMEOUT }, async () => {
  const { server, page, errors, entry } = await abandonedOnPage(60_000);
  try {
    const meta = page.locator('.meta', { hasText: /The agent that asked stopped waiting \(its connection closed\)\. This question closes at \d/ });
    await meta.waitFor();
    assert.match(await meta.textContent(), /an answer sent before then is kept for the agent to collect/);
    // Announced with the question's title (Orca reads "Source question: The agent that asked stopped waiting…").
    await page.locator('#status', { hasText: /^Source question: The agent that asked stopped waiting/ }).waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'the page of an abandoned question has no axe violations');

    await page.getByRole('button', { name: /Use RSS feed/ }).click();
    await page.getByText(/Sent to the agent/).waitFor();
    const collector = await connectHttpClient(server.endpoint, { name: 'collector' });
    const result = await collector.callTool({ name: 'provide_choice', arguments: { session_id: entry.id } });
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
    await collector.close();
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
    await server.close();
  }
});

test('a question left alone closes at its deadline, and the page says why', { timeout: TEST_TIMEOUT }, async () => {
  const { server, page, errors, entry } = await abandonedOnPage(1_000);
  try {
    await storeChange(server.hub.store, async () => (await server.hub.store.get(entry.id)).response);
    assert.equal((await server.hub.store.get(entry.id)).response.status, 'timeout');
    await page.getByText(/no longer waiting: the agent that asked had stopped waiting, and it was answered elsewhere or closed at its deadline/).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
    await server.close();
  }
});
