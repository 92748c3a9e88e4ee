import { expect } from '@open-wc/testing';
import { TEXT_FORMATS } from '../../../src/protocol/model.js';
import { fieldHintText, fieldProblemText } from '../../../src/components/fields/field-wording.js';
import { resolveStrings } from '../../../src/components/strings/strings.js';
import { typedQuestion } from '../../../src/kinds.js';

// A text field's format has two texts, its hint and why typed text does not fit it; both are
// in the fields part's English table (field-strings.ts), named by one table entry per format.

describe('the words of a text format', () => {
  const wording = { strings: resolveStrings() };
  const hint = (format: (typeof TEXT_FORMATS)[number], w = wording) => fieldHintText({ hint: 'format', format }, w);
  const problem = (format: (typeof TEXT_FORMATS)[number], w = wording) => fieldProblemText({ kind: 'format', format }, typedQuestion({ id: 'q', kind: 'text', text: 'Q', format }), w);

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
