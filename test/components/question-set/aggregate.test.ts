import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import type { ChoiceRequest } from '../../../src/protocol/model.js';
import { announcement, deepActive, holdTimers, optionButtons, part, pressed, record, root, hintText, questions } from '../helpers.js';

const auq = {
  questions: [
    { question: 'Which authentication?', header: 'Auth', multiSelect: false, options: [{ label: 'OAuth' }, { label: 'Magic link' }] },
    { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Search' }, { label: 'Export' }, { label: 'Dark mode' }] },
    { question: 'Where to host?', header: 'Hosting', multiSelect: false, options: [{ label: 'Fly.io' }, { label: 'Vercel' }] },
  ],
};

/** The set stacked: these tests are about every question shown at once (a set of three pages by default). */
async function set(payload: unknown = auq, dialect = 'ask_user_question') {
  const el = await fixture<QuestionSet>(
    html`<question-set layout="stacked"><script type="application/json" dialect=${dialect}>${JSON.stringify(payload)}</script></question-set>`,
  );
  return el;
}

/** `payload` parsed as AskUserQuestion, with every answer required. */
function required(payload: unknown): ChoiceRequest {
  const result = parseRequest('ask_user_question', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { ...result.request, confirmUnanswered: false, questions: result.request.questions.map((q) => ({ ...q, optional: false })) };
}

/** The set's questions, each queried like an element (`questions` in helpers.ts). */
const prompts = questions;

/** Each step of the progress row as a screen reader gets it (the visible header and dot are aria-hidden). */
function progress(el: QuestionSet): string[] {
  return [...root(el).querySelectorAll('.progress li')].map((li) =>
    [...li.children]
      .filter((child) => child.getAttribute('aria-hidden') !== 'true')
      .map((child) => child.textContent)
      .join(''),
  );
}

async function settle(el: QuestionSet) {
  await el.updateComplete;
}

describe('<question-set> aggregation', () => {
  it('renders each question in its own shadow root as a labelled group, and a progress row', async () => {
    const el = await set();
    expect(prompts(el)).to.have.length(3);
    expect(root(el).querySelector('choice-prompt'), 'the set renders its questions itself, in its own shadow root').to.equal(null);
    const names = await Promise.all(prompts(el).map((_, i) => ariaSnapshot(`question-set .question-item:nth-child(${i + 1}) [part~=group]`)));
    expect(names.map((snapshot) => snapshot.split('\n')[0])).to.deep.equal([
      '- group "Which authentication? Choose one":',
      '- group "Which features? Choose at least 1, or type your own":',
      '- group "Where to host? Choose one":',
    ]);
    expect(progress(el)).to.deep.equal(['Auth, not answered', 'Features, not answered', 'Hosting, not answered']);
    expect(part(el, 'progress')!.getAttribute('aria-label')).to.equal('0 of 3 answered');
    expect(prompts(el).every((p) => part(p, 'submit') === null && part(p, 'cancel') === null), 'one Submit for all').to.equal(true);
    expect(part(el, 'submit')).to.exist;
    expect(part(el, 'cancel')).to.exist;
    expect(el.getAttribute('state')).to.equal('open');
    await expect(el).to.be.accessible();
  });

  it('takes answers in any order without sending, and shows progress', async () => {
    const el = await set();
    const events = record(el, 'choice-submit', 'choice-change');
    optionButtons(prompts(el)[2]!)[1]!.click();
    optionButtons(prompts(el)[0]!)[0]!.click();
    await settle(el);
    expect(events.map((e) => e.type)).to.deep.equal(['choice-change', 'choice-change']);
    expect(progress(el)).to.deep.equal(['Auth, answered', 'Features, not answered', 'Hosting, answered']);
    expect(part(el, 'progress')!.getAttribute('aria-label')).to.equal('2 of 3 answered');
    expect(el.getAttribute('state')).to.equal('selected');
    expect(pressed(prompts(el)[0]!)).to.deep.equal(['OAuth']);
    await expect(el).to.be.accessible();
  });

  it('on an early Submit says what is missing and moves focus to the first open question', async () => {
    // Every answer required, as a host may build the request (Claude Code lets its questions be skipped).
    const el = await fixture<QuestionSet>(html`<question-set layout="stacked" .request=${required(auq)}></question-set>`);
    optionButtons(prompts(el)[0]!)[0]!.click();
    await settle(el);
    const events = record(el, 'choice-submit', 'choice-cancel');
    part(el, 'submit')!.click();
    await settle(el);
    expect(events).to.have.length(0);
    expect(hintText(el)).to.equal('Answer every question before submitting. Still open: Features, Hosting.');
    expect(announcement(el)).to.equal('Answer every question before submitting. Still open: Features, Hosting.');
    expect(deepActive()).to.equal(optionButtons(prompts(el)[1]!)[0]);
    expect(hintText(prompts(el)[1]!)).to.equal('Choose an option or type your own answer.');
    expect(hintText(prompts(el)[2]!)).to.equal('Choose an option or type your own answer.');
    await expect(el).to.be.accessible();
  });

  it('an early Submit at the bottom of a long page: what is still open stands above the questions, and it and the question with focus are both in view', async () => {
    // Every answer required, so an early Submit is refused (Claude Code lets its questions be skipped, after a confirmation).
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><div style="height: 120vh"></div><question-set layout="stacked" .request=${required(auq)}></question-set><div style="height: 120vh"></div></div>`,
    );
    const el = wrapper.querySelector<QuestionSet>('question-set')!;
    await settle(el);
    optionButtons(prompts(el)[0]!)[0]!.click();
    await settle(el);
    part(el, 'submit')!.scrollIntoView({ block: 'end' });
    part(el, 'submit')!.click();
    await settle(el);
    await el.updateComplete;
    const summary = part(el, 'hint')!;
    expect(summary.compareDocumentPosition(prompts(el)[0]!) & Node.DOCUMENT_POSITION_FOLLOWING, 'above the questions').to.not.equal(0);
    // Within a pixel: the page scrolls to fractional positions.
    const inView = (e: Element) => e.getBoundingClientRect().top >= -1 && e.getBoundingClientRect().bottom <= innerHeight + 1;
    await waitUntil(() => inView(summary), 'the sentence is scrolled into view');
    expect(deepActive()).to.equal(optionButtons(prompts(el)[1]!)[0]);
    expect(inView(deepActive()!), 'and the question with focus').to.equal(true);
  });

  it('fires ONE choice-submit with the dialect reply; the prompts\' own events never reach the host', async () => {
    const el = await set();
    const seen: Array<{ type: string; origin: EventTarget | undefined }> = [];
    const listen = (e: Event) => seen.push({ type: e.type, origin: e.composedPath()[0] });
    for (const type of ['choice-change', 'choice-submit', 'choice-cancel']) document.addEventListener(type, listen);
    try {
      optionButtons(prompts(el)[0]!)[1]!.click();
      optionButtons(prompts(el)[1]!)[2]!.click();
      optionButtons(prompts(el)[1]!)[0]!.click();
      optionButtons(prompts(el)[2]!)[0]!.click();
      await settle(el);
      const submitted = oneEvent(el, 'choice-submit');
      part(el, 'submit')!.click();
      part(el, 'submit')?.click();
      const { detail } = await submitted;
      expect(detail.reply).to.deep.equal({
        answers: { 'Which authentication?': 'Magic link', 'Which features?': 'Search, Dark mode', 'Where to host?': 'Fly.io' },
      });
      expect(seen.every((e) => e.origin === el), 'every event the page hears comes from the set itself').to.equal(true);
      expect(seen.filter((e) => e.type === 'choice-submit')).to.have.length(1);
      expect(seen.filter((e) => e.type === 'choice-change')).to.have.length(4);
    } finally {
      for (const type of ['choice-change', 'choice-submit', 'choice-cancel']) document.removeEventListener(type, listen);
    }
    await settle(el);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(el.answered).to.equal(true);
    expect(part(el, 'status')!.textContent!.trim()).to.equal('Answered: Magic link; Search, Dark mode; Fly.io');
    expect(prompts(el).every((p) => optionButtons(p).every((b) => b.getAttribute('aria-disabled') === 'true'))).to.equal(true);
    expect(part(el, 'submit')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('accepts typed text in a question, and Enter there submits the set', async () => {
    const el = await set({ questions: [auq.questions[0]] });
    expect(part(el, 'progress'), 'no progress row for a single question').to.equal(null);
    const input = prompts(el)[0]!.querySelector<HTMLInputElement>('[part~="other"] input')!;
    input.focus();
    await sendKeys({ type: 'Passkeys' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ answers: { 'Which authentication?': 'Passkeys' } });
  });

  it('cancels once, with the dialect\'s cancel reply (a set\'s Cancel waits out its undo window)', async () => {
    const el = await set();
    const events = record(el, 'choice-submit', 'choice-cancel');
    const timers = holdTimers(() => part(el, 'cancel')!.click());
    part(el, 'cancel')?.click();
    part(el, 'submit')?.click();
    expect(events, 'nothing yet: the cancel can be undone').to.have.length(0);
    for (const timer of timers) timer.run();
    expect(events.map((e) => e.type)).to.deep.equal(['choice-cancel']);
    expect((events[0]!.detail.reply as { cancelled: boolean }).cancelled).to.equal(true);
    await settle(el);
    expect(el.getAttribute('state')).to.equal('cancelled');
    expect(part(el, 'status')!.textContent!.trim()).to.equal('Cancelled');
    await expect(el).to.be.accessible();
  });

  it('on timeout sends the defaults once and shows them in every question', async () => {
    const request = {
      id: 'set-1',
      dialect: 'provide_choice' as const,
      // Confirmed with Submit: a click on a lone single choice would send it at once.
      submitMode: 'confirm' as const,
      timeoutMs: 120,
      questions: [
        {
          id: 'q0',
          text: 'Region?',
          options: [
            { id: 'eu', label: 'EU', value: 'eu' },
            { id: 'us', label: 'US', value: 'us' },
          ],
          multiple: false,
          allowOther: false,
          minSelections: 1,
          maxSelections: 1,
          defaults: ['us'],
        },
      ],
    };
    const host = await fixture<HTMLDivElement>(html`<div><button>elsewhere</button><question-set .request=${request}></question-set></div>`);
    const el = host.querySelector('question-set')!;
    optionButtons(prompts(el)[0]!)[0]!.click();
    // The clock waits while the person works in the set: once focus has left it runs out.
    host.querySelector('button')!.focus();
    const events = record(el, 'choice-submit', 'choice-cancel');
    const { detail } = await oneEvent(el, 'choice-submit');
    expect(detail.response).to.deep.equal({ requestId: 'set-1', status: 'timeout', answers: { q0: { selected: ['us'] } } });
    await settle(el);
    expect(pressed(prompts(el)[0]!)).to.deep.equal(['US']);
    expect(el.getAttribute('state')).to.equal('timeout');
    part(el, 'submit')?.click();
    expect(events).to.have.length(1);
  });
});

