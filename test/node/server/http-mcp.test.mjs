// `mcp --http`: Streamable HTTP at 127.0.0.1:PORT/mcp, behind the same Host/Origin/size
// checks as the page, with hand-offs shared between MCP sessions.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startHttpMcp } from '../../../dist/server/http-mcp.js';
import { MAX_BODY_BYTES } from '../../../dist/server/config.js';
import { answerAt, raw, singleArgs } from './fixtures.mjs';

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
  const client = new Client({ name, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(server.endpoint));
  await client.connect(transport);
  clients.push(client);
  return Object.assign(client, { httpTransport: transport });
}

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

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
    const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    assert.equal((await raw(port, { method: 'POST', path: '/mcp', headers: { ...mcpHeaders, 'mcp-session-id': 'nope' }, body: list })).status, 404);
    assert.equal((await raw(port, { method: 'POST', path: '/mcp', headers: mcpHeaders, body: list })).status, 400);
  });
});

describe('Streamable HTTP sessions nobody uses', () => {
  let idle;
  before(async () => {
    idle = await startHttpMcp({ open: false, log: () => {}, timings: { mcpSessionIdleMs: 300 } });
  });
  after(async () => {
    await idle.close();
  });
  const tick = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });

  test('a session with nothing open for the idle time is closed, and its id is then a 404', { timeout: 15_000 }, async () => {
    const port = idle.hub.pages.port;
    const started = await raw(port, { method: 'POST', path: '/mcp', headers: mcpHeaders, body: initialize });
    assert.equal(started.status, 200);
    const id = started.headers['mcp-session-id'];
    const headers = { ...mcpHeaders, 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' };
    assert.equal((await raw(port, { method: 'POST', path: '/mcp', headers, body: list })).status, 200, 'used within the idle time, it works');
    const deadline = Date.now() + 5_000;
    while (idle.sessionCount > 0 && Date.now() < deadline) await tick(50);
    assert.equal(idle.sessionCount, 0, 'closed once idle');
    assert.equal((await raw(port, { method: 'POST', path: '/mcp', headers, body: list })).status, 404);
  });

  test('a connected client (its event stream open) outlives the idle time; one that vanishes without ending its session does not', { timeout: 15_000 }, async () => {
    const client = new Client({ name: 'stays', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(idle.endpoint)));
    await tick(1_000);
    assert.deepEqual((await client.listTools()).tools.map((t) => t.name), ['provide_choice'], 'still served after three idle times');
    assert.equal(idle.sessionCount, 1);
    // close() drops the connection without the DELETE that ends a session: a client that crashed.
    await client.close();
    const deadline = Date.now() + 5_000;
    while (idle.sessionCount > 0 && Date.now() < deadline) await tick(50);
    assert.equal(idle.sessionCount, 0);
  });
});
