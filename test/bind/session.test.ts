import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/bundle.js';
import { bindSession } from '../../src/index.js';
import { ChoiceSession } from '../../src/protocol/session.js';
import { parseRequest } from '../../src/protocol/registry.js';
import type { ChoiceRequest, DialectName } from '../../src/protocol/model.js';

let counter = 0;

function request(dialect: DialectName, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect, payload, { id: `req-${++counter}` });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

/** One `ask_user_question` question (Cancel is offered for it). */
function oneQuestion(text = 'Which database?'): ChoiceRequest {
  return request('ask_user_question', {
    questions: [{ question: text, header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] }],
  });
}

function twoQuestions(): ChoiceRequest {
  return request('ask_user_question', {
    questions: [
      { question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] },
      { question: 'Which runtime?', header: 'Runtime', multiSelect: false, options: [{ label: 'Node' }, { label: 'Deno' }] },
    ],
  });
}

async function containers(count: number): Promise<HTMLElement[]> {
  const root = await fixture<HTMLElement>(html`<div>${Array.from({ length: count }, () => html`<section tabindex="-1"></section>`)}</div>`);
  return [...root.querySelectorAll<HTMLElement>('section')];
}

type Prompt = HTMLElement & { request?: ChoiceRequest; updateComplete: Promise<boolean> };

function prompts(container: Element): Prompt[] {
  return [...container.children] as Prompt[];
}

async function rendered(element: Element): Promise<Prompt> {
  const prompt = element as Prompt;
  await prompt.updateComplete;
  return prompt;
}

/** Options are native buttons with aria-pressed (DESIGN §4), so that is how a test finds them. */
async function optionButton(prompt: Element, label: string): Promise<HTMLButtonElement> {
  const el = await rendered(prompt);
  const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')];
  const button = buttons.find((b) => b.textContent?.includes(label));
  if (!button) throw new Error(`No option "${label}" in ${el.localName}`);
  return button;
}

