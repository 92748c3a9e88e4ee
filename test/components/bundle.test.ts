import { expect } from '@open-wc/testing';

describe('bundle entry', () => {
  it('registers both tags and exports the classes', async () => {
    const bundle = await import('../../src/bundle.js');
    expect(customElements.get('choice-prompt')).to.equal(bundle.ChoicePrompt);
    expect(customElements.get('question-set')).to.equal(bundle.QuestionSet);
  });
});
