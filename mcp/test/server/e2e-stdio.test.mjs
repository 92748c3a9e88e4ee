// End to end: a real MCP client starts `choice-prompts-mcp mcp --no-open` over stdio and calls
// provide_choice; headless Chromium (Playwright) opens the URL from the progress message,
// answers in the page rendered by the elements from bundle.js, and the tool result is
// checked. A second call appears in the same page (one waiting page, no new tab).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI } from '../cli/pty.mjs';
import { launchBrowser, openPage } from '../../../test/node/e2e/support.mjs';
import { accessibilityViolations, callWithUrl, singleArgs, multiArgs } from './fixtures.mjs';

/**
 * Backstops only (every wait ends on what it waits for): starting the CLI and Chromium, and
 * a page's wait for an element, on a loaded CI machine.
 */
const START_TIMEOUT = 90_000;
const TEST_TIMEOUT = 120_000;
const PAGE_WAIT_MS = 30_000;

let client;
let browser;
let stderr = '';
before(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp', '--no-open'],
    env: { ...process.env, CI: 'true' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  client = new Client({ name: 'e2e-stdio', version: '1.0.0' });
  await client.connect(transport);
  browser = await launchBrowser();
}, { timeout: START_TIMEOUT });
after(async () => {
  await browser?.close();
  await client?.close();
});

test('stdio MCP client → provide_choice → answered in the browser page → tool result', { timeout: TEST_TIMEOUT }, async () => {
  const { page, errors: problems } = await openPage(browser);
  page.setDefaultTimeout(PAGE_WAIT_MS);

  const first = callWithUrl(client, singleArgs);
  const url = await first.url;
  const response = await page.goto(url);
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-security-policy'], /script-src 'self'/);

  const option = page.getByRole('button', { name: /Use agentic extraction/ });
  await option.waitFor();
  assert.deepEqual(await accessibilityViolations(page), [], 'the open page has no axe violations');
  await option.click();

  const result = await first.result;
  assert.equal(result.isError, undefined);
  assert.equal(result.structuredContent.action_status, 'selected');
  assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
  assert.match(result.content[0].text, /Use agentic extraction/);
  await page.getByText(/Sent to the agent/).waitFor();
  // The page's own live region (the element has one too) tells a screen-reader user it went.
  await page.locator('main > p[role="status"]', { hasText: /Answer sent to the agent/ }).waitFor();

  // The next question reaches the same, still open page: no second tab is needed.
  const second = callWithUrl(client, { ...multiArgs, title: 'Second question' });
  const secondUrl = await second.url;
  await page.getByRole('heading', { name: 'Second question' }).waitFor();
  assert.equal(browser.contexts().flatMap((c) => c.pages()).length, 1);
  await page.getByRole('button', { name: /Unit tests/ }).click();
  await page.getByRole('button', { name: /^Submit/ }).click();
  const secondResult = await second.result;
  assert.deepEqual(secondResult.structuredContent.selection.selected_ids, ['lint', 'tests']);
  assert.equal(page.url(), secondUrl, 'the address follows the question shown');
  assert.deepEqual(await accessibilityViolations(page), [], 'the answered page has no axe violations');

  assert.deepEqual(problems, [], 'no script errors or CSP violations in the page');
  await page.close();

  // The first question's address now leads to a page that says it is finished.
  const stale = await browser.newPage();
  stale.setDefaultTimeout(PAGE_WAIT_MS);
  await stale.goto(url);
  await stale.locator('main > p[role="status"]', { hasText: /finished.*single-use.*close this tab/ }).waitFor();
  assert.equal(await stale.locator('choice-prompt, question-set').count(), 0);
  await stale.close();
});

test('cancel in the page returns cancelled', { timeout: TEST_TIMEOUT }, async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  const call = callWithUrl(client, { ...singleArgs, title: 'Cancel me' });
  await page.goto(await call.url);
  await page.getByRole('button', { name: /^Cancel/ }).click();
  const result = await call.result;
  assert.equal(result.structuredContent.action_status, 'cancelled');
  await page.close();
});

test('the server wrote nothing but diagnostics to stderr', () => {
  assert.doesNotMatch(stderr, /Error|error/);
});
