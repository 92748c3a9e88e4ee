import { expect } from '@open-wc/testing';

describe('registration', () => {
  it('importing the classes registers nothing; the define modules register, and leave a taken tag alone', async () => {
    const { ChoicePrompt, QuestionSet } = await import('../../src/index.js');
    expect(ChoicePrompt).to.be.a('function');
    expect(QuestionSet).to.be.a('function');
    expect(customElements.get('choice-prompt')).to.equal(undefined);
    expect(customElements.get('question-set')).to.equal(undefined);

    class HostOwnSet extends HTMLElement {}
    customElements.define('question-set', HostOwnSet);
    await import('../../src/question-set.js');
    expect(customElements.get('question-set'), 'a tag already taken is left alone').to.equal(HostOwnSet);
    expect(customElements.get('choice-prompt'), 'the set renders its questions itself: it needs no prompt').to.equal(undefined);
    // @lit/react (react.js) sets a prop as a property only when the class's prototype has it.
    expect(['request', 'response', 'strings', 'disabled'].filter((name) => !(name in QuestionSet.prototype)), 'the properties of a class whose tag was taken').to.deep.equal([]);

    await import('../../src/choice-prompt.js');
    expect(customElements.get('choice-prompt')).to.equal(ChoicePrompt);
  });
});
