// A safe Cancel, through keys, clicks and the accessibility tree: Submit comes first and Cancel
// is a quiet action after it; a cancel with drafts waits out an undo window ("Cancelled ·
// Undo", announced) whose time the tests hold and release; Escape cancels where the agent's
// own client does, and nowhere else.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import { provideChoiceConfig, type ChoicePrompt, type QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import type { ChoiceRequest, DialectName } from '../../../src/protocol/model.js';
import { announcement, deepActive, holdTimers, optionButtons, part, pressed, record, request, root } from '../helpers.js';

function parsed(dialect: DialectName, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect, payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const twoQuestions = parsed('ask_user_question', {
  questions: [
    { question: 'Which auth?', header: 'Auth', multiSelect: false, options: [{ label: 'OAuth' }, { label: 'Keys' }] },
    { question: 'Which DB?', header: 'DB', multiSelect: false, options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
  ],
});

/** A set inside a host that provides `undoMs`, when given. */
async function set(req: ChoiceRequest, undoMs?: number): Promise<QuestionSet> {
  const wrapper = await fixture<HTMLDivElement>(html`<div><question-set .request=${req}></question-set></div>`);
  if (undoMs !== undefined) provideChoiceConfig(wrapper, { undoMs });
  const el = wrapper.querySelector<QuestionSet>('question-set')!;
  await el.updateComplete;
  return el;
}

const focusedText = () => deepActive()?.textContent?.trim();

describe('Cancel: after Submit, quiet, and undoable', () => {
  it('Submit comes first in the tab order; Cancel follows it and looks unlike it', async () => {
    const el = await set(twoQuestions);
    const submit = part(el, 'submit')!;
    const cancel = part(el, 'cancel')!;
    expect(submit.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING, 'Cancel after Submit').to.not.equal(0);
    submit.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive(), 'Tab from Submit reaches Cancel').to.equal(cancel);
    const [s, c] = [getComputedStyle(submit), getComputedStyle(cancel)];
    expect(c.backgroundColor, 'no filled background').to.equal('rgba(0, 0, 0, 0)');
    expect(c.backgroundColor).to.not.equal(s.backgroundColor);
    expect(c.textDecorationLine).to.equal('underline');
  });

  it('nothing chosen in a set: Cancel waits out the undo window too (it ends every question at once); in a prompt it sends at once', async () => {
    const el = await set(twoQuestions);
    const events = record(el, 'choice-cancel');
    const timers = holdTimers(() => part(el, 'cancel')!.click());
    expect(timers.map((t) => t.ms)).to.deep.equal([6000]);
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(part(el, 'undo')).to.exist;
    for (const timer of timers) timer.run();
    expect(events.map((e) => e.detail.response.status)).to.deep.equal(['cancelled']);
    const prompt = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice' }, { allowOther: true })}></choice-prompt>`);
    const cancelled = oneEvent(prompt, 'choice-cancel');
    part(prompt, 'cancel')!.click();
    expect((await cancelled).detail.response.status).to.equal('cancelled');
  });

  it('with a draft: "Cancelled · Undo" for the default 6 seconds, announced; nothing sent; Undo gives every draft back', async () => {
    const el = await set(twoQuestions);
    optionButtons(el)[1]!.click();
    optionButtons(el)[2]!.click();
    await el.updateComplete;
    const events = record(el, 'choice-cancel', 'choice-submit');
    part(el, 'cancel')!.focus();
    const timers = holdTimers(() => part(el, 'cancel')!.click());
    expect(timers.map((t) => t.ms), 'one window, of the default length').to.deep.equal([6000]);
    await el.updateComplete;
    expect(part(el, 'undo')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Cancelled · Undo');
    expect(announcement(el)).to.equal('Cancelled. Undo is possible for 6 seconds.');
    expect(part(el, 'actions'), 'no Submit while cancelling').to.equal(null);
    expect(root(el).querySelector('.questions')!.hasAttribute('inert'), 'the questions wait, untouchable').to.equal(true);
    await el.updateComplete;
    expect(focusedText(), 'focus moved from the gone Cancel to Undo').to.equal('Undo');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(el.state).to.equal('selected');
    expect(pressed(el)).to.deep.equal(['Keys', 'Postgres']);
    expect(root(el).querySelector('.questions')!.hasAttribute('inert')).to.equal(false);
    expect(focusedText(), 'back to Cancel').to.equal('Cancel');
    timers[0]!.run();
    await el.updateComplete;
    expect(events, 'the undone window never fires').to.have.length(0);
  });

  it('the window running out sends the cancel, once', async () => {
    const el = await set(twoQuestions, 1500);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    const events = record(el, 'choice-cancel');
    const timers = holdTimers(() => part(el, 'cancel')!.click());
    expect(timers.map((t) => t.ms), 'the host-provided length').to.deep.equal([1500]);
    await el.updateComplete;
    expect(events).to.have.length(0);
    timers[0]!.run();
    await el.updateComplete;
    expect(events.map((e) => e.detail.response.status)).to.deep.equal(['cancelled']);
    expect(el.state).to.equal('cancelled');
    expect(part(el, 'undo')).to.equal(null);
    timers[0]!.run();
    expect(events).to.have.length(1);
  });

  it('an MCP form\'s Decline with a field filled waits as "Declined · Undo", and sends the decline', async () => {
    const form = parsed('mcp_elicitation', { message: 'Setup', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, db: { type: 'string', title: 'DB', enum: ['a', 'b'] } }, required: ['name'] } });
    const el = await set(form);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    const events = record(el, 'choice-cancel');
    const timers = holdTimers(() => part(el, 'cancel')!.click());
    await el.updateComplete;
    expect(part(el, 'undo')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Declined · Undo');
    expect(announcement(el)).to.equal('Declined. Undo is possible for 6 seconds.');
    timers[0]!.run();
    expect(events.map((e) => e.detail.reply)).to.deep.equal([{ action: 'decline' }]);
  });

  it('undoMs 0 cancels at once, drafts or not', async () => {
    const el = await set(twoQuestions, 0);
    optionButtons(el)[0]!.click();
    const cancelled = oneEvent(el, 'choice-cancel');
    part(el, 'cancel')!.click();
    expect((await cancelled).detail.response.status).to.equal('cancelled');
  });

  it('an element the page lets go during the window sends its cancel then', async () => {
    const el = await set(twoQuestions);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    const events = record(el, 'choice-cancel');
    holdTimers(() => part(el, 'cancel')!.click());
    await el.updateComplete;
    el.remove();
    expect(events.map((e) => e.detail.response.status)).to.deep.equal(['cancelled']);
  });

  it('a prompt with typed text waits out the window too', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice' }, { allowOther: true })}></choice-prompt>`);
    root(el).querySelector<HTMLInputElement>('#q0-other')!.focus();
    await sendKeys({ type: 'Teal' });
    holdTimers(() => part(el, 'cancel')!.click());
    await el.updateComplete;
    expect(part(el, 'undo')).to.exist;
    part(el, 'undo-button')!.click();
    await el.updateComplete;
    expect(root(el).querySelector<HTMLInputElement>('#q0-other')!.value).to.equal('Teal');
  });
});

