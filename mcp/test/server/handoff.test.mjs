// Hand-off sessions: the call returns at once with a pending status, the address and a
// session id; polls collect the result (idempotently, for a while), time out to the
// configured action, can be cancelled, refuse replays, and are gone afterwards.
//
// No test sleeps and then hopes the server got there: each waits for the event itself (a
// poll that waits for the settled session, a store change, a progress message), so a slow
// machine only makes them slower. Elapsed times are checked only as lower bounds (a timeout
// did not fire early), which load cannot break.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  answerAt,
  callWithUrl,
  cancelAt,
  connectClient,
  pollWithProgress,
  raw,
  singleArgs,
  multiArgs,
  storeChange,
  testHub,
  TEST_TIMEOUT_MS,
  URL_PATTERN,
} from './fixtures.mjs';

const hubs = [];
function hub(options) {
  const h = testHub(options);
  hubs.push(h);
  return h;
}
after(() => Promise.all(hubs.map((h) => h.close())));

const call = (client, args) => client.callTool({ name: 'provide_choice', arguments: args });

/** Longer than any test here may run: a poll this patient returns only when its session settles. */
const PATIENT = { pollWaitMs: 10 * 60_000 };
/** Timers may fire a millisecond early (Node rounds their start); lower bounds allow for it. */
const EARLY_MS = 5;

describe('browser hand-off', () => {
  test('returns pending at once, then a poll returns the answer, idempotently', { timeout: TEST_TIMEOUT_MS }, async () => {
    const h = hub();
    const client = await connectClient(h);
    // Nobody answers before the call returns, and its session has no timeout to end it
    // sooner than the default 30 minutes: a call that waited for the user would not return.
    const pending = await call(client, { ...singleArgs, handoff: true });
    const body = pending.structuredContent;
    assert.equal(body.action_status, 'pending_browser_launch');
    assert.equal((await h.store.get(body.session_id)).response, undefined, 'returned while the question still waits');
    assert.match(body.session_id, /^cp-[0-9a-f]{64}$/, '256-bit id');
    assert.match(body.selection.url, URL_PATTERN);
    assert.ok(body.selection.url.endsWith(body.session_id));
    assert.ok(body.selection.summary.includes(body.selection.url));
    assert.match(pending.content[0].text, /^pending_browser_launch: /);

    // Nobody answered yet: the poll waits (pollWaitMs) and says pending again.
    const pollStarted = Date.now();
    const early = await call(client, { session_id: body.session_id });
    assert.equal(early.structuredContent.action_status, 'pending_browser_launch');
    assert.ok(Date.now() - pollStarted >= h.timings.pollWaitMs - EARLY_MS, 'the poll waited for an answer before saying pending');

    assert.equal((await answerAt(body.selection.url, { q0: { selected: ['agentic'] } })).status, 200);
    const first = await call(client, { session_id: body.session_id });
    assert.equal(first.structuredContent.action_status, 'selected');
    assert.deepEqual(first.structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(first.structuredContent.session_id, body.session_id);
    const again = await call(client, { ...singleArgs, session_id: body.session_id });
    assert.deepEqual(again.structuredContent, first.structuredContent, 'a repeated poll gets the same result');
  });

  test('a poll waiting for the answer returns as soon as it arrives', { timeout: TEST_TIMEOUT_MS }, async () => {
    // The poll would wait ten minutes: only the answer can end it within the test's timeout.
    const client = await connectClient(hub({ timings: PATIENT }));
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    const polled = pollWithProgress(client, p.session_id);
    assert.match(await polled.waiting, /Waiting for the user's answer/, 'the poll is waiting before the answer is sent');
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['rss'] } })).status, 200);
    const result = await polled.result;
    assert.equal(result.structuredContent.action_status, 'selected');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
  });

  test('a replayed submit is a conflict, and a finished session says so until it is deleted', { timeout: TEST_TIMEOUT_MS }, async () => {
    // The default (ten-minute) result TTL: nothing here races the deletion.
    const client = await connectClient(hub());
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['rss'] } })).status, 200);
    const replay = await answerAt(p.selection.url, { q0: { selected: ['agentic'] } });
    assert.equal(replay.status, 409);
    const { origin } = new URL(p.selection.url);
    assert.equal((await fetch(`${origin}/api/sessions/${p.session_id}`)).status, 410, 'finished');
    assert.deepEqual((await call(client, { session_id: p.session_id })).structuredContent.selection.selected_ids, ['rss'], 'the first answer stands');
  });

  test('a finished session is gone once the result TTL has passed, and not before', { timeout: TEST_TIMEOUT_MS }, async () => {
    const ttl = 300;
    const h = hub({ timings: { resultTtlMs: ttl } });
    const client = await connectClient(h);
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    const answering = Date.now();
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['rss'] } })).status, 200);
    await storeChange(h.store, async () => (await h.store.get(p.session_id)) === undefined);
    assert.ok(Date.now() - answering >= ttl - EARLY_MS, `deleted ${Date.now() - answering} ms after the answer, before the ${ttl} ms TTL`);
    const { origin } = new URL(p.selection.url);
    assert.equal((await fetch(`${origin}/api/sessions/${p.session_id}`)).status, 404, 'deleted');
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['rss'] } })).status, 404);
    const poll = await call(client, { session_id: p.session_id });
    assert.equal(poll.isError, true);
    assert.match(poll.content[0].text, /single-use/);
    assert.equal((await raw(h.pages.port, { path: `/s/${p.session_id}` })).status, 404);
  });

  test('cancel from the page returns cancelled to the poll', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    assert.equal((await cancelAt(p.selection.url)).status, 200);
    assert.equal((await cancelAt(p.selection.url)).status, 409);
    const result = await call(client, { session_id: p.session_id });
    assert.equal(result.structuredContent.action_status, 'cancelled');
  });

  test('an unknown or malformed session id is an error naming single-use sessions', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    for (const id of [`cp-${'0'.repeat(64)}`, '../etc', 42]) {
      const result = await call(client, { session_id: id });
      assert.equal(result.isError, true);
      assert.match(result.content[0].text, /single-use/);
    }
  });
});

