// validateRequest on requests built by hand: each problem named at its path with a sentence.
import { expect } from '@open-wc/testing';
import { validateRequest } from '../../src/protocol/validate.js';
import type { ChoiceQuestion } from '../../src/protocol/model.js';
import { request as fixtureRequest } from '../components/helpers.js';

/** The elements' fixture request, its question a multi-select of three options with `q` on top (values a host may get wrong included). */
const request = (q: Record<string, unknown>) => fixtureRequest({}, { multiple: true, maxSelections: 2, ...(q as Partial<ChoiceQuestion>) });

describe('validateRequest: a choice question\'s selection bounds', () => {
  it('takes a valid question', () => {
    expect(validateRequest(request({}))).to.deep.equal([]);
  });

  it('requires minSelections and maxSelections, whether absent or null', () => {
    for (const missing of [undefined, null]) {
      expect(validateRequest(request({ minSelections: missing, maxSelections: missing })), String(missing)).to.deep.equal([
        { path: '$.questions[0].minSelections', message: '"minSelections" is required.' },
        { path: '$.questions[0].maxSelections', message: '"maxSelections" is required.' },
      ]);
    }
  });

  it('refuses a minimum above the maximum, and a maximum above the options, naming both numbers', () => {
    expect(validateRequest(request({ minSelections: 2, maxSelections: 1 }))).to.deep.equal([
      { path: '$.questions[0].minSelections', message: '"minSelections" (2) must not be greater than "maxSelections" (1).' },
    ]);
    expect(validateRequest(request({ maxSelections: 4 }))).to.deep.equal([
      { path: '$.questions[0].maxSelections', message: '"maxSelections" (4) must not exceed the number of options (3).' },
    ]);
  });

  it('refuses a bound that is not a whole number', () => {
    expect(validateRequest(request({ minSelections: 0.5 }))).to.deep.equal([
      { path: '$.questions[0].minSelections', message: '"minSelections" must be a whole number, not a number.' },
    ]);
  });
});
