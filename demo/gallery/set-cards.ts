/** The `<question-set expanded>` cards: one per state of a set of questions, plus an MCP elicitation form. */
import { html } from 'lit';
import { answered, askSet, aukQuestion, clickOptions, clickPart, parse, requiredSet, settled, slug, typeInto, type Card } from './fixtures.js';
import type { TextSet } from './texts.js';
import { AGENT_DATA } from './kind-cards.js';

/** Two single choices of ask_user_question (each takes typed text), sent with Submit. */
function twoQuestions(t: TextSet) {
  return parse('ask_user_question', { questions: [aukQuestion(t.database, false), aukQuestion(t.deploy, false)] });
}

/** Codex's request_user_input: three questions, each optional (Codex asks before sending them unanswered). */
function codexSet(t: TextSet) {
  const choice = (id: string, q: TextSet['database']) => ({ id, header: q.header, question: q.question, isOther: false, options: q.options.map((o) => ({ label: o.label, description: o.description ?? '' })) });
  return parse('codex_request_user_input', {
    questions: [choice('database', t.database), { id: 'name', header: t.name.header, question: t.name.question, isOther: false, options: null }, choice('deploy', t.deploy)],
  });
}

/** An MCP form of a text field, yes/no and a choice, in the text set's words. */
function pagedForm(t: TextSet) {
  return parse('mcp_elicitation', {
    message: t.title,
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: t.name.question, maxLength: 60 },
        deploy: { type: 'boolean', title: t.deploy.question },
        database: { type: 'string', title: t.database.question, oneOf: t.database.options.map((o, i) => ({ const: slug(i), title: o.label })) },
      },
      required: ['name', 'deploy', 'database'],
    },
  });
}

/** Clicks options `indexes` of the step a paged set shows, as a user does. */
async function clickShown(element: Element, indexes: number[]): Promise<void> {
  await settled(element);
  const shown = [...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('[role="tabpanel"]:not([hidden]) button[aria-pressed]') ?? [])];
  for (const i of indexes) shown[i]?.click();
  await settled(element);
}

/** The paged set's first question answered (it moves on), two features chosen, then Next. */
async function toLastQuestion(element: Element): Promise<void> {
  await clickShown(element, [0]);
  await clickShown(element, [0, 1]);
  await clickPart(element, 'next');
}

