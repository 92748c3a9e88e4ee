import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import type { ChoiceRequest, DialectName } from '../../../src/protocol/model.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { deepActive, optionButtons, part, pressed, questions, record } from '../helpers.js';

const block = '{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}';
const twoQuestions = {
  questions: [
    { question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] },
    { question: 'Which runtime?', header: 'Runtime', multiSelect: false, options: [{ label: 'Node' }, { label: 'Deno' }] },
  ],
};

/** What a host that parses during render hands the element on each render: a new object, the same request. */
function parsed(dialect: DialectName, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect, payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const button = (el: Element, label: string) => optionButtons(el).find((b) => b.textContent!.includes(label))!;

describe('an element given a request equal to the one it holds', () => {
  it('stays answered when the host parses the block again after the answer: a click on another option sends nothing', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${parsed('choices-block', block)}></choice-prompt>`);
    const events = record(el, 'choice-submit', 'choice-cancel');
    button(el, 'PostgreSQL').click();
    // React and Vue render again from inside the submit handler, and on every streamed token.
    el.request = parsed('choices-block', block);
    await el.updateComplete;
    el.request = parsed('choices-block', block);
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    button(el, 'SQLite').click();
    await el.updateComplete;
    expect(events.map((e) => [e.type, e.detail.reply])).to.deep.equal([['choice-submit', 'postgres']]);
    expect(pressed(el)).to.deep.equal(['PostgreSQL']);
  });

  it('keeps a set\'s chosen answers and the focus on the option chosen', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${parsed('ask_user_question', twoQuestions)}></question-set>`);
    const [license] = questions(el);
    const apache = button(license!, 'Apache-2.0');
    apache.focus();
    apache.click();
    await el.updateComplete;
    el.request = parsed('ask_user_question', JSON.stringify(twoQuestions));
    await el.updateComplete;
    expect(el.state).to.equal('selected');
    expect(pressed(questions(el)[0]!)).to.deep.equal(['Apache-2.0']);
    expect(deepActive(), 'focus stays on the option chosen').to.equal(button(questions(el)[0]!, 'Apache-2.0'));
    expect(el.answers).to.deep.equal({ q0: { selected: ['o1'] }, q1: { selected: [] } });
  });

  it('stays settled across a moment without a request (marked pending again, or no request), and sends nothing more', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${parsed('choices-block', block)}></choice-prompt>`);
    const events = record(el, 'choice-submit', 'choice-cancel');
    button(el, 'SQLite').click();
    el.pending = true;
    await el.updateComplete;
    expect(el.state).to.equal('pending');
    el.pending = false;
    el.request = parsed('choices-block', block);
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    el.request = undefined;
    await el.updateComplete;
    el.request = parsed('choices-block', block);
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    expect(pressed(el)).to.deep.equal(['SQLite']);
    button(el, 'PostgreSQL').click();
    expect(events).to.have.length(1);
  });

  it('starts over for another request: other questions, or the same question asked again with an id of its own', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${parsed('choices-block', block)}></choice-prompt>`);
    const events = record(el, 'choice-submit');
    button(el, 'SQLite').click();
    await el.updateComplete;
    // The same block in a later message: the host names it by its message.
    const again = parseRequest('choices-block', block, { id: 'message-2' });
    el.request = again.ok ? again.request : undefined;
    await el.updateComplete;
    expect(el.state).to.equal('open');
    button(el, 'PostgreSQL').click();
    expect(events.map((e) => [e.detail.response.requestId, e.detail.reply])).to.deep.equal([
      [parsed('choices-block', block).id, 'sqlite'],
      ['message-2', 'postgres'],
    ]);
  });

  it('a prompt read from its child script keeps its answer when the script is written again with the same text', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded><script type="application/json">${block}</script></choice-prompt>`);
    const events = record(el, 'choice-submit');
    button(el, 'SQLite').click();
    // A framework replacing the script's text node with an equal one.
    el.querySelector('script')!.textContent = block;
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    button(el, 'PostgreSQL').click();
    expect(events).to.have.length(1);
    expect(part(el, 'status')!.textContent).to.contain('SQLite');
  });
});
