// Several instances answering as one, on a real Postgres (Debian's, started and removed by
// this file): the store's contract; then two `mcp --http --store postgres://…` processes
// sharing one database: asked on A and answered through B; A killed with SIGKILL between the
// question and the answer; two answers racing on both; Postgres restarting while a question
// waits; and a thousand waiting questions over two instances within the heap the in-process
// store is held to.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { PostgresStore } from '../../dist/server/store-postgres.js';
import { CLI } from '../cli/pty.mjs';
import { startServer } from './forked-server.mjs';
import { URL_PATTERN, callWithUrl, connectHttpClient, eventStream, inBatches, listedIds, modernRpc, singleArgs } from './fixtures.mjs';
import { freshDatabase, skipReason, startPostgres } from './postgres.mjs';
import { newQuestion, storeContract } from './store-contract.mjs';

const STATE_KEY = 'ab'.repeat(32);
/** Heap per waiting question the in-process store is held to (page-stream.test.mjs). */
const HEAP_PER_QUESTION = 16 * 1024;

let cluster;
before(async () => {
  cluster = skipReason ? undefined : await startPostgres();
}, { timeout: 120_000 });
after(() => cluster?.stop());

const skip = skipReason ?? false;

storeContract('Postgres', async () =>
  PostgresStore.open({ url: await freshDatabase(cluster.url), resultTtlMs: 60_000, maxFinished: 64, sweepMs: 200 }),
);

/** `mcp --http` on the store at `url`, as a process: `{ endpoint, origin, child, stop() }`. */
async function instance(url) {
  const child = spawn(process.execPath, [CLI, 'mcp', '--http', '--no-open', '--store', url], {
    env: { ...process.env, CI: 'true', BROWSER: 'none', CHOICE_PROMPTS_STATE_KEY: STATE_KEY },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const endpoint = await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /MCP endpoint (\S+)/.exec(stderr);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}): ${stderr}`)));
  });
  return {
    endpoint,
    origin: new URL(endpoint).origin,
    child,
    stderr: () => stderr,
    /** Resolves once the instance's diagnostics match `pattern` (the test's own timeout ends a wait that never ends). */
    logged: (pattern) =>
      new Promise((resolve) => {
        const check = () => pattern.test(stderr) && (child.stderr.off('data', check), resolve());
        child.stderr.on('data', check);
        check();
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Two instances on one fresh database, stopped after the test. */
async function twoInstances(t) {
  const url = await freshDatabase(cluster.url);
  const [a, b] = await Promise.all([instance(url), instance(url)]);
  t.after(() => Promise.all([a.stop(), b.stop()]));
  return { a, b, url };
}

const answerOn = (origin, id, selected) =>
  fetch(`${origin}/api/sessions/${id}/answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'answered', answers: { q0: { selected: [selected] } } }) });
const rawCall = (endpoint, args, extra = {}, who) => modernRpc(endpoint, 'tools/call', { name: 'provide_choice', arguments: args, ...extra }, who);
const urlClient = { capabilities: { elicitation: { url: {} } } };

