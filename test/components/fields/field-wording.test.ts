import { expect } from '@open-wc/testing';
import { TEXT_FORMATS } from '../../../src/protocol/model.js';
import { fieldHintText, fieldProblemText } from '../../../src/components/fields/field-wording.js';
import { resolveStrings } from '../../../src/components/strings/strings.js';

// A text field's format has two texts, its hint and why typed text does not fit it; both are
// in the fields part's English table (field-strings.ts), named by one table entry per format.

describe('the words of a text format', () => {
  const wording = { strings: resolveStrings() };
  const hint = (format: (typeof TEXT_FORMATS)[number], w = wording) => fieldHintText({ hint: 'format', format }, w);
  const problem = (format: (typeof TEXT_FORMATS)[number], w = wording) => fieldProblemText({ kind: 'format', format }, w);

  it('are a hint and a problem for every format, in English by default, none shared', () => {
    const texts = TEXT_FORMATS.flatMap((format) => [hint(format), problem(format)]);
    for (const [k, text] of texts.entries()) expect(text, `${TEXT_FORMATS[k >> 1]} ${k % 2 ? 'problem' : 'hint'}`).to.be.a('string').and.match(/^[A-Z].*[a-z]/);
    expect(new Set(texts).size, 'each text is its own').to.equal(2 * TEXT_FORMATS.length);
    expect(hint('email')).to.equal('An e-mail address, like name@example.com');
    expect(problem('date-time')).to.equal('Enter a date and time with its time zone, like 2025-06-18T14:30:00Z.');
  });

  it("are the host's when its strings give them", () => {
    const own = { strings: resolveStrings({ formatUri: 'Une adresse web', problemFormatUri: 'Saisissez une adresse web.' }) };
    expect(hint('uri', own)).to.equal('Une adresse web');
    expect(problem('uri', own)).to.equal('Saisissez une adresse web.');
    expect(hint('date', own), 'the others stay English').to.equal('A date as year-month-day, like 2025-06-18');
  });
});

// A number's problems are the fields part's too: only a number field has them.
describe('the words of a number field\'s problems', () => {
  const wording = { strings: resolveStrings() };
  const whole = (kind: 'number' | 'integer') => kind === 'integer';

  it('say what a number or a whole number must be, its range written in the table\'s language', () => {
    expect(fieldProblemText({ kind: 'not-a-number' }, wording, whole('number'))).to.equal('Enter a number.');
    expect(fieldProblemText({ kind: 'not-a-number' }, wording, whole('integer'))).to.equal('Enter a whole number.');
    expect(fieldProblemText({ kind: 'not-an-integer' }, wording, whole('integer'))).to.equal('Enter a whole number.');
    expect(fieldProblemText({ kind: 'out-of-range', min: 2, max: 30 }, wording, whole('integer'))).to.equal('Enter a whole number from 2 to 30.');
    expect(fieldProblemText({ kind: 'out-of-range', min: 5 }, wording, whole('number'))).to.equal('Enter a number of at least 5.');
    expect(fieldProblemText({ kind: 'out-of-range', max: 9 }, { strings: resolveStrings({ problemAboveMaximum: 'Höchstens {max}.' }) }, whole('number'))).to.equal('Höchstens 9.');
  });
});
