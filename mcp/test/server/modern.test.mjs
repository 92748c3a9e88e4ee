// MCP 2026-07-28 against `mcp --http`, with the SDK 2.x client (pinned to the revision) and
// raw HTTP where a client would not send such a thing: `server/discover`, `resultType` on
// every result, a form as `input_required` answered by the retry, the page by URL mode with
// no `elicitationId`, the page and the terminal as hand-offs whose polls return at once, and
// a sealed `requestState` that a forged, expired, replayed or another client's retry cannot
// use; and a 2025-11-25 client of the same server still asked the old way.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { TEST_TIMEOUT_MS, answerAt, delay, httpTestBed, modernRpc as rpc, singleArgs } from './fixtures.mjs';

const REVISION = '2026-07-28';
const { server, keep } = httpTestBed();

/** An SDK 2.x client on 2026-07-28; `elicit` (params) answers its forms and URL requests and declares them. */
async function modernClient(endpoint, { name = 'modern-client', elicit, url = false, manual = false } = {}) {
  const elicitation = elicit ? { form: {}, ...(url && { url: {} }) } : undefined;
  const client = new Client(
    { name, version: '2.0.0' },
    {
      capabilities: elicitation ? { elicitation } : {},
      versionNegotiation: { mode: { pin: REVISION } },
      ...(manual && { inputRequired: { autoFulfill: false } }),
    },
  );
  if (elicit) client.setRequestHandler('elicitation/create', (request) => elicit(request.params));
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
  return keep(client);
}

const call = (client, args, options) => client.callTool({ name: 'provide_choice', arguments: args }, options);

const rawCall = (endpoint, args, extra = {}, who) => rpc(endpoint, 'tools/call', { name: 'provide_choice', arguments: args, ...extra }, who);

