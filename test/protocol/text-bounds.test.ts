import { expect } from '@open-wc/testing';
import { parseRequest } from '../../src/protocol/registry.js';
import { answerProblem, validateRequest } from '../../src/protocol/validate.js';
import type { ChoiceQuestion } from '../../src/protocol/model.js';

function elicitationQuestion(property: Record<string, unknown>): ChoiceQuestion {
  const result = parseRequest('mcp_elicitation', {
    message: 'Tell us',
    requestedSchema: { type: 'object', properties: { field: property }, required: ['field'] },
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request.questions[0];
}

describe('text bounds on typed answers', () => {
  it('carries an elicitation number field\'s minimum/maximum and refuses values outside them before submit', () => {
    const q = elicitationQuestion({ type: 'integer', title: 'Age', minimum: 0, maximum: 150 });
    expect(q.textBounds).to.deep.equal({ minimum: 0, maximum: 150 });
    expect(answerProblem(q, { selected: [], other: '200' })).to.deep.equal({ kind: 'out-of-range', min: 0, max: 150 });
    expect(answerProblem(q, { selected: [], other: '-1' })).to.deep.include({ kind: 'out-of-range' });
    expect(answerProblem(q, { selected: [], other: '42' })).to.equal(undefined);
  });

  it('carries an elicitation string field\'s minLength/maxLength, counting characters as a person does', () => {
    const q = elicitationQuestion({ type: 'string', title: 'Code', minLength: 2, maxLength: 3 });
    expect(q.textBounds).to.deep.equal({ minLength: 2, maxLength: 3 });
    expect(answerProblem(q, { selected: [], other: 'a' })).to.deep.equal({ kind: 'other-too-short', min: 2 });
    expect(answerProblem(q, { selected: [], other: 'abcd' })).to.deep.equal({ kind: 'other-too-long', max: 3 });
    expect(answerProblem(q, { selected: [], other: '😀😀😀' })).to.equal(undefined);
  });

  it('refuses a huge typed answer without walking it', () => {
    const q = elicitationQuestion({ type: 'string', title: 'Anything' });
    expect(answerProblem(q, { selected: [], other: 'x'.repeat(5_000_000) })).to.deep.include({ kind: 'other-too-long' });
  });

  it('validateRequest checks the bounds themselves', () => {
    const q = elicitationQuestion({ type: 'number', title: 'N', minimum: 1, maximum: 5 });
    const request = { id: 'r', dialect: 'mcp_elicitation', questions: [{ ...q, textBounds: { minimum: 9, maximum: 1, maxLength: 'x' } }] };
    const paths = validateRequest(request).map((e) => e.path);
    expect(paths).to.include('$.questions[0].textBounds.minimum');
    expect(paths).to.include('$.questions[0].textBounds.maxLength');
  });
});
