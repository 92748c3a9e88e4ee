import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { optionButtons, questions, request, root } from '../helpers.js';

/** Long labels that wrap at 320 px, beside a short one. */
const options = [
  { id: 'o0', label: 'Full-text search across orders, invoices and internal notes', value: 'a' },
  { id: 'o1', label: 'Billing', value: 'b' },
  { id: 'o2', label: "Single sign-on with the customer's own identity provider, configured per tenant", value: 'c', recommended: true },
];

function indicatorBoxes(scope: Element | ShadowRoot) {
  return [...scope.querySelectorAll('.indicator')].map((i) => i.getBoundingClientRect());
}

function labelStarts(scope: Element | ShadowRoot, rtl = false) {
  return [...scope.querySelectorAll('.label')].map((l) => Math.round(rtl ? l.getBoundingClientRect().right : l.getBoundingClientRect().left));
}

describe('indicators at 320 px', () => {
  for (const [name, q, extra] of [
    ['checkbox', { multiple: true, maxSelections: 3 }, {}],
    ['radio', {}, { submitMode: 'confirm' }],
    ['number key', {}, {}],
  ] as const) {
    for (const dir of ['ltr', 'rtl'] as const) {
      it(`keeps the ${name} 20×20 and every label at the same start when labels wrap (${dir})`, async () => {
        const el = await fixture<ChoicePrompt>(
          html`<div style="width: 320px" dir=${dir}><choice-prompt .request=${request(extra, { ...q, options })}></choice-prompt></div>`,
        );
        const prompt = el.querySelector('choice-prompt')!;
        await prompt.updateComplete;
        const shadow = root(prompt);
        // The labels really wrap (otherwise this test proves nothing).
        expect(shadow.querySelector('.label')!.getBoundingClientRect().height).to.be.greaterThan(30);
        const boxes = indicatorBoxes(shadow);
        expect(boxes).to.have.length(3);
        for (const box of boxes) {
          expect([box.width, box.height]).to.deep.equal([20, 20]);
        }
        expect(new Set(labelStarts(shadow, dir === 'rtl')).size).to.equal(1);
        const kinds = new Set([...shadow.querySelectorAll('.indicator')].map((i) => i.classList[1]));
        expect([...kinds]).to.deep.equal([{ checkbox: 'check', radio: 'radio', 'number key': 'key' }[name]]);
      });
    }
  }

  it("keeps a set's indicators and progress dots round at 320 px", async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 320px"><question-set
        layout="stacked"
        .request=${{
          ...request(),
          questions: [
            { ...request({}, { options }).questions[0]!, header: 'A header long enough to wrap inside its chip at this width' },
            { ...request({}, { id: 'q1', options, multiple: true, maxSelections: 3 }).questions[0]!, header: 'Another long header that also wraps' },
          ],
        }}
      ></question-set></div>`,
    );
    const set = wrapper.querySelector<QuestionSet>('question-set')!;
    await set.updateComplete;
    for (const item of questions(set)) {
      for (const box of indicatorBoxes(item)) expect([box.width, box.height]).to.deep.equal([20, 20]);
      expect(new Set(labelStarts(item)).size).to.equal(1);
    }
    for (const dot of root(set).querySelectorAll('.dot')) {
      const box = dot.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([18, 18]);
    }
    expect(optionButtons(questions(set)[0]!)).to.have.length(3);
  });
});