describe('several instances, one store', { skip }, () => {
  test('asked on A, answered through B: the retry on either completes (2026-07-28), and a poll on either (2025-11-25)', { timeout: 120_000 }, async (t) => {
    const { a, b } = await twoInstances(t);
    // A form asked on A, its retry with the answer on B.
    const form = (await rawCall(a.endpoint, singleArgs)).json.result;
    assert.equal(form.resultType, 'input_required');
    const done = (await rawCall(b.endpoint, singleArgs, { requestState: form.requestState, inputResponses: { answer: { action: 'accept', content: { q0: 'agentic' } } } })).json.result;
    assert.deepEqual(done.structuredContent.selection.selected_ids, ['agentic']);

    // The page asked on A, answered on B's page, read by a retry on A.
    const page = (await rawCall(a.endpoint, { ...singleArgs, transport: 'browser' }, {}, urlClient)).json.result;
    const id = URL_PATTERN.exec(page.inputRequests.page.params.url)[1];
    assert.equal((await answerOn(b.origin, id, 'rss')).status, 200);
    const read = (await rawCall(a.endpoint, { ...singleArgs, transport: 'browser' }, { requestState: page.requestState, inputResponses: { page: { action: 'accept' } } }, urlClient)).json.result;
    assert.deepEqual(read.structuredContent.selection.selected_ids, ['rss']);

    // A 2025-11-25 hand-off from A: B's page shows and answers it, a poll on B collects it.
    const onA = await connectHttpClient(a.endpoint, { name: 'legacy-on-a' });
    const onB = await connectHttpClient(b.endpoint, { name: 'legacy-on-b' });
    t.after(() => Promise.all([onA.close(), onB.close()]));
    const pending = (await onA.callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true } })).structuredContent;
    assert.equal((await fetch(`${b.origin}/s/${pending.session_id}`)).status, 200, 'B serves the page of A\'s question');
    assert.equal((await answerOn(b.origin, pending.session_id, 'agentic')).status, 200);
    for (const client of [onB, onA]) {
      const polled = await client.callTool({ name: 'provide_choice', arguments: { session_id: pending.session_id } });
      assert.deepEqual(polled.structuredContent.selection.selected_ids, ['agentic']);
    }
  });

  test('A killed with SIGKILL between the question and the answer: answered through B, the retry on B gets it', { timeout: 120_000 }, async (t) => {
    const { a, b } = await twoInstances(t);
    const args = { ...singleArgs, transport: 'browser' };
    const page = (await rawCall(a.endpoint, args, {}, urlClient)).json.result;
    const id = URL_PATTERN.exec(page.inputRequests.page.params.url)[1];
    const killed = once(a.child, 'exit');
    a.child.kill('SIGKILL');
    await killed;
    const view = await (await fetch(`${b.origin}/api/sessions/${id}`)).json();
    assert.equal(view.request.title, 'Add a source', 'the question outlived the instance that asked it');
    assert.equal((await answerOn(b.origin, id, 'agentic')).status, 200);
    const result = (await rawCall(b.endpoint, args, { requestState: page.requestState, inputResponses: { page: { action: 'accept' } } }, urlClient)).json.result;
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
  });

  test('two answers race on two instances: one wins, the other is 409, and the result has the winner', { timeout: 120_000 }, async (t) => {
    const { a, b } = await twoInstances(t);
    for (let round = 0; round < 5; round++) {
      const pending = (await rawCall(a.endpoint, singleArgs, {}, { capabilities: {} })).json.result.structuredContent;
      const [onA, onB] = await Promise.all([answerOn(a.origin, pending.session_id, 'rss'), answerOn(b.origin, pending.session_id, 'agentic')]);
      assert.deepEqual([onA.status, onB.status].sort(), [200, 409]);
      const winner = onA.status === 200 ? 'rss' : 'agentic';
      const polled = (await rawCall(b.endpoint, { session_id: pending.session_id }, {}, { capabilities: {} })).json.result.structuredContent;
      assert.deepEqual(polled.selection.selected_ids, [winner]);
    }
  });

  test('Postgres restarts while a question waits: the blocking call still gets the answer', { timeout: 120_000 }, async (t) => {
    const { a, b } = await twoInstances(t);
    const client = await connectHttpClient(a.endpoint, { name: 'waits-on-a' });
    t.after(() => client.close());
    const waiting = callWithUrl(client, singleArgs);
    const id = URL_PATTERN.exec(await waiting.url)[1];
    await cluster.restart();
    assert.equal((await answerOn(b.origin, id, 'rss')).status, 200);
    assert.deepEqual((await waiting.result).structuredContent.selection.selected_ids, ['rss']);
    // The answer may reach A by a sweep's re-read before its listening connection is back; it comes back all the same.
    await a.logged(/Postgres notifications resumed/);
  });
});

