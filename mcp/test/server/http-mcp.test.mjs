// `mcp --http`: Streamable HTTP at 127.0.0.1:PORT/mcp, behind the same Host/Origin/size
// checks as the page, with hand-offs shared between MCP sessions.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpMcp } from '../../dist/server/http-mcp.js';
import { MAX_BODY_BYTES } from '../../dist/server/config.js';
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

/**
 * A pause of the test process (a loaded machine not running it) at least as long as the idle
 * time, where the scenario needed a short gap: the session expiring then is right, and the
 * attempt proves nothing either way. Thrown only when a measured gap shows it.
 */
class Stalled extends Error {}

describe('Streamable HTTP sessions nobody uses', () => {
  /** The idle time of a first attempt; each attempt a pause spoiled doubles it. */
  const IDLE_MS = 400;
  /** Timers may fire a millisecond early (Node rounds their start); bounds allow for it. */
  const EARLY_MS = 5;
  const tick = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Runs `scenario(server, idleMs)` on a fresh `--http` server until one attempt is not
   * spoiled by a pause, doubling the idle time each time so that a slow machine gets there.
   * A server that closes a session too early fails the attempt outright; on an idle machine
   * the first attempt is conclusive.
   */
  async function conclusive(t, scenario, attempts = 5) {
    for (let attempt = 1, idleMs = IDLE_MS; ; attempt++, idleMs *= 2) {
      const server = await startHttpMcp({ open: false, log: () => {}, timings: { mcpSessionIdleMs: idleMs } });
      try {
        return await scenario(server, idleMs);
      } catch (error) {
        if (!(error instanceof Stalled) || attempt === attempts) throw error;
        t.diagnostic(`attempt ${attempt} (idle time ${idleMs} ms) inconclusive: ${error.message}`);
      } finally {
        await server.close();
      }
    }
  }

  /**
   * Waits until every session of `server` is closed. The deadline is a backstop for a server
   * that never closes them, far beyond any idle time here plus any pause of a loaded machine.
   */
  const untilNoSessions = async (server, deadlineMs = 20_000) => {
    const started = Date.now();
    while (server.sessionCount > 0) {
      assert.ok(Date.now() - started < deadlineMs, `${server.sessionCount} session(s) still open after ${deadlineMs} ms`);
      await tick(20);
    }
  };

  /**
   * A session started with raw requests (no event stream). `listTools()` sends a `tools/list`
   * on it and resolves the status; `sentAt` is when the last request left. With `alive` (the
   * test needs the session open), a 404 after a gap that may have reached the idle time
   * throws `Stalled`: the session was allowed to expire.
   */
  const rawSession = async (server, idleMs) => {
    const port = server.hub.pages.port;
    let lastSent = Date.now();
    const started = await raw(port, { method: 'POST', path: '/mcp', headers: mcpHeaders, body: initialize });
    assert.equal(started.status, 200);
    const headers = { ...mcpHeaders, 'mcp-session-id': started.headers['mcp-session-id'], 'mcp-protocol-version': '2025-11-25' };
    return {
      get sentAt() {
        return lastSent;
      },
      async listTools({ alive = true } = {}) {
        const sent = Date.now();
        const { status } = await raw(port, { method: 'POST', path: '/mcp', headers, body: list });
        // The idle time started once the previous response ended (after `lastSent`) and had to
        // run out before this request was handled (before its response arrived).
        const mostIdle = Date.now() - lastSent;
        lastSent = sent;
        if (alive && status === 404 && mostIdle >= idleMs - EARLY_MS) throw new Stalled(`the process paused: ${mostIdle} ms between requests`);
        return status;
      },
    };
  };

  test('a session with nothing open for the idle time is closed, and its id is then a 404', { timeout: 120_000 }, async (t) => {
    await conclusive(t, async (server, idleMs) => {
      const session = await rawSession(server, idleMs);
      assert.equal(await session.listTools(), 200, 'used within the idle time, it works');
      const lastUsed = session.sentAt;
      await untilNoSessions(server);
      assert.ok(Date.now() - lastUsed >= idleMs - EARLY_MS, `closed ${Date.now() - lastUsed} ms after its last request, before the ${idleMs} ms idle time`);
      assert.equal(await session.listTools({ alive: false }), 404);
    });
  });

  test('each request starts the idle time again: a session used more often than that stays open', { timeout: 120_000 }, async (t) => {
    await conclusive(t, async (server, idleMs) => {
      const session = await rawSession(server, idleMs);
      const opened = session.sentAt;
      // A request every idleMs / 8, for three idle times: only the requests keep it open.
      for (;;) {
        assert.equal(await session.listTools(), 200);
        assert.equal(server.sessionCount, 1);
        if (Date.now() - opened > 3 * idleMs) break;
        await tick(idleMs / 8);
      }
      await untilNoSessions(server);
    });
  });

  test('a client with a call waiting or its event stream open outlives the idle time; one that vanishes without ending its session does not', { timeout: 120_000 }, async (t) => {
    await conclusive(t, async (server, idleMs) => {
      // Until the call is open, only short gaps between requests keep the session.
      const connecting = Date.now();
      let client;
      let waiting;
      let url;
      try {
        client = await connectHttpClient(server.endpoint, { name: 'stays' });
        waiting = callWithUrl(client, singleArgs);
        url = await Promise.race([waiting.url, waiting.result.then((r) => assert.fail(`the call ended without waiting: ${JSON.stringify(r)}`))]);
      } catch (error) {
        await client?.close();
        const took = Date.now() - connecting;
        if (error?.code === 404 && took >= idleMs - EARLY_MS) throw new Stalled(`the process paused: ${took} ms to start the call`);
        throw error;
      }
      try {
        const toolNames = async () => (await client.listTools()).tools.map((t) => t.name);
        assert.deepEqual(await toolNames(), ['provide_choice'], 'a request that ends while the call waits does not start the idle time');
        await tick(3 * idleMs);
        assert.equal((await answerAt(url, { q0: { selected: ['rss'] } })).status, 200);
        assert.deepEqual((await waiting.result).structuredContent.selection.selected_ids, ['rss'], 'the call waited through three idle times');
        await tick(3 * idleMs);
        assert.deepEqual(await toolNames(), ['provide_choice'], 'the event stream alone kept the session through three more');
        assert.equal(server.sessionCount, 1);
      } finally {
        // close() drops the connection without the DELETE that ends a session: a client that crashed.
        await client.close();
      }
      await untilNoSessions(server);
    });
  });
});