describe('2026-07-28 without sessions', () => {
  test('server/discover names both revisions; every result carries resultType; no Mcp-Session-Id', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const discover = await rpc(s.endpoint, 'server/discover');
    assert.equal(discover.status, 200);
    assert.equal(discover.json.result.resultType, 'complete');
    assert.ok(discover.json.result.supportedVersions.includes(REVISION), JSON.stringify(discover.json.result.supportedVersions));
    assert.deepEqual(Object.keys(discover.json.result.capabilities).sort(), ['resources', 'tools']);
    assert.equal(discover.headers.get('mcp-session-id'), null);
    const list = await rpc(s.endpoint, 'tools/list');
    assert.equal(list.json.result.resultType, 'complete');
    assert.deepEqual(list.json.result.tools.map((t) => t.name), ['provide_choice']);
    const handOff = await rawCall(s.endpoint, { ...singleArgs, transport: 'browser' }, {}, { capabilities: {} });
    assert.equal(handOff.json.result.resultType, 'complete');
    assert.equal(handOff.json.result.structuredContent.action_status, 'pending_browser_launch');

    const client = await modernClient(s.endpoint);
    assert.equal(client.getProtocolEra(), 'modern');
    assert.deepEqual((await client.listTools()).tools.map((t) => t.name), ['provide_choice']);
  });

  test('a form is input_required with one inputRequests entry; the retry with inputResponses settles the call', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const asked = [];
    const client = await modernClient(s.endpoint, {
      elicit: (params) => {
        asked.push(params);
        return { action: 'accept', content: { q0: 'agentic' } };
      },
    });
    const result = await call(client, singleArgs);
    assert.equal(asked.length, 1, 'one form, asked once');
    assert.equal(asked[0].mode, 'form');
    assert.deepEqual(asked[0].requestedSchema.properties.q0.oneOf.map((o) => o.const), ['rss', 'agentic']);
    assert.equal(result.structuredContent.action_status, 'selected');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(await s.hub.store.waitingCount(), 0);

    // On the wire: one entry, a sealed state, nothing readable in it.
    const first = await rawCall(s.endpoint, singleArgs);
    const { resultType, inputRequests, requestState } = first.json.result;
    assert.equal(resultType, 'input_required');
    assert.deepEqual(Object.keys(inputRequests), ['answer']);
    assert.equal(inputRequests.answer.method, 'elicitation/create');
    assert.match(requestState, /^cps1\.[A-Za-z0-9_-]+$/);
    assert.doesNotMatch(Buffer.from(requestState.slice(5), 'base64url').toString('latin1'), /cp-[0-9a-f]{8}/, 'the question id is not readable in the state');
    // Declined faster than anyone could read it: the client declines forms unseen; the page asks instead.
    const unseen = await rawCall(s.endpoint, singleArgs, { requestState, inputResponses: { answer: { action: 'decline' } } });
    assert.equal(unseen.json.result.resultType, 'complete');
    assert.equal(unseen.json.result.structuredContent.action_status, 'pending_browser_launch');
    assert.match(unseen.json.result.structuredContent.selection.summary, /declined the form within \d+ ms, before anyone could have read it\. The question moved to the browser page/);
  });

  test('a person who declines the form answers the question: cancelled, reason declined', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server({ timings: { autoDeclineMs: 0 } });
    const { requestState } = (await rawCall(s.endpoint, singleArgs)).json.result;
    const declined = await rawCall(s.endpoint, singleArgs, { requestState, inputResponses: { answer: { action: 'decline' } } });
    assert.equal(declined.json.result.resultType, 'complete');
    assert.equal(declined.json.result.structuredContent.action_status, 'cancelled');
    assert.equal(declined.json.result.structuredContent.selection.reason, 'declined');
  });

  test('the page by URL mode: no elicitationId; the person answers on the page and the retry reads it', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const opened = [];
    const client = await modernClient(s.endpoint, {
      url: true,
      elicit: async (params) => {
        opened.push(params);
        assert.equal(params.mode, 'url');
        assert.equal('elicitationId' in params, false);
        assert.equal((await answerAt(params.url, { q0: { selected: ['rss'] } })).status, 200);
        return { action: 'accept' };
      },
    });
    const result = await call(client, { ...singleArgs, transport: 'browser' });
    assert.equal(opened.length, 1);
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
  });

  test('a retry before the person answered gets input_required again, at once; a dismissal of the page is the answer', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const who = { capabilities: { elicitation: { url: {} } } };
    const args = { ...singleArgs, transport: 'browser' };
    const first = (await rawCall(s.endpoint, args, {}, who)).json.result;
    assert.deepEqual(Object.keys(first.inputRequests), ['page']);
    const again = (await rawCall(s.endpoint, args, { requestState: first.requestState, inputResponses: { page: { action: 'accept' } } }, who)).json.result;
    assert.equal(again.resultType, 'input_required');
    assert.notEqual(again.requestState, first.requestState, 'a fresh state for the next retry');
    assert.equal(again.inputRequests.page.params.url, first.inputRequests.page.params.url);
    const dismissed = (await rawCall(s.endpoint, args, { requestState: again.requestState, inputResponses: { page: { action: 'cancel' } } }, who)).json.result;
    assert.equal(dismissed.structuredContent.action_status, 'cancelled');
    assert.equal(dismissed.structuredContent.selection.reason, 'dismissed');
  });

  test('without URL mode the page and the terminal hand off, and a poll returns at once', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server({ timings: { pollWaitMs: 60_000 } });
    const client = await modernClient(s.endpoint);
    const pending = (await call(client, singleArgs)).structuredContent;
    assert.equal(pending.action_status, 'pending_browser_launch');
    const startedAt = Date.now();
    const still = (await call(client, { session_id: pending.session_id })).structuredContent;
    assert.equal(still.action_status, 'pending_browser_launch');
    assert.ok(Date.now() - startedAt < 30_000, 'the poll did not wait for the person');
    assert.equal((await answerAt(pending.selection.url, { q0: { selected: ['agentic'] } })).status, 200);
    assert.deepEqual((await call(client, { session_id: pending.session_id })).structuredContent.selection.selected_ids, ['agentic']);
    const terminal = (await call(client, { ...singleArgs, transport: 'terminal' })).structuredContent;
    assert.equal(terminal.action_status, 'pending_terminal_launch');
    assert.match(terminal.selection.summary, /choice-prompts-mcp answer http:\/\/127\.0\.0\.1:\d+\/s\/cp-/);
  });
});