// Each poll here would wait ten minutes (PATIENT), so it returns when the session times out;
// the test checks it did not time out early.
describe('timeouts', () => {
  test('with no client ever attached, the poll returns the default selection on timeout', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub({ timings: PATIENT }));
    const started = Date.now();
    const { structuredContent: p } = await call(client, { ...multiArgs, handoff: true, timeout_seconds: 1 });
    const result = await call(client, { session_id: p.session_id });
    assert.ok(Date.now() - started >= 1_000 - EARLY_MS, `timed out after ${Date.now() - started} ms, before timeout_seconds`);
    assert.equal(result.structuredContent.action_status, 'timeout');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['lint']);
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['types'] } })).status, 409, 'too late');
  });

  test('timeout_action "cancel" times out with an empty selection', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub({ timings: PATIENT }));
    const started = Date.now();
    const { structuredContent: p } = await call(client, {
      ...multiArgs,
      handoff: true,
      timeout_seconds: 1,
      timeout_action: 'cancel',
    });
    const result = await call(client, { session_id: p.session_id });
    assert.ok(Date.now() - started >= 1_000 - EARLY_MS, `timed out after ${Date.now() - started} ms, before timeout_seconds`);
    assert.equal(result.structuredContent.action_status, 'timeout');
    assert.deepEqual(result.structuredContent.selection.selected_ids, []);
  });

  test('a blocking call times out too, without any answer', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    const started = Date.now();
    const { result } = callWithUrl(client, { ...multiArgs, timeout_seconds: 1 });
    const done = await result;
    assert.ok(Date.now() - started >= 1_000 - EARLY_MS, `timed out after ${Date.now() - started} ms`);
    assert.equal(done.structuredContent.action_status, 'timeout');
    assert.deepEqual(done.structuredContent.selection.selected_ids, ['lint']);
  });

  test('a blocking call whose address would reach nobody hands off instead, with the hand-off timeout', { timeout: TEST_TIMEOUT_MS }, async () => {
    // No browser can open (the hub has --no-open) and no progress token carries the URL.
    const h = hub({ timings: { ...PATIENT, handoffTimeoutMs: 400 } });
    const client = await connectClient(h);
    const started = Date.now();
    const result = await call(client, singleArgs);
    const p = result.structuredContent;
    assert.equal(p.action_status, 'pending_browser_launch');
    assert.match(p.selection.summary, /No browser was opened/);
    assert.match(p.selection.summary, /npx choice-prompts-mcp answer/, 'offers the terminal too');
    assert.equal((await call(client, { session_id: p.session_id })).structuredContent.action_status, 'timeout');
    assert.ok(Date.now() - started >= 400 - EARLY_MS, `timed out after ${Date.now() - started} ms, before the hand-off timeout`);
  });

  test('a hand-off without timeout_seconds gets the server hand-off timeout', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub({ timings: { ...PATIENT, handoffTimeoutMs: 500 } }));
    const started = Date.now();
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    assert.equal((await call(client, { session_id: p.session_id })).structuredContent.action_status, 'timeout');
    assert.ok(Date.now() - started >= 500 - EARLY_MS, `timed out after ${Date.now() - started} ms, before the hand-off timeout`);
  });
});

describe('terminal hand-off', () => {
  test('returns pending_terminal_launch with the answer command, and collects the answer', { timeout: TEST_TIMEOUT_MS }, async () => {
    const h = hub();
    const client = await connectClient(h);
    const result = await call(client, { ...singleArgs, transport: 'terminal' });
    const p = result.structuredContent;
    assert.equal(p.action_status, 'pending_terminal_launch');
    assert.match(p.selection.summary, new RegExp(`npx choice-prompts-mcp answer ${p.selection.url.replace(/[.]/g, '\\.')}`));
    assert.ok(p.selection.summary.includes(p.session_id));
    assert.equal((await h.store.get(p.session_id)).channel, 'terminal');
    await answerAt(p.selection.url, { q0: { selected: ['rss'] } });
    assert.equal((await call(client, { session_id: p.session_id })).structuredContent.action_status, 'selected');
  });

  test('clients with short fixed timeouts hand off by default', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub(), { name: 'claude-ai' });
    const result = await call(client, singleArgs);
    assert.equal(result.structuredContent.action_status, 'pending_browser_launch');
    const blocking = callWithUrl(client, { ...singleArgs, handoff: false, timeout_seconds: 1 });
    assert.equal((await blocking.result).structuredContent.action_status, 'timeout', 'handoff: false still blocks');
  });
});
