// Preselected defaults: sent when the user submits untouched, but nobody's choice. The state
// stays `open` until the user changes something, and a prompt that sent nothing (cancelled,
// or locked without a restored answer) shows nothing chosen.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { cancelNow, optionButtons, part, pressed, request, root, statusText } from '../helpers.js';

const withDefault = (extra = {}) => request({ dialect: 'provide_choice', submitMode: 'confirm', ...extra }, { defaults: ['o1'] });

/** Nothing looks or reads as chosen: no aria-pressed, no check, no selected part. */
async function expectNothingChosen(el: ChoicePrompt) {
  expect(pressed(el)).to.deep.equal([]);
  expect(root(el).querySelectorAll('.indicator .check-mark'), 'no check mark').to.have.length(0);
  expect(!!part(el, 'option-selected'), 'no accented card').to.equal(false);
  el.id = 'nothing-chosen';
  expect(await ariaSnapshot('#nothing-chosen [role=group]')).not.to.contain('[pressed]');
  el.removeAttribute('id');
}

describe('<choice-prompt expanded> defaults', () => {
  it('shows a default preselected but stays open until the user changes something', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${withDefault()}></choice-prompt>`);
    expect(pressed(el)).to.deep.equal(['Green']);
    expect(el.getAttribute('state')).to.equal('open');
    await expect(el).to.be.accessible();
    optionButtons(el)[2]!.click();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('selected');
  });

  it('in a multi-select, adding to the defaults selects; taking everything away opens again', async () => {
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' }, { multiple: true, maxSelections: 3, minSelections: 0, defaults: ['o0'] })}></choice-prompt>`,
    );
    expect(el.getAttribute('state')).to.equal('open');
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('selected');
    optionButtons(el)[0]!.click();
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('open');
  });

  it('still sends the defaults when submitted untouched, and shows them as the answer', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${withDefault()}></choice-prompt>`);
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.response.answers).to.deep.equal({ q0: { selected: ['o1'] } });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Green']);
    expect(statusText(el)).to.equal('Answered: Green');
  });

  it('cancelled: nothing chosen, though a default was preselected', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${withDefault()}></choice-prompt>`);
    const cancelled = oneEvent(el, 'choice-cancel');
    part(el, 'cancel')!.click();
    expect((await cancelled).detail.response.answers).to.deep.equal({});
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('cancelled');
    await expectNothingChosen(el);
    expect(el.answer).to.deep.equal({ selected: [] });
    expect(statusText(el)).to.equal('Cancelled');
    await expect(el).to.be.accessible();
  });

  it('cancelled after the user chose and typed: nothing chosen, no typed answer', async () => {
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt expanded .request=${request({ dialect: 'provide_choice' }, { multiple: true, allowOther: true, maxSelections: 3 })}></choice-prompt>`,
    );
    optionButtons(el)[0]!.click();
    root(el).querySelector<HTMLInputElement>('#q0-other')!.focus();
    await sendKeys({ type: 'Teal' });
    await cancelNow(el);
    await expectNothingChosen(el);
    expect(!!root(el).querySelector('#q0-other'), 'no typed answer shown').to.equal(false);
  });

  it('a cancelled response restored from history shows nothing chosen', async () => {
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt expanded .request=${withDefault()} .response=${{ requestId: 'req-1', status: 'cancelled', answers: { q0: { selected: ['o2'] } } }}></choice-prompt>`,
    );
    expect(el.getAttribute('state')).to.equal('cancelled');
    await expectNothingChosen(el);
  });

  it('outdated or answered without a restored value: the defaults were never sent, so nothing is chosen', async () => {
    const outdated = await fixture<ChoicePrompt>(html`<choice-prompt expanded disabled .request=${withDefault()}></choice-prompt>`);
    await expectNothingChosen(outdated);
    expect(statusText(outdated)).to.equal('No longer active');
    await expect(outdated).to.be.accessible();
    const answered = await fixture<ChoicePrompt>(html`<choice-prompt expanded answered .request=${withDefault()}></choice-prompt>`);
    await expectNothingChosen(answered);
    expect(statusText(answered)).to.equal('Answered');
  });

  it('outdated while open keeps what the user chose, and the default only if they chose it', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${withDefault()}></choice-prompt>`);
    el.disabled = true;
    await el.updateComplete;
    await expectNothingChosen(el);
    el.disabled = false;
    await el.updateComplete;
    expect(pressed(el), 'open again, the default is back').to.deep.equal(['Green']);
    optionButtons(el)[0]!.click();
    el.disabled = true;
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Red']);
    expect(statusText(el)).to.equal('No longer active. Chosen: Red');
  });
});
