import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/question-set.js';
import type { ChoiceRequest, ChoiceSubmitDetail, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { announcement, deepActive, part, pressed, root, statusText } from '../helpers.js';

function parse(dialect: string, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect as never, payload, { id: `paged-${dialect}` });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const ask = (n = 3) =>
  parse('ask_user_question', {
    questions: [
      { question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] },
      { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Sign-in' }, { label: 'Search' }, { label: 'Billing' }] },
      { question: 'Deploy now?', header: 'Deploy', multiSelect: false, options: [{ label: 'Yes' }, { label: 'Not yet' }] },
      { question: 'Which region?', header: 'Region', multiSelect: false, options: [{ label: 'EU' }, { label: 'US' }] },
    ].slice(0, n),
  });

const tabs = (el: QuestionSet) => [...root(el).querySelectorAll<HTMLElement>('[role="tab"]')];
const panels = (el: QuestionSet) => [...root(el).querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const shownPanel = (el: QuestionSet) => panels(el).find((p) => !p.hidden)!;
const shownOptions = (el: QuestionSet) => [...shownPanel(el).querySelectorAll<HTMLButtonElement>('button.option')];
const tabName = (tab: HTMLElement) => tab.querySelector('.visually-hidden')!.textContent!.trim();
const stepText = (el: QuestionSet) => part(el, 'step')?.textContent?.trim() ?? '';

async function paged(request: ChoiceRequest, layout = 'paged'): Promise<QuestionSet> {
  const el = await fixture<QuestionSet>(html`<question-set expanded layout=${layout} .request=${request}></question-set>`);
  await el.updateComplete;
  return el;
}

describe('<question-set expanded layout="paged">', () => {
  it('shows one question; the others are hidden and inert; a tab per question labelled by its header, then Review', async () => {
    const el = await paged(ask());
    expect(tabs(el).map((t) => t.querySelector('.step-label')!.textContent)).to.deep.equal(['Database', 'Features', 'Deploy', 'Review']);
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(panels(el).map((p) => [p.hidden, p.inert])).to.deep.equal([[false, false], [true, true], [true, true], [true, true]]);
    expect(shownPanel(el).getAttribute('aria-labelledby')).to.equal('page-tab-0');
    expect(stepText(el)).to.equal('1 of 3');
    expect(tabName(tabs(el)[0]!)).to.equal('Database, not answered');
    expect(part(el, 'submit')).to.equal(null);
    expect(deepActive(), 'showing takes no focus').to.equal(document.body);
    await expect(el).to.be.accessible();
  });

  it('a single choice moves on by itself: the choice confirmed (seen and said), focus on the next question\'s tab stop, its header, question and "2 of 3" said', async () => {
    const el = await paged(ask());
    shownOptions(el)[1]!.click();
    await el.updateComplete;
    expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(tabName(tabs(el)[0]!)).to.equal('Database, answered');
    expect(deepActive()).to.equal(shownOptions(el)[0]);
    expect(announcement(el)).to.equal('Database: SQLite. Features. Which features? 2 of 3');
    expect(part(el, 'step-chosen')!.textContent!.trim(), 'the choice shows where the person lands').to.equal('Database: SQLite');
    expect(stepText(el)).to.equal('2 of 3');
    part(el, 'previous')!.click();
    await el.updateComplete;
    expect(part(el, 'step-chosen'), 'only on the step the choice led to').to.equal(null);
  });

  it('a multi-select question waits for Next; the last question does not move on by itself', async () => {
    const el = await paged(ask());
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(tabs(el)[2]!.getAttribute('aria-selected')).to.equal('true');
    expect(part(el, 'next')!.textContent!.trim()).to.equal('Review');
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    expect(tabs(el)[2]!.getAttribute('aria-selected')).to.equal('true');
  });

  it('never moves on while the "Other" text is typed; Enter in it goes to the next step', async () => {
    const el = await paged(ask());
    const other = shownPanel(el).querySelector<HTMLInputElement>('input')!;
    other.focus();
    await sendKeys({ type: 'Mongo' });
    await el.updateComplete;
    expect(tabs(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    const submits: Event[] = [];
    el.addEventListener('choice-submit', (e) => submits.push(e));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(submits).to.have.length(0);
    expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true');
  });

  it('keys: digits and arrows keep their meaning inside a question; the tabs move with arrows, Home and End (automatic activation)', async () => {
    const el = await paged(ask());
    shownOptions(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()).to.equal(shownOptions(el)[1]);
    expect(tabs(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: '2' });
    await el.updateComplete;
    expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    tabs(el)[1]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(tabs(el)[2]!.getAttribute('aria-selected')).to.equal('true');
    expect(deepActive()).to.equal(tabs(el)[2]);
    expect(panels(el)[2]!.hidden).to.equal(false);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(deepActive()).to.equal(tabs(el)[3]);
    expect(part(el, 'review')!.closest('[role="tabpanel"]')!.hasAttribute('hidden')).to.equal(false);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(deepActive()).to.equal(tabs(el)[0]);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(deepActive()).to.equal(tabs(el)[3]);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(deepActive()).to.equal(tabs(el)[0]);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1]);
  });

  it('right to left, ArrowLeft moves to the next tab', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded dir="rtl" layout="paged" .request=${ask()}></question-set>`);
    await el.updateComplete;
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(deepActive()).to.equal(tabs(el)[1]);
  });

  it('the review lists every answer; Change returns to the question with focus on its chosen option; Submit sends', async () => {
    const el = await paged(ask());
    shownOptions(el)[1]!.click();
    await el.updateComplete;
    shownOptions(el)[0]!.click();
    shownOptions(el)[2]!.click();
    await el.updateComplete;
    part(el, 'next')!.click();
    await el.updateComplete;
    shownOptions(el)[1]!.click();
    await el.updateComplete;
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(deepActive()!.id).to.equal('page-review');
    expect(announcement(el)).to.equal('Review your answers');
    const answers = [...root(el).querySelectorAll('[part="review-answer"]')].map((a) => a.textContent!.trim());
    expect(answers).to.deep.equal(['SQLite', 'Sign-in, Billing', 'Not yet']);
    await expect(el).to.be.accessible();
    const changes = [...root(el).querySelectorAll<HTMLButtonElement>('[part="change"]')];
    expect(changes.map((c) => c.getAttribute('aria-label')), 'named with the answer it changes').to.deep.equal(['Change Database: SQLite', 'Change Features: Sign-in, Billing', 'Change Deploy: Not yet']);
    changes[2]!.click();
    await el.updateComplete;
    expect(tabs(el)[2]!.getAttribute('aria-selected')).to.equal('true');
    expect(deepActive()).to.equal(shownOptions(el)[1]);
    expect(deepActive()!.getAttribute('aria-pressed')).to.equal('true');
    tabs(el)[3]!.click();
    await el.updateComplete;
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { detail } = (await submitted) as CustomEvent<ChoiceSubmitDetail>;
    expect(detail.reply).to.deep.equal({ answers: { 'Which database?': 'SQLite', 'Which features?': 'Sign-in, Billing', 'Deploy now?': 'Not yet' } });
    await el.updateComplete;
    expect(tabs(el)[3]!.getAttribute('aria-selected')).to.equal('true');
    expect(root(el).querySelector('[part="change"]')).to.equal(null);
  });

  it('the review shows what will be sent for every kind: typed text, a number, yes/no, a secret; Submit sends exactly that', async () => {
    const request = parse('mcp_elicitation', {
      message: 'New service',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Service name' },
          replicas: { type: 'integer', title: 'Replicas' },
          public: { type: 'boolean', title: 'Public endpoint?' },
          plan: { type: 'string', title: 'Plan', enum: ['free', 'pro'] },
        },
        required: ['name', 'replicas', 'public', 'plan'],
      },
    });
    const el = await paged(request);
    const field = () => shownPanel(el).querySelector<HTMLInputElement>('input')!;
    const typeAndNext = async (text: string) => {
      field().focus();
      await sendKeys({ type: text });
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
    };
    await typeAndNext('billing-api');
    await typeAndNext('03');
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    shownOptions(el)[1]!.click();
    await el.updateComplete;
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(el.matches(':state(review)')).to.equal(true);
    const answers = [...root(el).querySelectorAll('[part="review-answer"]')].map((a) => a.textContent!.trim());
    expect(answers).to.deep.equal(['billing-api', '3', 'Yes', 'pro']);
    expect(root(el).querySelectorAll('.review-answer.empty').length).to.equal(0);
    await expect(el).to.be.accessible();
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { detail } = (await submitted) as CustomEvent<ChoiceSubmitDetail>;
    expect(detail.reply).to.deep.equal({ action: 'accept', content: { name: 'billing-api', replicas: 3, public: true, plan: 'pro' } });
  });

  it('the review never shows a secret back: it says one was typed', async () => {
    const el = await paged(
      parse('codex_request_user_input', {
        questions: [
          { id: 'token', header: 'Token', question: 'Which API token?', isSecret: true },
          { id: 'env', header: 'Env', question: 'Which environment?', options: [{ label: 'prod', description: 'Live' }, { label: 'staging', description: 'Test' }] },
        ],
      }),
    );
    shownPanel(el).querySelector<HTMLInputElement>('input')!.focus();
    await sendKeys({ type: 's3cret' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    shownOptions(el)[0]!.click();
    part(el, 'next')!.click();
    await el.updateComplete;
    const answers = [...root(el).querySelectorAll('[part="review-answer"]')].map((a) => a.textContent!.trim());
    expect(answers).to.deep.equal(['hidden', 'prod']);
    expect(part(el, 'review')!.textContent).to.not.contain('s3cret');
  });

  it('Change leads back to the review: a single choice there returns to it, focus on its heading, not through the later questions', async () => {
    const el = await paged(ask());
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    shownOptions(el)[0]!.click();
    part(el, 'next')!.click();
    await el.updateComplete;
    shownOptions(el)[0]!.click();
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(el.matches(':state(review)')).to.equal(true);
    [...root(el).querySelectorAll<HTMLButtonElement>('[part="change"]')][0]!.click();
    await el.updateComplete;
    expect(el.matches(':state(step-1)')).to.equal(true);
    expect(part(el, 'next')!.textContent!.trim(), 'Next says where it goes').to.equal('Review');
    shownOptions(el)[1]!.click();
    await el.updateComplete;
    expect(el.matches(':state(review)'), 'back on the review, not on question 2').to.equal(true);
    expect(deepActive()!.id).to.equal('page-review');
    expect(announcement(el)).to.equal('Database: SQLite. Review your answers');
    expect([...root(el).querySelectorAll('[part="review-answer"]')].map((a) => a.textContent!.trim())).to.deep.equal(['SQLite', 'Sign-in', 'Yes']);
  });

  it('Change to a multi-select or the last question: Next (or a choice on the last one) returns to the review; after it, Next moves on again', async () => {
    const el = await paged(ask());
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    tabs(el)[3]!.click();
    await el.updateComplete;
    const changes = () => [...root(el).querySelectorAll<HTMLButtonElement>('[part="change"]')];
    changes()[1]!.click();
    await el.updateComplete;
    shownOptions(el)[2]!.click();
    await el.updateComplete;
    expect(el.matches(':state(step-2)'), 'a multi-select waits for Next').to.equal(true);
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(el.matches(':state(review)')).to.equal(true);
    changes()[2]!.click();
    await el.updateComplete;
    shownOptions(el)[1]!.click();
    await el.updateComplete;
    expect(el.matches(':state(review)'), 'the last question returns to the review too').to.equal(true);
    tabs(el)[0]!.click();
    await el.updateComplete;
    expect(part(el, 'next')!.textContent!.trim()).to.equal('Next');
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(el.matches(':state(step-2)'), 'reached by its tab, a question moves on as usual').to.equal(true);
  });

  it('Next on a wrong answer stays and says why, as Submit would; an unanswered question may wait', async () => {
    const el = await paged(
      parse('mcp_elicitation', {
        message: 'Contact',
        requestedSchema: { type: 'object', properties: { email: { type: 'string', title: 'E-mail', format: 'email' }, name: { type: 'string', title: 'Name' } }, required: ['email', 'name'] },
      }),
    );
    const field = shownPanel(el).querySelector<HTMLInputElement>('input')!;
    field.focus();
    await sendKeys({ type: 'ada@' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.matches(':state(step-1)'), 'Enter on a wrong answer does not move on').to.equal(true);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(announcement(el)).to.equal('Enter an e-mail address, like name@example.com.');
    expect(deepActive()).to.equal(field);
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(el.matches(':state(step-1)'), 'nor does Next').to.equal(true);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    part(el, 'next')!.click();
    await el.updateComplete;
    expect(el.matches(':state(step-2)'), 'left empty, the question may be answered later').to.equal(true);
  });

  it('the review: a required question unanswered is in the danger colour, an optional one quiet, a skipped one says so; each line its own, no heading of a fixed level', async () => {
    const el = await paged(
      parse('codex_request_user_input', {
        questions: [
          { id: 'size', header: 'Size', question: 'Which size?', options: [{ label: 'Small', description: 'One server' }, { label: 'Large', description: 'A cluster' }] },
          { id: 'notes', header: 'Notes', question: 'Anything else?', options: null },
          { id: 'env', header: 'Env', question: 'Which environment?', options: [{ label: 'prod', description: 'Live' }, { label: 'staging', description: 'Test' }] },
        ],
      }),
    );
    expect(el.request?.questions.map((q) => !!q.optional)).to.deep.equal([true, true, true]);
    shownPanel(el).querySelector<HTMLButtonElement>('[part~="skip"]')!.click();
    await el.updateComplete;
    await el.updateComplete;
    tabs(el)[3]!.click();
    await el.updateComplete;
    const answers = [...root(el).querySelectorAll<HTMLElement>('[part="review-answer"]')];
    expect(answers.map((a) => a.textContent!.trim())).to.deep.equal(['Skipped', 'Not answered', 'Not answered']);
    const probe = root(el).appendChild(Object.assign(document.createElement('span'), { style: 'color: var(--_danger)' }));
    expect(answers.map((a) => getComputedStyle(a).color === getComputedStyle(probe).color), 'optional: not in the danger colour').to.deep.equal([false, false, false]);
    probe.remove();
    expect(answers.every((a) => a.classList.contains('optional'))).to.equal(true);
    const item = root(el).querySelector('[part="review-item"]')!;
    expect([...item.querySelector('.review-text')!.children].map((c) => getComputedStyle(c).display), 'each line a block of its own').to.deep.equal(['block', 'block', 'block']);
    expect(part(el, 'review')!.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]'), 'no heading of a fixed level in the host\'s outline').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a required question left unanswered shows "Not answered" in the danger colour on the review', async () => {
    // Every answer required, as a host may build the request (Claude Code lets its questions be skipped).
    const request = ask();
    const el = await paged({ ...request, confirmUnanswered: false, questions: request.questions.map((q) => ({ ...q, optional: false })) });
    tabs(el)[3]!.click();
    await el.updateComplete;
    const answer = root(el).querySelector<HTMLElement>('[part="review-answer"]')!;
    expect(answer.classList.contains('optional')).to.equal(false);
    const probe = root(el).appendChild(Object.assign(document.createElement('span'), { style: 'color: var(--_danger)' }));
    expect(getComputedStyle(answer).color).to.equal(getComputedStyle(probe).color);
    probe.remove();
  });

  it('the selected tab and the focus ring on it look different: the ring is not the selection\'s', async () => {
    const el = await paged(ask());
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    const tab = getComputedStyle(tabs(el)[1]!);
    expect(tab.outlineStyle).to.equal('solid');
    expect(tab.outlineColor, 'the ring is drawn in another colour than the selected border').to.not.equal(tab.borderTopColor);
    expect(parseFloat(tab.outlineOffset)).to.be.at.least(3);
  });

  it('Submit with a question still open shows that question, focused, its tab marked invalid', async () => {
    // Every answer required, as a host may build the request (Claude Code lets its questions be skipped).
    const request = ask();
    const el = await paged({ ...request, confirmUnanswered: false, questions: request.questions.map((q) => ({ ...q, optional: false })) });
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    tabs(el)[3]!.click();
    await el.updateComplete;
    expect(root(el).querySelectorAll('.review-answer.empty').length).to.equal(2);
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(deepActive()).to.equal(shownOptions(el)[0]);
    expect(tabName(tabs(el)[1]!)).to.equal('Features, not valid');
    expect(el.answered).to.equal(false);
  });

  it('restored from history (answered), its settled markup lists every question with its answer chosen, stacked', async () => {
    const request = ask();
    const response = { requestId: request.id, status: 'answered' as const, answers: { [request.questions[0]!.id]: { selected: [request.questions[0]!.options[0]!.id] }, [request.questions[1]!.id]: { selected: [request.questions[1]!.options[1]!.id] }, [request.questions[2]!.id]: { selected: [request.questions[2]!.options[0]!.id] } } };
    const el = await fixture<QuestionSet>(html`<question-set expanded layout="paged" .request=${request} .response=${response}></question-set>`);
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('answered');
    // A settled set is drawn as renderHTML draws it: every question, no tabs, nothing hidden.
    expect(tabs(el)).to.have.length(0);
    expect(pressed(el)).to.deep.equal(['PostgreSQL', 'Search', 'Yes']);
    expect(root(el).querySelector('[part~="fold"]')!.textContent).to.contain('PostgreSQL');
    expect(statusText(el)).to.contain('PostgreSQL');
    expect(part(el, 'actions')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('the note on the whole request is written on the review, before Submit', async () => {
    const el = await paged({ ...ask(), annotations: { perOption: false, global: true } });
    const note = () => root(el).querySelector<HTMLTextAreaElement>('[part~="note"] textarea');
    expect(note()!.closest('[role="tabpanel"]')!.id).to.equal('page-3');
    tabs(el)[3]!.click();
    await el.updateComplete;
    expect(note()!.closest<HTMLElement>('[role="tabpanel"]')!.hidden).to.equal(false);
  });

  it('the paging texts are localizable, numbers written in the element\'s language', async () => {
    const el = await fixture<QuestionSet>(
      html`<question-set expanded lang="ar-EG" layout="paged" .strings=${{ stepOf: '{current} من {total}', next: 'التالي' }} .request=${ask()}></question-set>`,
    );
    await el.updateComplete;
    const n = new Intl.NumberFormat('ar-EG');
    expect(stepText(el)).to.equal(`${n.format(1)} من ${n.format(3)}`);
    expect(stepText(el)).to.not.contain('1');
    expect(part(el, 'next')!.textContent!.trim()).to.equal('التالي');
  });
});

describe('<question-set expanded layout="auto">', () => {
  it('pages a set of more than two questions, stacks one of two while wide, pages it when narrower than 600 px (ResizeObserver)', async () => {
    const three = await paged(ask(3), 'auto');
    expect(tabs(three)).to.have.length(4);
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 640px"><question-set expanded layout="auto" .request=${ask(2)}></question-set></div>`);
    const el = wrapper.firstElementChild as QuestionSet;
    await el.updateComplete;
    expect(tabs(el)).to.have.length(0);
    expect(part(el, 'progress')).to.not.equal(null);
    wrapper.style.width = '320px';
    await waitUntil(() => tabs(el).length === 3, 'the set did not page when narrowed');
    expect(stepText(el)).to.equal('1 of 2');
  });

  it('auto is the default: a set of four pages without a layout attribute; stacked draws no tabs', async () => {
    const auto = await fixture<QuestionSet>(html`<question-set expanded .request=${ask(4)}></question-set>`);
    await auto.updateComplete;
    expect(tabs(auto)).to.have.length(5);
    const el = await fixture<QuestionSet>(html`<question-set expanded layout="stacked" .request=${ask(4)}></question-set>`);
    await el.updateComplete;
    expect(tabs(el)).to.have.length(0);
    expect(panels(el)).to.have.length(0);
  });
});

