import { expect } from '@open-wc/testing';
import { ChoiceSession, type ChoiceSessionState } from '../../src/protocol/session.js';
import type { ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../src/protocol/model.js';
import { typedQuestion } from '../../src/protocol/kinds.js';

function question(id: string, patch: Partial<ChoiceQuestion> = {}): ChoiceQuestion {
  return {
    id,
    text: `Question ${id}?`,
    options: [
      { id: 'a', label: 'A', value: 'a' },
      { id: 'b', label: 'B', value: 'b' },
      { id: 'c', label: 'C', value: 'c' },
    ],
    multiple: false,
    allowOther: false,
    minSelections: 1,
    maxSelections: 1,
    defaults: [],
    ...patch,
  };
}

let nextId = 0;
function makeRequest(patch: Partial<ChoiceRequest> = {}): ChoiceRequest {
  nextId += 1;
  return { id: `req-${nextId}`, dialect: 'ask_user_question', questions: [question('q0')], ...patch };
}

function answered(requestId: string, answers: ChoiceResponse['answers']): ChoiceResponse {
  return { requestId, status: 'answered', answers };
}

/** Records every statechange detail, in order. */
function recordStates(session: ChoiceSession): ChoiceSessionState[] {
  const states: ChoiceSessionState[] = [];
  session.addEventListener('statechange', (event) => states.push(event.detail));
  return states;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ChoiceSession', () => {
  it('starts idle and reports waiting, with the questions, as soon as a request is asked', () => {
    const session = new ChoiceSession();
    expect(session.state).to.deep.equal({ status: 'idle', requests: [] });
    const states = recordStates(session);
    const request = makeRequest();
    void session.ask(request);
    expect(states).to.have.length(1);
    expect(states[0].status).to.equal('waiting');
    expect(states[0].requests[0].questions[0].text).to.equal('Question q0?');
    expect(session.state).to.deep.equal(states[0]);
    session.dispose();
  });

  it('dispatches statechange as a CustomEvent on every transition: ask, ask, settle, settle', async () => {
    const session = new ChoiceSession();
    const events: Event[] = [];
    session.addEventListener('statechange', (e) => events.push(e));
    const first = makeRequest();
    const second = makeRequest();
    const p1 = session.ask(first);
    const p2 = session.ask(second);
    session.respond(first.id, answered(first.id, { q0: { selected: ['a'] } }));
    session.cancel(second.id);
    await Promise.all([p1, p2]);
    expect(events.every((e) => e instanceof CustomEvent)).to.equal(true);
    expect(events.map((e) => (e as CustomEvent<ChoiceSessionState>).detail.requests.map((r) => r.id))).to.deep.equal([
      [first.id],
      [first.id, second.id],
      [second.id],
      [],
    ]);
    expect((events[3] as CustomEvent<ChoiceSessionState>).detail.status).to.equal('idle');
  });

  it('resolves ask with the response, selected ids put in option order and requestId forced', async () => {
    const session = new ChoiceSession();
    const request = makeRequest({ questions: [question('q0', { multiple: true, maxSelections: 3 })] });
    const pending = session.ask(request);
    expect(session.respond(request.id, { requestId: 'wrong', status: 'answered', answers: { q0: { selected: ['c', 'a', 'c'] } } })).to.equal(true);
    expect(await pending).to.deep.equal({ requestId: request.id, status: 'answered', answers: { q0: { selected: ['a', 'c'] } } });
  });

  it('keeps a note on an answer typed as "Other" text, and refuses one that is not a string', async () => {
    const session = new ChoiceSession();
    const request = makeRequest({ questions: [question('q0', { allowOther: true })] });
    const pending = session.ask(request);
    expect(() => session.respond(request.id, answered(request.id, { q0: { selected: [], other: 'D', note: 7 as unknown as string } }))).to.throw(TypeError, '"note"');
    expect(session.respond(request.id, answered(request.id, { q0: { selected: [], other: 'D', note: 'Only D fits.' } }))).to.equal(true);
    expect((await pending).answers).to.deep.equal({ q0: { selected: [], other: 'D', note: 'Only D fits.' } });
  });

  it('settles exactly once: a second respond, a cancel or the timer after it all lose', async () => {
    const session = new ChoiceSession();
    const states = recordStates(session);
    const request = makeRequest({ timeoutMs: 20 });
    const pending = session.ask(request);
    expect(session.respond(request.id, answered(request.id, { q0: { selected: ['b'] } }))).to.equal(true);
    expect(session.respond(request.id, answered(request.id, { q0: { selected: ['a'] } }))).to.equal(false);
    expect(session.cancel(request.id)).to.equal(false);
    await sleep(40);
    const response = await pending;
    expect(response.status).to.equal('answered');
    expect(response.answers.q0.selected).to.deep.equal(['b']);
    expect(states.map((s) => s.status)).to.deep.equal(['waiting', 'idle']);
  });

  it('returns false for an id it never saw', () => {
    const session = new ChoiceSession();
    expect(session.respond('nope', answered('nope', {}))).to.equal(false);
    expect(session.cancel('nope')).to.equal(false);
  });

  it('cancels with status cancelled and no answers; a later answer is refused', async () => {
    const session = new ChoiceSession();
    const request = makeRequest();
    const pending = session.ask(request);
    expect(session.cancel(request.id)).to.equal(true);
    expect(session.respond(request.id, answered(request.id, { q0: { selected: ['a'] } }))).to.equal(false);
    expect(await pending).to.deep.equal({ requestId: request.id, status: 'cancelled', answers: {} });
  });

  it('drops any answers from a response with status cancelled', async () => {
    const session = new ChoiceSession();
    const request = makeRequest();
    const pending = session.ask(request);
    session.respond(request.id, { requestId: request.id, status: 'cancelled', answers: { q0: { selected: ['a'] } } });
    expect((await pending).answers).to.deep.equal({});
  });

  it('rejects an invalid request with an Error naming the problem, and never shows it', async () => {
    const session = new ChoiceSession();
    const states = recordStates(session);
    const bad = makeRequest({ questions: [question('q0', { options: [{ id: 'a', label: 'A', value: 'a' }] })] });
    let error: unknown;
    await session.ask(bad).catch((e) => (error = e));
    expect(error).to.be.instanceOf(Error);
    expect((error as Error).message).to.contain('$.questions[0].options');
    expect(states).to.deep.equal([]);
  });

  it('rejects a reused id, while waiting and after settling: ids are single-use', async () => {
    const session = new ChoiceSession();
    const request = makeRequest();
    const first = session.ask(request);
    const whileWaiting = await session.ask({ ...request }).catch((e: Error) => e);
    expect(whileWaiting).to.be.instanceOf(Error);
    expect((whileWaiting as Error).message).to.contain(request.id);
    session.cancel(request.id);
    await first;
    const afterSettle = await session.ask({ ...request }).catch((e: Error) => e);
    expect(afterSettle).to.be.instanceOf(Error);
  });

  describe('respond refuses a response that does not fit, with a TypeError, and keeps waiting', () => {
    const cases: Array<[string, unknown, string]> = [
      ['an unknown question id', { q9: { selected: ['a'] } }, 'q9'],
      ['an unknown option id', { q0: { selected: ['z'] } }, '"z"'],
      ['no answer for an answered request', {}, 'nothing is chosen'],
      ['two options on a single-select question', { q0: { selected: ['a', 'b'] } }, 'at most 1'],
      ['typed text where the question takes options only', { q0: { selected: ['a'], other: 'mine' } }, 'options only'],
      ['a non-array selection', { q0: { selected: 'a' } }, 'array'],
    ];
    for (const [what, answers, fragment] of cases) {
      it(what, async () => {
        const session = new ChoiceSession();
        const request = makeRequest();
        const pending = session.ask(request);
        expect(() => session.respond(request.id, { requestId: request.id, status: 'answered', answers } as ChoiceResponse))
          .to.throw(TypeError)
          .with.property('message')
          .that.contains(fragment);
        expect(session.state.status).to.equal('waiting');
        expect(session.respond(request.id, answered(request.id, { q0: { selected: ['a'] } }))).to.equal(true);
        expect((await pending).status).to.equal('answered');
      });
    }

    it('a missing minimum, unless typed text stands in for it', async () => {
      const session = new ChoiceSession();
      const q = question('q0', { multiple: true, minSelections: 2, maxSelections: 3, allowOther: true });
      const request = makeRequest({ questions: [q] });
      const pending = session.ask(request);
      expect(() => session.respond(request.id, answered(request.id, { q0: { selected: ['a'] } }))).to.throw(TypeError, 'at least 2');
      expect(session.respond(request.id, answered(request.id, { q0: { selected: ['a'], other: 'and mine' } }))).to.equal(true);
      expect((await pending).answers.q0).to.deep.equal({ selected: ['a'], other: 'and mine' });
    });

    it('a non-object response or an unknown status', () => {
      const session = new ChoiceSession();
      const request = makeRequest();
      void session.ask(request);
      expect(() => session.respond(request.id, null as unknown as ChoiceResponse)).to.throw(TypeError);
      expect(() => session.respond(request.id, { requestId: request.id, status: 'done', answers: {} } as unknown as ChoiceResponse)).to.throw(
        TypeError,
        'status',
      );
      session.dispose();
    });
  });

  it('accepts a question id "__proto__" as an own answer key', async () => {
    const session = new ChoiceSession();
    const request = makeRequest({ questions: [question('__proto__')] });
    const pending = session.ask(request);
    const answers = JSON.parse('{"__proto__": {"selected": ["b"]}}');
    expect(session.respond(request.id, answered(request.id, answers))).to.equal(true);
    const response = await pending;
    expect(Object.keys(response.answers)).to.deep.equal(['__proto__']);
    expect(Object.getPrototypeOf(response.answers)).to.equal(Object.prototype);
  });

  describe('timeouts', () => {
    it("settle with status timeout and the request's defaults when the action is default", async () => {
      const session = new ChoiceSession();
      const states = recordStates(session);
      const request = makeRequest({
        timeoutMs: 20,
        questions: [question('q0', { multiple: true, maxSelections: 3, defaults: ['c', 'a'] }), question('q1')],
      });
      const response = await session.ask(request);
      expect(response).to.deep.equal({ requestId: request.id, status: 'timeout', answers: { q0: { selected: ['a', 'c'] }, q1: { selected: [] } } });
      expect(states.map((s) => s.status)).to.deep.equal(['waiting', 'idle']);
      expect(session.respond(request.id, answered(request.id, { q0: { selected: ['a'] } }))).to.equal(false);
    });

    it('settle with status timeout and no answers when the action is cancel', async () => {
      const session = new ChoiceSession();
      const request = makeRequest({ timeoutMs: 20, timeoutAction: 'cancel', questions: [question('q0', { defaults: ['b'] })] });
      expect(await session.ask(request)).to.deep.equal({ requestId: request.id, status: 'timeout', answers: {} });
    });

    it('only touch their own request', async () => {
      const session = new ChoiceSession();
      const short = makeRequest({ timeoutMs: 20 });
      const open = makeRequest();
      const settled = await session.ask(short);
      void session.ask(open);
      expect(settled.status).to.equal('timeout');
      expect(session.state.requests.map((r) => r.id)).to.deep.equal([open.id]);
      session.dispose();
    });
  });

  describe('abort signals', () => {
    it('cancel the request when aborted while waiting', async () => {
      const session = new ChoiceSession();
      const controller = new AbortController();
      const request = makeRequest();
      const pending = session.ask(request, { signal: controller.signal });
      controller.abort();
      expect(await pending).to.deep.equal({ requestId: request.id, status: 'cancelled', answers: {} });
      expect(session.state.status).to.equal('idle');
    });

    it('cancel at once, without ever showing the request, when already aborted', async () => {
      const session = new ChoiceSession();
      const states = recordStates(session);
      const request = makeRequest();
      expect((await session.ask(request, { signal: AbortSignal.abort() })).status).to.equal('cancelled');
      expect(states).to.deep.equal([]);
    });

    it('no longer matter once the request has settled', async () => {
      const session = new ChoiceSession();
      const controller = new AbortController();
      const request = makeRequest();
      const pending = session.ask(request, { signal: controller.signal });
      session.respond(request.id, answered(request.id, { q0: { selected: ['a'] } }));
      controller.abort();
      expect((await pending).status).to.equal('answered');
    });
  });

  it('dispose cancels everything waiting, stops timers and refuses new requests', async () => {
    const session = new ChoiceSession();
    const states = recordStates(session);
    const a = makeRequest({ timeoutMs: 20 });
    const b = makeRequest();
    const pending = [session.ask(a), session.ask(b)];
    session.dispose();
    expect((await Promise.all(pending)).map((r) => r.status)).to.deep.equal(['cancelled', 'cancelled']);
    await sleep(40);
    expect(states.map((s) => s.status)).to.deep.equal(['waiting', 'waiting', 'waiting', 'idle']);
    const refused = await session.ask(makeRequest()).catch((e: Error) => e);
    expect(refused).to.be.instanceOf(Error);
  });

  it('lets a statechange listener answer synchronously, and still settles once', async () => {
    const session = new ChoiceSession();
    session.addEventListener('statechange', (event) => {
      for (const r of event.detail.requests) session.respond(r.id, answered(r.id, { q0: { selected: ['c'] } }));
    });
    const response = await session.ask(makeRequest({ timeoutMs: 20 }));
    expect(response.status).to.equal('answered');
    await sleep(40);
    expect(session.state.status).to.equal('idle');
  });
});

