// The MCP server against hostile callers, through the real MCP SDK client over
// Streamable HTTP on 127.0.0.1 (and raw HTTP where a client would not send such a thing):
// every malformed `arguments` gets one `isError` shape with a JSON path; error text stays
// bounded however much is wrong; a session's state goes the moment it ends or is refused;
// live sessions are capped; a waiting call whose client vanished ends by its deadline.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { LIMITS } from 'choice-prompts/protocol.js';
import { errorsAsText } from 'choice-prompts/tools.js';
import { startHttpMcp } from '../../dist/server/http-mcp.js';
import {
  MCP_HEADERS,
  TEST_TIMEOUT_MS,
  URL_PATTERN,
  answerAt,
  callWithUrl,
  connectClient,
  connectHttpClient,
  initializeBody,
  raw,
  singleArgs,
  storeChange,
  testHub,
  testStore,
} from './fixtures.mjs';

const INTRO = 'The provide_choice arguments are invalid. Nothing was shown to the user. Correct them and call again:';

const servers = [];
const clients = [];
async function server(options = {}) {
  const store = await testStore();
  const s = await startHttpMcp({ open: false, log: () => {}, ...options, ...(store && { store }) });
  servers.push(s);
  return s;
}
async function connect(s, name = 'hostile') {
  const client = await connectHttpClient(s.endpoint, { name });
  clients.push(client);
  return client;
}
after(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(servers.map((s) => s.close()));
});

const call = (client, args) => client.callTool({ name: 'provide_choice', arguments: args });

/** The `- <path>: <message>` lines of an invalid-arguments result, after checking its shape. */
function problems(result) {
  assert.equal(result.isError, true, JSON.stringify(result).slice(0, 300));
  assert.equal(result.structuredContent, undefined);
  assert.equal(result.content.length, 1);
  const [intro, ...lines] = result.content[0].text.split('\n');
  assert.equal(intro, INTRO);
  assert.ok(lines.length > 0);
  for (const line of lines) assert.match(line, /^- \$\S*: \S/);
  return lines;
}

