// VS Code's askQuestions in a <question-set>, answered with real clicks and keys: its
// recommended option starts chosen, a question may be skipped (sent as skipped), typed text
// stands in for the options; the reply is the tool's result keyed by header.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/question-set.js';
import type { QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { optionButtons, part, pressed, root } from '../helpers.js';

const input = {
  questions: [
    { header: 'Test framework', question: 'Which test framework should the new package use?', message: 'The repository already uses Vitest in two packages.', options: [{ label: 'Vitest', description: 'Matches the other packages', recommended: true }, { label: 'Jest' }] },
    { header: 'Coverage', question: 'Which coverage reports?', multiSelect: true, allowFreeformInput: false, options: [{ label: 'text' }, { label: 'lcov' }, { label: 'html' }] },
    { header: 'Name', question: 'What should the package be called?' },
  ],
};

async function shown(): Promise<QuestionSet> {
  const result = parseRequest('vscode_ask_questions', input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const el = await fixture<QuestionSet>(html`<question-set layout="stacked" .request=${result.request}></question-set>`);
  await el.updateComplete;
  return el;
}

describe('question-set: VS Code askQuestions', () => {
  it('the recommended option starts chosen; every question may be skipped', async () => {
    const el = await shown();
    expect(pressed(el)).to.include('Vitest');
    expect(root(el).textContent).to.contain('The repository already uses Vitest in two packages.');
    expect([...root(el).querySelectorAll('[part~="skip"]')].length, 'each question offers Skip').to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });

  it('sends the chosen labels, the typed name, and a question left alone as skipped', async () => {
    const el = await shown();
    optionButtons(el).find((b) => b.textContent!.includes('lcov'))!.click();
    await el.updateComplete;
    // The Name question's own field (the first question's "Other" field comes before it).
    const name = [...root(el).querySelectorAll<HTMLInputElement>('input, textarea')].find((f) =>
      (f.getAttribute('aria-labelledby') ?? '').split(' ').some((id) => root(el).getElementById(id)?.textContent?.includes('package be called')),
    )!;
    name.focus();
    await sendKeys({ type: 'reporting-core' });
    const sent = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await sent).detail.reply).to.deep.equal({
      answers: {
        'Test framework': { selected: ['Vitest'], freeText: null, skipped: false },
        Coverage: { selected: ['lcov'], freeText: null, skipped: false },
        Name: { selected: [], freeText: 'reporting-core', skipped: false },
      },
    });
  });
});
