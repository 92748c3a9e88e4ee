// A request's clock waits for the person: paused while focus or the pointer is in the request
// (choosing, typing), resumed a few seconds after both have left, the time paused given back;
// the countdown says "Paused", a screen reader hears it once; at the end the dialect's own rule
// applies. The clock reads Date.now: these tests stop it and move it on, and wait for the
// element's next tick (an event), never for the time itself.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, ChoiceSubmitEvent, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import type { ChoiceRequest } from '../../../src/protocol/model.js';
import { announcement, optionButtons, part, root } from '../helpers.js';

const RESUME_AFTER_MS = 3000;
const countdown = (el: Element) => part(el, 'countdown')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function parsed(dialect: string, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect as never, payload, { id: `timed-${dialect}` });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

/** provide_choice with a minute to answer, defaulting to Staging when time runs out. */
const release = () =>
  parsed('provide_choice', {
    title: 'Release 2.14.0',
    prompt: 'Which environments should receive this release?',
    selection_mode: 'multi',
    options: [
      { id: 'staging', label: 'Staging', recommended: true },
      { id: 'canary', label: 'Canary' },
      { id: 'production', label: 'Production' },
    ],
    default_selection_ids: ['staging'],
    min_selections: 1,
    timeout_seconds: 60,
    timeout_action: 'default_selection',
  });

/** AskUserQuestion with a minute: Claude Code sends what was chosen when time runs out. */
const scaffold = () => ({
  ...parsed('ask_user_question', {
    questions: [
      { question: 'Which language?', header: 'Language', multiSelect: false, options: [{ label: 'TypeScript' }, { label: 'Go' }] },
      { question: 'Which checks?', header: 'CI checks', multiSelect: true, options: [{ label: 'Lint' }, { label: 'Tests' }] },
    ],
  }),
  timeoutMs: 60_000,
});

describe('a clock that waits for the person', () => {
  const realNow = Date.now;
  let now = 0;
  beforeEach(() => {
    now = realNow();
    Date.now = () => now;
  });
  afterEach(async () => {
    Date.now = realNow;
    await resetMouse();
  });

  /** Waits for the element's clock to show `text` (its next tick, at most a second away). */
  const shows = (el: Element, text: string) => waitUntil(() => countdown(el) === text, `the countdown shows "${text}" (it shows "${countdown(el)}")`, { timeout: 5000 });

  it('pauses while focus is in the request: "Paused · 1:00 left", said once; no time passes while the person works', async () => {
    const el = await fixture<ChoicePrompt>(html`<div><button>elsewhere</button><choice-prompt expanded .request=${release()}></choice-prompt></div>`).then((d) => d.querySelector('choice-prompt')!);
    await el.updateComplete;
    expect(countdown(el)).to.equal('1:00 left, then Staging is sent');
    optionButtons(el)[1]!.focus();
    await el.updateComplete;
    expect(countdown(el)).to.equal('Paused · 1:00 left');
    expect(announcement(el)).to.equal('Time paused while you answer');
    await expect(el).to.be.accessible();
    // Two minutes in it, past the deadline: nothing is sent, nothing is lost.
    now += 120_000;
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('selected');
    expect(countdown(el)).to.equal('Paused · 1:00 left');
  });

  it('resumes a few seconds after focus has left, with the time it had; coming back in time keeps it paused, and the pause is not said again', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><button>elsewhere</button><choice-prompt expanded .request=${release()}></choice-prompt></div>`);
    const el = host.querySelector('choice-prompt')!;
    const elsewhere = host.querySelector('button')!;
    await el.updateComplete;
    now += 15_000;
    await shows(el, '0:45 left, then Staging is sent');
    optionButtons(el)[0]!.focus();
    await el.updateComplete;
    elsewhere.focus();
    now += RESUME_AFTER_MS - 1000;
    // Still waiting for the person two seconds out.
    await el.updateComplete;
    expect(countdown(el)).to.equal('Paused · 0:45 left');
    // Back before the clock resumed: still paused, and not said a second time.
    optionButtons(el)[0]!.focus();
    el.shadowRoot!.querySelector('[aria-live="polite"][aria-atomic="true"]')!.textContent = '';
    now += 10_000;
    elsewhere.focus();
    now += RESUME_AFTER_MS;
    await shows(el, '0:45 left, then Staging is sent');
    expect(announcement(el)).to.equal('');
    now += 5000;
    await shows(el, '0:40 left, then Staging is sent');
  });

  it('the pointer over the request pauses it too, and leaving resumes it', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${release()}></choice-prompt>`);
    await el.updateComplete;
    const r = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 20), Math.round(r.top + 20)] });
    await waitUntil(() => countdown(el) === 'Paused · 1:00 left', 'the pointer pauses it');
    await sendMouse({ type: 'move', position: [Math.round(r.right + 40), Math.round(r.bottom + 40)] });
    // Three seconds after the pointer left the clock runs again: ten seconds later, ten are gone.
    now += RESUME_AFTER_MS + 10_000;
    await shows(el, '0:50 left, then Staging is sent');
  });

  it('at the end the dialect\'s rule applies: provide_choice sends its default selection, as its timeout_action says', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><button>elsewhere</button><choice-prompt expanded .request=${release()}></choice-prompt></div>`);
    const el = host.querySelector('choice-prompt')!;
    await el.updateComplete;
    optionButtons(el)[2]!.click();
    await el.updateComplete;
    host.querySelector('button')!.focus();
    now += RESUME_AFTER_MS + 61_000;
    const event = (await oneEvent(el, 'choice-submit')) as ChoiceSubmitEvent;
    expect(event.detail.response.status).to.equal('timeout');
    expect((event.detail.reply as { selection: { selected_ids: string[] } }).selection.selected_ids).to.deep.equal(['staging']);
  });

  it('at the end the dialect\'s rule applies: AskUserQuestion sends what was chosen, as Claude Code does', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><button>elsewhere</button><question-set expanded .request=${scaffold()}></question-set></div>`);
    const el = host.querySelector<QuestionSet>('question-set')!;
    await el.updateComplete;
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    host.querySelector('button')!.focus();
    now += RESUME_AFTER_MS + 61_000;
    const event = (await oneEvent(el, 'choice-submit')) as ChoiceSubmitEvent;
    expect(event.detail.response.status).to.equal('timeout');
    expect(event.detail.reply).to.deep.include({ timedOut: true, answers: { 'Which language?': 'Go' } });
    expect(root(el).querySelector('[part="status"]')!.textContent).to.contain('Go');
  });
});