describe('across instances, as in one', { skip }, () => {
  test('a due question is settled once, by one of the instances that keep its deadline', { timeout: 60_000 }, async () => {
    const url = await freshDatabase(cluster.url);
    const open = () => PostgresStore.open({ url, resultTtlMs: 60_000, maxFinished: 64, sweepMs: 100 });
    const [one, two] = [await open(), await open()];
    const { default: pg } = await import('pg');
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const settled = [];
    listener.on('notification', (n) => JSON.parse(n.payload).kind === 'settled' && settled.push(JSON.parse(n.payload)));
    await listener.query('LISTEN choice_prompts_changes');
    try {
      const scope = await one.openScope();
      const { record } = await one.create(newQuestion(scope, { deadline: Date.now() + 300 }), { perOwner: 10, total: 10 });
      // Both instances sweep every 100 ms and both scheduled the deadline: only one settles it.
      const [a, b] = await Promise.all([one.wait(record.id, 30_000), two.wait(record.id, 30_000)]);
      assert.equal(a.response.status, 'timeout');
      assert.deepEqual(b.response, a.response);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(settled.filter((n) => n.id === record.id).length, 1, 'one settlement announced');
    } finally {
      await listener.end();
      await Promise.all([one.close(), two.close()]);
    }
  });

  test('isolation across instances: a client on one instance never lists or answers another client\'s question on another', { timeout: 120_000 }, async (t) => {
    const { a, b } = await twoInstances(t);
    const victim = await connectHttpClient(a.endpoint, { name: 'victim-on-a' });
    const intruder = await connectHttpClient(b.endpoint, { name: 'intruder-on-b' });
    t.after(() => Promise.all([victim.close(), intruder.close()]));
    const handOff = async (client, title) => (await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, title, handoff: true } })).structuredContent;
    const victims = await handOff(victim, 'Victim question');
    const own = await handOff(intruder, 'Intruder question');
    const { pageKey } = await (await fetch(`${b.origin}/api/sessions/${own.session_id}`)).json();
    // The intruder's key, used on the victim's instance too: its own scope only, there as well.
    for (const instance of [a, b]) {
      const stream = await eventStream(Number(new URL(instance.origin).port), pageKey);
      t.after(() => stream.close());
      await stream.until((s) => s.events.length > 0);
      assert.deepEqual([...listedIds(stream)], [own.session_id]);
      assert.doesNotMatch(stream.text, /Victim/);
    }
    const later = await handOff(victim, 'Victim later question');
    const mine = await handOff(intruder, 'Intruder later question');
    const stream = await eventStream(Number(new URL(a.origin).port), pageKey);
    t.after(() => stream.close());
    await stream.until((s) => listedIds(s).has(mine.session_id));
    assert.ok(!stream.text.includes(later.session_id) && !stream.text.includes(victims.session_id));
  });
});

describe('a thousand waiting questions over two instances', { skip }, () => {
  test('both stay within the heap per waiting question the in-process store is held to', { timeout: 300_000 }, async (t) => {
    const QUESTIONS = 1_000;
    const database = await freshDatabase(cluster.url);
    // Both forked servers (load-server.mjs) open a Postgres store on the same database.
    Object.assign(process.env, { CHOICE_PROMPTS_TEST_PG_URL: cluster.url, CHOICE_PROMPTS_LOAD_DATABASE: database });
    const servers = [0, 1].map(() => startServer({ maxWaiting: QUESTIONS, maxWaitingPerSession: QUESTIONS }));
    delete process.env.CHOICE_PROMPTS_TEST_PG_URL;
    delete process.env.CHOICE_PROMPTS_LOAD_DATABASE;
    try {
      const endpoints = await Promise.all(servers.map(async (s) => (await s.ready).endpoint));
      const clients = await Promise.all(endpoints.map((endpoint, i) => connectHttpClient(endpoint, { name: `many-${i}` })));
      t.after(() => Promise.all(clients.map((c) => c.close())));
      const ask = (client, i) => async () => {
        const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, title: `Question ${i}`, handoff: true } });
        assert.equal(result.isError, undefined, JSON.stringify(result.content));
      };
      await ask(clients[0], -1)();
      await ask(clients[1], -2)();
      const before = await Promise.all(servers.map((s) => s.heap()));
      const outcomes = await inBatches(Array.from({ length: QUESTIONS - 2 }, (_, i) => ask(clients[i % 2], i)), 20);
      for (const o of outcomes) assert.ok(o.ok, o.error?.message);
      const afterwards = await Promise.all(servers.map((s) => s.heap()));
      for (const [i, measured] of afterwards.entries()) {
        assert.equal(measured.waiting, QUESTIONS, 'each instance counts every waiting question');
        const growth = measured.heapUsed - before[i].heapUsed;
        t.diagnostic(`instance ${i}: heap after full collections grew by ${(growth / 2 ** 20).toFixed(1)} MiB for ${QUESTIONS / 2} questions asked on it and ${QUESTIONS / 2} on the other`);
        assert.ok(growth < (QUESTIONS / 2) * HEAP_PER_QUESTION, `instance ${i} grew by ${(growth / 2 ** 20).toFixed(1)} MiB`);
      }
      const refused = await clients[1].callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true } });
      assert.match(refused.content[0].text, /already has 1000 questions waiting/, 'the bound holds across instances');
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
});
