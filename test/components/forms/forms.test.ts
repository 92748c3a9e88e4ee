import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, ChoiceRequest, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { fetchPart } from '../../../src/components/loader/parts.js';
import { deepActive, hintText, holdTimers, optionButtons, part, pressed, questions, root } from '../helpers.js';

const auq = {
  questions: [
    {
      question: 'Which database?',
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'Postgres', description: 'Relational' },
        { label: 'SQLite', description: 'A file' },
      ],
    },
    {
      question: 'Which features?',
      header: 'Features',
      multiSelect: true,
      options: [
        { label: 'Auth', description: 'Sign-in' },
        { label: 'Search', description: 'Full text' },
        { label: 'Billing', description: 'Payments' },
      ],
    },
  ],
};

/** The set with every answer required, as a host may build it (Claude Code lets a question of its sets be skipped). */
function auqRequest(): ChoiceRequest {
  const parsed = parseRequest('ask_user_question', auq);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { ...parsed.request, confirmUnanswered: false, questions: parsed.request.questions.map((q) => ({ ...q, optional: false })) };
}

/** The element once the forms part has taken it over and written its form value. */
async function inForm<T extends HTMLElement & { updateComplete: Promise<boolean> }>(el: T): Promise<T> {
  // The element's own `then` on the part's load runs before this one: its controller is there after it.
  await fetchPart('forms');
  await el.updateComplete;
  await el.updateComplete;
  return el;
}

const entries = (form: HTMLFormElement) => [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]);

async function setForm(attributes = '') {
  const form = await fixture<HTMLFormElement>(html`<form><question-set expanded name="plan" .request=${auqRequest()} ?required=${attributes === 'required'}></question-set><button>Send</button></form>`);
  const el = form.querySelector<QuestionSet>('question-set')!;
  return { form, el: await inForm(el) };
}

describe('form participation', () => {
  it('puts a prompt answer in FormData: the reply under its name, the chosen value under name.<question id>', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><choice-prompt expanded name="colour" question="Which colour?" options='[{"label":"Red","value":"red"},{"label":"Blue","value":"blue"}]'></choice-prompt></form>`,
    );
    const el = await inForm(form.querySelector<ChoicePrompt>('choice-prompt')!);
    expect(entries(form)).to.deep.equal([]);
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    const id = el.request?.questions[0]?.id ?? (el as unknown as { flow: { request: ChoiceRequest } }).flow.request.questions[0]!.id;
    expect(entries(form)).to.deep.equal([
      ['colour', 'blue'],
      [`colour.${id}`, 'blue'],
    ]);
  });

  it('puts a set answer in FormData: the encoded reply as JSON, and one entry per chosen option under name.<header>', async () => {
    const { form, el } = await setForm();
    const [db, features] = questions(el);
    optionButtons(db!)[0]!.click();
    await el.updateComplete;
    // One question answered: no reply yet (it would not encode), the answered question's entry.
    expect(entries(form)).to.deep.equal([['plan.Database', 'Postgres']]);
    optionButtons(features!)[0]!.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const data = new FormData(form);
    expect(data.getAll('plan.Features')).to.deep.equal(['Auth', 'Billing']);
    expect(JSON.parse(String(data.get('plan')))).to.deep.equal({ answers: { 'Which database?': 'Postgres', 'Which features?': 'Auth, Billing' } });
  });

  it('adds nothing without a name, and its entries once it gets one', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><question-set expanded .request=${auqRequest()}></question-set></form>`);
    const el = await inForm(form.querySelector<QuestionSet>('question-set')!);
    optionButtons(questions(el)[0]!)[1]!.click();
    await el.updateComplete;
    expect(entries(form)).to.deep.equal([]);
    el.setAttribute('name', 'later');
    // The attribute's mutation record is delivered in a microtask queued before this await's.
    await Promise.resolve();
    await el.updateComplete;
    expect(entries(form)).to.deep.equal([['later.Database', 'SQLite']]);
  });
});

