import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { deepActive, liveStatusText, optionButtons, part, pressed, record, request, root, seedJson, statusText, hintText } from '../helpers.js';

const checks = [
  { label: 'Unit tests', value: 'unit' },
  { label: 'Lint', value: 'lint' },
  { label: 'End-to-end', value: 'e2e' },
];

function allDisabled(el: ChoicePrompt): boolean {
  return optionButtons(el).every((b) => b.getAttribute('aria-disabled') === 'true' && !b.disabled);
}

describe('<choice-prompt expanded> states', () => {
  it('after the user answers: reflects answered, locks every option, marks the choice with a radio\'s dot and says so', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded><script type="application/json">${seedJson}</script></choice-prompt>`);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(el.answered).to.equal(true);
    expect(el.hasAttribute('answered')).to.equal(true);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(allDisabled(el)).to.equal(true);
    expect(pressed(el)).to.deep.equal(['Use RSS feed']);
    const dot = (i: number) => getComputedStyle(optionButtons(el)[i]!.querySelector('.indicator')!, '::after').content;
    expect(dot(0), 'a dot, not only colour').to.not.equal('none');
    expect(dot(1)).to.equal('none');
    expect(statusText(el)).to.equal('Answered: Use RSS feed');
    expect(liveStatusText(el), 'the user answered: the state line is spoken').to.equal('Answered: Use RSS feed');
    await expect(el).to.be.accessible();
  });

  it('restores an answered block from history through `value`', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded answered value="agentic"><script type="application/json">${seedJson}</script></choice-prompt>`);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(pressed(el)).to.deep.equal(['Use agentic extraction']);
    expect(allDisabled(el)).to.equal(true);
    expect(statusText(el)).to.equal('Answered: Use agentic extraction');
    const events = record(el, 'choice-submit', 'choice-change');
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(pressed(el)).to.deep.equal(['Use agentic extraction']);
    await expect(el).to.be.accessible();
  });

  it('restores several comma-joined values, in option order', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded answered multiple value="e2e, unit" question="Q" .options=${checks}></choice-prompt>`);
    expect(pressed(el)).to.deep.equal(['Unit tests', 'End-to-end']);
    expect(statusText(el)).to.equal('Answered: Unit tests, End-to-end');
  });

  it('shows a value that matches no option as the typed answer', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded answered allow-other value="Something else" question="Q" .options=${checks}></choice-prompt>`);
    expect(pressed(el)).to.deep.equal([]);
    const input = root(el).querySelector<HTMLInputElement>('#q0-other')!;
    expect(input.value).to.equal('Something else');
    expect(input.readOnly).to.equal(true);
    expect(statusText(el)).to.equal('Answered: Something else');
    await expect(el).to.be.accessible();
  });

  it('outdated (`disabled`): keeps the earlier choice highlighted and says it is no longer active', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded disabled value="rss"><script type="application/json">${seedJson}</script></choice-prompt>`);
    expect(el.getAttribute('state')).to.equal('outdated');
    expect(el.hasAttribute('disabled')).to.equal(true);
    expect(pressed(el)).to.deep.equal(['Use RSS feed']);
    expect(allDisabled(el)).to.equal(true);
    expect(statusText(el)).to.equal('No longer active. Chosen: Use RSS feed');
    await expect(el).to.be.accessible();
  });

  it('outdated without a choice says only that it is no longer active, and stays explorable by keyboard', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded disabled><script type="application/json">${seedJson}</script></choice-prompt>`);
    expect(statusText(el)).to.equal('No longer active');
    expect(part(el, 'submit')).to.equal(null);
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()).to.equal(optionButtons(el)[1]);
    const events = record(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect(events).to.have.length(0);
  });

  it('becoming outdated while open locks it at once', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded multiple question="Q" .options=${checks}></choice-prompt>`);
    optionButtons(el)[1]!.click();
    el.disabled = true;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('outdated');
    expect(part(el, 'submit')).to.equal(null);
    expect(pressed(el)).to.deep.equal(['Lint']);
  });

  it('restores cancelled and timed-out states from a response', async () => {
    const req = request({ dialect: 'provide_choice' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${req} .response=${{ requestId: 'req-1', status: 'cancelled', answers: {} }}></choice-prompt>`);
    expect(el.getAttribute('state')).to.equal('cancelled');
    expect(statusText(el)).to.equal('Cancelled');
    expect(allDisabled(el)).to.equal(true);
    await expect(el).to.be.accessible();
    el.response = { requestId: 'req-1', status: 'timeout', answers: { q0: { selected: ['o2'] } } };
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('timeout');
    expect(pressed(el)).to.deep.equal(['Blue']);
    expect(statusText(el)).to.equal('Timed out. Sent the default: Blue');
    await expect(el).to.be.accessible();
  });

  it('restores a declined response as cancelled, said as the user said it: "Declined"', async () => {
    const req = request({ dialect: 'provide_choice' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${req} .response=${{ requestId: 'req-1', status: 'declined', answers: {} }}></choice-prompt>`);
    expect(el.getAttribute('state')).to.equal('cancelled');
    expect(statusText(el)).to.equal('Declined');
    expect(allDisabled(el)).to.equal(true);
  });

  it('isolates each label so bidi controls in one cannot reorder another', async () => {
    const options = [
      { label: 'abc\u202E', value: 'a', description: 'def\u202E' },
      { label: 'xyz', value: 'x' },
    ];
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded question="Q\u202E" .options=${options}></choice-prompt>`);
    const texts = root(el).querySelectorAll('.label, .question, .description');
    expect(texts).to.have.length(4);
    for (const text of texts) expect(getComputedStyle(text).unicodeBidi).to.equal('isolate');
  });

  it('resets for a new request (a new id): open again, nothing settled', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request()}></choice-prompt>`);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('answered');
    el.request = request({ id: 'req-2' });
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('open');
    const events = record(el, 'choice-submit');
    optionButtons(el)[1]!.click();
    expect(events).to.have.length(1);
  });

  it('keeps its settlement when the host hands the same request again (a re-render)', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request()}></choice-prompt>`);
    optionButtons(el)[0]!.click();
    el.request = request();
    await el.updateComplete;
    const events = record(el, 'choice-submit');
    optionButtons(el)[1]!.click();
    expect(events).to.have.length(0);
    expect(pressed(el)).to.deep.equal(['Red']);
  });
});

