import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { optionButtons, part, question, request } from '../helpers.js';

/** WCAG's relative luminance of a computed `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).slice(0, 3).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function channels(color: string): number[] {
  // A colour-mix() computes to color(srgb r g b [/ a]), channels from 0 to 1.
  const srgb = /^color\(srgb ([^)]+)\)$/.exec(color);
  if (srgb) {
    const [r, g, b, a = 1] = srgb[1]!.split(/[\s/]+/).filter(Boolean).map(Number);
    return [r! * 255, g! * 255, b! * 255, a];
  }
  const match = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!match) throw new Error(`not a computed rgb colour: ${color}`);
  return match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour painted behind `el`: its own background, or the nearest ancestor's (through shadow roots). */
function backdrop(el: Element): string {
  for (let node: Element | null = el; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) {
    const color = getComputedStyle(node).backgroundColor;
    if (channels(color)[3] !== 0) return color;
  }
  return 'rgb(255, 255, 255)';
}

/** The outline's contrast with the inside of the control and with what surrounds it (WCAG 1.4.11 asks 3:1 of both). */
function outlineContrast(el: Element): { inside: number; outside: number } {
  const border = getComputedStyle(el).borderTopColor;
  return { inside: contrast(border, backdrop(el)), outside: contrast(border, backdrop(el.parentElement!)) };
}

describe('control outlines reach 3:1 (WCAG 1.4.11)', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`an option card's outline and a text field's border (${colorScheme})`, async () => {
      await emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' }, { allowOther: true })}></choice-prompt>`);
      const row = optionButtons(el)[0]!.closest('.row')!;
      const field = part(el, 'base')!.querySelector('input')!;
      for (const [name, control] of [['option card', row], ['text field', field]] as const) {
        const { inside, outside } = outlineContrast(control);
        expect(inside, `${name}, against its inside`).to.be.at.least(3);
        expect(outside, `${name}, against what surrounds it`).to.be.at.least(3);
      }
    });

    it(`every mark of an option reaches 3:1 against the card behind it: a radio's ring and dot, chosen or not, a box's fill and check, a key's digit (${colorScheme})`, async () => {
      await emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const single = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' })}></choice-prompt>`);
      optionButtons(single)[1]!.click();
      await single.updateComplete;
      const multi = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({}, { multiple: true, maxSelections: 3, minSelections: 0 })}></choice-prompt>`);
      optionButtons(multi)[1]!.click();
      await multi.updateComplete;
      const sends = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request()}></choice-prompt>`);
      const mark = (el: ChoicePrompt, i: number) => optionButtons(el)[i]!.querySelector<HTMLElement>('.indicator')!;
      const behind = (el: ChoicePrompt, i: number) => backdrop(optionButtons(el)[i]!.closest('.row')!);
      const checks: [string, number][] = [
        ['unchosen radio ring', contrast(getComputedStyle(mark(single, 0)).borderTopColor, behind(single, 0))],
        ['chosen radio ring', contrast(getComputedStyle(mark(single, 1)).borderTopColor, behind(single, 1))],
        ['chosen radio dot', contrast(getComputedStyle(mark(single, 1), '::after').backgroundColor, behind(single, 1))],
        ['unchosen box', contrast(getComputedStyle(mark(multi, 0)).borderTopColor, behind(multi, 0))],
        ['chosen box fill', contrast(getComputedStyle(mark(multi, 1)).backgroundColor, behind(multi, 1))],
        ['the check on the box', contrast(getComputedStyle(mark(multi, 1).querySelector('.check-mark')!).backgroundColor, getComputedStyle(mark(multi, 1)).backgroundColor)],
        ['a key\'s digit (text: 4.5:1)', contrast(getComputedStyle(mark(sends, 0), '::before').color, behind(sends, 0)) / 1.5],
      ];
      for (const [name, ratio] of checks) expect(ratio, name).to.be.at.least(3);
    });

    it(`a paged set's tab, a secondary button and a fold line have outlines of 3:1; the stacked progress row has none, so it never looks clickable (${colorScheme})`, async () => {
      await emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const twoQuestions = request({ dialect: 'ask_user_question', questions: [question({ id: 'a' }), question({ id: 'b', text: 'Pick another' })] });
      const paged = await fixture<QuestionSet>(html`<question-set expanded layout="paged" .request=${twoQuestions}></question-set>`);
      const folded = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request()} answered value="red"></choice-prompt>`);
      await folded.updateComplete;
      await waitUntil(() => part(folded, 'fold'), 'the fold line shows');
      const stacked = await fixture<QuestionSet>(html`<question-set expanded layout="stacked" .request=${twoQuestions}></question-set>`);
      for (const [name, control] of [['tab', part(paged, 'tab')!], ['Previous', part(paged, 'previous')!], ['fold line', part(folded, 'fold')!]] as const) {
        const { inside, outside } = outlineContrast(control);
        expect(inside, `${name}, against its inside`).to.be.at.least(3);
        expect(outside, `${name}, against what surrounds it`).to.be.at.least(3);
      }
      const step = part(stacked, 'progress')!.querySelector('li')!;
      expect(getComputedStyle(step).borderTopStyle, 'a state, not a button').to.equal('none');
    });

    it(`an outdated choice's dashed outline (${colorScheme})`, async () => {
      await emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request()} disabled value="green"></choice-prompt>`);
      const chosen = part(el, 'option-selected')!;
      expect(getComputedStyle(chosen).borderTopStyle).to.equal('dashed');
      const { inside, outside } = outlineContrast(chosen);
      expect(inside, 'against its inside').to.be.at.least(3);
      expect(outside, 'against what surrounds it').to.be.at.least(3);
    });
  }
});