describe('hostile input on 2026-07-28', () => {
  test('malformed arguments of any JSON type get the one isError result with a JSON path; nothing is asked', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    for (const [args, what] of [[[], 'an array'], ['{}', 'a string'], [7, 'a number'], [null, 'null']]) {
      const { json } = await rawCall(s.endpoint, args);
      assert.equal(json.result.resultType, 'complete', what);
      assert.equal(json.result.isError, true, what);
      assert.match(json.result.content[0].text, new RegExp(`^The provide_choice arguments are invalid\\. Nothing was shown to the user\\. Correct them and call again:\\n- \\$: The provide_choice arguments must be a JSON object, not ${what}\\.`), what);
    }
    const proto = await rawCall(s.endpoint, JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(singleArgs).slice(1)}`));
    assert.match(proto.json.result.content[0].text, /- \$\.__proto__: Unknown field "__proto__"/);
    assert.equal(await s.hub.store.waitingCount(), 0);
  });
});

describe('a sealed requestState, used once', () => {
  /** A form question asked raw: its first round's state, and its id from the store. */
  async function asked(s, args = singleArgs, who) {
    const first = (await rawCall(s.endpoint, args, {}, who)).json.result;
    assert.equal(first.resultType, 'input_required');
    const [record] = await s.hub.store.waitingOf(`client:${JSON.stringify([who?.name ?? 'raw-modern', '1'])}`);
    return { state: first.requestState, id: record.id };
  }
  const answer = { answer: { action: 'accept', content: { q0: 'rss' } } };
  const refused = (response, check) => {
    assert.equal(response.json.error.code, -32602, JSON.stringify(response.json));
    assert.equal(response.json.error.data.check, check);
    return response.json.error.message;
  };

  test('forged, replayed, another client\'s or another question\'s state: a clear JSON-RPC error, and nothing changes', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const { state, id } = await asked(s);
    const flipped = state.slice(0, -3) + (state.at(-3) === 'A' ? 'B' : 'A') + state.slice(-2);
    assert.match(refused(await rawCall(s.endpoint, singleArgs, { requestState: flipped, inputResponses: answer }), 'forged'), /does not open with this server's key/);
    assert.match(refused(await rawCall(s.endpoint, singleArgs, { requestState: 'made-up', inputResponses: answer }), 'malformed'), /not one this server issued/);
    assert.match(refused(await rawCall(s.endpoint, singleArgs, { requestState: state, inputResponses: answer }, { name: 'intruder' }), 'other-client'), /belongs to another client/);
    assert.match(refused(await rawCall(s.endpoint, { ...singleArgs, title: 'Other' }, { requestState: state, inputResponses: answer }), 'other-question'), /belongs to another question/);
    assert.equal((await s.hub.store.get(id)).response, undefined, 'nothing was answered');
    const used = await rawCall(s.endpoint, singleArgs, { requestState: state, inputResponses: answer });
    assert.deepEqual(used.json.result.structuredContent.selection.selected_ids, ['rss']);
    assert.match(refused(await rawCall(s.endpoint, singleArgs, { requestState: state, inputResponses: { answer: { action: 'decline' } } }), 'replayed'), /already used/);
    assert.equal((await s.hub.store.get(id)).response.status, 'answered', 'the replay changed nothing');
  });

  test('a state past the question\'s deadline is expired; one sealed by another key is forged', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const { state, id } = await asked(s, { ...singleArgs, timeout_seconds: 1 });
    await s.hub.store.wait(id, 30_000);
    await delay(20);
    assert.match(refused(await rawCall(s.endpoint, { ...singleArgs, timeout_seconds: 1 }, { requestState: state, inputResponses: answer }), 'expired'), /has expired/);
    const other = await server({ stateKey: Buffer.alloc(32, 7) });
    assert.match(refused(await rawCall(other.endpoint, { ...singleArgs, timeout_seconds: 1 }, { requestState: state, inputResponses: answer }), 'forged'), /CHOICE_PROMPTS_STATE_KEY/);
  });
});

describe('both revisions on one server', () => {
  test('a 2025-11-25 client of the SDK 2.x still gets elicitation/create sent to it, in a session', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const client = new Client({ name: 'legacy-2x', version: '2.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler('elicitation/create', (request) => ({ action: 'accept', content: { q0: request.params.requestedSchema.properties.q0.oneOf[1].const } }));
    const transport = new StreamableHTTPClientTransport(new URL(s.endpoint));
    await client.connect(transport);
    keep(client);
    assert.equal(client.getProtocolEra(), 'legacy');
    assert.match(transport.sessionId, /^[0-9a-f-]{36}$/);
    const result = await call(client, singleArgs);
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(s.sessionCount, 1);
  });
});
