import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import { typedQuestion } from '../../../src/kinds.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { optionButtons, part, request, seedBlock } from '../helpers.js';

/** What tells a state apart on screen: the card's border, the chosen option's border, fill and check. */
function look(el: Element) {
  const base = getComputedStyle(part(el, 'base')!);
  const chosen = part(el, 'option-selected')!;
  const row = getComputedStyle(chosen);
  const indicator = getComputedStyle(chosen.querySelector('.indicator')!);
  return {
    card: `${base.borderTopStyle} ${base.borderTopColor}`,
    chosen: `${row.borderTopStyle} ${row.borderTopColor} ${row.backgroundColor}`,
    check: `${indicator.backgroundColor} ${indicator.borderTopColor}`,
  };
}

function focusRing(el: Element) {
  const row = optionButtons(el)[1]!.closest('.row')!;
  const style = getComputedStyle(row);
  return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, offset: style.outlineOffset, border: style.borderTopColor };
}

describe('states a designer tells apart', () => {
  afterEach(() => emulateMedia({ forcedColors: 'none', colorScheme: 'light' }));

  for (const scheme of ['light', 'dark', 'forced'] as const) {
    it(`answered and outdated look different, the choice included (${scheme})`, async () => {
      await emulateMedia(scheme === 'forced' ? { forcedColors: 'active' } : { colorScheme: scheme, forcedColors: 'none' });
      const answered = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request()} answered value="green"></choice-prompt>`);
      const outdated = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request()} disabled value="green"></choice-prompt>`);
      const [a, o] = [look(answered), look(outdated)];
      expect(o.card, 'the card').not.to.equal(a.card);
      expect(o.chosen, 'the chosen option').not.to.equal(a.chosen);
      expect(o.check, 'its check').not.to.equal(a.check);
      expect(o.card).to.match(/^dashed/);
    });

    it(`the focus ring on a chosen option is not its border doubled (${scheme})`, async () => {
      await emulateMedia(scheme === 'forced' ? { forcedColors: 'active' } : { colorScheme: scheme, forcedColors: 'none' });
      const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ submitMode: 'confirm' })}></choice-prompt>`);
      optionButtons(el)[0]!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(optionButtons(el)[1]!.getAttribute('aria-pressed')).to.equal('true');
      expect(optionButtons(el)[1]!.matches(':focus-visible')).to.equal(true);
      const ring = focusRing(el);
      expect(ring.style).to.equal('solid');
      expect(ring.color, 'a colour of its own').not.to.equal(ring.border);
      expect(parseFloat(ring.width)).to.be.at.least(3);
      expect(parseFloat(ring.offset)).to.be.at.least(3);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`a field Submit refused still looks refused when focus lands in it, the focus ring apart (${scheme})`, async () => {
      await emulateMedia({ colorScheme: scheme, forcedColors: 'none' });
      const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ questions: [typedQuestion({ id: 'q0', kind: 'text', text: 'Work e-mail', format: 'email' })] })}></choice-prompt>`);
      const input = part(el, 'base')!.querySelector('input')!;
      const fresh = getComputedStyle(input).borderTopColor;
      input.focus();
      await sendKeys({ type: 'ada@example' });
      const focusedBorder = getComputedStyle(input).borderTopColor;
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.matches(':focus-visible')).to.equal(true);
      const style = getComputedStyle(input);
      const refusedFocused = style.borderTopColor;
      expect(refusedFocused, 'not the border of a field without a problem').not.to.be.oneOf([fresh, focusedBorder]);
      input.blur();
      // Read before the blur: a computed style is live, so reading `style` again would compare it with itself.
      expect(refusedFocused, 'the same red as without focus').to.equal(getComputedStyle(input).borderTopColor);
      input.focus();
      expect(style.outlineStyle).to.equal('solid');
      expect(parseFloat(style.outlineOffset), 'the ring outside the red border').to.be.above(0);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`once answered or outdated, an unchosen option's Recommended badge is dimmed with its option (${scheme})`, async () => {
      await emulateMedia({ colorScheme: scheme, forcedColors: 'none' });
      const badgeOf = (el: ChoicePrompt) => getComputedStyle(part(el, 'badge')!);
      const open = await fixture<ChoicePrompt>(html`<choice-prompt expanded question=${seedBlock.question} .options=${seedBlock.options}></choice-prompt>`);
      const bright = badgeOf(open).color;
      for (const state of ['answered', 'disabled'] as const) {
        const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded ?answered=${state === 'answered'} ?disabled=${state === 'disabled'} value="agentic" question=${seedBlock.question} .options=${seedBlock.options}></choice-prompt>`);
        const row = optionButtons(el)[0]!.closest('.row')!;
        expect(badgeOf(el).color, `${state}: not the open prompt's badge`).not.to.equal(bright);
        expect(badgeOf(el).color, `${state}: the colour of its dimmed option`).to.equal(getComputedStyle(row).color);
      }
    });
  }

  it('under forced colours, a field Submit refused has a border unlike a valid one (its colour is the system\'s)', async () => {
    await emulateMedia({ forcedColors: 'active' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ questions: [typedQuestion({ id: 'q0', kind: 'text', text: 'Work e-mail', format: 'email' })] })}></choice-prompt>`);
    const input = part(el, 'base')!.querySelector('input')!;
    const border = () => ({ style: getComputedStyle(input).borderTopStyle, width: getComputedStyle(input).borderTopWidth });
    const valid = border();
    input.focus();
    await sendKeys({ type: 'ada@example' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    input.blur();
    const refused = border();
    expect(refused.style, 'a border of its own kind').not.to.equal(valid.style);
    expect(refused.width, 'the same width: nothing moves').to.equal(valid.width);
  });

  it('options a click sends show their digit key, also beside an "Other" field; options Submit sends show radios', async () => {
    const kinds = (el: Element) => optionButtons(el).map((b) => b.querySelector('.indicator')!.classList[1]);
    const withOther = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ dialect: 'ask_user_question' }, { allowOther: true })}></choice-prompt>`);
    expect(kinds(withOther)).to.deep.equal(['key', 'key', 'key']);
    // What the digit promises: the click sends at once, though Submit is there for typed text.
    expect(part(withOther, 'submit')).to.exist;
    const sent = oneEvent(withOther, 'choice-submit');
    optionButtons(withOther)[1]!.click();
    expect((await sent).detail.response.answers['q0']!.selected).to.deep.equal(['o1']);

    const confirm = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request({ dialect: 'ask_user_question', submitMode: 'confirm' }, { allowOther: true })}></choice-prompt>`);
    expect(kinds(confirm)).to.deep.equal(['radio', 'radio', 'radio']);
  });

  it("a set's title ranks above its first question", async () => {
    const el = await fixture<QuestionSet>(
      html`<question-set expanded .request=${{ ...request({ title: 'Project setup' }), questions: [request().questions[0]!, { ...request().questions[0]!, id: 'q1' }] }}></question-set>`,
    );
    const title = getComputedStyle(part(el, 'title')!);
    const question = getComputedStyle(part(el, 'question')!);
    expect(parseFloat(title.fontSize)).to.be.greaterThan(parseFloat(question.fontSize) * 1.1);
    expect(Number(title.fontWeight)).to.be.greaterThan(Number(question.fontWeight));
  });
});
