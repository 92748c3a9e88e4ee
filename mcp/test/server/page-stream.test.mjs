// The waiting page's event stream under a thousand waiting questions: with one page open,
// each new question is sent once, alone (stream bytes grow linearly with the questions, not
// with their square), and the server's heap (in a process of its own, after full
// collections) grows by a bounded amount per question. Then the server's bound refuses more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './forked-server.mjs';
import { connectHttpClient, eventStream, inBatches, listedIds, raw, singleArgs } from './fixtures.mjs';

const QUESTIONS = 1_000;
/** A question's event (its request, with the ids and texts of singleArgs) is about 780 bytes; the whole list would be 700 KB at the end. */
const EVENT_BYTES_LIMIT = 2_048;
/**
 * Heap per waiting question: its parsed request, its settlement and its hand-off timer,
 * measured at about 3.7 KiB; the bound leaves room, and the whole list re-sent on each change
 * (the fault this guards against) took hundreds of megabytes.
 */
const HEAP_PER_QUESTION = 16 * 1024;

test(`${QUESTIONS} waiting questions with a page open: the stream sends each once, its bytes and the heap grow linearly, and the server bound then refuses`, { timeout: 180_000 }, async (t) => {
  const server = startServer({ maxWaiting: QUESTIONS, maxWaitingPerSession: QUESTIONS + 1 });
  let client;
  let stream;
  try {
    const { endpoint } = await server.ready;
    const port = Number(new URL(endpoint).port);
    client = await connectHttpClient(endpoint, { name: 'many' });
    const ask = async (i) => {
      const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, title: `Question ${String(i).padStart(4, '0')}`, handoff: true } });
      assert.equal(result.isError, undefined, JSON.stringify(result.content));
      return result.structuredContent.session_id;
    };
    const first = await ask(0);
    const { pageKey } = JSON.parse((await raw(port, { path: `/api/sessions/${first}` })).body);
    stream = await eventStream(port, pageKey);
    await stream.until((s) => s.events.length === 1);
    const before = await server.heap();

    const added = (s) => s.events.filter((e) => e.event === 'added').length;
    const jobs = Array.from({ length: QUESTIONS - 1 }, (_, i) => () => ask(i + 1));
    const firstTenth = inBatches(jobs.slice(0, 99), 20);
    await firstTenth;
    await stream.until((s) => added(s) === 99);
    const bytesAtTenth = stream.bytes;
    const outcomes = [...(await firstTenth), ...(await inBatches(jobs.slice(99), 20))];
    for (const o of outcomes) assert.ok(o.ok, `${o.error?.message} ${o.error?.cause?.code} ${o.error?.cause?.message}`);
    await stream.until((s) => added(s) === QUESTIONS - 1);
    const after = await server.heap();

    const ids = [first, ...outcomes.map((o) => o.value)];
    assert.equal(listedIds(stream).size, QUESTIONS, 'every question listed');
    assert.deepEqual([...listedIds(stream)].sort(), ids.sort());
    const [snapshot, ...rest] = stream.events;
    assert.equal(snapshot.event, 'sessions');
    assert.equal(snapshot.data.sessions.length, 1, 'the full list is sent once, on connecting');
    assert.ok(rest.every((e) => e.event === 'added' && typeof e.data.id === 'string'), 'then one question per event');

    const perQuestion = stream.bytes / QUESTIONS;
    t.diagnostic(`stream: ${stream.bytes} bytes for ${QUESTIONS} questions (${bytesAtTenth} after the first 100), ${perQuestion.toFixed(0)} bytes each`);
    t.diagnostic(`heap after full collections: ${(before.heapUsed / 2 ** 20).toFixed(1)} MiB with one question, ${(after.heapUsed / 2 ** 20).toFixed(1)} MiB with ${QUESTIONS}`);
    assert.ok(perQuestion < EVENT_BYTES_LIMIT, `${perQuestion.toFixed(0)} bytes of stream per question`);
    assert.ok(stream.bytes <= 11 * bytesAtTenth, `ten times the questions took ${(stream.bytes / bytesAtTenth).toFixed(1)} times the bytes`);
    assert.ok(after.heapUsed - before.heapUsed < QUESTIONS * HEAP_PER_QUESTION, `the heap grew by ${((after.heapUsed - before.heapUsed) / 2 ** 20).toFixed(1)} MiB`);
    assert.equal(after.waiting, QUESTIONS);

    // The server's bound: the next question is refused with a tool error, and nothing is shown.
    const refused = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true } });
    assert.equal(refused.isError, true);
    assert.match(refused.content[0].text, new RegExp(`^This server already has ${QUESTIONS} questions waiting for the user, the most it keeps at once \\(--max-waiting\\)\\. Nothing was shown\\.`));
    assert.equal(added(stream), QUESTIONS - 1, 'nothing was added to the page');
  } finally {
    stream?.close();
    await client?.close();
    await server.stop();
  }
});