async function partButton(prompt: Element, part: string): Promise<HTMLButtonElement> {
  const el = await rendered(prompt);
  const button = el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`);
  if (!button) throw new Error(`No ${part} button in ${el.localName}`);
  return button;
}

/** Resolves with what `promise` settled with, or `'pending'` if it has not settled yet. */
async function peek<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 20))]);
}

describe('bindSession', () => {
  let session: ChoiceSession;
  beforeEach(() => {
    session = new ChoiceSession();
  });
  afterEach(() => session.dispose());

  it('shows each waiting request as a prompt, oldest first: <choice-prompt> for one question, <question-set> for several', async () => {
    const [view] = await containers(1);
    const first = oneQuestion();
    void session.ask(first);
    bindSession(session, view!);
    const second = twoQuestions();
    void session.ask(second);

    const [a, b] = prompts(view!);
    expect(a!.localName).to.equal('choice-prompt');
    expect(a!.request).to.equal(first);
    expect(b!.localName).to.equal('question-set');
    expect(b!.request).to.equal(second);
    await rendered(b!);
    await expect(view).to.be.accessible();
  });

  it("answers the session with the user's choice and takes the prompt away", async () => {
    const [view] = await containers(1);
    bindSession(session, view!);
    const req = oneQuestion();
    const answer = session.ask(req);
    (await optionButton(prompts(view!)[0]!, 'SQLite')).click();

    const response = await answer;
    expect(response.status).to.equal('answered');
    expect(response.answers[req.questions[0]!.id]!.selected).to.deep.equal([req.questions[0]!.options[1]!.id]);
    expect(prompts(view!)).to.have.length(0);
    expect(session.state.status).to.equal('idle');
  });

  it('answers a question set once, with every question', async () => {
    const [view] = await containers(1);
    bindSession(session, view!);
    const req = twoQuestions();
    const answer = session.ask(req);
    const set = prompts(view!)[0]!;
    await rendered(set);
    expect(set.shadowRoot!.querySelectorAll('[role="group"]'), 'one group per question').to.have.length(2);
    (await optionButton(set, 'PostgreSQL')).click();
    (await optionButton(set, 'Deno')).click();
    expect(await peek(answer)).to.equal('pending');
    (await partButton(set, 'submit')).click();

    const response = await answer;
    expect(response.status).to.equal('answered');
    expect(Object.keys(response.answers)).to.have.length(2);
    expect(prompts(view!)).to.have.length(0);
  });

  it('turns choice-cancel into session.cancel', async () => {
    const [view] = await containers(1);
    bindSession(session, view!);
    const answer = session.ask(oneQuestion());
    (await partButton(prompts(view!)[0]!, 'cancel')).click();

    expect((await answer).status).to.equal('cancelled');
    expect(prompts(view!)).to.have.length(0);
  });

  it('shows the waiting state in every bound view, and the first answer settles it everywhere (REQ-AUQ-006)', async () => {
    const [left, right] = await containers(2);
    bindSession(session, left!);
    bindSession(session, right!);
    const req = oneQuestion();
    const answer = session.ask(req);
    expect(prompts(left!)).to.have.length(1);
    expect(prompts(right!)).to.have.length(1);

    (await optionButton(prompts(right!)[0]!, 'PostgreSQL')).click();
    const response = await answer;
    expect(response.answers[req.questions[0]!.id]!.selected).to.deep.equal([req.questions[0]!.options[0]!.id]);
    expect(prompts(left!)).to.have.length(0);
    expect(prompts(right!)).to.have.length(0);
  });

  it('removes a prompt settled outside the page (the agent cancels, a timeout)', async () => {
    const [view] = await containers(1);
    bindSession(session, view!);
    const withdrawn = oneQuestion('First?');
    void session.ask(withdrawn);
    const timed = { ...oneQuestion('Second?'), timeoutMs: 30 };
    const timedOut = session.ask(timed);
    expect(prompts(view!)).to.have.length(2);

    session.cancel(withdrawn.id);
    expect(prompts(view!).map((p) => p.request?.id)).to.deep.equal([timed.id]);
    expect((await timedOut).status).to.equal('timeout');
    expect(prompts(view!)).to.have.length(0);
  });

  it('moves focus to the next waiting prompt when the focused one is answered from the keyboard', async () => {
    const [view] = await containers(1);
    bindSession(session, view!);
    const first = session.ask(oneQuestion('First?'));
    void session.ask(oneQuestion('Second?'));
    const [a, b] = prompts(view!);
    (await optionButton(a!, 'PostgreSQL')).focus();
    await sendKeys({ press: 'Enter' });

    expect((await first).status).to.equal('answered');
    expect(prompts(view!)).to.have.length(1);
    expect(prompts(view!)[0] === b, 'the second prompt stays').to.be.true;
    expect(b!.matches(':focus-within')).to.be.true;
  });

  it('moves focus to the prompt that takes the answered one\'s place, else to the one before it', async () => {
    const [view] = await containers(1);
    bindSession(session, view!);
    void session.ask(oneQuestion('First?'));
    const second = session.ask(oneQuestion('Second?'));
    const third = session.ask(oneQuestion('Third?'));
    const [a, , c] = prompts(view!);

    (await optionButton(prompts(view!)[1]!, 'SQLite')).focus();
    await sendKeys({ press: 'Enter' });
    await second;
    expect(c!.matches(':focus-within'), 'the prompt after it').to.be.true;

    (await optionButton(c!, 'SQLite')).focus();
    await sendKeys({ press: 'Enter' });
    await third;
    expect(prompts(view!)).to.have.length(1);
    expect(a!.matches(':focus-within'), 'the prompt before it').to.be.true;
  });

  it('moves focus to a focusable container when the last prompt goes', async () => {
    const [view] = await containers(1);
    bindSession(session, view!);
    const answer = session.ask(oneQuestion());
    (await optionButton(prompts(view!)[0]!, 'SQLite')).focus();
    await sendKeys({ press: 'Space' });
    await answer;
    expect(document.activeElement === view, 'focus is on the container').to.be.true;
  });

  it('shows only the requests its filter accepts', async () => {
    const [view] = await containers(1);
    const wanted = oneQuestion('Mine?');
    bindSession(session, view!, { filter: (r) => r.id === wanted.id });
    void session.ask(oneQuestion('Not mine?'));
    void session.ask(wanted);
    expect(prompts(view!).map((p) => p.request?.id)).to.deep.equal([wanted.id]);
  });

  it('builds prompts with createElement when given one', async () => {
    const [view] = await containers(1);
    bindSession(session, view!, {
      createElement: () => {
        const el = document.createElement('choice-prompt');
        el.setAttribute('tab-stops', 'each');
        return el;
      },
    });
    void session.ask(oneQuestion());
    expect(prompts(view!)[0]!.getAttribute('tab-stops')).to.equal('each');
  });

  describe("with settled: 'keep'", () => {
    it('keeps the answered prompt locked here, and shows the same answer in the other view', async () => {
      const [here, there] = await containers(2);
      bindSession(session, here!, { settled: 'keep' });
      bindSession(session, there!, { settled: 'keep' });
      const answer = session.ask(oneQuestion());
      (await optionButton(prompts(here!)[0]!, 'SQLite')).click();
      await answer;

      for (const view of [here!, there!]) {
        const [prompt] = prompts(view);
        await rendered(prompt!);
        expect(prompt!.getAttribute('state'), view === here ? 'here' : 'there').to.equal('answered');
        if (view === there) {
          // Answered in the other view, with focus and the pointer away, it folds to its line; opened, it shows the answer.
          while ((prompt as unknown as { isUpdatePending: boolean }).isUpdatePending) await rendered(prompt!);
          const line = prompt!.shadowRoot!.querySelector<HTMLButtonElement>('[part~=fold]');
          expect(line?.textContent?.trim()).to.match(/ → SQLite$/);
          line!.click();
        }
        expect((await optionButton(prompt!, 'SQLite')).getAttribute('aria-pressed')).to.equal('true');
        expect((await optionButton(prompt!, 'PostgreSQL')).getAttribute('aria-pressed')).to.equal('false');
      }
      await expect(there).to.be.accessible();
    });

    it('shows a request settled outside any view as no longer active', async () => {
      const [view] = await containers(1);
      bindSession(session, view!, { settled: 'keep' });
      const req = oneQuestion();
      void session.ask(req);
      session.cancel(req.id);
      const [prompt] = prompts(view!);
      await rendered(prompt!);
      expect(prompt!.getAttribute('state')).to.equal('outdated');
    });
  });

  it('stops and removes its prompts when unbound, leaving other views alone', async () => {
    const [gone, stays] = await containers(2);
    const unbind = bindSession(session, gone!);
    bindSession(session, stays!);
    void session.ask(oneQuestion());
    unbind();
    expect(prompts(gone!)).to.have.length(0);
    void session.ask(oneQuestion('Later?'));
    expect(prompts(gone!)).to.have.length(0);
    expect(prompts(stays!)).to.have.length(2);
  });
});
