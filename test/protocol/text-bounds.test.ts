import { expect } from '@open-wc/testing';
import { answerProblem, validateRequest } from '../../src/protocol/validate.js';
import type { ChoiceQuestion, TextBounds, TextInputKind } from '../../src/protocol/model.js';

/** A legacy text-only choice question (`options: []`, `allowOther`, `input`, `textBounds`), still accepted. */
function legacyQuestion(input: TextInputKind, textBounds?: TextBounds): ChoiceQuestion {
  return { id: 'q0', text: 'Tell us', options: [], multiple: false, allowOther: true, minSelections: 0, maxSelections: 0, defaults: [], input, ...(textBounds && { textBounds }) };
}

describe('text bounds on typed answers (legacy text-only questions)', () => {
  it('refuses a number outside minimum/maximum before submit', () => {
    const q = legacyQuestion('integer', { minimum: 0, maximum: 150 });
    expect(validateRequest({ id: 'r', dialect: 'mcp_elicitation', questions: [q] })).to.deep.equal([]);
    expect(answerProblem(q, { selected: [], other: '200' })).to.deep.equal({ kind: 'out-of-range', min: 0, max: 150 });
    expect(answerProblem(q, { selected: [], other: '-1' })).to.deep.include({ kind: 'out-of-range' });
    expect(answerProblem(q, { selected: [], other: '42' })).to.equal(undefined);
  });

  it('refuses text outside minLength/maxLength, counting characters as a person does', () => {
    const q = legacyQuestion('text', { minLength: 2, maxLength: 3 });
    expect(answerProblem(q, { selected: [], other: 'a' })).to.deep.equal({ kind: 'other-too-short', min: 2 });
    expect(answerProblem(q, { selected: [], other: 'abcd' })).to.deep.equal({ kind: 'other-too-long', max: 3 });
    expect(answerProblem(q, { selected: [], other: '😀😀😀' })).to.equal(undefined);
  });

  it('refuses a huge typed answer without walking it', () => {
    const q = legacyQuestion('text');
    expect(answerProblem(q, { selected: [], other: 'x'.repeat(5_000_000) })).to.deep.include({ kind: 'other-too-long' });
  });

  it('validateRequest checks the bounds themselves', () => {
    const q = legacyQuestion('number', { minimum: 1, maximum: 5 });
    const request = { id: 'r', dialect: 'mcp_elicitation', questions: [{ ...q, textBounds: { minimum: 9, maximum: 1, maxLength: 'x' } }] };
    const paths = validateRequest(request).map((e) => e.path);
    expect(paths).to.include('$.questions[0].textBounds.minimum');
    expect(paths).to.include('$.questions[0].textBounds.maxLength');
  });
});
