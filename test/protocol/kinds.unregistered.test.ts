// `choice-prompts/protocol.js` alone, as a page that imports nothing else sees it: the rules
// of the question kinds besides `choice` are in `choice-prompts/kinds.js`, so the core refuses
// a typed question with an error naming that entry, and takes it once the entry is imported.
// Runs in the `unregistered-dialects` group (web-test-runner.config.mjs), whose page preloads
// nothing.
import '../helpers/unregistered-page.js';
import { expect } from '@open-wc/testing';
import * as protocol from '../../src/protocol.js';
import type { ChoiceRequest } from '../../src/protocol.js';

const typed: ChoiceRequest = {
  id: 'r1',
  dialect: 'choices-block',
  questions: [
    { id: 'q0', kind: 'integer', text: 'Replicas', minimum: 1, maximum: 10, options: [], multiple: false, allowOther: false, minSelections: 0, maxSelections: 0, defaults: [] },
  ],
};

describe('protocol.js without kinds.js', () => {
  it('does not export the kinds\' names, which moved to kinds.js', () => {
    for (const name of ['typedQuestion', 'answerText', 'answerNumber', 'matchesFormat', 'questionHints', 'maxTextLength']) {
      expect(name in protocol, name).to.equal(false);
    }
  });

  it('refuses a typed question with an error naming choice-prompts/kinds.js (code kinds-not-loaded), and still takes a choice question', () => {
    expect(protocol.validateRequest(typed)).to.deep.equal([
      { path: '$.questions[0].kind', message: 'Question kinds besides "choice" are not loaded; import "choice-prompts/kinds.js" first.', code: 'kinds-not-loaded' },
    ]);
    expect(() => protocol.answerProblem(typed.questions[0]!, { selected: [], number: 3 })).to.throw(Error, /import "choice-prompts\/kinds\.js" first/);
    const block = protocol.parseRequest('choices-block', { question: 'Q?', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] });
    expect(block.ok).to.equal(true);
  });

  it('takes the typed question, and checks its answers, once kinds.js is imported', async () => {
    const kinds = await import('../../src/kinds.js');
    expect(protocol.validateRequest(typed)).to.deep.equal([]);
    expect(protocol.validateRequest({ ...typed, questions: [kinds.typedQuestion({ id: 'q0', kind: 'text', text: 'Name', format: 'email' })] })).to.deep.equal([]);
    expect(protocol.answerProblem(typed.questions[0]!, { selected: [], number: 3 })).to.equal(undefined);
    expect(protocol.answerProblem(typed.questions[0]!, { selected: [], number: 11 })).to.deep.equal({ kind: 'out-of-range', min: 1, max: 10 });
    expect(kinds.questionHints(typed.questions[0]!)).to.deep.equal([{ hint: 'number', integer: true, min: 1, max: 10 }]);
  });
});