/** Arguments with `key` as an own property, as JSON.parse makes it (a literal `__proto__: v` would set the prototype instead). */
const withOwnKey = (key, value, base = singleArgs) => JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value)}, ${JSON.stringify(base).slice(1)}`);

describe('every malformed arguments gets the same isError result with a JSON path', () => {
  test('any JSON type instead of an object, over HTTP and in memory alike', { timeout: TEST_TIMEOUT_MS }, async () => {
    const viaHttp = await connect(await server());
    const hub = testHub({ store: await testStore() });
    const inMemory = await connectClient(hub);
    clients.push(inMemory);
    after(() => hub.close());
    const cases = [
      [[], 'an array'],
      [[singleArgs], 'an array'],
      ['{"title": "x"}', 'a string'],
      [42, 'a number'],
      [true, 'a boolean'],
      [null, 'null'],
    ];
    for (const client of [viaHttp, inMemory]) {
      for (const [args, type] of cases) {
        const lines = problems(await call(client, args));
        assert.deepEqual(lines, [`- $: The provide_choice arguments must be a JSON object, not ${type}.`], JSON.stringify(args));
      }
    }
  });

  test('"__proto__" and "constructor" are unknown fields like any other, never dropped or fatal', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connect(await server());
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const value of [{ title: 'Injected', selection_mode: 'multi' }, 1, null, []]) {
        const args = withOwnKey(key, value);
        assert.ok(Object.hasOwn(args, key));
        const lines = problems(await call(client, args));
        assert.equal(lines.length, 1, lines.join('\n'));
        assert.match(lines[0], new RegExp(`^- \\$(\\.${key}|\\["${key}"\\]): Unknown field "${key}" in the provide_choice arguments`));
      }
    }
    // Inside an option too.
    const option = withOwnKey('__proto__', { id: 'x' }, singleArgs.options[0]);
    const lines = problems(await call(client, { ...singleArgs, options: [option, singleArgs.options[1]] }));
    assert.match(lines.join('\n'), /^- \$\.options\[0\](\.__proto__|\["__proto__"\]): Unknown field "__proto__" in an option/);
  });

  test('a call without arguments gets the same shape; a poll with a session id that is not a string finds nothing', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connect(await server());
    const missing = problems(await client.callTool({ name: 'provide_choice' }));
    assert.ok(missing.some((l) => l.startsWith('- $.title: ')));
    const poll = await call(client, { session_id: { $gt: '' } });
    assert.equal(poll.isError, true);
    assert.match(poll.content[0].text, /^There is no session ""\. /);
  });
});

describe('the raw arguments kept aside for each call', () => {
  test('are released once the call ends: answered, refused, unknown tool or cancelled', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { connectMcp } = await import('../../dist/server/mcp.js');
    const hub = testHub({ store: await testStore() });
    after(() => hub.close());
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const { calls } = await connectMcp(hub, serverSide);
    const client = new Client({ name: 'table', version: '1' });
    await client.connect(clientSide);
    clients.push(client);
    problems(await call(client, []));
    await assert.rejects(client.callTool({ name: 'nope', arguments: {} }), /There is no tool "nope"/);
    const handedOff = await call(client, { ...singleArgs, handoff: true });
    assert.equal(handedOff.structuredContent.action_status, 'pending_browser_launch');
    // A waiting call the client cancels gets no response at all.
    const abort = new AbortController();
    const waiting = client.callTool({ name: 'provide_choice', arguments: singleArgs }, undefined, { signal: abort.signal, onprogress: () => {} });
    await storeChange(hub.store, async () => (await hub.store.listed()).length === 2);
    assert.equal(calls.size, 1, 'the waiting call');
    // The cancelled call's entry ends in its handler's `finally`, which runs once the store
    // has settled the question: heard here as the table's own `finished`, not guessed by a tick.
    const drained = new Promise((resolve) => {
      const finished = calls.finished.bind(calls);
      calls.finished = (id) => {
        finished(id);
        if (calls.size === 0) resolve();
      };
    });
    abort.abort();
    await assert.rejects(waiting);
    await storeChange(hub.store, async () => (await hub.store.listed()).length === 1);
    await drained;
    assert.equal(calls.size, 0);
  });
});

describe('error text is bounded', () => {
  test('20,000 unknown fields are counted in one line that names three; a 200,000-character key is cut', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connect(await server());
    const many = { ...singleArgs };
    for (let i = 0; i < 20_000; i++) many[`f${i}`] = 1;
    const lines = problems(await call(client, many));
    assert.equal(lines.length, 1);
    assert.match(lines[0], /^- \$: 20,000 unknown fields in the provide_choice arguments, e\.g\. "f0", "f1", "f2"; the fields are "title", /);

    const longKey = 'k'.repeat(200_000);
    const [line] = problems(await call(client, { ...singleArgs, [longKey]: 1 }));
    assert.ok(line.length < 1_000, `${line.length} characters`);
    assert.match(line, /^- \$\.k{80}…: Unknown field "k{80}…"/);
  });

  test('arguments over the payload limit are refused whole before they are read: one line, at once', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connect(await server());
    // About 741 KB of JSON, most of it unknown fields (which used to cost 440 bytes of error each).
    const big = { ...singleArgs };
    for (let i = 0; big && i < 30_000; i++) big[`field_${String(i).padStart(6, '0')}`] = 'x';
    const results = await Promise.all([1, 2, 3, 4].map(() => call(client, big)));
    for (const result of results) {
      assert.deepEqual(problems(result), [`- $: Over the size limit: the provide_choice arguments must fit in ${LIMITS.maxPayloadChars.toLocaleString('en-US')} characters of JSON.`]);
    }
    let deep = { leaf: true };
    for (let i = 0; i < 1_000; i++) deep = { deep };
    assert.deepEqual(problems(await call(client, { ...singleArgs, deep })), [
      `- $: Too deeply nested: the provide_choice arguments may nest objects and arrays at most ${LIMITS.maxDepth} levels deep.`,
    ]);
  });

  test('many problems of many kinds: at most maxErrors listed, the rest counted, the text within maxErrorText', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connect(await server());
    const option = (i) => ({ id: 1, label: ['x'], description: 5, recommended: 'yes', a: 1, b: 2, c: 3, d: 4, [`e${i}`]: 5 });
    const args = {
      title: 7, prompt: 'P', selection_mode: 'multi', options: [0, 1, 2, 3].map(option), min_selections: 'a', max_selections: -1,
      placeholder: 1, placeholder_visible: 'no', default_selection_ids: 'x', single_submit_mode: 3, allow_option_notes: 'y',
      allow_global_annotation: 'z', transport: 'pigeon', handoff: 'sure', timeout_seconds: -5, timeout_action: 'explode', extra1: 1,
    };
    const lines = problems(await call(client, args));
    assert.equal(lines.length, LIMITS.maxErrors + 1, lines.join('\n'));
    assert.match(lines.at(-1), /^- \$: \d+ more problems? not listed; fix these first\.$/);
    // The text cap holds whatever the errors are: 500 errors of 1,000 characters each.
    const text = errorsAsText(INTRO, Array.from({ length: 500 }, (_, i) => ({ path: `$.f${i}`, message: 'm'.repeat(1_000) })));
    assert.ok(text.length <= LIMITS.maxErrorText, `${text.length} characters`);
    assert.match(text, /\n- \d+ more problems not shown; fix these first\.$/);
  });
});

describe('a session is released the moment it ends, and live sessions are capped', () => {
  const startRaw = async (port, headers = MCP_HEADERS) => raw(port, { method: 'POST', path: '/mcp', headers, body: initializeBody() });

  test('an initialize the SDK refuses and a DELETE leave no session behind', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const port = s.hub.pages.port;
    // Without text/event-stream in Accept, the SDK refuses the initialize (406).
    const refused = await Promise.all(Array.from({ length: 20 }, () => startRaw(port, { ...MCP_HEADERS, accept: 'application/json' })));
    for (const r of refused) assert.equal(r.status, 406);
    assert.equal(s.sessionCount, 0);
    const client = await connect(s);
    assert.equal(s.sessionCount, 1);
    await client.httpTransport.terminateSession();
    assert.equal(s.sessionCount, 0, 'the DELETE ended it at once');
  });

  test('past maxSessions a newcomer gets 503 with Retry-After; no session, idle or busy, is closed to make room', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server({ maxSessions: 2 });
    const port = s.hub.pages.port;
    const sessionHeaders = (started) => ({ ...MCP_HEADERS, 'mcp-session-id': started.headers['mcp-session-id'], 'mcp-protocol-version': '2025-11-25' });
    const listOn = (started) => raw(port, { method: 'POST', path: '/mcp', headers: sessionHeaders(started), body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }) });
    const first = await startRaw(port);
    const second = await startRaw(port);
    assert.deepEqual([first.status, second.status], [200, 200]);

    // Both are idle (nothing open): neither is given up for a newcomer.
    const refused = await startRaw(port);
    assert.equal(refused.status, 503);
    assert.match(JSON.parse(refused.body).error, /already has 2 MCP sessions open, the most it serves at once \(--max-sessions\)\. Try again in 10 seconds/);
    assert.equal(refused.headers['retry-after'], '10');
    assert.equal(refused.headers['mcp-session-id'], undefined);
    assert.equal(s.sessionCount, 2);
    assert.deepEqual([(await listOn(first)).status, (await listOn(second)).status], [200, 200], 'both still served');

    // Once one ends, its place is free.
    assert.equal((await raw(port, { method: 'DELETE', path: '/mcp', headers: sessionHeaders(first) })).status, 200);
    assert.equal((await startRaw(port)).status, 200);
    assert.equal((await listOn(second)).status, 200);
  });
});

describe('a waiting call whose client went away', () => {
  test('gets a deadline its page shows, then ends with its timeout action; the result stays collectable', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server({ timings: { abandonedCallMs: 300, mcpSessionIdleMs: 60_000 } });
    const store = s.hub.store;
    const gone = await connectHttpClient(s.endpoint, { name: 'vanishes' });
    const waiting = callWithUrl(gone, { ...singleArgs, default_selection_ids: ['agentic'] });
    waiting.result.catch(() => {}); // the client's own close rejects it
    const url = await waiting.url;
    const id = URL_PATTERN.exec(url)[1];
    const read = () => store.get(id);
    let entry = await read();
    // In this process: no deadline. In a store several instances share: the 30-minute one every question there has.
    assert.ok(entry.deadline === undefined || entry.deadline - Date.now() > 60_000, 'a blocking call with a progress token has no near deadline while its client is there');

    const closedAt = Date.now();
    await gone.close(); // drops the connection without the DELETE: a client that crashed
    entry = await storeChange(store, async () => ((await read()).abandoned ? read() : undefined));
    assert.ok(entry.deadline >= closedAt + 300 && entry.deadline <= Date.now() + 300, `deadline ${entry.deadline - closedAt} ms after the close`);
    const view = await (await fetch(`${new URL(url).origin}/api/sessions/${id}`)).json();
    assert.equal(view.abandoned, true);
    assert.equal(view.deadline, entry.deadline);

    const response = await storeChange(store, async () => (await read()).response);
    assert.equal(response.status, 'timeout');
    assert.ok(Date.now() >= entry.deadline - 5, 'not before its deadline');
    const collector = await connect(s, 'collector');
    const result = await call(collector, { session_id: id });
    assert.equal(result.structuredContent.action_status, 'timeout');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
  });

  test('an answer given after the client went away, before the deadline, is kept for a poll', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server({ timings: { abandonedCallMs: 60_000 } });
    const gone = await connectHttpClient(s.endpoint, { name: 'vanishes' });
    const waiting = callWithUrl(gone, singleArgs);
    waiting.result.catch(() => {});
    const url = await waiting.url;
    const id = URL_PATTERN.exec(url)[1];
    await gone.close();
    await storeChange(s.hub.store, async () => (await s.hub.store.get(id)).abandoned);
    assert.equal((await answerAt(url, { q0: { selected: ['rss'] } })).status, 200);
    const result = await call(await connect(s, 'collector'), { session_id: id });
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
  });
});
