// What every QuestionStore promises (see src/server/store.ts), as tests any store runs:
// `storeContract(name, open)` registers them for the store `open()` makes (a fresh, empty
// store; it is closed after each test). Not a test file itself: the test files of each store
// call it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parseRequest } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';
import { newSessionId } from '../../dist/server/store.js';
import { answerQuestion, cancelQuestion, checkResponse } from '../../dist/server/question.js';
import { TEST_TIMEOUT_MS, singleArgs, storeChange } from './fixtures.mjs';

const BOUNDS = { perOwner: 10, total: 20 };

/** A new question's fields for `owner` (a fresh id and key unless given). */
export function newQuestion(scope, { owner = 'owner-a', key, channel = 'browser', args = singleArgs, deadline } = {}) {
  const id = newSessionId();
  const { request } = parseRequest('provide_choice', args, { id });
  return { id, owner, key: key ?? id, scope, request, channel, ...(deadline !== undefined && { deadline }) };
}

export function storeContract(name, open) {
  describe(`${name}: the QuestionStore contract`, () => {
    const withStore = (title, run) =>
      test(title, { timeout: TEST_TIMEOUT_MS }, async () => {
        const store = await open();
        try {
          await run(store);
        } finally {
          await store.close();
        }
      });

    withStore('creating is idempotent per owner and key while the question waits; another owner or key is another question', async (store) => {
      const scope = await store.openScope();
      const first = await store.create(newQuestion(scope, { key: 'same-call' }), BOUNDS);
      assert.equal(first.created, true);
      const again = await store.create(newQuestion(scope, { key: 'same-call' }), BOUNDS);
      assert.deepEqual([again.created, again.record.id], [false, first.record.id], 'the retried create finds the question');
      const otherOwner = await store.create(newQuestion(scope, { key: 'same-call', owner: 'owner-b' }), BOUNDS);
      assert.equal(otherOwner.created, true);
      assert.notEqual(otherOwner.record.id, first.record.id);
      assert.equal((await store.waitingOf('owner-a')).length, 1);
      // Once settled, the same key asks anew.
      await cancelQuestion(store, first.record.id);
      const later = await store.create(newQuestion(scope, { key: 'same-call' }), BOUNDS);
      assert.equal(later.created, true);
    });

    withStore('settling is one compare-and-set: the first response wins, the same one again is "same", another a conflict', async (store) => {
      const scope = await store.openScope();
      const { record } = await store.create(newQuestion(scope), BOUNDS);
      const rss = await checkResponse(record.request, { status: 'answered', answers: { q0: { selected: ['rss'] } } });
      const agentic = await checkResponse(record.request, { status: 'answered', answers: { q0: { selected: ['agentic'] } } });
      const outcomes = await Promise.all([store.settle(record.id, rss.response), store.settle(record.id, agentic.response)]);
      const kinds = outcomes.map((o) => o.kind).sort();
      assert.deepEqual(kinds, ['conflict', 'settled']);
      const winner = outcomes.find((o) => o.kind === 'settled').record.response;
      assert.equal((await store.settle(record.id, winner)).kind, 'same');
      assert.deepEqual((await store.get(record.id)).response, winner);
      // Through the answering helper: the same answer again is accepted, another refused.
      const same = await answerQuestion(store, record.id, { status: 'answered', answers: winner.answers });
      assert.equal(same.kind, 'ok');
      const other = winner.answers.q0.selected[0] === 'rss' ? 'agentic' : 'rss';
      assert.equal((await answerQuestion(store, record.id, { status: 'answered', answers: { q0: { selected: [other] } } })).kind, 'conflict');
      assert.equal((await store.settle(newSessionId(), winner)).kind, 'gone');
    });

    withStore('an answer that does not fit its question is refused and settles nothing', async (store) => {
      const scope = await store.openScope();
      const { record } = await store.create(newQuestion(scope), BOUNDS);
      const outcome = await answerQuestion(store, record.id, { status: 'answered', answers: { q0: { selected: ['nope'] } } });
      assert.equal(outcome.kind, 'invalid');
      assert.match(outcome.message, /not one of its option ids/);
      assert.equal((await store.get(record.id)).response, undefined);
    });

    withStore('bounds per owner and in all are checked when creating', async (store) => {
      const scope = await store.openScope();
      const bounds = { perOwner: 2, total: 3 };
      for (let i = 0; i < 2; i++) assert.ok((await store.create(newQuestion(scope), bounds)).ok);
      const overOwner = await store.create(newQuestion(scope), bounds);
      assert.equal(overOwner.ok, false);
      assert.match(overOwner.reason, /--max-waiting-per-session/);
      assert.ok((await store.create(newQuestion(scope, { owner: 'owner-b' }), bounds)).ok);
      const overTotal = await store.create(newQuestion(scope, { owner: 'owner-c' }), bounds);
      assert.match(overTotal.reason, /--max-waiting\)/);
      assert.equal(await store.waitingCount(), 3);
    });

    withStore('lists by scope and by owner: only what waits, only its own', async (store) => {
      const [mine, theirs] = [await store.openScope(), await store.openScope()];
      const a = (await store.create(newQuestion(mine), BOUNDS)).record;
      const b = (await store.create(newQuestion(theirs, { owner: 'owner-b' }), BOUNDS)).record;
      const form = (await store.create(newQuestion(mine, { channel: 'elicitation' }), BOUNDS)).record;
      assert.deepEqual((await store.listed(mine)).map((r) => r.id), [a.id], 'a form is not listed on the page');
      assert.deepEqual((await store.listed(theirs)).map((r) => r.id), [b.id]);
      assert.deepEqual((await store.waitingOf('owner-a')).map((r) => r.id).sort(), [a.id, form.id].sort());
      await store.update(form.id, { channel: 'browser' });
      assert.deepEqual((await store.listed(mine)).map((r) => r.id).sort(), [a.id, form.id].sort(), 'moved to the page, it is listed');
      await cancelQuestion(store, a.id);
      assert.deepEqual((await store.listed(mine)).map((r) => r.id), [form.id]);
      assert.equal(await store.hasScope(mine), true);
      assert.equal(await store.hasScope('pk-' + '0'.repeat(64)), false);
      const group = 'g'.repeat(40);
      assert.equal(await store.openScope(group), await store.openScope(group), 'one scope per page group');
    });

    withStore('a question past its deadline settles with its timeout action, once', async (store) => {
      const scope = await store.openScope();
      const args = { ...singleArgs, default_selection_ids: ['agentic'] };
      const { record } = await store.create(newQuestion(scope, { args, deadline: Date.now() + 200 }), BOUNDS);
      const settled = await store.wait(record.id, 30_000);
      assert.equal(settled.response.status, 'timeout');
      assert.deepEqual(settled.response.answers.q0.selected, ['agentic']);
      await store.expire();
      assert.deepEqual((await store.get(record.id)).response, settled.response);
    });

    withStore('abandoning brings the deadline forward; an answer before it still counts', async (store) => {
      const scope = await store.openScope();
      const { record } = await store.create(newQuestion(scope), BOUNDS);
      const deadline = Date.now() + 60_000;
      const abandoned = await store.update(record.id, { abandonedDeadline: deadline });
      assert.deepEqual([abandoned.abandoned, abandoned.deadline], [true, deadline]);
      assert.equal((await answerQuestion(store, record.id, { status: 'answered', answers: { q0: { selected: ['rss'] } } })).kind, 'ok');
      assert.equal(await store.update(record.id, { channel: 'terminal' }), undefined, 'a settled question does not change');
    });

    withStore('waiting for a change: a waiter wakes when the question settles, and reads the settled row', async (store) => {
      const scope = await store.openScope();
      const { record } = await store.create(newQuestion(scope), BOUNDS);
      const early = await store.wait(record.id, 50);
      assert.equal(early.response, undefined, 'nothing settled: the wait ends with the question as it is');
      const waiting = store.wait(record.id, 30_000);
      const changed = storeChange(store, async () => (await store.get(record.id))?.response);
      await answerQuestion(store, record.id, { status: 'answered', answers: { q0: { selected: ['rss'] } } });
      assert.deepEqual((await waiting).response.answers.q0.selected, ['rss']);
      assert.equal((await changed).status, 'answered');
      const aborted = new AbortController();
      const { record: other } = await store.create(newQuestion(scope), BOUNDS);
      const pending = store.wait(other.id, 30_000, aborted.signal);
      aborted.abort();
      assert.equal((await pending).response, undefined);
    });
  });
}
