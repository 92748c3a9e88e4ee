// Admission and bounds of `mcp --http`, with the real MCP SDK client and raw HTTP on
// 127.0.0.1: past the session cap a newcomer gets 503 (also when a hundred connect at once)
// and no accepted session is ever turned into a 404; waiting questions are bounded per
// session and per server; an empty JSON-RPC batch is an Invalid Request; connections are
// capped and a client that never finishes its headers is cut off.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect as tcpConnect } from 'node:net';
import { parseRequest } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';
import { MemoryStore } from '../../dist/server/store-memory.js';
import { newSessionId } from '../../dist/server/store.js';
import { cancelQuestion } from '../../dist/server/question.js';
import { MCP_HEADERS, TEST_TIMEOUT_MS, answerAt, callWithUrl, connectHttpClient, httpTestBed, inBatches, initializeBody, raw, singleArgs } from './fixtures.mjs';

const { server, connect, keep } = httpTestBed();
const handOff = (client, extra = {}) => client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true, ...extra } });

describe('admission past the session cap', () => {
  test('100 SDK clients connecting 20 at a time against a cap of 64: 64 served, the other 36 refused with 503, none turned into a 404', { timeout: 120_000 }, async () => {
    const CAP = 64;
    const s = await server({ maxSessions: CAP });
    const outcomes = await inBatches(
      Array.from({ length: 100 }, (_, i) => () => connectHttpClient(s.endpoint, { name: `crowd-${i}` })),
      20,
    );
    const accepted = outcomes.filter((o) => o.ok).map((o) => o.value);
    const refused = outcomes.filter((o) => !o.ok).map((o) => o.error);
    accepted.forEach(keep);
    assert.equal(accepted.length, CAP);
    assert.equal(refused.length, 100 - CAP);
    for (const error of refused) {
      assert.equal(error.code, 503, error.message);
      assert.match(error.message, /already has 64 MCP sessions open, the most it serves at once \(--max-sessions\)\. Try again in 10 seconds/);
    }
    assert.equal(s.sessionCount, CAP);

    // A raw newcomer sees the status line and header an SDK error hides; twenty at once.
    const port = s.hub.pages.port;
    const raws = await Promise.all(Array.from({ length: 20 }, () => raw(port, { method: 'POST', path: '/mcp', headers: MCP_HEADERS, body: initializeBody() })));
    for (const r of raws) {
      assert.equal(r.status, 503);
      assert.equal(r.headers['retry-after'], '10');
      assert.equal(r.headers['mcp-session-id'], undefined);
    }

    // Every accepted session is served: a list, a question asked and collected.
    const served = await inBatches(
      accepted.map((client) => async () => {
        assert.deepEqual((await client.listTools()).tools.map((t) => t.name), ['provide_choice']);
        const pending = (await handOff(client)).structuredContent;
        assert.equal((await answerAt(pending.selection.url, { q0: { selected: ['rss'] } })).status, 200);
        const result = await client.callTool({ name: 'provide_choice', arguments: { session_id: pending.session_id } });
        assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
      }),
      20,
    );
    for (const o of served) assert.ok(o.ok, o.error?.message);

    // A place freed by a client that ends its session is taken by the next newcomer.
    await accepted[0].httpTransport.terminateSession();
    const late = await connect(s.endpoint, 'late');
    assert.equal((await late.listTools()).tools.length, 1);
  });
});

describe('bounded waiting questions', () => {
  test('per MCP session and per server: past either bound a call is a tool error that shows nothing; an answer frees a place', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server({ maxWaitingPerSession: 3, maxWaiting: 5 });
    const a = await connect(s.endpoint, 'a');
    const b = await connect(s.endpoint, 'b');
    const aPending = [];
    for (let i = 0; i < 3; i++) aPending.push((await handOff(a)).structuredContent);
    const overSession = await handOff(a);
    assert.equal(overSession.isError, true);
    assert.equal(
      overSession.content[0].text,
      'This MCP session already has 3 questions waiting for the user, the most one session may have (--max-waiting-per-session). Nothing was shown. Collect or cancel one of them first, or ask fewer at once.',
    );
    // A blocking call counts like a hand-off: the bound is on questions, whatever the call does.
    assert.equal((await handOff(b)).isError, undefined);
    const blocking = callWithUrl(b, singleArgs);
    const blockingUrl = await blocking.url;
    const overServer = await handOff(b);
    assert.equal(overServer.isError, true);
    assert.match(overServer.content[0].text, /^This server already has 5 questions waiting for the user, the most it keeps at once \(--max-waiting\)\. Nothing was shown\./);
    assert.equal((await s.hub.store.listed()).length, 5);

    assert.equal((await answerAt(aPending[0].selection.url, { q0: { selected: ['rss'] } })).status, 200);
    assert.equal((await handOff(a)).isError, undefined, 'the answered question freed a place');
    assert.equal((await answerAt(blockingUrl, { q0: { selected: ['agentic'] } })).status, 200);
    assert.deepEqual((await blocking.result).structuredContent.selection.selected_ids, ['agentic']);
  });
});

