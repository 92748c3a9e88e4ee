/**
 * Each prompt settles exactly once and the page hears exactly one event, however the user
 * and the clock race: real double clicks, held keys, a click landing on the deadline,
 * Cancel and Submit in the same moment, and a prompt taken out of the page and put back
 * (before, during and after answering, with its clock running). Events are counted on
 * `document`, where a host listening anywhere above the prompt hears them.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/bundle.js';
import type { ChoicePrompt, QuestionSet } from '../../src/index.js';
import type { ChoiceRequest } from '../../src/protocol/model.js';
import { holdTimers, optionButtons, part, request as promptRequest, root, sleep } from '../components/helpers.js';
import { settled } from './dom.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

/** Counts `choice-submit` and `choice-cancel` reaching `document`, from anywhere. */
function hostEvents(): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (e: Event) => events.push(e as CustomEvent);
  document.addEventListener('choice-submit', listener);
  document.addEventListener('choice-cancel', listener);
  return {
    events,
    stop: () => {
      document.removeEventListener('choice-submit', listener);
      document.removeEventListener('choice-cancel', listener);
    },
  };
}

function center(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
}

/** A two-question `ask_user_question` set request. */
function setRequest(extra: Partial<ChoiceRequest> = {}): ChoiceRequest {
  const q = (i: number) => ({
    id: `q${i}`,
    text: `Question ${i}`,
    header: `H${i}`,
    options: [
      { id: 'o0', label: `A${i}`, value: `A${i}` },
      { id: 'o1', label: `B${i}`, value: `B${i}` },
    ],
    multiple: false,
    allowOther: true,
    minSelections: 1,
    maxSelections: 1,
    defaults: ['o0'],
  });
  return { id: 'set-1', dialect: 'ask_user_question', questions: [q(0), q(1)], ...extra };
}

const setPrompts = (el: QuestionSet) => [...root(el).querySelectorAll<ChoicePrompt>('choice-prompt')];

