import { expect } from '@open-wc/testing';
import { presentChoices } from '../../../src/protocol/dialects/present-choices/index.js';
import { choicesBlock } from '../../../src/protocol/dialects/choices-block/index.js';
import type { ChoiceRequest, ParseResult } from '../../../src/protocol/model.js';

const args = {
  question: 'How would you like to add this source?',
  options: [
    { label: 'Use RSS feed', value: 'rss' },
    { label: 'Use agentic extraction', value: 'agentic' },
  ],
  context: 'The site has a feed.',
};

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.request;
}

describe('present_choices dialect', () => {
  it('reads the seed 003 tool arguments like a choices block, under its own dialect name', () => {
    const request = ok(presentChoices.parse(args, { id: 'p1' }));
    expect(request.dialect).to.equal('present_choices');
    const blockRequest = ok(choicesBlock.parse(args, { id: 'p1' }));
    expect(request.questions).to.deep.equal(blockRequest.questions);
    expect(request.questions[0].context).to.equal('The site has a feed.');
  });

  it("replies with the chosen option's value as the user message, null when cancelled", () => {
    const request = ok(presentChoices.parse(args));
    expect(presentChoices.encode(request, { requestId: request.id, status: 'answered', answers: { q0: { selected: ['o1'] } } })).to.equal(
      'agentic',
    );
    expect(presentChoices.encode(request, { requestId: request.id, status: 'cancelled', answers: {} })).to.equal(null);
  });

  it('refuses a wrong option count with the range, and reports tool-argument errors by path', () => {
    const result = presentChoices.parse({ ...args, options: [args.options[0]] });
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      expect(result.errors[0].path).to.equal('$.options');
      expect(result.errors[0].message).to.contain('between 2 and 4');
    }
    const bad = presentChoices.parse('not json');
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.errors[0].message).to.contain('tool arguments');
  });
});
