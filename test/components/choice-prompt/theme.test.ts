import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { optionButtons, part, request } from '../helpers.js';

function center(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
}

const answered = () => html`<choice-prompt expanded .request=${request()} answered value="green"></choice-prompt>`;
const surface = (el: ChoicePrompt) => getComputedStyle(part(el, 'base')!).backgroundColor;

describe('<choice-prompt expanded> theming', () => {
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ colorScheme: 'light', forcedColors: 'none', reducedMotion: 'no-preference' });
  });

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

  it('shows the chosen option by more than colour in forced colours: a heavier border and a radio\'s dot in the system\'s Highlight', async () => {
    await emulateMedia({ forcedColors: 'active' });
    const el = await fixture<ChoicePrompt>(answered());
    const [chosen, other] = [part(el, 'option-selected')!, optionButtons(el)[0]!.closest('.row')!];
    expect(getComputedStyle(chosen).borderTopWidth).to.equal('3px');
    expect(getComputedStyle(other).borderTopWidth).to.equal('1px');
    const dot = getComputedStyle(chosen.querySelector('.indicator')!, '::after');
    expect(dot.content).to.not.equal('none');
    const probeHighlight = document.body.appendChild(Object.assign(document.createElement('div'), { style: 'forced-color-adjust: none; color: Highlight' }));
    expect(dot.backgroundColor, 'the dot in Highlight').to.equal(getComputedStyle(probeHighlight).color);
    probeHighlight.remove();
    // The status line's check is in the text's system colour, not the theme's green.
    const probe = document.body.appendChild(Object.assign(document.createElement('div'), { style: 'forced-color-adjust: none; color: CanvasText' }));
    const canvasText = getComputedStyle(probe).color;
    probe.remove();
    const statusMark = el.shadowRoot!.querySelector<HTMLElement>('.status .check-mark')!;
    expect(getComputedStyle(statusMark).backgroundColor).to.equal(canvasText);
  });

  it('a chosen option under the pointer stays visibly chosen', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // No transitions, so the computed colours are the end state.
      await emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const el = await fixture<ChoicePrompt>(
        html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' }, { multiple: true, maxSelections: 3 })}></choice-prompt>`,
      );
      optionButtons(el)[0]!.click();
      optionButtons(el)[1]!.click();
      await el.updateComplete;
      const [hovered, resting, plain] = optionButtons(el).map((b) => b.closest<HTMLElement>('.row')!);
      await sendMouse({ type: 'move', position: center(hovered!) });
      const look = (row: HTMLElement) => [getComputedStyle(row).backgroundColor, getComputedStyle(row).borderTopColor];
      expect(hovered!.matches(':hover')).to.equal(true);
      expect(look(hovered!), `${colorScheme}: same tint and border as a chosen option at rest`).to.deep.equal(look(resting!));
      expect(look(hovered!)).not.to.deep.equal(look(plain!));
      await sendMouse({ type: 'move', position: center(plain!) });
      expect(getComputedStyle(plain!).backgroundColor, 'an unchosen option does show the hover').not.to.equal(getComputedStyle(part(el, 'base')!).backgroundColor);
      expect(look(plain!)).not.to.deep.equal(look(resting!));
    }
  });

  it('in forced colours, an open multi-select shows chosen options by a thick border and a check, not by colour', async () => {
    await emulateMedia({ forcedColors: 'active' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' }, { multiple: true, maxSelections: 3 })}></choice-prompt>`);
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    const rows = optionButtons(el).map((b) => b.closest<HTMLElement>('.row')!);
    expect(rows.map((r) => getComputedStyle(r).borderTopWidth)).to.deep.equal(['1px', '3px', '1px']);
    expect(rows.map((r) => !!r.querySelector('.indicator .check-mark'))).to.deep.equal([false, true, false]);
    const mark = rows[1]!.querySelector<HTMLElement>('.indicator .check-mark')!;
    expect(mark.getBoundingClientRect().width, 'the check is drawn').to.be.above(0);
    expect(getComputedStyle(mark).clipPath, 'cut to a check, not a filled square').to.match(/^polygon\(/);
    // Drawn in the indicator's text colour (HighlightText), on its Highlight fill.
    const indicator = getComputedStyle(mark.parentElement!);
    expect(getComputedStyle(mark).backgroundColor).to.equal(indicator.color);
    expect(indicator.color).not.to.equal(indicator.backgroundColor);
    await expect(el).to.be.accessible();
  });

  it('stops the skeleton shimmer when reduced motion is asked for', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded pending></choice-prompt>`);
    const bone = el.shadowRoot!.querySelector('.bone')!;
    expect(getComputedStyle(bone).animationName).to.equal('none');
  });
});
