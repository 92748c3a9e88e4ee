import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { announcement, deepActive, optionButtons, part, pressed, record, request, root, hintText } from '../helpers.js';

const four = [
  { label: 'Unit tests', value: 'unit' },
  { label: 'Lint', value: 'lint' },
  { label: 'End-to-end', value: 'e2e' },
  { label: 'Bundle size', value: 'size' },
];

function otherInput(el: ChoicePrompt): HTMLInputElement {
  return root(el).querySelector<HTMLInputElement>('#q0-other')!;
}

async function type(input: HTMLInputElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}

describe('<choice-prompt> selection', () => {
  it('toggles options in multi-select, reporting each change before anything is sent', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt multiple question="Checks?" .options=${four}></choice-prompt>`);
    const events = record(el, 'choice-change', 'choice-submit');
    const buttons = optionButtons(el);
    buttons[2]!.click();
    buttons[0]!.click();
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Unit tests', 'End-to-end']);
    expect(el.getAttribute('state')).to.equal('selected');
    buttons[2]!.click();
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Unit tests']);
    expect(events.map((e) => e.type)).to.deep.equal(['choice-change', 'choice-change', 'choice-change']);
    expect(events[1]!.detail).to.include({ questionId: 'q0', valid: true });
    expect(events[1]!.detail.answer).to.deep.equal({ selected: ['o0', 'o2'] }, 'ids in option order');
    await expect(el).to.be.accessible();
  });

  it('sends chosen values joined with ", " in option order on Submit', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt multiple question="Checks?" .options=${four}></choice-prompt>`);
    optionButtons(el)[3]!.click();
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.reply).to.equal('lint, size');
  });

  it('explains a minimum on Submit, announces it and moves focus into the group, sending nothing', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt multiple min-selections="2" question="Checks?" .options=${four}></choice-prompt>`);
    const hint = part(el, 'hint')!;
    expect(hint.textContent!.trim()).to.equal('Choose at least 2');
    const group = root(el).querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-labelledby'), 'the rule is part of the group name').to.equal('q0-question q0-rule');
    expect(group.hasAttribute('aria-describedby'), 'and not said twice as its description').to.equal(false);
    const events = record(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(hintText(el)).to.equal('Choose at least 2 options to continue.');
    expect(announcement(el)).to.equal('Choose at least 2 options to continue.');
    expect(deepActive()).to.equal(optionButtons(el)[0]);
    expect(group.getAttribute('aria-describedby'), 'the problem describes the group').to.equal('q0-hint');
    await expect(el).to.be.accessible();
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(hintText(el), 'the problem clears once the user acts').to.equal('Choose at least 2');
  });

  it('at the maximum, makes unchosen options aria-disabled with the reason, and refuses them', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt multiple max-selections="2" question="Checks?" .options=${four}></choice-prompt>`);
    expect(hintText(el)).to.equal('Choose 1 to 2');
    const buttons = optionButtons(el);
    buttons[0]!.click();
    buttons[1]!.click();
    await el.updateComplete;
    expect(buttons.map((b) => b.getAttribute('aria-disabled'))).to.deep.equal([null, null, 'true', 'true']);
    expect(buttons[2]!.getAttribute('aria-describedby')).to.equal('q0-hint');
    expect(part(el, 'hint')!.textContent).to.contain('Limit reached: choose up to 2.');
    await expect(el).to.be.accessible();
    buttons[2]!.click();
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Unit tests', 'Lint']);
    expect(announcement(el)).to.contain('Limit reached');
    buttons[0]!.click();
    await el.updateComplete;
    expect(buttons[2]!.hasAttribute('aria-disabled'), 'deselecting frees the others').to.equal(false);
  });

  it('single select with "Other": typing replaces the option, Enter sends the text', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt allow-other .request=${request({ submitMode: 'confirm' }, { allowOther: true })}></choice-prompt>`);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Red']);
    const input = otherInput(el);
    expect(root(el).querySelector('label[for="q0-other"]')!.textContent).to.equal('Other');
    await type(input, 'Teal');
    await el.updateComplete;
    expect(pressed(el), 'a single answer is one thing: typing makes the text the answer').to.deep.equal([]);
    await expect(el).to.be.accessible();
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    const { detail } = await submitted;
    expect(detail.reply).to.equal('Teal');
    expect(detail.response.answers['q0']).to.deep.equal({ selected: [], other: 'Teal' });
  });

  it('single select with "Other": an option chosen after typing keeps the text, said not to be sent; typing again makes it the answer', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ submitMode: 'confirm' }, { allowOther: true })}></choice-prompt>`);
    const input = otherInput(el);
    await type(input, 'Teal');
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Green']);
    expect(input.value, 'nothing typed is lost').to.equal('Teal');
    const note = root(el).getElementById(input.getAttribute('aria-describedby')!)!;
    expect(note.textContent!.trim(), 'the field says why it is not sent').to.equal('Kept, not sent: an option is chosen');
    expect(part(el, 'other')!.classList.contains('kept')).to.equal(true);
    await expect(el).to.be.accessible();
    input.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' blue' });
    await el.updateComplete;
    expect(pressed(el), 'typing there makes the text the answer again').to.deep.equal([]);
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { detail } = await submitted;
    expect(detail.response.answers['q0'], 'the option chosen is sent, the kept text is not').to.deep.equal({ selected: ['o0'] });
    await el.updateComplete;
    expect(otherInput(el), 'settled, the field that sent nothing is gone').to.equal(null);
  });

  it('keeps arrows inside the "Other" field for editing text', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt allow-other question="Q" .options=${four}></choice-prompt>`);
    const input = otherInput(el);
    expect(input.tabIndex, 'its own tab stop').to.equal(0);
    await type(input, 'ab');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ type: 'X' });
    expect(input.value).to.equal('aXb');
    expect(deepActive()).to.equal(input);
  });

  it('auto mode with "Other": a click still sends at once; the typed text uses Submit', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt allow-other question="Q" .options=${four}></choice-prompt>`);
    expect(part(el, 'submit')).to.exist;
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[1]!.click();
    expect((await submitted).detail.reply).to.equal('lint');
  });

  it('multi-select with "Other": options and text go together', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt multiple allow-other question="Q" .options=${four}></choice-prompt>`);
    expect(hintText(el)).to.equal('Choose any, or type your own');
    optionButtons(el)[2]!.click();
    await type(otherInput(el), 'Fuzzing');
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['End-to-end']);
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.equal('e2e, Fuzzing');
  });

  it('Enter in an empty "Other" field is refused where the person is: focus stays in the field, and the message says typing will do too', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt allow-other question="Q" .options=${four}></choice-prompt>`);
    const events = record(el, 'choice-submit');
    otherInput(el).focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(hintText(el)).to.equal('Choose an option or type your own answer.');
    expect(announcement(el)).to.equal('Choose an option or type your own answer.');
    expect(deepActive() === otherInput(el), 'focus stays in the field').to.equal(true);
    // Submit, reached and pressed, still takes focus to the question's options.
    part(el, 'submit')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(deepActive() === optionButtons(el)[0], 'Submit sends focus to the first option').to.equal(true);
  });

  it('"Other" alone satisfies a question that accepts it', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt allow-other question="Q" .options=${four}></choice-prompt>`);
    const events = record(el, 'choice-submit');
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(hintText(el)).to.equal('Choose an option or type your own answer.');
    await type(otherInput(el), 'Mine');
    part(el, 'submit')!.click();
    expect(events).to.have.length(1);
    expect(events[0]!.detail.reply).to.equal('Mine');
  });

  it('a text-only integer question takes only whole numbers', async () => {
    const req = request(
      { dialect: 'provide_choice', submitMode: 'confirm' },
      { text: 'How many replicas?', options: [], allowOther: true, minSelections: 0, maxSelections: 0, input: 'integer' },
    );
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    expect(optionButtons(el)).to.have.length(0);
    const input = otherInput(el);
    expect(input.getAttribute('aria-labelledby'), 'the question labels the field').to.equal('q0-question');
    expect(input.getAttribute('inputmode')).to.equal('numeric');
    await expect(el).to.be.accessible();
    const events = record(el, 'choice-submit');
    await type(input, '2.5');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(hintText(el)).to.equal('Enter a whole number.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
    input.select();
    await sendKeys({ type: '3' });
    await sendKeys({ press: 'Enter' });
    expect(events).to.have.length(1);
    expect(events[0]!.detail.response.answers['q0'].other).to.equal('3');
  });

  it('offers a note on each chosen option and one on the whole prompt when annotations allow', async () => {
    const req = request(
      { dialect: 'provide_choice', submitMode: 'confirm', annotations: { perOption: true, global: true } },
      { multiple: true, maxSelections: 3 },
    );
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    expect(root(el).querySelectorAll('.note:not(.global)')).to.have.length(0);
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    const note = root(el).querySelector<HTMLInputElement>('#q0-note-1')!;
    expect(root(el).querySelector('label[for="q0-note-1"]')!.textContent).to.equal('Note on “Green”');
    await type(note, 'darker please');
    await type(root(el).querySelector<HTMLTextAreaElement>('#global-note')! as unknown as HTMLInputElement, 'for the logo');
    await expect(el).to.be.accessible();
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { response, reply } = (await submitted).detail;
    expect(response.answers['q0']).to.deep.equal({ selected: ['o1'], optionNotes: { o1: 'darker please' } });
    expect(response.annotation).to.equal('for the logo');
    const selection = (reply as { selection: { option_annotations?: Record<string, string>; global_annotation?: string } }).selection;
    expect(selection.option_annotations).to.deep.equal({ o1: 'darker please' });
    expect(selection.global_annotation).to.equal('for the logo');
  });

  it('preselects defaults, so Submit sends them untouched', async () => {
    const req = request({ submitMode: 'confirm' }, { defaults: ['o2'] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    expect(pressed(el)).to.deep.equal(['Blue']);
    expect(optionButtons(el).map((b) => b.tabIndex), 'the tab stop starts on the chosen option').to.deep.equal([-1, -1, 0]);
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.reply).to.equal('blue');
  });

  it("shows the focused option's preview right under that option, which it describes; code scrolls instead of wrapping", async () => {
    const long = `SELECT ${'a_long_column_name, '.repeat(12)}id FROM orders;`;
    const req = request(
      { dialect: 'ask_user_question' },
      {
        allowOther: true,
        options: [
          { id: 'o0', label: 'date-fns', value: 'date-fns', preview: "format(d, 'yyyy')" },
          { id: 'o1', label: 'Temporal', value: 'Temporal', preview: long },
        ],
      },
    );
    const el = await fixture<ChoicePrompt>(html`<div style="width: 320px"><choice-prompt .request=${req}></choice-prompt></div>`);
    const prompt = el.querySelector<ChoicePrompt>('choice-prompt')!;
    await prompt.updateComplete;
    const preview = () => part(prompt, 'preview')!;
    const previewText = () => preview().textContent!.trim();
    expect(previewText()).to.equal("format(d, 'yyyy')");
    expect(preview().previousElementSibling).to.equal(optionButtons(prompt)[0]!.closest('.row'));
    expect(optionButtons(prompt)[0]!.getAttribute('aria-describedby')).to.include('q0-preview');
    optionButtons(prompt)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await prompt.updateComplete;
    expect(previewText()).to.equal(long);
    expect(preview().previousElementSibling, 'under the option it belongs to').to.equal(optionButtons(prompt)[1]!.closest('.row'));
    expect(preview().getAttribute('aria-label')).to.equal('Preview: Temporal');
    expect(optionButtons(prompt)[1]!.getAttribute('aria-describedby')).to.include('q0-preview');
    expect(optionButtons(prompt)[0]!.getAttribute('aria-describedby') ?? '').not.to.include('q0-preview');
    // One line of code stays one line, and scrolls (a preview is markdown: a paragraph keeps its lines).
    const pre = preview().querySelector<HTMLElement>('.code')!;
    expect(pre.getBoundingClientRect().height).to.be.below(60);
    expect(pre.scrollWidth).to.be.greaterThan(pre.clientWidth);
    expect(pre.tabIndex, 'the keyboard can reach it to scroll').to.equal(0);
    // Keys in the preview scroll it: they do not move between options or choose.
    pre.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: '1' });
    await prompt.updateComplete;
    expect(pressed(prompt)).to.deep.equal([]);
    expect(previewText()).to.equal(long);
    await expect(prompt).to.be.accessible();
  });
});
