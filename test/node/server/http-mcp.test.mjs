// `mcp --http`: Streamable HTTP at 127.0.0.1:PORT/mcp, behind the same Host/Origin/size
// checks as the page, with hand-offs shared between MCP sessions.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpMcp } from '../../../dist/server/http-mcp.js';
import { MAX_BODY_BYTES } from '../../../dist/server/config.js';
import { MCP_HEADERS as mcpHeaders, answerAt, callWithUrl, connectHttpClient, initializeBody, raw, singleArgs } from './fixtures.mjs';

let server;
const clients = [];
before(async () => {
  server = await startHttpMcp({ open: false, log: () => {}, timings: { pollWaitMs: 2_000 } });
}, { timeout: 10_000 });
after(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

async function connect(name) {
  const client = await connectHttpClient(server.endpoint, { name });
  clients.push(client);
  return client;
}

const initialize = initializeBody();
const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });

describe('Streamable HTTP', () => {
  test('serves provide_choice on 127.0.0.1; a hand-off from one session is collected from another', { timeout: 15_000 }, async () => {
    assert.match(server.endpoint, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const first = await connect('first');
    const { tools } = await first.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['provide_choice']);
    const pending = (await first.callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true } })).structuredContent;
    assert.equal(pending.action_status, 'pending_browser_launch');
    assert.ok(pending.selection.url.startsWith(new URL(server.endpoint).origin), 'the page shares the port');
    await answerAt(pending.selection.url, { q0: { selected: ['rss'] } });
    const second = await connect('second');
    const result = await second.callTool({ name: 'provide_choice', arguments: { session_id: pending.session_id } });
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
    // Ending an MCP session is a bodiless DELETE, which the JSON rule must not block.
    await second.httpTransport.terminateSession();
    assert.equal(second.httpTransport.sessionId, undefined);
  });

  test('refuses a foreign Host, a cross-site Origin and an oversize body on /mcp', { timeout: 15_000 }, async () => {
    const port = server.hub.pages.port;
    const badHost = await raw(port, { method: 'POST', path: '/mcp', headers: { ...mcpHeaders, host: `attacker.example:${port}` }, body: initialize });
    assert.equal(badHost.status, 403);
    const badOrigin = await raw(port, { method: 'POST', path: '/mcp', headers: { ...mcpHeaders, origin: 'https://attacker.example' }, body: initialize });
    assert.equal(badOrigin.status, 403);
    const huge = await raw(port, {
      method: 'POST',
      path: '/mcp',
      headers: { ...mcpHeaders, 'content-length': String(MAX_BODY_BYTES + 1) },
      body: initialize,
    });
    assert.equal(huge.status, 413);
    const ok = await raw(port, { method: 'POST', path: '/mcp', headers: mcpHeaders, body: initialize });
    assert.equal(ok.status, 200);
    assert.ok(ok.headers['mcp-session-id']);
  });

  test('an unknown MCP session id is a 404, a non-initialize first request a 400', { timeout: 15_000 }, async () => {
    const port = server.hub.pages.port;
    assert.equal((await raw(port, { method: 'POST', path: '/mcp', headers: { ...mcpHeaders, 'mcp-session-id': 'nope' }, body: list })).status, 404);
    assert.equal((await raw(port, { method: 'POST', path: '/mcp', headers: mcpHeaders, body: list })).status, 400);
  });
});

describe('Streamable HTTP sessions nobody uses', () => {
  const IDLE_MS = 400;
  let idle;
  before(async () => {
    idle = await startHttpMcp({ open: false, log: () => {}, timings: { mcpSessionIdleMs: IDLE_MS } });
  });
  after(async () => {
    await idle.close();
  });
  const tick = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const untilNoSessions = async () => {
    const deadline = Date.now() + 5_000;
    while (idle.sessionCount > 0 && Date.now() < deadline) await tick(50);
    assert.equal(idle.sessionCount, 0, 'closed once idle');
  };
  /** A session started with raw requests (no event stream), and a `tools/list` on it resolving the status. */
  const rawSession = async () => {
    const port = idle.hub.pages.port;
    const started = await raw(port, { method: 'POST', path: '/mcp', headers: mcpHeaders, body: initialize });
    assert.equal(started.status, 200);
    const headers = { ...mcpHeaders, 'mcp-session-id': started.headers['mcp-session-id'], 'mcp-protocol-version': '2025-11-25' };
    return async () => (await raw(port, { method: 'POST', path: '/mcp', headers, body: list })).status;
  };

  test('a session with nothing open for the idle time is closed, and its id is then a 404', { timeout: 15_000 }, async () => {
    const listTools = await rawSession();
    assert.equal(await listTools(), 200, 'used within the idle time, it works');
    await untilNoSessions();
    assert.equal(await listTools(), 404);
  });

  test('each request starts the idle time again: a session used more often than that stays open', { timeout: 15_000 }, async () => {
    const listTools = await rawSession();
    const until = Date.now() + 3 * IDLE_MS;
    while (Date.now() < until) {
      assert.equal(await listTools(), 200);
      await tick(IDLE_MS / 8);
    }
    assert.equal(idle.sessionCount, 1);
    await untilNoSessions();
  });

  test('a client with a call waiting or its event stream open outlives the idle time; one that vanishes without ending its session does not', { timeout: 15_000 }, async () => {
    const client = await connectHttpClient(idle.endpoint, { name: 'stays' });
    const toolNames = async () => (await client.listTools()).tools.map((t) => t.name);
    const waiting = callWithUrl(client, singleArgs);
    const url = await waiting.url;
    assert.deepEqual(await toolNames(), ['provide_choice'], 'a request that ends while the call waits does not start the idle time');
    await tick(3 * IDLE_MS);
    assert.equal((await answerAt(url, { q0: { selected: ['rss'] } })).status, 200);
    assert.deepEqual((await waiting.result).structuredContent.selection.selected_ids, ['rss'], 'the call waited through three idle times');
    await tick(3 * IDLE_MS);
    assert.deepEqual(await toolNames(), ['provide_choice'], 'the event stream alone kept the session through three more');
    assert.equal(idle.sessionCount, 1);
    // close() drops the connection without the DELETE that ends a session: a client that crashed.
    await client.close();
    await untilNoSessions();
  });
});