describe('form validity', () => {
  it('required: valueMissing, :invalid and the localized message until every question is answered', async () => {
    const { el } = await setForm('required');
    expect(el.matches(':invalid')).to.equal(true);
    const internals = (el as unknown as { internals: ElementInternals }).internals;
    expect(internals.validity.valueMissing).to.equal(true);
    expect(internals.validationMessage).to.equal('Answer every question before submitting. Still open: Database, Features.');
    optionButtons(questions(el)[0]!)[0]!.click();
    await el.updateComplete;
    expect(internals.validationMessage).to.equal('Answer every question before submitting. Still open: Features.');
    optionButtons(questions(el)[1]!)[2]!.click();
    await el.updateComplete;
    expect(el.matches(':valid')).to.equal(true);
    expect(internals.validity.valid).to.equal(true);
  });

  it('speaks the strings it is given', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><question-set expanded name="plan" required .request=${auqRequest()} .strings=${{ missingQuestions: 'Noch offen: {questions}.' }}></question-set></form>`,
    );
    const el = await inForm(form.querySelector<QuestionSet>('question-set')!);
    expect((el as unknown as { internals: ElementInternals }).internals.validationMessage).to.equal('Noch offen: Database, Features.');
  });

  it('without required, an untouched set is valid and sends nothing; a half-answered one is missing the rest', async () => {
    const { form, el } = await setForm();
    expect(el.matches(':valid')).to.equal(true);
    expect(form.checkValidity()).to.equal(true);
    optionButtons(questions(el)[1]!)[0]!.click();
    await el.updateComplete;
    expect(el.matches(':invalid')).to.equal(true);
  });

  it('form.requestSubmit() with an open required question reports it as Submit does: focus, hint, no submit', async () => {
    const { form, el } = await setForm('required');
    let submitted = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted++;
    });
    optionButtons(questions(el)[0]!)[0]!.click();
    await el.updateComplete;
    form.requestSubmit();
    await el.updateComplete;
    expect(submitted).to.equal(0);
    expect(deepActive()).to.equal(optionButtons(questions(el)[1]!)[0]);
    expect(part(el, 'hint')?.textContent).to.contain('Still open: Features');
    expect(hintText(questions(el)[1]!)).to.not.equal('');
    optionButtons(questions(el)[1]!)[0]!.click();
    await el.updateComplete;
    form.requestSubmit();
    expect(submitted).to.equal(1);
  });

  it('the Send button of the form reports the prompt too (a real click)', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><choice-prompt expanded name="c" required question="Colour?" options='[{"label":"Red","value":"red"},{"label":"Blue","value":"blue"}]'></choice-prompt><button>Send</button></form>`,
    );
    const el = await inForm(form.querySelector<ChoicePrompt>('choice-prompt')!);
    let submitted = 0;
    form.addEventListener('submit', (e) => (e.preventDefault(), submitted++));
    form.querySelector('button')!.click();
    await el.updateComplete;
    expect(submitted).to.equal(0);
    expect(deepActive()).to.equal(optionButtons(el)[0]);
  });
});