describe('finished results kept for polls', () => {
  test('past maxFinished the oldest finished result is forgotten first; waiting ones never are', { timeout: TEST_TIMEOUT_MS }, async () => {
    const store = new MemoryStore({ resultTtlMs: 60_000, maxFinished: 2 });
    after(() => store.close());
    const scope = await store.openScope();
    const open = async () => {
      const parsed = parseRequest('provide_choice', singleArgs, { id: newSessionId() });
      const { request } = parsed;
      const opened = await store.create({ id: request.id, owner: 'asker', key: request.id, scope, request, channel: 'browser' }, { perOwner: 10, total: 10 });
      assert.ok(opened.ok);
      return opened.record;
    };
    const [a, b, c, waiting] = [await open(), await open(), await open(), await open()];
    for (const entry of [a, b, c]) assert.equal((await cancelQuestion(store, entry.id)).kind, 'ok');
    assert.equal(await store.get(a.id), undefined, 'the oldest finished result made room');
    assert.deepEqual(await Promise.all([b, c, waiting].map(async (e) => (await store.get(e.id))?.id)), [b.id, c.id, waiting.id]);
  });
});

describe('JSON-RPC and HTTP limits', () => {
  test('an empty batch is one JSON-RPC Invalid Request, with or without a session', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const port = s.hub.pages.port;
    const started = await raw(port, { method: 'POST', path: '/mcp', headers: MCP_HEADERS, body: initializeBody() });
    for (const headers of [MCP_HEADERS, { ...MCP_HEADERS, 'mcp-session-id': started.headers['mcp-session-id'], 'mcp-protocol-version': '2025-11-25' }]) {
      const res = await raw(port, { method: 'POST', path: '/mcp', headers, body: '[]' });
      assert.equal(res.status, 400);
      assert.deepEqual(JSON.parse(res.body), { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: the batch is empty.' } });
    }
    assert.equal(s.sessionCount, 1);
  });

  /** A TCP connection to the server that sends `data` (if any); `closed` resolves with what came back when the server closes it. */
  const socket = (port, data) =>
    new Promise((resolve, reject) => {
      const sock = tcpConnect({ host: '127.0.0.1', port });
      let received = '';
      const closed = new Promise((done) => sock.once('close', () => done(received)));
      sock.on('data', (chunk) => (received += chunk));
      sock.on('error', () => {}); // a connection the server drops may be reset
      sock.once('connect', () => {
        if (data) sock.write(data);
        resolve({ sock, closed });
      });
      sock.once('error', reject);
    });

  test('connections beyond the cap are closed at once; those held are served', { timeout: TEST_TIMEOUT_MS }, async () => {
    const CAP = 20;
    const s = await server({ maxConnections: CAP });
    const port = s.hub.pages.port;
    const held = [];
    for (let i = 0; i < CAP; i++) held.push(await socket(port));
    const extra = [];
    for (let i = 0; i < 10; i++) extra.push(await socket(port));
    const dropped = await Promise.all(extra.map((c) => c.closed));
    assert.deepEqual(dropped, Array(10).fill(''), 'closed without a response');
    // Each held connection still gets its request answered.
    const answered = await Promise.all(
      held.map(({ sock, closed }) => {
        sock.end(`GET /assets/page.css HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
        return closed;
      }),
    );
    for (const text of answered) assert.match(text, /^HTTP\/1\.1 200 OK\r\n/);
  });

  test('a client that does not finish its headers in time gets 408 and is disconnected', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server({ timings: { headersTimeoutMs: 300 } });
    const port = s.hub.pages.port;
    const stalled = await Promise.all(Array.from({ length: 5 }, () => socket(port, `GET /s/x HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)));
    const received = await Promise.all(stalled.map((c) => c.closed));
    for (const text of received) assert.match(text, /^HTTP\/1\.1 408 /);
    assert.equal((await raw(port, { path: '/assets/page.css' })).status, 200, 'and the server goes on serving');
  });
});