describe('Escape cancels where the agent\'s own client does', () => {
  const asks: [string, DialectName, unknown][] = [
    ['Claude Code (AskUserQuestion)', 'ask_user_question', { questions: [{ question: 'Which auth?', header: 'Auth', multiSelect: false, options: [{ label: 'OAuth' }, { label: 'Keys' }] }] }],
    ['Gemini CLI (ask_user)', 'gemini_ask_user', { questions: [{ question: 'Which auth?', header: 'Auth', type: 'choice', options: [{ label: 'OAuth', description: '' }, { label: 'Keys', description: '' }] }] }],
    ['Codex (request_user_input)', 'codex_request_user_input', { questions: [{ id: 'auth', header: 'Auth', question: 'Which auth?', options: [{ label: 'OAuth', description: '' }, { label: 'Keys', description: '' }] }] }],
  ];
  for (const [client, dialect, payload] of asks) {
    it(`${client}: Escape on an option cancels`, async () => {
      const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed(dialect, payload)}></choice-prompt>`);
      optionButtons(el)[0]!.focus();
      const cancelled = oneEvent(el, 'choice-cancel');
      await sendKeys({ press: 'Escape' });
      expect((await cancelled).detail.response.status).to.equal('cancelled');
    });
  }

  it('Escape with a draft opens the undo window, as Cancel does; a second Escape does nothing more', async () => {
    const el = await set(twoQuestions);
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    const events = record(el, 'choice-cancel');
    const timers = holdTimers(() => optionButtons(el)[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true })));
    await el.updateComplete;
    expect(timers).to.have.length(1);
    expect(part(el, 'undo')).to.exist;
    await el.updateComplete;
    await sendKeys({ press: 'Escape' });
    expect(events).to.have.length(0);
  });

  it('Escape with a modifier, or in a dialect whose client has no such key (MCP, the AI SDK, Cline), does nothing', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed('ask_user_question', asks[0]![2])}></choice-prompt>`);
    const events = record(el, 'choice-cancel', 'choice-submit');
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'Shift+Escape' });
    const mcp = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice' })}></choice-prompt>`);
    const mcpEvents = record(mcp, 'choice-cancel', 'choice-submit');
    optionButtons(mcp)[0]!.focus();
    await sendKeys({ press: 'Escape' });
    await mcp.updateComplete;
    expect(events).to.have.length(0);
    expect(mcpEvents).to.have.length(0);
    expect(part(mcp, 'cancel')).to.exist;
  });
});
