// provide_choice as an MCP App: the View (ui://choice-prompts/question) hosted the way a
// client hosts it, with the ext-apps AppBridge and the View's HTML in a sandboxed iframe under
// a strict CSP, its tool calls forwarded through the real MCP SDK client to the real server.
// Every wait is for an event: the tool call's promise, a locator's state, the bridge's
// initialization; the test timeout is only a backstop.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import * as extApps from '@modelcontextprotocol/ext-apps/server';
import { connectMcp } from '../../dist/server/mcp.js';
import { EXTENSION_ID, RESOURCE_MIME_TYPE, VIEW_URI, supportsApps } from '../../dist/server/app.js';
import { axeViolations, launchBrowser, openPage, root, serveFiles } from '../../../test/node/e2e/support.mjs';
import { connectClient, multiArgs, singleArgs, testHub, TEST_TIMEOUT_MS } from './fixtures.mjs';

/** What a careful host allows a View: its own inline script and styles, nothing from anywhere. */
const STRICT_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:; " +
  "connect-src 'none'; frame-src 'none'; base-uri 'none'; form-action 'none'";

const APPS = { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } };
const TIMEOUT = { timeout: 60_000 };

const env = { hubs: [] };
before(async () => {
  env.dir = await mkdtemp(join(tmpdir(), 'choice-prompts-app-host-'));
  await build({
    entryPoints: [`${root}mcp/test/server/app-host/host.mjs`],
    bundle: true,
    format: 'esm',
    outfile: join(env.dir, 'host.js'),
    logLevel: 'error',
  });
  env.files = await serveFiles({ '/': `${root}mcp/test/server/app-host/host.html`, '/host.js': join(env.dir, 'host.js') });
  env.browser = await launchBrowser();
});
after(async () => {
  await env.browser?.close();
  await env.files?.close();
  await Promise.all(env.hubs.map((h) => h.close()));
  if (env.dir) await rm(env.dir, { recursive: true, force: true });
});

/** A client that declares MCP Apps, connected in memory to a fresh hub. */
async function appClient(hubOptions = {}) {
  const hub = testHub(hubOptions);
  env.hubs.push(hub);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await connectMcp(hub, serverSide);
  const client = new Client({ name: 'apps-host', version: '1.0.0' }, { capabilities: APPS });
  await client.connect(clientSide);
  return { hub, client };
}

/**
 * The host page with the View connected and given `args` as the tool input, while the
 * provide_choice call waits: `result` is the call's promise, `frame` the View's frame.
 */
async function openView(args, { hostContext = { theme: 'light' }, partial, viewport } = {}) {
  const { hub, client } = await appClient();
  const { contents } = await client.readResource({ uri: VIEW_URI });
  const { context, page, errors } = await openPage(env.browser, viewport ? { viewport } : {});
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.exposeFunction('hostCallTool', (params) => client.callTool(params));
  await page.goto(env.files.url);
  await page.evaluate(({ html, csp, hostContext }) => globalThis.host.start({ html, csp, hostContext }), {
    html: contents[0].text,
    csp: STRICT_CSP,
    hostContext,
  });
  const frame = await (await page.locator('iframe').elementHandle()).contentFrame();
  if (partial) await page.evaluate((p) => globalThis.host.bridge.sendToolInputPartial({ arguments: p }), partial);
  const result = client.callTool({ name: 'provide_choice', arguments: args }, CallToolResultSchema, TIMEOUT);
  const view = {
    hub,
    client,
    context,
    page,
    frame,
    errors,
    requests,
    result,
    /** Gives the View the complete arguments, as the host does once the call's input is known. */
    input: () => page.evaluate((a) => globalThis.host.bridge.sendToolInput({ arguments: a }), args),
    /** Hands the call's result to the View, as the host does when the call returns. */
    deliver: (value) => page.evaluate((r) => globalThis.host.bridge.sendToolResult(r), value),
  };
  return view;
}

/** Nothing left the page but the host's own two files; nothing failed or was refused by the CSP. */
function assertSealed(view) {
  const foreign = view.requests.filter((url) => !url.startsWith(env.files.url));
  assert.deepEqual(foreign, [], 'the View fetched nothing');
  assert.deepEqual(view.errors, [], 'no page error, console error or CSP violation');
}