export const setCards: Card[] = [
  {
    id: 'set-open',
    title: 'Open',
    how: 'ask_user_question with three questions (the second multi-select)',
    render: (t) => html`<question-set expanded layout="stacked" .request=${askSet(t)}></question-set>`,
  },
  {
    id: 'set-progress',
    title: 'In progress',
    how: 'one question answered, two still open',
    render: (t) => html`<question-set expanded layout="stacked" .request=${askSet(t)}></question-set>`,
    // A set's option buttons are its own, in question order: the first question's come first.
    after: (el) => clickOptions(el, [1]),
  },
  {
    id: 'set-refused',
    title: 'Submit refused',
    how: 'Submit with questions still open, in a set whose every answer is required',
    render: (t) => html`<question-set expanded layout="stacked" .request=${requiredSet(t)}></question-set>`,
    after: async (el) => {
      await clickOptions(el, [0]);
      await clickPart(el, 'submit');
    },
  },
  {
    id: 'set-other-kept',
    title: 'Typed, then an option chosen',
    how: 'text typed under "Other", then an option clicked: the option is the answer; the text stays in its field, dashed, "Kept, not sent" (typing there makes it the answer again)',
    // Stacked: paged, the click would move on to the next question, away from the kept field.
    render: (t) => html`<question-set expanded layout="stacked" .request=${twoQuestions(t)}></question-set>`,
    after: async (el) => {
      await typeInto(el, 0, AGENT_DATA.otherDatabase);
      await clickOptions(el, [1]);
    },
  },
  {
    id: 'set-clear',
    title: 'Optional question answered: Clear answer',
    how: 'codex_request_user_input, an option chosen in the first (optional) question: Clear answer in place of Skip, which would throw the answer away on the way on',
    render: (t) => html`<question-set expanded layout="stacked" .request=${codexSet(t)}></question-set>`,
    after: (el) => clickOptions(el, [1]),
  },
  {
    id: 'set-cancelling',
    title: 'Cancelling, undo offered',
    how: 'Cancel pressed with an answer chosen: "Cancelled · Undo" until the time is up (undoMs)',
    render: (t) => html`<question-set expanded layout="stacked" .request=${askSet(t)}></question-set>`,
    after: async (el) => {
      await clickOptions(el, [0]);
      await clickPart(el, 'cancel');
    },
  },
  {
    id: 'set-answered',
    title: 'Answered',
    how: 'response.status "answered" (restored from a session). "Show keyboard focus" shows the state line as Submit from the keyboard leaves it: focused, where Submit was',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded layout="stacked" .request=${request} .response=${answered(request, (i) => (i === 1 ? [0, 1] : [0]))}></question-set>`;
    },
    focusTarget: (el) => el.shadowRoot?.querySelector<HTMLElement>('[part~="status"]') ?? undefined,
  },
  {
    id: 'set-folded',
    title: 'Folded (history)',
    how: 'response.status "answered" restored without expanded: one line of its answers, each after its question\'s name (the names give way first)',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set layout="stacked" .request=${request} .response=${answered(request, (i) => (i === 1 ? [0, 1] : [0]))}></question-set>`;
    },
  },
  {
    id: 'set-cancelled',
    title: 'Cancelled',
    how: 'response.status "cancelled"',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded layout="stacked" .request=${request} .response=${{ requestId: request.id, status: 'cancelled', answers: {} }}></question-set>`;
    },
  },
  {
    id: 'set-timeout',
    title: 'Timed out',
    how: 'response.status "timeout" with no defaults',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded layout="stacked" .request=${request} .response=${{ requestId: request.id, status: 'timeout', answers: {} }}></question-set>`;
    },
  },
  {
    id: 'set-outdated',
    title: 'Outdated',
    how: 'disabled: the conversation moved on',
    render: (t) => html`<question-set expanded layout="stacked" .request=${askSet(t)} disabled></question-set>`,
  },
  {
    id: 'set-pending',
    title: 'Streaming',
    how: 'pending',
    render: (t) => html`<question-set expanded pending></question-set>`,
  },
  {
    id: 'set-paged',
    title: 'Paged: first question',
    how: 'layout="paged" (as auto, the default, lays out a set of three): one question at a time, the headers as tabs',
    render: (t) => html`<question-set expanded layout="paged" .request=${askSet(t)}></question-set>`,
  },
  {
    id: 'set-paged-second',
    title: 'Paged: after a single choice',
    how: 'the first question answered: a single choice moves on by itself',
    render: (t) => html`<question-set expanded layout="paged" .request=${askSet(t)}></question-set>`,
    after: (el) => clickShown(el, [0]),
  },
  {
    id: 'set-paged-third',
    title: 'Paged: last question',
    how: 'two answered (the second multi-select, then Next)',
    render: (t) => html`<question-set expanded layout="paged" .request=${askSet(t)}></question-set>`,
    after: toLastQuestion,
  },
  {
    id: 'set-paged-review',
    title: 'Paged: review',
    how: 'every question answered, then Review: each answer with Change, then Submit',
    render: (t) => html`<question-set expanded layout="paged" .request=${askSet(t)}></question-set>`,
    after: async (el) => {
      await toLastQuestion(el);
      await clickShown(el, [1]);
      await clickPart(el, 'next');
    },
  },
  {
    id: 'set-paged-change',
    title: 'Paged: Change from the review',
    how: 'the review\'s Change on the multi-select: Next says Review, and leads back to it (a single choice returns by itself)',
    render: (t) => html`<question-set expanded layout="paged" .request=${askSet(t)}></question-set>`,
    after: async (el) => {
      await toLastQuestion(el);
      await clickShown(el, [1]);
      await clickPart(el, 'next');
      await settled(el);
      el.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part~="change"]')[1]?.click();
      await settled(el);
    },
  },
  {
    id: 'set-paged-skipped',
    title: 'Paged: optional questions on the review',
    how: 'codex_request_user_input (every question optional): the first skipped, the second typed, the third left; the review says "Skipped" and "Not answered" quietly (neither stops Submit), the first tab marked skipped',
    render: (t) => html`<question-set expanded layout="paged" .request=${codexSet(t)}></question-set>`,
    after: async (el) => {
      await clickPart(el, 'skip');
      await settled(el);
      await typeInto(el, 1, AGENT_DATA.serviceName);
      el.shadowRoot?.querySelector<HTMLButtonElement>('#page-tab-3')?.click();
      await settled(el);
    },
  },
  {
    id: 'set-paged-answered',
    title: 'Paged: answered',
    how: 'response.status "answered" (restored): settled, a set shows every question with its answer, whatever its layout',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded layout="paged" .request=${request} .response=${answered(request, (i) => (i === 1 ? [0, 1] : [0]))}></question-set>`;
    },
  },
  {
    id: 'set-paged-form-review',
    title: 'Paged: review of a form',
    how: 'mcp_elicitation paged: a text field, yes/no and a choice answered, then Review: each answer as it will be sent',
    render: (t) => html`<question-set expanded layout="paged" .request=${pagedForm(t)}></question-set>`,
    after: async (el) => {
      await typeInto(el, 0, AGENT_DATA.serviceName);
      await clickPart(el, 'next');
      await clickShown(el, [0]);
      await clickShown(el, [1]);
      await clickPart(el, 'next');
    },
  },
  {
    id: 'set-elicitation',
    title: 'MCP elicitation form',
    how: 'mcp_elicitation: an enum, a multi-select array, a boolean and a text field',
    render: (t) =>
      html`<question-set layout="stacked"
        .request=${parse('mcp_elicitation', {
          message: t.title,
          requestedSchema: {
            type: 'object',
            properties: {
              database: { type: 'string', title: t.database.question, oneOf: t.database.options.map((o, i) => ({ const: slug(i), title: o.label })) },
              features: { type: 'array', title: t.features.question, items: { anyOf: t.features.options.map((o, i) => ({ const: slug(i), title: o.label })) } },
              deploy: { type: 'boolean', title: t.deploy.question },
              name: { type: 'string', title: t.name.question, maxLength: 60 },
            },
            required: ['database', 'deploy'],
          },
        })}
      ></question-set>`,
  },
];
