import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { optionButtons, part, request } from '../helpers.js';

const answered = () => html`<choice-prompt .request=${request()} answered value="green"></choice-prompt>`;
const surface = (el: ChoicePrompt) => getComputedStyle(part(el, 'base')!).backgroundColor;

describe('<choice-prompt> theming', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light', forcedColors: 'none', reducedMotion: 'no-preference' }));

  it('follows prefers-color-scheme, and a page can force a scheme with color-scheme', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const el = await fixture<ChoicePrompt>(answered());
    expect(surface(el)).to.equal('rgb(255, 255, 255)');
    await emulateMedia({ colorScheme: 'dark' });
    expect(surface(el)).to.equal('rgb(21, 27, 35)');
    await emulateMedia({ colorScheme: 'light' });
    el.style.colorScheme = 'dark';
    expect(surface(el)).to.equal('rgb(21, 27, 35)');
  });

  it('takes --choice-prompt-* custom properties without a theme wrapper', async () => {
    const el = await fixture<ChoicePrompt>(answered());
    el.style.setProperty('--choice-prompt-accent', 'rgb(200, 0, 100)');
    el.style.setProperty('--choice-prompt-radius', '3px');
    const row = part(el, 'option-selected')!;
    expect(getComputedStyle(row).borderTopColor).to.equal('rgb(200, 0, 100)');
    expect(getComputedStyle(part(el, 'base')!).borderTopLeftRadius).to.equal('3px');
  });

  it('shows the chosen option by more than colour in forced colours: a heavier border and a check', async () => {
    await emulateMedia({ forcedColors: 'active' });
    const el = await fixture<ChoicePrompt>(answered());
    const [chosen, other] = [part(el, 'option-selected')!, optionButtons(el)[0]!.closest('.row')!];
    expect(getComputedStyle(chosen).borderTopWidth).to.equal('3px');
    expect(getComputedStyle(other).borderTopWidth).to.equal('1px');
    expect(chosen.querySelector('.indicator svg')).to.exist;
  });

  it('stops the skeleton shimmer when reduced motion is asked for', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt pending></choice-prompt>`);
    const bone = el.shadowRoot!.querySelector('.bone')!;
    expect(getComputedStyle(bone).animationName).to.equal('none');
  });
});