describe('ChoiceSession with question kinds', () => {
  const kinds: ChoiceRequest = {
    id: 'kinds',
    dialect: 'mcp_elicitation',
    questions: [
      typedQuestion({ id: 't', kind: 'text', text: 'Name', maxLength: 5 }),
      typedQuestion({ id: 'n', kind: 'integer', text: 'Age', minimum: 0 }),
      typedQuestion({ id: 'b', kind: 'boolean', text: 'OK?' }),
    ],
  };

  it('keeps a typed answer in its own field: text, number, boolean', async () => {
    const session = new ChoiceSession();
    const pending = session.ask(kinds);
    const answers = { t: { selected: [], text: 'Ada' }, n: { selected: [], number: 36 }, b: { selected: [], boolean: false } };
    expect(session.respond('kinds', { requestId: 'kinds', status: 'answered', answers })).to.equal(true);
    expect((await pending).answers).to.deep.equal(answers);
  });

  it('refuses a value of the wrong type or kind, and one that breaks its question\'s rules', () => {
    const session = new ChoiceSession();
    void session.ask(kinds).catch(() => undefined);
    const ok = { t: { selected: [], text: 'Ada' }, n: { selected: [], number: 36 }, b: { selected: [], boolean: true } };
    const respond = (answers: Record<string, unknown>) => () => session.respond('kinds', { requestId: 'kinds', status: 'answered', answers } as unknown as ChoiceResponse);
    expect(respond({ ...ok, b: { selected: [], boolean: 'yes' } })).to.throw(TypeError, '"boolean"');
    expect(respond({ ...ok, t: { selected: [], number: 3 } })).to.throw(TypeError, '"text" question');
    expect(respond({ ...ok, t: { selected: [], text: 'far too long' } })).to.throw(TypeError, 'longer than 5');
    expect(respond({ ...ok, n: { selected: [], number: -1 } })).to.throw(TypeError, 'at least 0');
  });
});
