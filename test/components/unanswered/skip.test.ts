/**
 * Skip on an optional question of a set: it leaves the question unanswered (as the dialect
 * sends an unanswered one) and moves focus on; the rest of the request is untouched.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import '../../../src/dialects.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { announcement, cancelNow, deepActive, optionButtons, part, record, root } from '../helpers.js';
import { codex, show } from './shared.js';

// The MCP specification's "Structured Data Request" (modelcontextprotocol/modelcontextprotocol,
// docs/specification/2025-11-25/client/elicitation.mdx at 1c0765aae01adff1abdcdc9d6c07c95b427b4764): age is not required.
const contact = {
  mode: 'form',
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'Your full name' },
      email: { type: 'string', format: 'email', description: 'Your email address' },
      age: { type: 'number', minimum: 18, description: 'Your age' },
    },
    required: ['name', 'email'],
  },
};

const skips = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[part=skip]')];
const itemOf = (button: Element) => Number(button.closest<HTMLElement>('[data-q]')!.dataset['q']);

describe('Skip on an optional question', () => {
  it('MCP form: only the field the schema does not require offers Skip, named by its question', async () => {
    const el = await show<QuestionSet>('question-set', contact, 'mcp_elicitation');
    expect(skips(el).map(itemOf)).to.deep.equal([2]);
    expect(skips(el)[0]!.textContent!.trim()).to.equal('Skip');
    expect(root(el).getElementById(skips(el)[0]!.getAttribute('aria-describedby')!)!.textContent).to.contain('age');
    await expect(el).to.be.accessible();
  });

  it('Skip (keyboard) leaves the question unanswered, fires choice-change, moves focus on; the reply leaves the key out', async () => {
    const el = await show<QuestionSet>('question-set', contact, 'mcp_elicitation');
    root(el).querySelector<HTMLInputElement>('#q0-other')!.focus();
    await sendKeys({ type: 'Monalisa Octocat' });
    root(el).querySelector<HTMLInputElement>('#q1-other')!.focus();
    await sendKeys({ type: 'octocat@github.com' });
    const changes = record(el, 'choice-change');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(skips(el)[0]);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActive() === part(el, 'submit'), 'focus moves on, to Submit after the last question');
    // Focus landing on Submit says nothing of the question left behind: the skip is said.
    expect(announcement(el)).to.equal('Your age: skipped');
    expect(changes).to.have.length(1);
    expect(changes[0]!.detail).to.deep.include({ questionId: 'q2', valid: true });
    const sent = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await sent).detail.reply).to.deep.equal({ action: 'accept', content: { name: 'Monalisa Octocat', email: 'octocat@github.com' } });
  });

  it('answered, an optional question offers Clear answer instead of Skip: it empties the answer and stays, never throwing it away on the way on', async () => {
    const el = await show<QuestionSet>('question-set', contact, 'mcp_elicitation');
    root(el).querySelector<HTMLInputElement>('#q2-other')!.focus();
    await sendKeys({ type: '42' });
    await el.updateComplete;
    expect(el.answers['q2']).to.deep.include({ number: 42 });
    expect(skips(el), 'no Skip while it holds an answer').to.have.length(0);
    const clear = part(el, 'clear')!;
    expect(clear.textContent!.trim()).to.equal('Clear answer');
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(clear);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActive() === root(el).querySelector('#q2-other'), 'focus stays on the question');
    expect(root(el).querySelector<HTMLInputElement>('#q2-other')!.value, 'the field is empty').to.equal('');
    expect(skips(el).map(itemOf), 'Skip is back').to.deep.equal([2]);
    await expect(el).to.be.accessible();
  });

  it('Codex set: a chosen option is cleared with Clear answer, then Skip moves to the next question; Submit then asks', async () => {
    const el = await show<QuestionSet>('question-set', codex, 'codex_request_user_input');
    expect(skips(el).map(itemOf)).to.deep.equal([0, 1]);
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(skips(el).map(itemOf), 'the answered question offers Clear answer instead').to.deep.equal([1]);
    part(el, 'clear')!.click();
    await el.updateComplete;
    expect(optionButtons(el).map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false']);
    skips(el)[0]!.click();
    await waitUntil(() => deepActive() === root(el).querySelector('#q1-other'), 'the next question has focus');
    part(el, 'submit')!.click();
    await waitUntil(() => root(el).querySelector('dialog[part=confirm]'), 'the confirmation opens');
    expect(root(el).querySelector('#unanswered-list')!.textContent).to.equal('Not answered: Pick one, Notes');
  });

  it('no Skip on a question that starts with a value: left alone it sends that value', async () => {
    const withDefault = { ...contact, requestedSchema: { ...contact.requestedSchema, properties: { ...contact.requestedSchema.properties, age: { type: 'number', minimum: 18, default: 30 } } } };
    const el = await show<QuestionSet>('question-set', withDefault, 'mcp_elicitation');
    expect(skips(el)).to.have.length(0);
  });

  it('no Skip on a required question, on a lone prompt, or once the request is settled', async () => {
    const prompt = await show<ChoicePrompt>('choice-prompt', { questions: [{ question: 'Enter the class name:', header: 'Class', type: 'text' }] }, 'gemini_ask_user');
    expect(skips(prompt)).to.have.length(0);
    const el = await show<QuestionSet>('question-set', contact, 'mcp_elicitation');
    const events = record(el, 'choice-cancel');
    await cancelNow(el);
    expect(events).to.have.length(1);
    expect(skips(el)).to.have.length(0);
  });
});