describe('<question-set expanded layout="paged">: the step as a custom state, and Skip', () => {
  const codex = () =>
    parse('codex_request_user_input', {
      questions: [
        { id: 'size', header: 'Size', question: 'Which size?', options: [{ label: 'Small', description: 'One server' }, { label: 'Large', description: 'A cluster' }] },
        { id: 'cloud', header: 'Cloud', question: 'Which cloud?', options: [{ label: 'Hetzner', description: 'Cheaper' }, { label: 'AWS', description: 'Everywhere' }] },
      ],
    });

  it('matches :state(step-N) for the question shown and :state(review) on the review; a stacked set matches neither', async () => {
    const el = await paged(ask());
    expect(el.matches(':state(step-1)')).to.equal(true);
    shownOptions(el)[0]!.click();
    await el.updateComplete;
    expect([el.matches(':state(step-1)'), el.matches(':state(step-2)')]).to.deep.equal([false, true]);
    part(el, 'next')!.click();
    await el.updateComplete;
    part(el, 'next')!.click();
    await el.updateComplete;
    expect([el.matches(':state(step-3)'), el.matches(':state(review)')]).to.deep.equal([false, true]);
    el.layout = 'stacked';
    await el.updateComplete;
    expect(el.matches(':state(review)') || el.matches(':state(step-1)')).to.equal(false);
  });

  it('Skip on an optional question moves to the next step with focus on its first option, the question left unanswered', async () => {
    const el = await paged(codex());
    const skip = shownPanel(el).querySelector<HTMLButtonElement>('[part~="skip"]');
    expect(skip, 'Skip shows on the optional question of the step').to.not.equal(null);
    skip!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(deepActive()).to.equal(shownOptions(el)[0]);
    expect(tabName(tabs(el)[0]!), 'a skipped tab says so, unlike one not reached yet').to.equal('Size, skipped');
    expect(tabs(el)[0]!.classList.contains('skipped')).to.equal(true);
  });
});
