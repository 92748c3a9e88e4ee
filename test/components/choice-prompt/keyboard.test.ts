import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { deepActive, optionButtons, record, request } from '../helpers.js';

const three = [
  { label: 'Red', value: 'red' },
  { label: 'Green', value: 'green' },
  { label: 'Blue', value: 'blue' },
];

async function prompt(template = html`<choice-prompt expanded question="Pick a colour" .options=${three}></choice-prompt>`) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><button id="before">before</button>${template}<button id="after">after</button></div>`);
  const el = wrapper.querySelector('choice-prompt')!;
  await el.updateComplete;
  return { wrapper, el };
}

const focusedLabel = () => (deepActive() as HTMLElement | null)?.textContent?.trim();

describe('<choice-prompt expanded> keyboard', () => {
  it('is one tab stop: Tab enters on the first option and the next Tab leaves the group', async () => {
    const { wrapper, el } = await prompt();
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedLabel()).to.equal('Red');
    expect(optionButtons(el).map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('after');
  });

  it('moves with the arrows, wraps at both ends, jumps with Home/End, and never chooses', async () => {
    const { el } = await prompt();
    const events = record(el, 'choice-submit', 'choice-change');
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedLabel()).to.equal('Green');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedLabel()).to.equal('Blue');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedLabel(), 'wraps from last to first').to.equal('Red');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedLabel(), 'wraps from first to last').to.equal('Blue');
    await sendKeys({ press: 'Home' });
    expect(focusedLabel()).to.equal('Red');
    await sendKeys({ press: 'End' });
    expect(focusedLabel()).to.equal('Blue');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedLabel()).to.equal('Green');
    await el.updateComplete;
    expect(optionButtons(el).map((b) => b.tabIndex), 'the tab stop follows focus').to.deep.equal([-1, 0, -1]);
    expect(optionButtons(el).every((b) => b.getAttribute('aria-pressed') === 'false')).to.equal(true);
    expect(events).to.have.length(0);
  });

  it('swaps Left and Right in right-to-left text', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div dir="rtl"><choice-prompt expanded question="Q" .options=${three}></choice-prompt></div>`);
    const el = wrapper.querySelector('choice-prompt')!;
    await el.updateComplete;
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedLabel()).to.equal('Green');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedLabel()).to.equal('Red');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedLabel(), 'wraps in RTL too').to.equal('Blue');
  });

  it('returns to the option that last held focus when tabbing back in', async () => {
    const { wrapper, el } = await prompt();
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('after');
    await sendKeys({ press: 'Shift+Tab' });
    expect(focusedLabel()).to.equal('Green');
    expect(wrapper).to.exist;
  });

  it('moves the tab stop to a clicked option (confirm mode)', async () => {
    const { el } = await prompt(html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' })}></choice-prompt>`);
    optionButtons(el)[2]!.click();
    await el.updateComplete;
    expect(optionButtons(el).map((b) => b.tabIndex)).to.deep.equal([-1, -1, 0]);
    expect(optionButtons(el)[2]!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('chooses with Enter and sends at once in auto mode', async () => {
    const { el } = await prompt();
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.equal('green');
  });

  it('chooses with Space', async () => {
    const { el } = await prompt();
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'End' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Space' });
    expect((await submitted).detail.reply).to.equal('blue');
  });

  it('picks the nth option with digit n while focus is in the group', async () => {
    const { el } = await prompt();
    expect(optionButtons(el).map((b) => b.getAttribute('aria-keyshortcuts'))).to.deep.equal(['1', '2', '3']);
    optionButtons(el)[0]!.focus();
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: '3' });
    expect((await submitted).detail.reply).to.equal('blue');
    expect(focusedLabel()).to.equal('Blue');
  });

  it('ignores a digit beyond the number of options', async () => {
    const { el } = await prompt();
    const events = record(el, 'choice-submit');
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: '4' });
    expect(events).to.have.length(0);
  });

  it('announces no key shortcut on an option that cannot be chosen: answered, outdated, or past the limit', async () => {
    for (const state of ['answered', 'disabled'] as const) {
      const { el } = await prompt(html`<choice-prompt expanded question="Pick a colour" .options=${three} ?answered=${state === 'answered'} ?disabled=${state === 'disabled'} value="green"></choice-prompt>`);
      expect(optionButtons(el).map((b) => b.getAttribute('aria-keyshortcuts')), state).to.deep.equal([null, null, null]);
    }
    const { el } = await prompt(html`<choice-prompt expanded question="Pick two" .options=${three} multiple max-selections="2"></choice-prompt>`);
    optionButtons(el)[0]!.click();
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(optionButtons(el)[2]!.getAttribute('aria-disabled'), 'the third is past the limit').to.equal('true');
    expect(optionButtons(el).map((b) => b.getAttribute('aria-keyshortcuts'))).to.deep.equal(['1', '2', null]);
  });

  it('makes every option a tab stop with tab-stops="each" (seed 000)', async () => {
    const { wrapper, el } = await prompt(html`<choice-prompt expanded tab-stops="each" question="Q" .options=${three}></choice-prompt>`);
    expect(optionButtons(el).map((b) => b.tabIndex)).to.deep.equal([0, 0, 0]);
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedLabel()).to.equal('Red');
    await sendKeys({ press: 'Tab' });
    expect(focusedLabel()).to.equal('Green');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedLabel(), 'arrows still move').to.equal('Blue');
  });

  it('keeps focus on the chosen option after sending; it stays focusable though aria-disabled', async () => {
    const { el } = await prompt();
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const chosen = optionButtons(el)[1]!;
    expect(deepActive()).to.equal(chosen);
    expect(chosen.getAttribute('aria-disabled')).to.equal('true');
    expect(chosen.disabled).to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedLabel(), 'arrows still explore an answered prompt').to.equal('Blue');
  });

  it('moves focus from a vanished Submit to the state line taking its place after a confirmed answer', async () => {
    const { el } = await prompt(html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' })}></choice-prompt>`);
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    const submit = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!;
    submit.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    // Where the person was: not back up on the options (compared by part, not as elements).
    expect((deepActive() as HTMLElement | null)?.getAttribute('part')).to.equal('status');
    expect(el.shadowRoot!.activeElement!.textContent!.trim()).to.equal('Answered: Green');
    expect(optionButtons(el)[1]!.getAttribute('aria-pressed')).to.equal('true');
  });
});
