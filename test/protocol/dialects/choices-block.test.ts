import { expect } from '@open-wc/testing';
import { choicesBlock } from '../../../src/protocol/dialects/choices-block/index.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import type { ChoiceRequest, ParseResult } from '../../../src/protocol/model.js';

const seedBlock = {
  question: 'How would you like to add this source?',
  options: [
    { label: 'Use RSS feed', value: 'rss' },
    { label: 'Use agentic extraction', value: 'agentic' },
  ],
};

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.request;
}

describe('choices-block dialect', () => {
  it('parses the seed 003 block from JSON text into one single-select question', () => {
    const request = ok(choicesBlock.parse(JSON.stringify(seedBlock)));
    expect(request.dialect).to.equal('choices-block');
    expect(request.questions).to.have.length(1);
    const [q] = request.questions;
    expect(q.text).to.equal(seedBlock.question);
    expect(q.options.map((o) => [o.label, o.value])).to.deep.equal([
      ['Use RSS feed', 'rss'],
      ['Use agentic extraction', 'agentic'],
    ]);
    expect(q.multiple).to.equal(false);
    expect([q.minSelections, q.maxSelections]).to.deep.equal([1, 1]);
    expect(validateRequest(request)).to.deep.equal([]);
  });

  it('keeps context, descriptions and the recommended mark', () => {
    const request = ok(
      choicesBlock.parse({
        ...seedBlock,
        context: 'Two ways exist.',
        options: [{ ...seedBlock.options[0], description: 'Fast', recommended: true }, seedBlock.options[1]],
      }),
    );
    expect(request.questions[0].context).to.equal('Two ways exist.');
    expect(request.questions[0].options[0]).to.include({ description: 'Fast', recommended: true });
  });

  it('refuses fewer than 2 or more than 4 options, naming the range', () => {
    for (const n of [1, 5]) {
      const options = Array.from({ length: n }, (_, i) => ({ label: `L${i}`, value: `v${i}` }));
      const result = choicesBlock.parse({ question: 'Q?', options });
      expect(result.ok).to.equal(false);
      if (!result.ok) {
        expect(result.errors[0].path).to.equal('$.options');
        expect(result.errors[0].message).to.contain('between 2 and 4');
      }
    }
  });

  it('reports malformed JSON and missing fields with paths instead of throwing', () => {
    const bad = choicesBlock.parse('{"question": "Q?", "options": [');
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.errors[0]).to.include({ path: '$' });
    const missing = choicesBlock.parse({ question: 'Q?', options: [{ label: 'A' }, { value: 'b' }] });
    expect(missing.ok).to.equal(false);
    if (!missing.ok) {
      expect(missing.errors.map((e) => e.path)).to.deep.equal(['$.options[0].value', '$.options[1].label']);
    }
    for (const payload of [null, 42, '[]', [], 'null']) expect(choicesBlock.parse(payload).ok).to.equal(false);
  });

  it('encodes the chosen value, several values joined with ", " in option order, and typed text as itself', () => {
    const request = ok(
      choicesBlock.parse({
        question: 'Which?',
        multiple: true,
        allowOther: true,
        options: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
          { label: 'C', value: 'c' },
        ],
      }),
    );
    const encode = (selected: string[], other?: string) =>
      choicesBlock.encode(request, { requestId: request.id, status: 'answered', answers: { q0: { selected, other } } });
    expect(encode(['o2', 'o0'])).to.equal('a, c');
    expect(encode([], 'something else')).to.equal('something else');
    expect(encode(['o1'], 'and more')).to.equal('b, and more');
    expect(choicesBlock.encode(request, { requestId: request.id, status: 'cancelled', answers: {} })).to.equal(null);
    expect(choicesBlock.encode(request, { requestId: request.id, status: 'timeout', answers: {} })).to.equal(null);
  });

  it('checks the multi-select extensions: min ≤ max, max within the options', () => {
    const base = { question: 'Q?', options: seedBlock.options, multiple: true };
    expect(choicesBlock.parse({ ...base, minSelections: 2, maxSelections: 1 }).ok).to.equal(false);
    expect(choicesBlock.parse({ ...base, maxSelections: 3 }).ok).to.equal(false);
    expect(ok(choicesBlock.parse({ ...base, minSelections: 2 })).questions[0].minSelections).to.equal(2);
  });
});