describe('negotiation', () => {
  test('the extension constants and the capability check agree with @modelcontextprotocol/ext-apps', () => {
    assert.equal(EXTENSION_ID, extApps.EXTENSION_ID);
    assert.equal(RESOURCE_MIME_TYPE, extApps.RESOURCE_MIME_TYPE);
    assert.deepEqual(extApps.getUiCapability(APPS), APPS.extensions[EXTENSION_ID]);
    assert.equal(supportsApps(APPS), true);
    assert.equal(supportsApps({}), false);
    assert.equal(supportsApps({ extensions: { [EXTENSION_ID]: {} } }), false, 'a declaration that renders no HTML');
    assert.equal(supportsApps({ extensions: { [EXTENSION_ID]: { mimeTypes: 'text/html;profile=mcp-app' } } }), false);
  });

  test('a client with MCP Apps lists provide_choice with its View, the app-only tools, and reads the View', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { client } = await appClient();
    const { tools } = await client.listTools();
    const provide = tools.find((t) => t.name === 'provide_choice');
    assert.equal(provide._meta.ui.resourceUri, VIEW_URI);
    assert.equal(provide._meta['ui/resourceUri'], VIEW_URI);
    const appOnly = tools.filter((t) => t._meta?.ui?.visibility?.includes('app'));
    assert.deepEqual(appOnly.map((t) => t.name).sort(), ['choice_view_claim', 'choice_view_settle']);
    for (const tool of appOnly) assert.deepEqual(tool._meta.ui.visibility, ['app'], `${tool.name} is hidden from the model`);

    const { resources } = await client.listResources();
    assert.deepEqual(resources.map((r) => [r.uri, r.mimeType]), [[VIEW_URI, RESOURCE_MIME_TYPE]]);
    const { contents } = await client.readResource({ uri: VIEW_URI });
    assert.equal(contents.length, 1);
    assert.equal(contents[0].mimeType, RESOURCE_MIME_TYPE);
    const html = contents[0].text;
    assert.match(html, /^<!doctype html>/i);
    assert.doesNotMatch(html, /<script[^>]*\bsrc=|<link\b/i, 'every script and style is inline');
    assert.ok(html.includes('choice-prompt'), 'the elements are inlined');
    await assert.rejects(client.readResource({ uri: 'ui://choice-prompts/other' }), /There is no resource "ui:\/\/choice-prompts\/other"\. This server has only/);
  });

  test('a client without MCP Apps sees no View and no app tools; transport "app" is refused with a reason', { timeout: TEST_TIMEOUT_MS }, async () => {
    const hub = testHub();
    env.hubs.push(hub);
    const client = await connectClient(hub);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['provide_choice']);
    assert.equal(tools[0]._meta, undefined);
    const refused = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'app' } });
    assert.equal(refused.isError, true);
    assert.match(refused.content[0].text, /does not declare MCP Apps.*"transport": "auto"/);
    const settle = await client.callTool({ name: 'choice_view_settle', arguments: {} }).catch((e) => e);
    assert.match(String(settle.message ?? settle), /There is no tool/);
  });

  test('--no-apps: an app client is asked another way and "app" is refused', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { hub, client } = await appClient({ apps: false });
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['provide_choice']);
    const refused = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'app' } });
    assert.match(refused.content[0].text, /MCP Apps turned off \(--no-apps\)/);
    // auto goes on to the next transport: the browser page, handed off (no progress token here).
    const pending = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(pending.structuredContent.action_status, 'pending_browser_launch');
    assert.equal((await hub.store.listed()).length, 1);
  });
});

