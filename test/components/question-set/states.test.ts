import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, ChoiceRequest, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { optionButtons, part, pressed, question, root, hintText, questions } from '../helpers.js';

const twoQuestions: ChoiceRequest = {
  id: 'set-r',
  dialect: 'provide_choice',
  title: 'Setup',
  questions: [
    question({ id: 'colour', header: 'Colour' }),
    question({
      id: 'size',
      header: 'Size',
      text: 'Pick sizes',
      multiple: true,
      maxSelections: 2,
      options: [
        { id: 's', label: 'Small', value: 's' },
        { id: 'm', label: 'Medium', value: 'm' },
        { id: 'l', label: 'Large', value: 'l' },
      ],
    }),
  ],
};

/** The set's questions, each queried like an element (`questions` in helpers.ts). */
const prompts = questions;

async function settled(el: QuestionSet) {
  await el.updateComplete;
}

describe('<question-set expanded> states and shared settings', () => {
  it('shares its strings with every prompt', async () => {
    const el = await fixture<QuestionSet>(
      html`<question-set expanded .request=${twoQuestions} .strings=${{ submit: 'Senden', chooseBetween: '{min} bis {max}' }}></question-set>`,
    );
    await settled(el);
    expect(part(el, 'submit')!.textContent).to.equal('Senden');
    expect(hintText(prompts(el)[1]!)).to.equal('1 bis 2');
    el.strings = { chooseBetween: 'De {min} à {max}' };
    await settled(el);
    expect(hintText(prompts(el)[1]!)).to.equal('De 1 à 2');
    expect(part(el, 'submit')!.textContent).to.equal('Submit');
  });

  it('shares tab-stops="each" with every prompt', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded tab-stops="each" .request=${twoQuestions}></question-set>`);
    await settled(el);
    expect(prompts(el).flatMap((p) => optionButtons(p).map((b) => b.tabIndex))).to.deep.equal([0, 0, 0, 0, 0, 0]);
  });

  it('roves within each question separately', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${twoQuestions}></question-set>`);
    await settled(el);
    optionButtons(prompts(el)[0]!)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(optionButtons(prompts(el)[1]!)[0]);
  });

  it('outdated (`disabled`): every question locked, choices kept, "No longer active"', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${twoQuestions}></question-set>`);
    await settled(el);
    optionButtons(prompts(el)[0]!)[1]!.click();
    el.disabled = true;
    await settled(el);
    expect(el.getAttribute('state')).to.equal('outdated');
    expect(prompts(el).every((p) => optionButtons(p).every((b) => b.getAttribute('aria-disabled') === 'true'))).to.equal(true);
    expect(pressed(prompts(el)[0]!)).to.deep.equal(['Green']);
    expect(part(el, 'status')!.textContent!.trim()).to.equal('No longer active. Chosen: Green');
    expect(part(el, 'submit')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('restores an answered set from a response', async () => {
    const response = { requestId: 'set-r', status: 'answered' as const, answers: { colour: { selected: ['o2'] }, size: { selected: ['s', 'l'] } } };
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${twoQuestions} .response=${response}></question-set>`);
    await settled(el);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(pressed(prompts(el)[0]!)).to.deep.equal(['Blue']);
    expect(pressed(prompts(el)[1]!)).to.deep.equal(['Small', 'Large']);
    expect(part(el, 'status')!.textContent!.trim()).to.equal('Answered: Blue; Small, Large');
    await expect(el).to.be.accessible();
  });

  it('shows an AI SDK form call answered earlier as answered, from the response its output restores', async () => {
    const input = {
      message: 'Project',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Name' },
          seats: { type: 'integer', title: 'Seats' },
          public: { type: 'boolean', title: 'Public?' },
          licence: { type: 'string', title: 'Licence', enum: ['mit', 'apache'], enumNames: ['MIT', 'Apache 2.0'] },
        },
        required: ['name', 'seats', 'public', 'licence'],
      },
    };
    const output = { action: 'accept', content: { name: 'Lantern', seats: 12, public: true, licence: 'apache' } };
    const parsed = parseRequest('ai_sdk_tool_part', { type: 'tool-collect_details', toolCallId: 'call_3', state: 'output-available', input, output });
    if (!parsed.ok || !parsed.response) throw new Error('expected the part to restore as answered');
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${parsed.request} .response=${parsed.response}></question-set>`);
    await settled(el);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(pressed(prompts(el)[3]!)).to.deep.equal(['Apache 2.0']);
    expect(part(el, 'status')!.textContent!.trim()).to.equal('Answered: Lantern; 12; Yes; Apache 2.0');
    expect(part(el, 'submit'), 'nothing to send again').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a global note belongs to the set and travels in the reply', async () => {
    const req = { ...twoQuestions, annotations: { perOption: false, global: true } };
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${req}></question-set>`);
    await settled(el);
    expect(prompts(el).every((p) => p.querySelector('#global-note') === null), 'not inside any question').to.equal(true);
    optionButtons(prompts(el)[0]!)[0]!.click();
    optionButtons(prompts(el)[1]!)[0]!.click();
    const note = root(el).querySelector<HTMLTextAreaElement>('#global-note')!;
    note.focus();
    await sendKeys({ type: 'thanks' });
    await expect(el).to.be.accessible();
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { response } = (await submitted).detail;
    expect(response.annotation).to.equal('thanks');
    expect(response.answers).to.deep.equal({ colour: { selected: ['o0'] }, size: { selected: ['s'] } });
  });

  it('shows a pending skeleton, then the questions', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded pending .request=${twoQuestions}></question-set>`);
    expect(el.getAttribute('state')).to.equal('pending');
    expect(part(el, 'status')!.textContent).to.equal('Loading questions…');
    expect(prompts(el)).to.have.length(0);
    await expect(el).to.be.accessible();
    el.pending = false;
    await settled(el);
    expect(prompts(el)).to.have.length(2);
  });

  it('shows malformed JSON as a plain code block', async () => {
    const text = '{"questions": [';
    const el = await fixture<QuestionSet>(html`<question-set expanded><script type="application/json" dialect="ask_user_question">${text}</script></question-set>`);
    expect(root(el).querySelector('pre > code')!.textContent).to.equal(text);
    expect(el.getAttribute('state')).to.equal('invalid');
    await expect(el).to.be.accessible();
  });

  it('explains an invalid request property', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${{ ...twoQuestions, questions: 'none' }}></question-set>`);
    expect(part(el, 'fallback')!.textContent).to.contain('This question could not be shown.');
    expect(el.validationErrors[0]!.path).to.equal('$.questions');
  });

  it('exposes every question\'s parts on the set, so a page can style options through it', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${twoQuestions}></question-set>`);
    await settled(el);
    for (const name of ['question-item', 'question', 'group', 'option', 'option-label']) {
      expect(root(el).querySelectorAll(`[part~="${name}"]`).length, name).to.be.greaterThan(1);
    }
  });
});

describe('<question-set expanded> colour scheme', () => {
  it('its questions follow a scheme the page forces on the set, not the OS scheme', async () => {
    const { fixture, html, expect, waitUntil } = await import('@open-wc/testing');
    const el = await fixture<HTMLElement>(html`<question-set expanded style="color-scheme: dark">
      <script type="application/json" dialect="ask_user_question">
        {"questions":[{"question":"One?","header":"One","multiSelect":false,"options":[{"label":"A"},{"label":"B"}]},
                      {"question":"Two?","header":"Two","multiSelect":false,"options":[{"label":"C"},{"label":"D"}]}]}
      </script>
    </question-set>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="question-item"]'), 'the set renders its questions', { timeout: 10_000 });
    const inner = el.shadowRoot!.querySelector('[part~="option"]')!;
    expect(getComputedStyle(inner).colorScheme).to.equal('dark');
  });
});
