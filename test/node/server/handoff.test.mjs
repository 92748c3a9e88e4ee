// Hand-off sessions: the call returns at once with a pending status, the address and a
// session id; polls collect the result (idempotently, for a while), time out to the
// configured action, can be cancelled, refuse replays, and are gone afterwards.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { answerAt, callWithUrl, cancelAt, connectClient, delay, raw, singleArgs, multiArgs, testHub, URL_PATTERN } from './fixtures.mjs';

const hubs = [];
function hub(options) {
  const h = testHub(options);
  hubs.push(h);
  return h;
}
after(() => Promise.all(hubs.map((h) => h.close())));

const call = (client, args) => client.callTool({ name: 'provide_choice', arguments: args });

describe('browser hand-off', () => {
  test('returns pending at once, then a poll returns the answer, idempotently', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub());
    const started = Date.now();
    const pending = await call(client, { ...singleArgs, handoff: true });
    assert.ok(Date.now() - started < 1_000, 'did not wait for the user');
    const body = pending.structuredContent;
    assert.equal(body.action_status, 'pending_browser_launch');
    assert.match(body.session_id, /^cp-[0-9a-f]{64}$/, '256-bit id');
    assert.match(body.selection.url, URL_PATTERN);
    assert.ok(body.selection.url.endsWith(body.session_id));
    assert.ok(body.selection.summary.includes(body.selection.url));
    assert.match(pending.content[0].text, /^pending_browser_launch: /);

    // Nobody answered yet: the poll waits (pollWaitMs) and says pending again.
    const early = await call(client, { session_id: body.session_id });
    assert.equal(early.structuredContent.action_status, 'pending_browser_launch');

    assert.equal((await answerAt(body.selection.url, { q0: { selected: ['agentic'] } })).status, 200);
    const first = await call(client, { session_id: body.session_id });
    assert.equal(first.structuredContent.action_status, 'selected');
    assert.deepEqual(first.structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(first.structuredContent.session_id, body.session_id);
    const again = await call(client, { ...singleArgs, session_id: body.session_id });
    assert.deepEqual(again.structuredContent, first.structuredContent, 'a repeated poll gets the same result');
  });

  test('a poll waiting for the answer returns as soon as it arrives', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub({ timings: { pollWaitMs: 5_000 } }));
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    const polled = call(client, { session_id: p.session_id });
    await delay(100);
    await answerAt(p.selection.url, { q0: { selected: ['rss'] } });
    const started = Date.now();
    const result = await polled;
    assert.ok(Date.now() - started < 1_000);
    assert.equal(result.structuredContent.action_status, 'selected');
  });

  test('a replayed submit is a conflict, and the session is gone after the result TTL', { timeout: 10_000 }, async () => {
    const h = hub({ timings: { resultTtlMs: 300 } });
    const client = await connectClient(h);
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['rss'] } })).status, 200);
    const replay = await answerAt(p.selection.url, { q0: { selected: ['agentic'] } });
    assert.equal(replay.status, 409);
    const { origin } = new URL(p.selection.url);
    assert.equal((await fetch(`${origin}/api/sessions/${p.session_id}`)).status, 410, 'finished');
    await delay(500);
    assert.equal((await fetch(`${origin}/api/sessions/${p.session_id}`)).status, 404, 'deleted');
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['rss'] } })).status, 404);
    const poll = await call(client, { session_id: p.session_id });
    assert.equal(poll.isError, true);
    assert.match(poll.content[0].text, /single-use/);
    assert.equal((await raw(h.pages.port, { path: `/s/${p.session_id}` })).status, 404);
  });

  test('cancel from the page returns cancelled to the poll', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub());
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    assert.equal((await cancelAt(p.selection.url)).status, 200);
    assert.equal((await cancelAt(p.selection.url)).status, 409);
    const result = await call(client, { session_id: p.session_id });
    assert.equal(result.structuredContent.action_status, 'cancelled');
  });

  test('an unknown or malformed session id is an error naming single-use sessions', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub());
    for (const id of [`cp-${'0'.repeat(64)}`, '../etc', 42]) {
      const result = await call(client, { session_id: id });
      assert.equal(result.isError, true);
      assert.match(result.content[0].text, /single-use/);
    }
  });
});

