// The server's default deadlines, on a clock the test moves by hand (nothing here waits for
// real time): a blocking call whose `--http` client vanished ends 120 s later with its timeout
// action, not a millisecond sooner; its result is then kept ten minutes for a poll, then gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpMcp } from '../../dist/server/http-mcp.js';
import { DEFAULT_TIMINGS } from '../../dist/server/config.js';
import { TEST_TIMEOUT_MS, URL_PATTERN, callWithUrl, connectHttpClient, singleArgs, storeChange } from './fixtures.mjs';

/** A `Clock` (see src/server/clock.ts) that moves only when `advance` is called. */
function manualClock(start = Date.now()) {
  let now = start;
  const timers = new Set();
  return {
    now: () => now,
    schedule(ms, run) {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    /** Moves time on by `ms`, running every timer that falls due, earliest first. */
    advance(ms) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at > now || !timers.has(timer)) continue;
        timers.delete(timer);
        timer.run();
      }
    },
  };
}

/** Lets settled promises run their callbacks (a response reaches the entry a few microtasks after the timer). */
const settleMicrotasks = () => new Promise((resolve) => setImmediate(resolve));

test('an abandoned blocking call ends at the 120 s default deadline with its timeout action; its result is kept 10 minutes', { timeout: TEST_TIMEOUT_MS }, async () => {
  assert.equal(DEFAULT_TIMINGS.abandonedCallMs, 120_000);
  assert.equal(DEFAULT_TIMINGS.resultTtlMs, 600_000);
  const clock = manualClock();
  // Default timings: only the clock is the test's.
  const server = await startHttpMcp({ open: false, log: () => {}, clock });
  const clients = [];
  try {
    const gone = await connectHttpClient(server.endpoint, { name: 'vanishes' });
    clients.push(gone);
    const waiting = callWithUrl(gone, { ...singleArgs, default_selection_ids: ['agentic'] });
    waiting.result.catch(() => {}); // the client's own close rejects it
    const id = URL_PATTERN.exec(await waiting.url)[1];
    const read = () => server.hub.store.get(id);
    assert.equal((await read()).deadline, undefined);

    const closedAt = clock.now();
    await gone.close(); // drops the connection without the DELETE: a client that crashed
    await storeChange(server.hub.store, async () => (await read()).abandoned);
    assert.equal((await read()).deadline, closedAt + 120_000);

    clock.advance(119_999);
    await settleMicrotasks();
    assert.equal((await read()).response, undefined, 'still waiting a millisecond before the deadline');
    clock.advance(1);
    const response = await storeChange(server.hub.store, async () => (await read()).response);
    assert.equal(response.status, 'timeout');

    const collector = await connectHttpClient(server.endpoint, { name: 'collector' });
    clients.push(collector);
    const poll = () => collector.callTool({ name: 'provide_choice', arguments: { session_id: id } });
    const result = await poll();
    assert.equal(result.structuredContent.action_status, 'timeout');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);

    clock.advance(599_999);
    await settleMicrotasks();
    assert.equal((await poll()).structuredContent.action_status, 'timeout', 'kept until ten minutes have passed');
    clock.advance(1);
    assert.equal(await read(), undefined);
    const gonePoll = await poll();
    assert.equal(gonePoll.isError, true);
    assert.match(gonePoll.content[0].text, /finished more than 10 minutes ago/);
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
  }
});
