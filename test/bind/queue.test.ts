// bindSession with several requests in flight: they wait in a <choice-queue> (one shown, a tab
// per request named by its source), each answer goes back through the session on its own, and
// a request's clock pausing for the person pauses the session's, which settles the request.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/bundle.js';
import '../../src/choice-queue.js';
import type { ChoiceQueue } from '../../src/choice-queue.js';
import { bindSession } from '../../src/index.js';
import { ChoiceSession } from '../../src/protocol/session.js';
import { parseRequest } from '../../src/protocol/registry.js';
import type { ChoiceRequest, ChoiceResponse } from '../../src/protocol/model.js';

let counter = 0;
function ask(text: string): ChoiceRequest {
  const result = parseRequest('ask_user_question', { questions: [{ question: text, header: 'Q', multiSelect: false, options: [{ label: 'Yes' }, { label: 'No' }] }] }, { id: `queued-${++counter}` });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const tabNames = (queue: ChoiceQueue) => [...queue.shadowRoot!.querySelectorAll('[role="tab"] .visually-hidden')].map((t) => t.textContent!.trim());
const options = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.option')];

async function queued(session: ChoiceSession, settled: 'keep' | 'remove' = 'remove') {
  const container = await fixture<HTMLElement>(html`<section></section>`);
  const unbind = bindSession(session, container, { queue: true, settled });
  const queue = container.querySelector('choice-queue')!;
  return { container, queue, unbind };
}

const settledQueue = async (queue: ChoiceQueue, count: number) => {
  await waitUntil(() => queue.waiting.length === count && queue.waiting.every((el) => el.getAttribute('state') === 'open'), `${count} waiting`, { timeout: 10_000 });
  await queue.updateComplete;
};

describe('bindSession({ queue: true })', () => {
  it('puts the requests in flight in a queue, each prompt named by its source; each answer settles its own request', async () => {
    const session = new ChoiceSession();
    const { queue, unbind } = await queued(session);
    const researcher = session.ask(ask('Which database?'), { source: 'researcher' });
    const reviewer = session.ask(ask('Ship it?'), { source: 'reviewer' });
    await settledQueue(queue, 2);
    expect(tabNames(queue)).to.deep.equal(['researcher: Which database?', 'reviewer: Ship it?']);
    options(queue.waiting[0]!)[1]!.click();
    const first: ChoiceResponse = await researcher;
    expect(first).to.deep.include({ status: 'answered' });
    expect(first.answers['q0']).to.deep.equal({ selected: ['o1'] });
    await waitUntil(() => queue.waiting.length === 1, 'the answered one left');
    expect(tabNames(queue)).to.deep.equal(['reviewer: Ship it?']);
    expect(session.state.requests).to.have.length(1);
    options(queue.waiting[0]!)[0]!.click();
    expect((await reviewer).answers['q0']).to.deep.equal({ selected: ['o0'] });
    unbind();
    expect(queue.isConnected, 'unbinding takes the queue away').to.equal(false);
  });

  it('with settled: keep, a settled prompt leaves the queue for the container, before it, showing its answer', async () => {
    const session = new ChoiceSession();
    const { container, queue } = await queued(session, 'keep');
    const answered = session.ask(ask('Which database?'), { source: 'researcher' });
    void session.ask(ask('Ship it?'), { source: 'reviewer' });
    await settledQueue(queue, 2);
    const first = queue.waiting[0]!;
    options(first)[0]!.click();
    await answered;
    await waitUntil(() => first.parentElement === container, 'moved into the history');
    expect([...container.children]).to.deep.equal([first, queue]);
    expect(first.getAttribute('state')).to.equal('answered');
    expect(queue.waiting).to.have.length(1);
  });
});

describe('a session\'s clock waits with the element\'s', () => {
  const realNow = Date.now;
  let now = 0;
  afterEach(() => {
    Date.now = realNow;
  });

  it('pause keeps the time left, resume runs it again; a request without a clock cannot be paused', async () => {
    const session = new ChoiceSession();
    const timed = { ...ask('Deploy now?'), timeoutMs: 60_000 };
    const untimed = ask('Which database?');
    const settled = session.ask(timed);
    void session.ask(untimed);
    expect(session.pause(untimed.id)).to.equal(false);
    expect(session.pause(timed.id)).to.equal(true);
    expect(session.pause(timed.id), 'paused already').to.equal(false);
    expect(session.resume(timed.id)).to.equal(true);
    expect(session.resume(timed.id), 'running already').to.equal(false);
    session.cancel(timed.id);
    expect((await settled).status).to.equal('cancelled');
  });

  it('through bindSession: the person working in the prompt pauses the session, which does not time the request out meanwhile', async () => {
    now = realNow();
    Date.now = () => now;
    const session = new ChoiceSession();
    const container = await fixture<HTMLElement>(html`<section></section>`);
    bindSession(session, container);
    const request = { ...ask('Deploy now?'), timeoutMs: 60_000 };
    let response: ChoiceResponse | undefined;
    void session.ask(request).then((r) => (response = r));
    const prompt = container.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
    await waitUntil(() => prompt.getAttribute('state') === 'open', 'shown', { timeout: 10_000 });
    await prompt.updateComplete;
    const paused = oneEvent(prompt, 'choice-timer');
    options(prompt)[0]!.focus();
    expect((await paused).detail).to.deep.include({ requestId: request.id, paused: true, remainingMs: 60_000 });
    // The session's timer would have fired by now: it was paused with the element's.
    expect(session.pause(request.id), 'the session is paused').to.equal(false);
    expect(response).to.equal(undefined);
    const resumed = oneEvent(prompt, 'choice-timer');
    options(prompt)[0]!.blur();
    now += 3000;
    expect((await resumed).detail).to.deep.include({ paused: false });
    expect(session.resume(request.id), 'running again').to.equal(false);
    expect(session.state.requests).to.have.length(1);
    session.cancel(request.id);
  });
});