describe('<choice-prompt expanded> hints once locked', () => {
  const multi = (extra = {}) => request({ dialect: 'provide_choice', ...extra }, { multiple: true, allowOther: true, maxSelections: 3 });

  /** No hint shown or read: no hint part, and the rule is no longer in the group's name. */
  function expectNoHint(el: ChoicePrompt, state: string) {
    expect(el.getAttribute('state')).to.equal(state);
    expect(hintText(el), `${state}: no hint`).to.equal('');
    expect(!!part(el, 'hint')).to.equal(false);
    const group = root(el).querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-labelledby'), `${state}: the group is named by its question alone`).to.equal('q0-question');
    expect(group.hasAttribute('aria-describedby')).to.equal(false);
  }

  it('an open multi-select with a required choice says "Choose at least 1, or type your own"; answered, cancelled, outdated and timed out say nothing', async () => {
    const open = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${multi()}></choice-prompt>`);
    expect(hintText(open)).to.equal('Choose at least 1, or type your own');

    const answered = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${multi()}></choice-prompt>`);
    optionButtons(answered)[0]!.click();
    part(answered, 'submit')!.click();
    await answered.updateComplete;
    expectNoHint(answered, 'answered');
    await expect(answered).to.be.accessible();

    const cancelled = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${multi()}></choice-prompt>`);
    part(cancelled, 'cancel')!.click();
    await cancelled.updateComplete;
    expectNoHint(cancelled, 'cancelled');
    await expect(cancelled).to.be.accessible();

    const outdated = await fixture<ChoicePrompt>(html`<choice-prompt expanded disabled value="red" .request=${multi()}></choice-prompt>`);
    expectNoHint(outdated, 'outdated');
    await expect(outdated).to.be.accessible();

    const timedOut = await fixture<ChoicePrompt>(
      html`<choice-prompt expanded .request=${multi()} .response=${{ requestId: 'req-1', status: 'timeout', answers: {} }}></choice-prompt>`,
    );
    expectNoHint(timedOut, 'timeout');
  });

  it('a problem shown on Submit goes away when the prompt is locked', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${multi({ submitMode: 'confirm' })}></choice-prompt>`);
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(hintText(el)).to.equal('Choose an option or type your own answer.');
    el.disabled = true;
    await el.updateComplete;
    expectNoHint(el, 'outdated');
    el.disabled = false;
    await el.updateComplete;
    expect(hintText(el), 'open again: the rule, not the old problem').to.equal('Choose at least 1, or type your own');
  });
});
