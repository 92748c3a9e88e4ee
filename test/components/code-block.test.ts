import { expect, fixture, html } from '@open-wc/testing';
import '../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../src/index.js';
import { part, request } from './helpers.js';

// An option's preview and the raw JSON of an unreadable script are the same code block (one
// stylesheet rule, src/components/internal/code-block.styles.ts, in both parts); only how
// their long lines go differs.

const BOX = ['margin-top', 'padding-top', 'padding-left', 'border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius', 'background-color', 'font-family', 'font-size', 'line-height'] as const;
const box = (pre: Element) => {
  const style = getComputedStyle(pre);
  return Object.fromEntries(BOX.map((name) => [name, style.getPropertyValue(name)]));
};

describe('a code block', () => {
  it('looks the same as a preview and as raw JSON: a bordered, raised box in the monospaced face; the preview scrolls, the JSON wraps', async () => {
    const previewed = await fixture<ChoicePrompt>(
      html`<choice-prompt .request=${request({ dialect: 'ask_user_question' }, { options: [{ id: 'o0', label: 'A', value: 'a', preview: 'let a = 1;' }, { id: 'o1', label: 'B', value: 'b' }] })}></choice-prompt>`,
    );
    const unreadable = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">{"question": "Q?", </script></choice-prompt>`);
    await unreadable.updateComplete;
    const preview = part(previewed, 'preview')!.querySelector('.code')!;
    const raw = part(unreadable, 'fallback')!;
    expect(raw.localName, 'the raw JSON').to.equal('pre');
    expect(raw.textContent).to.contain('"question": "Q?"');

    const shown = box(preview);
    expect(box(raw)).to.deep.equal(shown);
    expect(shown['font-family'], 'monospaced').to.match(/mono/i);
    expect(shown['border-top-style']).to.equal('solid');
    expect(parseFloat(shown['padding-top']!)).to.be.greaterThan(0);
    expect(shown['margin-top']).to.equal('0px');
    expect([getComputedStyle(preview).whiteSpace, getComputedStyle(raw).whiteSpace]).to.deep.equal(['pre', 'pre-wrap']);
  });
});