describe('form reset and disabled fieldsets', () => {
  it('form.reset() restores the initial state', async () => {
    const { form, el } = await setForm();
    optionButtons(questions(el)[0]!)[1]!.click();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('selected');
    form.reset();
    await inForm(el);
    expect(pressed(el)).to.deep.equal([]);
    expect(el.getAttribute('state')).to.equal('open');
    expect(entries(form)).to.deep.equal([]);
  });

  it('in a form a single choice is a control: no "sends" hint, radios not keys, chosen and changed freely, never sent by a click', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><choice-prompt expanded name="c" question="Colour?" options='[{"label":"Red","value":"red"},{"label":"Blue","value":"blue"}]'></choice-prompt></form>`);
    const el = await inForm(form.querySelector<ChoicePrompt>('choice-prompt')!);
    expect(el.form).to.equal(form);
    expect(hintText(el), 'nothing says choosing sends').to.equal('');
    expect(root(el).querySelector('.indicator.key'), 'no digit keys').to.equal(null);
    expect(root(el).querySelectorAll('.indicator.radio').length).to.equal(2);
    expect(part(el, 'submit'), 'no Submit of its own').to.equal(null);
    expect(part(el, 'cancel'), 'no Cancel of its own').to.equal(null);
    const events: Event[] = [];
    el.addEventListener('choice-submit', (e) => events.push(e));
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(pressed(el), 'the person changed their mind').to.deep.equal(['Blue']);
    expect(el.getAttribute('state')).to.equal('selected');
    expect(events, 'nothing sent by a click').to.have.length(0);
    expect(entries(form)).to.deep.equal([['c', 'blue'], [`c.${(el as unknown as { flow: { request: ChoiceRequest } }).flow.request.questions[0]!.id}`, 'blue']]);
    await expect(el).to.be.accessible();
    form.reset();
    await inForm(el);
    expect(el.getAttribute('state')).to.equal('open');
    expect(pressed(el)).to.deep.equal([]);
  });

  it('in a form a set shows no Submit or Cancel; the form\'s submit sends its answer; Enter in its "Other" field submits the form', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><question-set expanded name="plan" .request=${auqRequest()}></question-set><button>Send</button></form>`);
    const el = await inForm(form.querySelector<QuestionSet>('question-set')!);
    expect(part(el, 'submit')).to.equal(null);
    expect(part(el, 'cancel')).to.equal(null);
    optionButtons(questions(el)[0]!)[1]!.click();
    optionButtons(questions(el)[1]!)[0]!.click();
    await el.updateComplete;
    const sent: FormData[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new FormData(form));
    });
    const events: Event[] = [];
    el.addEventListener('choice-submit', (e) => events.push(e));
    root(el).querySelector<HTMLInputElement>('#q1-other')!.focus();
    await sendKeys({ type: 'Export' });
    await sendKeys({ press: 'Enter' });
    expect(sent, 'Enter in the field submits the form, as in a native field').to.have.length(1);
    expect(JSON.parse(String(sent[0]!.get('plan')))).to.deep.equal({ answers: { 'Which database?': 'SQLite', 'Which features?': 'Auth, Export' } });
    expect(events, 'the element sends nothing itself').to.have.length(0);
    expect(el.getAttribute('state'), 'still the form\'s to send: open to change').to.equal('selected');
  });

  it('in a form a paged set keeps Previous and Next, and its review has no Submit of its own', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><question-set expanded layout="paged" name="plan" .request=${auqRequest()}></question-set></form>`);
    const el = await inForm(form.querySelector<QuestionSet>('question-set')!);
    expect(part(el, 'next')).to.not.equal(null);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(el.matches(':state(review)')).to.equal(true);
    expect(part(el, 'previous')).to.not.equal(null);
    expect(part(el, 'submit')).to.equal(null);
    expect(part(el, 'cancel')).to.equal(null);
  });

  it('a disabled fieldset disables the options (not operable, exposed disabled) and leaves the value out', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset><question-set expanded name="plan" .request=${auqRequest()}></question-set></fieldset></form>`,
    );
    const el = await inForm(form.querySelector<QuestionSet>('question-set')!);
    optionButtons(questions(el)[0]!)[0]!.click();
    await el.updateComplete;
    form.querySelector('fieldset')!.disabled = true;
    await inForm(el);
    expect(el.matches(':disabled')).to.equal(true);
    const buttons = optionButtons(el);
    expect(buttons.every((b) => b.disabled)).to.equal(true);
    buttons[1]!.click();
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Postgres']);
    expect(entries(form)).to.deep.equal([]);
    expect(el.getAttribute('state')).to.equal('selected');
    form.querySelector('fieldset')!.disabled = false;
    await inForm(el);
    expect(optionButtons(el).some((b) => b.disabled)).to.equal(false);
    optionButtons(questions(el)[0]!)[1]!.click();
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['SQLite']);
    await expect(el).to.be.accessible();
  });

  it('disabled (outdated) is not the fieldset hold: options stay focusable with aria-disabled', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><question-set expanded name="plan" disabled .request=${auqRequest()}></question-set></form>`);
    const el = await inForm(form.querySelector<QuestionSet>('question-set')!);
    expect(optionButtons(el).some((b) => b.disabled)).to.equal(false);
    expect(optionButtons(el)[0]!.getAttribute('aria-disabled')).to.equal('true');
    expect(root(el).adoptedStyleSheets.length).to.be.greaterThan(0);
  });
});

describe('custom states', () => {
  const states = ['open', 'selected', 'answered', 'outdated', 'cancelled', 'timeout', 'pending', 'invalid'];
  const shown = (el: Element) => states.filter((s) => el.matches(`:state(${s})`));

  it('a prompt matches :state(open), then :state(answered) after a real click, and :state(outdated) once disabled', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded question="Colour?" options='[{"label":"Red","value":"red"},{"label":"Blue","value":"blue"}]'></choice-prompt>`);
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['open']);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['answered']);
    el.disabled = true;
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['outdated']);
  });

  it('a set matches :state(selected) once chosen by key, still during the undo window of its Cancel, :state(cancelled) once it ran out', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${auqRequest()}></question-set>`);
    await el.updateComplete;
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: '2' });
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['selected']);
    const timers = holdTimers(() => part(el, 'cancel')!.click());
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['selected']);
    for (const timer of timers) timer.run();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['cancelled']);
  });

  it('matches :state(pending) while streaming and :state(invalid) for input it cannot show', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded pending></choice-prompt>`);
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['pending']);
    const bad = await fixture<ChoicePrompt>(html`<choice-prompt expanded><script type="application/json">{"question": "Only one?", "options": [{"label": "One", "value": "1"}]}</script></choice-prompt>`);
    await bad.updateComplete;
    expect(bad.getAttribute('state')).to.equal('invalid');
    expect(shown(bad)).to.deep.equal(['invalid']);
  });
});

describe('showStep (the paged layout\'s step state)', () => {
  it('keeps exactly one step state beside the element state', async () => {
    const { showStep } = await import('../../../src/components/internal/custom-states.js');
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${auqRequest()}></question-set>`);
    await el.updateComplete;
    const states = (el as unknown as { internals: ElementInternals }).internals.states;
    showStep(states, 2);
    expect(el.matches(':state(step-2)')).to.equal(true);
    showStep(states, 'review');
    expect([el.matches(':state(step-2)'), el.matches(':state(review)'), el.matches(':state(open)')]).to.deep.equal([false, true, true]);
    showStep(states, undefined);
    expect(el.matches(':state(review)')).to.equal(false);
  });
});