describe('exactly once', function () {
  this.timeout(10_000);
  let counter: ReturnType<typeof hostEvents>;
  beforeEach(() => {
    counter = hostEvents();
  });
  afterEach(async () => {
    counter.stop();
    await resetMouse();
  });

  it('a real double click on a set\'s Submit sends once', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${setRequest()}></question-set>`);
    await settled(el);
    const [x, y] = center(part(el, 'submit')!);
    await sendMouse({ type: 'click', position: [x, y] });
    await sendMouse({ type: 'click', position: [x, y] });
    await settled(el);
    expect(counter.events.map((e) => e.type)).to.deep.equal(['choice-submit']);
    expect(el.getAttribute('state')).to.equal('answered');
  });

  it('a held Enter on a set\'s Submit, and a held digit on an option, send once', async () => {
    const set = await fixture<QuestionSet>(html`<question-set .request=${setRequest()}></question-set>`);
    await settled(set);
    part(set, 'submit')!.focus();
    for (let i = 0; i < 4; i++) await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });

    const prompt = await fixture<ChoicePrompt>(html`<choice-prompt .request=${promptRequest({ id: 'digits' })}></choice-prompt>`);
    optionButtons(prompt)[0]!.focus();
    for (let i = 0; i < 4; i++) await sendKeys({ down: '2' });
    await sendKeys({ up: '2' });
    await settled(prompt);
    expect(counter.events.map((e) => [e.type, e.detail.response.requestId])).to.deep.equal([
      ['choice-submit', 'set-1'],
      ['choice-submit', 'digits'],
    ]);
    expect(counter.events[1]!.detail.reply).to.equal('green');
  });

  it('Cancel and Submit in the same moment: the first wins, the other is refused, in both elements', async () => {
    for (const first of ['submit', 'cancel'] as const) {
      const second = first === 'submit' ? 'cancel' : 'submit';
      const req = promptRequest({ id: `race-${first}`, dialect: 'ask_user_question', submitMode: 'confirm' }, { defaults: ['o1'] });
      const prompt = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
      const set = await fixture<QuestionSet>(html`<question-set .request=${setRequest({ id: `set-${first}` })}></question-set>`);
      await settled(set);
      // A set's Cancel waits out its undo window (its timer held here): Submit meanwhile is refused, and the cancel is sent when the window closes.
      const timers = holdTimers(() => {
        for (const el of [prompt, set]) {
          const [a, b] = [part(el, first)!, part(el, second)!];
          a.click();
          b.click();
          b.click();
          a.click();
        }
      });
      for (const timer of timers) timer.run();
      await settled(prompt);
      await settled(set);
      const expected = first === 'submit' ? 'choice-submit' : 'choice-cancel';
      expect(counter.events.splice(0).map((e) => [e.type, e.detail.response.requestId])).to.deep.equal([
        [expected, `race-${first}`],
        [expected, `set-${first}`],
      ]);
      expect(prompt.getAttribute('state')).to.equal(first === 'submit' ? 'answered' : 'cancelled');
      expect(set.getAttribute('state')).to.equal(first === 'submit' ? 'answered' : 'cancelled');
    }
  });

  it('a click landing on the deadline: one event, whichever came first, and the state says which', async () => {
    // The click is scheduled around the deadline, before, at and after it.
    for (const offset of [-4, -1, 0, 1, 4]) {
      const timeoutMs = 60;
      const prompt = await fixture<ChoicePrompt>(html`<choice-prompt .request=${promptRequest({ id: `p${offset}`, timeoutMs }, { defaults: ['o2'] })}></choice-prompt>`);
      const set = await fixture<QuestionSet>(html`<question-set .request=${setRequest({ id: `s${offset}`, timeoutMs })}></question-set>`);
      await settled(set);
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          optionButtons(prompt)[0]!.click();
          part(set, 'submit')?.click();
          resolve();
        }, timeoutMs + offset),
      );
      await sleep(timeoutMs + 80);
      const events = counter.events.splice(0);
      for (const [el, id] of [[prompt, `p${offset}`], [set, `s${offset}`]] as const) {
        const mine = events.filter((e) => e.detail.response.requestId === id);
        expect(mine, `${id}: exactly one event`).to.have.length(1);
        const status = mine[0]!.detail.response.status;
        expect(['answered', 'timeout']).to.include(status);
        expect(el.getAttribute('state'), `${id}: the state matches the event`).to.equal(status);
      }
    }
  });

  describe('taken out of the page and put back', () => {
    it('an answered prompt or set stays answered and sends nothing more', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const prompt = document.createElement('choice-prompt') as ChoicePrompt;
      prompt.request = promptRequest({ id: 'moved' });
      const set = document.createElement('question-set') as QuestionSet;
      set.request = setRequest({ id: 'moved-set' });
      // Settled and moved, each would fold (focus and pointer are elsewhere): kept open, so their buttons can be pressed again.
      prompt.expanded = set.expanded = true;
      container.append(prompt, set);
      await settled(container);
      optionButtons(prompt)[1]!.click();
      part(set, 'submit')!.click();
      for (let i = 0; i < 3; i++) {
        prompt.remove();
        set.remove();
        await settled(prompt);
        container.append(set, prompt);
        await settled(container);
        optionButtons(prompt)[2]!.click();
        part(set, 'submit')?.click();
        setPrompts(set).forEach((p) => optionButtons(p)[1]!.click());
      }
      await settled(container);
      expect(counter.events.map((e) => e.detail.response.requestId)).to.deep.equal(['moved', 'moved-set']);
      expect(prompt.getAttribute('state')).to.equal('answered');
      expect(set.getAttribute('state')).to.equal('answered');
    });

    it('an open prompt moved in the same task as a click still sends once', async () => {
      const container = await fixture<HTMLDivElement>(html`<div><p>before</p></div>`);
      const prompt = document.createElement('choice-prompt') as ChoicePrompt;
      prompt.request = promptRequest({ id: 'moving' });
      container.append(prompt);
      await settled(prompt);
      const button = optionButtons(prompt)[0]!;
      button.click();
      container.prepend(prompt);
      button.click();
      optionButtons(prompt)[1]!.click();
      await settled(prompt);
      expect(counter.events.map((e) => e.detail.reply)).to.deep.equal(['red']);
    });

    it('a clock keeps its deadline while out of the page, sends nothing there, and times out once when back', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const prompt = document.createElement('choice-prompt') as ChoicePrompt;
      prompt.request = promptRequest({ id: 'clock', timeoutMs: 80 }, { defaults: ['o1'] });
      const set = document.createElement('question-set') as QuestionSet;
      set.request = setRequest({ id: 'clock-set', timeoutMs: 80 });
      const detachedEvents: Event[] = [];
      for (const el of [prompt, set]) {
        el.addEventListener('choice-submit', (e) => detachedEvents.push(e));
        el.addEventListener('choice-cancel', (e) => detachedEvents.push(e));
      }
      container.append(prompt, set);
      await settled(container);
      prompt.remove();
      set.remove();
      await sleep(200);
      expect(detachedEvents, 'nothing fires while out of the page').to.have.length(0);
      container.append(prompt, set);
      await sleep(50);
      container.append(prompt, set);
      await sleep(100);
      await settled(container);
      expect(counter.events.map((e) => [e.detail.response.requestId, e.detail.response.status])).to.deep.equal([
        ['clock', 'timeout'],
        ['clock-set', 'timeout'],
      ]);
      expect(detachedEvents).to.have.length(2);
    });
  });
});
