// `showWhen` as any request may use it (not only an interrupt): a question asked only once an
// option of an earlier question is chosen, through clicks, keys and the submitted response.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/question-set.js';
import type { QuestionSet } from '../../../src/index.js';
import type { ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../../src/protocol/model.js';
import { typedQuestion } from '../../../src/kinds.js';
import { encodeReply } from '../../../src/protocol.js';
import { announcement, optionButtons, part, question, record, root } from '../helpers.js';

function plan(details: Partial<ChoiceQuestion> = {}): ChoiceRequest {
  return {
    id: 'plan-request',
    dialect: 'choices-block',
    questions: [
      question({ id: 'plan', header: 'Plan', text: 'Which plan?', options: [{ id: 'basic', label: 'Basic', value: 'basic' }, { id: 'custom', label: 'Custom', value: 'custom' }] }),
      { ...typedQuestion({ kind: 'text', id: 'details', header: 'Details', text: 'What do you need?' }), showWhen: { question: 'plan', options: ['custom'] }, ...details },
    ],
  };
}

const fields = (el: Element) => [...root(el).querySelectorAll('input, textarea')];

describe('showWhen: a question asked once an option is chosen', () => {
  it('hidden until Custom: not rendered, not listed; then shown, said, required; its answer is sent', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${plan()}></question-set>`);
    expect(fields(el)).to.have.length(0);
    expect(part(el, 'progress')!.getAttribute('aria-label')).to.equal('0 of 1 answered');
    optionButtons(el)[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(fields(el)).to.have.length(1);
    expect(announcement(el)).to.equal('Shown below: Details.');
    expect(part(el, 'progress')!.getAttribute('aria-label')).to.equal('1 of 2 answered');
    const events = record(el, 'choice-submit');
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(events, 'shown, it must be answered').to.have.length(0);
    await sendKeys({ type: 'Two seats' });
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.response.answers).to.deep.equal({ plan: { selected: ['custom'] }, details: { selected: [], text: 'Two seats' } });
  });

  it('Basic: the hidden question is left out of the response (empty), and the reply encodes', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${plan()}></question-set>`);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { response, reply } = (await submitted).detail;
    expect(response.answers.details).to.deep.equal({ selected: [] });
    expect(reply).to.equal('basic');
  });

  it('a showWhen naming no earlier question is ignored: the question always shows', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${plan({ showWhen: { question: 'nowhere', options: ['x'] } })}></question-set>`);
    expect(fields(el)).to.have.length(1);
  });

  it('a set holding such questions stays stacked whatever its layout', async () => {
    const el = await fixture<QuestionSet>(html`<question-set layout="paged" .request=${plan()}></question-set>`);
    expect(part(el, 'tabs')).to.equal(null);
    expect(part(el, 'progress')).to.not.equal(null);
  });

  it('encodeReply lets a question be empty only while it is hidden: shown, or linked to no question, its rules apply', () => {
    const answered = (answers: ChoiceResponse['answers']): ChoiceResponse => ({ requestId: 'plan-request', status: 'answered', answers });
    const empty = { selected: [] };
    expect(() => encodeReply(plan(), answered({ plan: { selected: ['basic'] }, details: empty })), 'hidden').to.not.throw();
    expect(() => encodeReply(plan(), answered({ plan: { selected: ['custom'] }, details: empty })), 'shown by Custom').to.throw(TypeError, /"details"/);
    const unlinked = plan({ showWhen: { question: 'nowhere', options: ['custom'] } });
    expect(() => encodeReply(unlinked, answered({ plan: { selected: ['basic'] }, details: empty })), 'its showWhen names no question: it always shows').to.throw(TypeError, /"details"/);
  });

  it('Skip moves past a question an option hides, to the next question shown', async () => {
    const request = plan();
    request.questions[0] = { ...request.questions[0]!, optional: true };
    request.questions.push(question({ id: 'size', header: 'Size', text: 'Which size?', optional: true, options: [{ id: 's', label: 'Small', value: 's' }, { id: 'l', label: 'Large', value: 'l' }] }));
    const el = await fixture<QuestionSet>(html`<question-set .request=${request}></question-set>`);
    const skip = root(el).querySelector<HTMLButtonElement>('[data-q="0"] [part~="skip"], [part~="skip"]')!;
    skip.click();
    await el.updateComplete;
    await el.updateComplete;
    const focused = root(el).activeElement as HTMLElement | null;
    expect(focused?.textContent?.trim(), 'the first option of "Which size?"').to.equal('Small');
  });
});
