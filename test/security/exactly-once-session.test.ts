/**
 * Exactly once through a `ChoiceSession` bound to the page: two views answering in the same
 * moment, a click racing the session's own timeout, and a late answer after the agent gave
 * up all settle the request once; the agent's `ask` resolves with the first answer and the
 * page hears one event.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/bundle.js';
import { bindSession } from '../../src/index.js';
import { ChoiceSession } from '../../src/protocol/session.js';
import { parseRequest } from '../../src/protocol/registry.js';
import type { ChoiceRequest, ChoiceResponse } from '../../src/protocol/model.js';
import { sleep } from '../components/helpers.js';
import { allElements, settled } from './dom.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

let n = 0;
function ask(extra: Partial<ChoiceRequest> = {}): ChoiceRequest {
  const result = parseRequest('ask_user_question', { questions: [{ question: 'DB?', header: 'DB', options: [{ label: 'Postgres' }, { label: 'SQLite' }] }] }, { id: `s-${++n}` });
  if (!result.ok) throw new Error('fixture');
  return { ...result.request, ...extra };
}

const option = (view: Element, label: string) =>
  allElements(view).find((e): e is HTMLButtonElement => e instanceof HTMLButtonElement && e.classList.contains('option') && e.textContent!.includes(label))!;

describe('exactly once through a bound ChoiceSession', () => {
  let session: ChoiceSession;
  const events: CustomEvent[] = [];
  const listener = (e: Event) => events.push(e as CustomEvent);
  beforeEach(() => {
    session = new ChoiceSession();
    events.length = 0;
    document.addEventListener('choice-submit', listener);
    document.addEventListener('choice-cancel', listener);
  });
  afterEach(() => {
    session.dispose();
    document.removeEventListener('choice-submit', listener);
    document.removeEventListener('choice-cancel', listener);
  });

  for (const mode of ['remove', 'keep'] as const) {
    it(`two views answered in the same moment settle once (settled prompts: ${mode})`, async () => {
      const root = await fixture<HTMLElement>(html`<div><section></section><section></section></div>`);
      const [a, b] = [...root.querySelectorAll('section')];
      bindSession(session, a!, { settled: mode });
      bindSession(session, b!, { settled: mode });
      const answers: ChoiceResponse[] = [];
      const request = ask();
      const asked = session.ask(request).then((r) => void answers.push(r));
      await settled(root);
      const [inA, inB] = [option(a!, 'SQLite'), option(b!, 'Postgres')];
      inA.click();
      inB.click();
      inA.click();
      await asked;
      await settled(root);
      await sleep(20);
      expect(answers.map((r) => r.answers)).to.deep.equal([{ q0: { selected: ['o1'] } }]);
      expect(events.map((e) => e.detail.reply), 'the page hears one event').to.deep.equal([{ answers: { 'DB?': 'SQLite' } }]);
      expect(session.state.status).to.equal('idle');
    });
  }

  it('a click racing the session\'s timeout: the request settles once, with whichever came first', async () => {
    for (const offset of [-3, 0, 3]) {
      events.length = 0;
      const root = await fixture<HTMLElement>(html`<section></section>`);
      const unbind = bindSession(session, root);
      const request = ask({ timeoutMs: 40 });
      const results: ChoiceResponse[] = [];
      const asked = session.ask(request).then((r) => void results.push(r));
      await settled(root);
      const button = option(root, 'Postgres');
      setTimeout(() => button.click(), 40 + offset);
      await asked;
      await sleep(60);
      expect(results, `offset ${offset}`).to.have.length(1);
      expect(['answered', 'timeout']).to.include(results[0]!.status);
      // The page's clock and the session's race too: either the prompt settled first (one
      // event, and the session took exactly that response) or the session did (the prompt
      // went away unanswered, no event).
      expect(events.length, 'at most one event').to.be.at.most(1);
      if (events.length === 1) expect(events[0]!.detail.response).to.deep.equal(results[0]);
      else expect(results[0]!.status).to.equal('timeout');
      unbind();
    }
  });

  it('an answer arriving after the agent cancelled is refused, and a reused id is never asked again', async () => {
    const request = ask();
    const asked = session.ask(request);
    expect(session.cancel(request.id)).to.equal(true);
    expect(session.respond(request.id, { requestId: request.id, status: 'answered', answers: { q0: { selected: ['o0'] } } })).to.equal(false);
    expect((await asked).status).to.equal('cancelled');
    let reason: unknown;
    await session.ask(request).catch((error) => (reason = error));
    expect(String(reason)).to.contain('already used');
  });
});