describe('timeouts', () => {
  test('with no client ever attached, the poll returns the default selection on timeout', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub());
    const { structuredContent: p } = await call(client, { ...multiArgs, handoff: true, timeout_seconds: 1 });
    await delay(1_200);
    const result = await call(client, { session_id: p.session_id });
    assert.equal(result.structuredContent.action_status, 'timeout');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['lint']);
    assert.equal((await answerAt(p.selection.url, { q0: { selected: ['types'] } })).status, 409, 'too late');
  });

  test('timeout_action "cancel" times out with an empty selection', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub());
    const { structuredContent: p } = await call(client, {
      ...multiArgs,
      handoff: true,
      timeout_seconds: 1,
      timeout_action: 'cancel',
    });
    await delay(1_200);
    const result = await call(client, { session_id: p.session_id });
    assert.equal(result.structuredContent.action_status, 'timeout');
    assert.deepEqual(result.structuredContent.selection.selected_ids, []);
  });

  test('a blocking call times out too, without any answer', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub());
    const { result } = callWithUrl(client, { ...multiArgs, timeout_seconds: 1 });
    const done = await result;
    assert.equal(done.structuredContent.action_status, 'timeout');
    assert.deepEqual(done.structuredContent.selection.selected_ids, ['lint']);
  });

  test('a blocking call whose address would reach nobody hands off instead, with the hand-off timeout', { timeout: 10_000 }, async () => {
    // No browser can open (the hub has --no-open) and no progress token carries the URL.
    const h = hub({ timings: { handoffTimeoutMs: 400 } });
    const client = await connectClient(h);
    const result = await call(client, singleArgs);
    const p = result.structuredContent;
    assert.equal(p.action_status, 'pending_browser_launch');
    assert.match(p.selection.summary, /no browser was opened/);
    assert.match(p.selection.summary, /npx choice-prompts answer/, 'offers the terminal too');
    await delay(600);
    assert.equal((await call(client, { session_id: p.session_id })).structuredContent.action_status, 'timeout');
  });

  test('a hand-off without timeout_seconds gets the server hand-off timeout', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub({ timings: { handoffTimeoutMs: 500 } }));
    const { structuredContent: p } = await call(client, { ...singleArgs, handoff: true });
    await delay(700);
    assert.equal((await call(client, { session_id: p.session_id })).structuredContent.action_status, 'timeout');
  });
});

describe('terminal hand-off', () => {
  test('returns pending_terminal_launch with the answer command, and collects the answer', { timeout: 10_000 }, async () => {
    const h = hub();
    const client = await connectClient(h);
    const result = await call(client, { ...singleArgs, transport: 'terminal' });
    const p = result.structuredContent;
    assert.equal(p.action_status, 'pending_terminal_launch');
    assert.match(p.selection.summary, new RegExp(`npx choice-prompts answer ${p.selection.url.replace(/[.]/g, '\\.')}`));
    assert.ok(p.selection.summary.includes(p.session_id));
    assert.equal(h.store.get(p.session_id).channel, 'terminal');
    await answerAt(p.selection.url, { q0: { selected: ['rss'] } });
    assert.equal((await call(client, { session_id: p.session_id })).structuredContent.action_status, 'selected');
  });

  test('clients with short fixed timeouts hand off by default', { timeout: 10_000 }, async () => {
    const client = await connectClient(hub(), { name: 'claude-ai' });
    const result = await call(client, singleArgs);
    assert.equal(result.structuredContent.action_status, 'pending_browser_launch');
    const blocking = callWithUrl(client, { ...singleArgs, handoff: false, timeout_seconds: 1 });
    assert.equal((await blocking.result).structuredContent.action_status, 'timeout', 'handoff: false still blocks');
  });
});
