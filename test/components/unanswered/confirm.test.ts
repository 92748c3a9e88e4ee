/**
 * The confirmation before sending with questions unanswered, where the agent's own client asks
 * it (Codex's overlay, Gemini CLI's review step): announced as a dialog, keyboard operable,
 * Escape goes back to the first unanswered question, "Submit anyway" sends.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import '../../../src/dialects.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { buttonBehind, deepActive, optionButtons, part, record, root } from '../helpers.js';
import { codex, show } from './shared.js';

const dialog = (el: Element) => root(el).querySelector<HTMLDialogElement>('dialog[part=confirm]');

async function pressSubmit(el: Element) {
  part(el, 'submit')!.click();
  await waitUntil(() => dialog(el)?.open, 'the confirmation opens');
}

describe('confirmation before sending questions unanswered', () => {
  it('Codex: Submit with a question unanswered asks first, as a modal dialog naming what is unanswered', async () => {
    const el = await show<QuestionSet>('question-set', codex, 'codex_request_user_input');
    const events = record(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    await pressSubmit(el);
    expect(events, 'nothing sent yet').to.have.length(0);
    const box = dialog(el)!;
    // Modal to assistive technology, opened without making the page inert (see confirm-dialog.ts).
    expect([box.open, box.getAttribute('aria-modal')]).to.deep.equal([true, 'true']);
    expect(root(el).getElementById(box.getAttribute('aria-labelledby')!)!.textContent).to.equal('Submit with unanswered questions?');
    expect(root(el).getElementById(box.getAttribute('aria-describedby')!)!.textContent).to.equal('Not answered: Notes');
    expect(deepActive()?.textContent, 'focus is on its way on, as Codex highlights Proceed').to.equal('Submit anyway');
    await expect(el).to.be.accessible();
  });

  it('Submit anyway (Enter) sends the unanswered question as Codex does: answers []', async () => {
    const el = await show<QuestionSet>('question-set', codex, 'codex_request_user_input');
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    await pressSubmit(el);
    const sent = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    const { detail } = await sent;
    expect(detail.reply).to.deep.equal({ answers: { q1: { answers: ['Option 2'] }, q2: { answers: [] } } });
    expect(dialog(el), 'the dialog is gone').to.equal(null);
  });

  it('Escape goes back: nothing sent, no dismissal, focus on the first unanswered question', async () => {
    const el = await show<QuestionSet>('question-set', codex, 'codex_request_user_input');
    const events = record(el, 'choice-submit', 'choice-cancel');
    await pressSubmit(el);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(el), 'the dialog closes');
    expect(events).to.have.length(0);
    expect(el.getAttribute('state')).to.equal('open');
    expect(deepActive(), 'the first unanswered question has focus').to.equal(optionButtons(el)[0]);
  });

  it('Go back (Tab to it, Space) does the same; a later Submit with everything answered sends at once', async () => {
    const el = await show<QuestionSet>('question-set', codex, 'codex_request_user_input');
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    await pressSubmit(el);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive()?.textContent).to.equal('Go back');
    await sendKeys({ press: 'Space' });
    await waitUntil(() => !dialog(el), 'the dialog closes');
    expect(deepActive()).to.equal(root(el).querySelector('#q1-other'));
    await sendKeys({ type: 'Ship it' });
    const sent = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { detail } = await sent;
    expect(dialog(el), 'nothing unanswered: no confirmation').to.equal(null);
    expect(detail.reply).to.deep.equal({ answers: { q1: { answers: ['Option 1'] }, q2: { answers: ['user_note: Ship it'] } } });
  });

  it('keeps focus inside as a modal dialog does: Tab and Shift+Tab go round its buttons; a click outside goes back and reaches nothing behind it', async () => {
    const el = await show<QuestionSet>('question-set', codex, 'codex_request_user_input');
    const events = record(el, 'choice-submit', 'choice-cancel');
    const behind = buttonBehind();
    try {
      await pressSubmit(el);
      const names = [];
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await sendKeys({ press: key });
        names.push(deepActive()?.textContent);
      }
      expect(names).to.deep.equal(['Go back', 'Submit anyway', 'Go back', 'Submit anyway']);
      await sendMouse({ type: 'click', position: [10, 10] });
      await waitUntil(() => !dialog(el), 'the dialog closes');
      expect(behind.pressed, 'the page behind was not pressed').to.equal(0);
      expect(events).to.have.length(0);
      expect(deepActive(), 'back on the first unanswered question').to.equal(optionButtons(el)[0]);
      await sendMouse({ type: 'click', position: [10, 10] });
      expect(behind.pressed, 'with the dialog gone, the page answers again').to.equal(1);
    } finally {
      behind.remove();
    }
  });

  it('a lone Codex question asks too ("Submit with 1 unanswered question")', async () => {
    const el = await show<ChoicePrompt>('choice-prompt', { questions: [codex.questions[0]] }, 'codex_request_user_input');
    await pressSubmit(el);
    // In the middle of the viewport, over the whole page: the prompt's paint containment
    // (content-visibility) is lifted while it is open, so the card does not hold it.
    const box = dialog(el)!.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - innerWidth / 2), 'centred across the viewport').to.be.below(2);
    expect(Math.abs(box.top + box.height / 2 - innerHeight / 2), 'centred down the viewport').to.be.below(2);
    expect(getComputedStyle(el).contentVisibility).to.equal('visible');
    const sent = oneEvent(el, 'choice-submit');
    (root(el).querySelector('[part=confirm-submit]') as HTMLButtonElement).click();
    expect((await sent).detail.reply).to.deep.equal({ answers: { q1: { answers: [] } } });
    expect(el.style.getPropertyValue('content-visibility'), 'its own style again once closed').to.equal('');
  });

  it('Gemini: a lone text question is sent empty without asking; a lone single choice still refuses', async () => {
    const text = await show<ChoicePrompt>('choice-prompt', { questions: [{ question: 'Enter the class name:', header: 'Class', type: 'text' }] }, 'gemini_ask_user');
    const sent = oneEvent(text, 'choice-submit');
    part(text, 'submit')!.click();
    expect((await sent).detail.reply).to.deep.equal({ answers: {} });
    expect(dialog(text)).to.equal(null);

    const auth = {
      questions: [{ question: 'Which authentication method should we use?', header: 'Auth', type: 'choice', options: [{ label: 'OAuth 2.0', description: 'SSO' }, { label: 'JWT tokens', description: 'APIs' }] }],
    };
    const single = await show<ChoicePrompt>('choice-prompt', auth, 'gemini_ask_user');
    const events = record(single, 'choice-submit');
    part(single, 'submit')!.click();
    await single.updateComplete;
    expect(events).to.have.length(0);
    expect(dialog(single)).to.equal(null);
    expect(part(single, 'hint')?.textContent ?? root(single).textContent).to.contain('Choose');
  });

  it('a host strings table words the confirmation', async () => {
    const el = await show<QuestionSet>('question-set', codex, 'codex_request_user_input');
    el.strings = { unansweredTitle: 'Trotzdem senden?', submitAnyway: 'Senden', goBack: 'Zurück', unansweredList: 'Offen: {questions}' };
    await el.updateComplete;
    await pressSubmit(el);
    expect(dialog(el)!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Trotzdem senden? Offen: Pick one, Notes Zurück Senden');
  });
});
