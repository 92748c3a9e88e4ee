// Gemini CLI's ask_user as its dialog shows a choice (packages/cli/src/ui/components/
// AskUserDialog.tsx at 5411f113ca), through real keys and clicks: a multi-select offers "All of
// the above" after its options, which chooses every option (or, all chosen, none) and sends
// their labels; a choice's `placeholder` is the hint of its "Other" field.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import type { ChoiceRequest } from '../../../src/protocol/model.js';
import { deepActive, optionButtons, part, pressed, record, root } from '../helpers.js';

const features = { question: 'Which features?', header: 'Features', type: 'choice', options: [{ label: 'TypeScript', description: '' }, { label: 'ESLint', description: '' }, { label: 'Prettier', description: '' }], multiSelect: true };

function parsed(payload: unknown): ChoiceRequest {
  const result = parseRequest('gemini_ask_user', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const label = (button: Element) => button.querySelector('[part~="option-label"]')!.textContent!.trim();
const allButton = (el: Element) => optionButtons(el).find((b) => label(b) === 'All of the above')!;

describe('Gemini\'s "All of the above"', () => {
  it('follows a multi-select\'s options, a button of the group described as Gemini describes it; a single choice has none', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [features] })}></choice-prompt>`);
    await el.updateComplete;
    expect(optionButtons(el).map(label)).to.deep.equal(['TypeScript', 'ESLint', 'Prettier', 'All of the above']);
    const all = allButton(el);
    expect(all.getAttribute('aria-pressed')).to.equal('false');
    expect(root(el).getElementById(all.getAttribute('aria-describedby')!)!.textContent).to.equal('Select all options');
    expect(all.closest('[role="group"]'), 'in the option group').to.equal(optionButtons(el)[0]!.closest('[role="group"]'));
    await expect(el).to.be.accessible();
    const single = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [{ ...features, multiSelect: false }] })}></choice-prompt>`);
    await single.updateComplete;
    expect(optionButtons(single).map(label)).to.deep.equal(['TypeScript', 'ESLint', 'Prettier']);
  });

  it('reached with the arrows and pressed with Enter, it chooses every option; again, none; Submit sends every label, as Gemini does', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [features] })}></choice-prompt>`);
    await el.updateComplete;
    const changes = record(el, 'choice-change');
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    optionButtons(el)[1]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()).to.equal(allButton(el));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['TypeScript', 'ESLint', 'Prettier', 'All of the above']);
    expect(allButton(el).getAttribute('aria-pressed')).to.equal('true');
    expect(deepActive(), 'focus stays on it').to.equal(allButton(el));
    expect(changes.map((e) => e.detail.answer.selected), 'each option chosen as a click would').to.deep.equal([['o1'], ['o0', 'o1'], ['o0', 'o1', 'o2']]);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ answers: { '0': 'TypeScript, ESLint, Prettier' } });
    await el.updateComplete;
    expect(allButton(el).getAttribute('aria-disabled'), 'settled, it is shown as chosen and can do nothing').to.equal('true');
    expect(allButton(el).getAttribute('aria-pressed')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('in a set, each multi-select has its own', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${parsed({ questions: [features, { ...features, question: 'Which checks?', header: 'Checks' }] })}></question-set>`);
    await el.updateComplete;
    const alls = optionButtons(el).filter((b) => label(b) === 'All of the above');
    expect(alls).to.have.length(2);
    alls[1]!.click();
    await el.updateComplete;
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    // The first question left unanswered: Gemini's review asks first, then leaves it out.
    await el.updateComplete;
    [...root(el).querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent!.trim() === 'Submit anyway')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ answers: { '1': 'TypeScript, ESLint, Prettier' } });
  });
});

describe('Gemini\'s placeholder on a choice', () => {
  it('is the hint of the "Other" field, and what is typed there is the answer', async () => {
    const question = { question: 'Select your preferred language:', header: 'Language', type: 'choice', options: [{ label: 'TypeScript', description: '' }, { label: 'JavaScript', description: '' }], placeholder: 'Type another language...', multiSelect: false };
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [question] })}></choice-prompt>`);
    await el.updateComplete;
    const other = root(el).querySelector<HTMLInputElement>('#q0-other')!;
    expect(other.placeholder).to.equal('Type another language...');
    other.focus();
    await sendKeys({ type: 'Rust' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ answers: { '0': 'Rust' } });
    const plain = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [{ ...question, placeholder: undefined }] })}></choice-prompt>`);
    await plain.updateComplete;
    expect(root(plain).querySelector<HTMLInputElement>('#q0-other')!.placeholder, 'none given: the elements\' own').to.equal('Type your own answer');
  });
});
