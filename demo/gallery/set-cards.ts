/** The `<question-set expanded>` cards: one per state of a set of questions, plus an MCP elicitation form. */
import { html } from 'lit';
import { answered, askSet, clickOptions, clickPart, parse, settled, slug, type Card } from './fixtures.js';

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
    render: (t) => html`<question-set expanded .request=${askSet(t)}></question-set>`,
  },
  {
    id: 'set-progress',
    title: 'In progress',
    how: 'one question answered, two still open',
    render: (t) => html`<question-set expanded .request=${askSet(t)}></question-set>`,
    // A set's option buttons are its own, in question order: the first question's come first.
    after: (el) => clickOptions(el, [1]),
  },
  {
    id: 'set-refused',
    title: 'Submit refused',
    how: 'Submit with questions still open',
    render: (t) => html`<question-set expanded .request=${askSet(t)}></question-set>`,
    after: async (el) => {
      await clickOptions(el, [0]);
      await clickPart(el, 'submit');
    },
  },
  {
    id: 'set-cancelling',
    title: 'Cancelling, undo offered',
    how: 'Cancel pressed with an answer chosen: "Cancelled · Undo" until the time is up (undoMs)',
    render: (t) => html`<question-set expanded .request=${askSet(t)}></question-set>`,
    after: async (el) => {
      await clickOptions(el, [0]);
      await clickPart(el, 'cancel');
    },
  },
  {
    id: 'set-answered',
    title: 'Answered',
    how: 'response.status "answered" (restored from a session)',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded .request=${request} .response=${answered(request, (i) => (i === 1 ? [0, 1] : [0]))}></question-set>`;
    },
  },
  {
    id: 'set-folded',
    title: 'Folded (history)',
    how: 'response.status "answered" restored without expanded: one line of its answers, each after its question\'s name (the names give way first)',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set .request=${request} .response=${answered(request, (i) => (i === 1 ? [0, 1] : [0]))}></question-set>`;
    },
  },
  {
    id: 'set-cancelled',
    title: 'Cancelled',
    how: 'response.status "cancelled"',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded .request=${request} .response=${{ requestId: request.id, status: 'cancelled', answers: {} }}></question-set>`;
    },
  },
  {
    id: 'set-timeout',
    title: 'Timed out',
    how: 'response.status "timeout" with no defaults',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded .request=${request} .response=${{ requestId: request.id, status: 'timeout', answers: {} }}></question-set>`;
    },
  },
  {
    id: 'set-outdated',
    title: 'Outdated',
    how: 'disabled: the conversation moved on',
    render: (t) => html`<question-set expanded .request=${askSet(t)} disabled></question-set>`,
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
    how: 'layout="paged": one question at a time, the headers as tabs',
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
    id: 'set-paged-answered',
    title: 'Paged: answered',
    how: 'response.status "answered" (restored): settled, a set shows every question with its answer, whatever its layout',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set expanded layout="paged" .request=${request} .response=${answered(request, (i) => (i === 1 ? [0, 1] : [0]))}></question-set>`;
    },
  },
  {
    id: 'set-elicitation',
    title: 'MCP elicitation form',
    how: 'mcp_elicitation: an enum, a multi-select array, a boolean and a text field',
    render: (t) =>
      html`<question-set
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