describe('the View in a host', () => {
  test('shows the question, is axe clean, reports its size, and a click answers the blocking call', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const view = await openView(singleArgs);
    try {
      await view.input();
      const option = view.frame.getByRole('button', { name: /Use RSS feed/ });
      await option.waitFor();
      assert.ok(await view.frame.getByText('Fast and reliable when the site has a feed').isVisible());
      assert.deepEqual(await axeViolations(view.frame, { disable: ['page-has-heading-one', 'landmark-one-main'] }), []);
      assert.ok((await view.hub.store.listed()).length === 0, 'an app question is not shown on the browser page too');

      await option.click();
      const result = await view.result;
      assert.equal(result.isError, undefined);
      assert.equal(result.structuredContent.action_status, 'selected');
      assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
      await view.deliver(result);
      await view.frame.locator('choice-prompt[state="answered"]').waitFor();
      await view.frame.getByRole('status').filter({ hasText: 'Sent to the agent.' }).waitFor();
      const context = await view.page.evaluate(() => globalThis.host.modelContext);
      assert.equal(context.length, 1);
      assert.match(context[0].content[0].text, /Use RSS feed/);
      const sizes = await view.page.evaluate(() => globalThis.host.sizes);
      assert.ok(sizes.some((h) => h > 100), `the View reported its height (${sizes.join(', ')})`);
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });

  test('keyboard complete: Tab into the View, arrows, Space and Submit on a multi-select question', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const view = await openView(multiArgs);
    try {
      await view.input();
      await view.frame.getByRole('button', { name: /Lint/ }).waitFor();
      // From the host page into the frame: the first Tab stop inside is the question's first option.
      await view.page.locator('iframe').focus();
      await view.page.keyboard.press('Tab');
      await assertFocused(view, /Lint/);
      await view.page.keyboard.press('ArrowDown');
      await assertFocused(view, /Type check/);
      await view.page.keyboard.press('Space');
      await view.frame.getByRole('button', { name: /Type check/, pressed: true }).waitFor();
      await view.frame.getByRole('button', { name: /Submit/ }).focus();
      await view.page.keyboard.press('Enter');
      const result = await view.result;
      assert.deepEqual(result.structuredContent.selection.selected_ids.sort(), ['lint', 'types']);
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });

  test('Cancel reaches the agent as cancelled, and a second answer is refused', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const view = await openView(singleArgs);
    try {
      await view.input();
      await view.frame.getByRole('button', { name: /Cancel/ }).click();
      const result = await view.result;
      assert.equal(result.structuredContent.action_status, 'cancelled');
      await view.frame.locator('choice-prompt[state="cancelled"]').waitFor();
      // The session is single-use: the View's own tool refuses a later answer.
      const sessionId = await view.frame.locator('choice-prompt').evaluate((el) => el.request.id);
      const again = await view.client.callTool({
        name: 'choice_view_settle',
        arguments: { session_id: sessionId, response: { status: 'answered', answers: { q: { selected: ['rss'] } } } },
      });
      assert.equal(again.isError, true);
      assert.match(again.content[0].text, /already answered, cancelled or timed out/);
      // A second View cannot claim the same call either.
      const claim = await view.client.callTool({ name: 'choice_view_claim', arguments: { arguments: singleArgs } });
      assert.equal(claim.isError, true);
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });

  test('a hand-off (a client that ends tool calls early): pending at once, the View stays open, a poll collects its answer', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const args = { ...singleArgs, handoff: true };
    const view = await openView(args);
    try {
      const pending = await view.result;
      assert.equal(pending.structuredContent.action_status, 'pending_browser_launch');
      assert.equal(pending.structuredContent.selection.url, VIEW_URI);
      assert.match(pending.content[0].text, /shown in the conversation.*session_id/);
      const sessionId = pending.structuredContent.session_id;
      await view.deliver(pending);
      await view.input();
      const option = view.frame.getByRole('button', { name: /Use agentic extraction/ });
      await option.waitFor();
      await view.frame.locator('choice-prompt[state="open"]').waitFor();
      await option.click();
      await view.frame.getByRole('status').filter({ hasText: 'Sent to the agent.' }).waitFor();
      const collected = await view.client.callTool({ name: 'provide_choice', arguments: { session_id: sessionId } });
      assert.equal(collected.structuredContent.action_status, 'selected');
      assert.deepEqual(collected.structuredContent.selection.selected_ids, ['agentic']);
      assert.equal(collected.structuredContent.session_id, sessionId);
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });

  test('a timeout answers with the defaults; the View shows it timed out', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const args = { ...multiArgs, timeout_seconds: 2, timeout_action: 'default_selection' };
    const view = await openView(args);
    try {
      await view.input();
      await view.frame.getByRole('button', { name: /Lint/ }).waitFor();
      const result = await view.result;
      assert.equal(result.structuredContent.action_status, 'timeout');
      assert.deepEqual(result.structuredContent.selection.selected_ids, ['lint']);
      await view.deliver(result);
      await view.frame.locator('choice-prompt[state="timeout"]').waitFor();
      await view.frame.getByRole('status').filter({ hasText: 'default answer' }).waitFor();
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });

  test('while the host streams the arguments the View shows a pending question, never raw input', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const view = await openView(singleArgs, { partial: { title: 'Add a so' } });
    try {
      await view.frame.locator('choice-prompt[state="pending"]').waitFor();
      const snapshot = await view.frame.locator('body').ariaSnapshot();
      assert.doesNotMatch(snapshot, /Add a so|\{/);
      await view.input();
      await view.frame.getByRole('button', { name: /Use RSS feed/ }).click();
      assert.equal((await view.result).structuredContent.action_status, 'selected');
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });

  test('hostile strings are shown as text and run nothing', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const hostile = '<img src=x onerror="globalThis.pwned=1"><script>globalThis.pwned=2</script>';
    const args = {
      ...singleArgs,
      prompt: `Pick one ${hostile}`,
      options: [
        { id: 'a', label: `A ${hostile}`, description: hostile, recommended: true },
        { id: 'b', label: 'B' },
      ],
    };
    const view = await openView(args);
    try {
      await view.input();
      const option = view.frame.getByRole('button', { name: /^A </ });
      await option.waitFor();
      assert.match(await option.textContent(), /<img src=x onerror=/);
      assert.equal(await view.frame.evaluate(() => globalThis.pwned), undefined);
      assert.equal(await view.page.evaluate(() => globalThis.pwned), undefined);
      assert.equal(await view.frame.locator('img').count(), 0);
      await option.click();
      assert.deepEqual((await view.result).structuredContent.selection.selected_ids, ['a']);
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });

  test('follows the host: dark theme, the host\'s colours as style variables, its language and direction', { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const hostContext = {
      theme: 'dark',
      locale: 'ar-EG',
      // A host's dark palette, as a host passes it (the keys are the extension's own).
      styles: {
        variables: {
          '--color-background-primary': 'rgb(20, 30, 40)',
          '--color-background-secondary': 'rgb(30, 42, 54)',
          '--color-text-primary': 'rgb(230, 231, 232)',
          '--color-text-secondary': 'rgb(170, 176, 182)',
          '--color-text-info': 'rgb(120, 180, 255)',
          '--color-border-primary': 'rgb(80, 92, 104)',
        },
      },
    };
    const view = await openView(singleArgs, { hostContext });
    try {
      await view.input();
      const option = view.frame.getByRole('button', { name: /Use RSS feed/ });
      await option.waitFor();
      const look = await view.frame.locator('choice-prompt').evaluate((el) => {
        const style = getComputedStyle(el);
        return { scheme: style.colorScheme, surface: style.getPropertyValue('--choice-prompt-surface').trim() };
      });
      assert.equal(look.scheme, 'dark');
      assert.deepEqual(await view.frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar-EG', 'rtl']);
      assert.equal(look.surface, 'rgb(20, 30, 40)');
      assert.equal(await option.evaluate((el) => getComputedStyle(el).color), 'rgb(230, 231, 232)');
      assert.deepEqual(await axeViolations(view.frame, { disable: ['page-has-heading-one', 'landmark-one-main'] }), []);
      await option.click();
      await view.result;
      assertSealed(view);
    } finally {
      await view.context.close();
    }
  });
});

/** Waits until the focused element inside the View (through shadow roots) has a matching name. */
async function assertFocused(view, pattern) {
  await view.frame.waitForFunction(
    (source) => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return new RegExp(source).test(active?.textContent ?? '');
    },
    pattern.source,
  );
}
