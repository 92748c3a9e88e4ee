// Text direction: request text is bidi-isolated (a control character in one label cannot
// reorder another, see states.test.ts) but laid out and aligned in the prompt's direction,
// not guessed per element from its first letter.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/dialects.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { approvalRequest, deepActive, optionButtons, part, root } from '../helpers.js';

/** The box of the text `text` (a substring) inside `el`'s first text node. */
function textBox(el: Element, text = el.textContent!): DOMRect {
  const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(text))!;
  const range = document.createRange();
  const start = node.textContent!.indexOf(text);
  range.setStart(node, start);
  range.setEnd(node, start + text.length);
  return range.getBoundingClientRect();
}

/** The left and right edges of `el`'s content box. */
function contentEdges(el: Element): { left: number; right: number } {
  const box = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
}

const arabicPrompt = {
  question: 'أي قاعدة بيانات نستخدم؟',
  options: [
    { label: 'PostgreSQL', value: 'pg', description: 'PostgreSQL علائقية ومجرَّبة.' },
    { label: 'SQLite', value: 'sqlite', description: 'SQL في ملف واحد بلا خادم.' },
    { label: 'MySQL', value: 'mysql' },
  ],
};

const arabicLabels = [
  { label: 'العربية', value: 'ar', description: 'للقراء العرب.' },
  { label: 'English', value: 'en' },
];

describe('<choice-prompt> text direction', () => {
  it('right-to-left prompt: a description starting with a Latin word is laid out right to left and right-aligned', async () => {
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt dir="rtl" lang="ar" style="width: 600px" multiple question=${arabicPrompt.question} .options=${arabicPrompt.options}></choice-prompt>`,
    );
    const description = part(el, 'option-description')!;
    expect(getComputedStyle(description).direction).to.equal('rtl');
    const edges = contentEdges(description);
    const whole = textBox(description);
    expect(Math.abs(whole.right - edges.right), 'aligned to the right edge').to.be.below(2);
    expect(whole.left - edges.left, 'and not stretched across').to.be.above(100);
    const latin = textBox(description, 'PostgreSQL');
    expect(Math.abs(latin.right - edges.right), 'the first word is read first: at the right').to.be.below(2);
    for (const text of root(el).querySelectorAll('.label, .question, .description')) {
      expect(getComputedStyle(text).direction, text.textContent!).to.equal('rtl');
    }
    await expect(el).to.be.accessible();
  });

  it('right-to-left prompt: the check sits at the start (right) of each option, and Left/Right are swapped', async () => {
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt dir="rtl" lang="ar" multiple question=${arabicPrompt.question} .options=${arabicPrompt.options}></choice-prompt>`,
    );
    const [first] = optionButtons(el);
    const indicator = first!.querySelector('.indicator')!.getBoundingClientRect();
    const label = first!.querySelector('.label')!.getBoundingClientRect();
    expect(indicator.left).to.be.above(label.right - 1);
    first!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActive()).to.equal(optionButtons(el)[1]);
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()).to.equal(optionButtons(el)[0]);
  });

  it('left-to-right prompt: Arabic labels and descriptions keep the prompt\'s direction and are left-aligned', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt style="width: 600px" question="Which language?" .options=${arabicLabels}></choice-prompt>`);
    const description = part(el, 'option-description')!;
    expect(getComputedStyle(description).direction).to.equal('ltr');
    const edges = contentEdges(description);
    const whole = textBox(description);
    expect(Math.abs(whole.left - edges.left), 'aligned to the left edge').to.be.below(2);
    expect(edges.right - whole.right).to.be.above(100);
    const label = root(el).querySelector('.label')!;
    expect(getComputedStyle(label).direction).to.equal('ltr');
    expect(getComputedStyle(label).unicodeBidi).to.equal('isolate');
    await expect(el).to.be.accessible();
  });

  it("right-to-left prompt: an approval's subject reads left to right from the left edge, its caption in the prompt's direction", async () => {
    const approval = approvalRequest('deleteFile', { path: 'src/legacy/old-api.ts' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt dir="rtl" lang="ar" style="width: 200px" .request=${approval}></choice-prompt>`);
    const text = part(el, 'subject-text')!;
    expect(getComputedStyle(text).direction).to.equal('ltr');
    expect(Math.abs(textBox(text, 'path').left - contentEdges(text).left), 'starts at the left edge').to.be.below(2);
    expect(getComputedStyle(root(el).querySelector('.subject-caption')!).direction).to.equal('rtl');
    await expect(el).to.be.accessible();
  });

  it("right-to-left prompt: a tool call's arguments as JSON context read left to right, braces and quotes in place where a line wraps; prose context stays right to left", async () => {
    const built = approvalRequest('deleteFile', { path: 'src/legacy/old-api.ts' });
    const { subject: _, ...question } = built.questions[0]!;
    const approval = { ...built, questions: [{ ...question, context: JSON.stringify({ path: 'src/legacy/old-api.ts' }, null, 2) }] };
    // Narrow enough that the arguments wrap, as in a 320 px chat column.
    const el = await fixture<ChoicePrompt>(html`<choice-prompt dir="rtl" lang="ar" style="width: 200px" .request=${approval}></choice-prompt>`);
    const context = part(el, 'context')!;
    expect(getComputedStyle(context).direction).to.equal('ltr');
    const brace = textBox(context, '{');
    const key = textBox(context, '"path"');
    expect(Math.abs(brace.top - key.top), 'the opening brace on the first line, with the key').to.be.below(2);
    expect(brace.right, 'left of the key').to.be.at.most(key.left + 1);
    const close = textBox(context, '}');
    const value = textBox(context, 'api.ts"');
    expect(close.left, 'the closing brace after the value').to.be.at.least(value.right - 1);

    const prose = await fixture<ChoicePrompt>(html`<choice-prompt dir="rtl" lang="ar" .request=${{ ...approval, questions: [{ ...approval.questions[0]!, context: 'SQL {قاعدة} بيانات' }] }}></choice-prompt>`);
    expect(getComputedStyle(part(prose, 'context')!).direction).to.equal('rtl');
  });
});
