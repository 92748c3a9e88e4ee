/**
 * The gallery's cards: one per state of each element, each built from a real payload in a
 * real dialect (parsed with `parseRequest`), and put into its state the way a host would:
 * attributes and properties, or, for the states only a user reaches (a draft, a refused
 * Submit), by clicking the element's own buttons.
 */
import { html, type TemplateResult } from 'lit';
import { parseRequest } from '../../src/protocol.js';
import type { ChoiceRequest, ChoiceResponse, DialectName } from '../../src/protocol.js';
import type { QuestionText, TextSet } from './texts.js';

export interface Card {
  id: string;
  /** The state's name, as a designer would say it. */
  title: string;
  /** How the state is reached, in host terms. */
  how: string;
  render(t: TextSet): TemplateResult;
  /** Drives the element into a state only interaction reaches. */
  after?(element: HTMLElement): Promise<void>;
}

let sequence = 0;

function parse(dialect: DialectName, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect, payload, { id: `gallery-${++sequence}` });
  if (!result.ok) throw new Error(`Gallery fixture for ${dialect} is invalid: ${JSON.stringify(result.errors)}`);
  return result.request;
}

const slug = (i: number) => `option-${i + 1}`;

function block(q: QuestionText, extra: Record<string, unknown> = {}): ChoiceRequest {
  return parse('choices-block', {
    question: q.question,
    ...(q.context && { context: q.context }),
    options: q.options.map((o, i) => ({ label: o.label, value: slug(i), ...(o.description && { description: o.description }), ...(i === 0 && { recommended: true }) })),
    ...extra,
  });
}

function askOne(q: QuestionText, multiSelect = false, preview?: string): ChoiceRequest {
  return parse('ask_user_question', { questions: [aukQuestion(q, multiSelect, preview)] });
}

function aukQuestion(q: QuestionText, multiSelect: boolean, preview?: string) {
  return {
    question: q.question,
    header: q.header,
    multiSelect,
    options: q.options.map((o, i) => ({ label: o.label, ...(o.description && { description: o.description }), ...(preview && i === 0 && { preview }) })),
  };
}

function askSet(t: TextSet): ChoiceRequest {
  return parse('ask_user_question', {
    questions: [aukQuestion(t.database, false), aukQuestion(t.features, true), aukQuestion(t.deploy, false)],
  });
}

function provide(t: TextSet, q: QuestionText, extra: Record<string, unknown>): ChoiceRequest {
  return parse('provide_choice', {
    title: t.title,
    prompt: q.question,
    selection_mode: 'single',
    options: q.options.map((o, i) => ({ id: slug(i), label: o.label, description: o.description ?? '', recommended: i === 0 })),
    ...extra,
  });
}

function answered(request: ChoiceRequest, pick: (questionIndex: number) => number[]): ChoiceResponse {
  const answers: ChoiceResponse['answers'] = {};
  request.questions.forEach((q, i) => {
    answers[q.id] = { selected: pick(i).map((k) => q.options[k]!.id) };
  });
  return { requestId: request.id, status: 'answered', answers };
}

/** Options are native buttons with `aria-pressed`; clicking them is what a user does. */
function options(element: Element): HTMLButtonElement[] {
  return [...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('button[aria-pressed]') ?? [])];
}

async function settled(element: Element): Promise<void> {
  await (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
}

async function clickOptions(element: Element, indexes: number[]): Promise<void> {
  await settled(element);
  for (const i of indexes) options(element)[i]?.click();
  await settled(element);
}

async function clickPart(element: Element, part: string): Promise<void> {
  await settled(element);
  element.shadowRoot?.querySelector<HTMLButtonElement>(`[part~="${part}"]`)?.click();
  await settled(element);
}

/** The prompts inside a question set, in order. */
function inner(set: Element): Element[] {
  return [...(set.shadowRoot?.querySelectorAll('choice-prompt') ?? [])];
}

/** Built with DOM calls: the JSON text sits in a script element, where templates may not bind. */
function malformed(t: TextSet): HTMLElement {
  const prompt = document.createElement('choice-prompt');
  (prompt as HTMLElement & { strings?: TextSet['strings'] }).strings = t.strings;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('dialect', 'choices-block');
  script.textContent = `{ "question": ${JSON.stringify(t.deploy.question)}, "options": [ { "label": ${JSON.stringify(t.deploy.options[0]!.label)} `;
  prompt.append(script);
  return prompt;
}

export const promptCards: Card[] = [
  {
    id: 'open',
    title: 'Open',
    how: 'choices-block: descriptions, a recommended option, and context in the long texts',
    render: (t) => html`<choice-prompt .request=${block(t.database)} .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'selected',
    title: 'Selected, not submitted',
    how: 'multiple: true; two options clicked',
    render: (t) => html`<choice-prompt .request=${block(t.features, { multiple: true })} .strings=${t.strings}></choice-prompt>`,
    after: (el) => clickOptions(el, [0, 2]),
  },
  {
    id: 'refused',
    title: 'Submit refused',
    how: 'minSelections: 2; one option clicked, then Submit',
    render: (t) => html`<choice-prompt .request=${block(t.features, { multiple: true, minSelections: 2 })} .strings=${t.strings}></choice-prompt>`,
    after: async (el) => {
      await clickOptions(el, [1]);
      await clickPart(el, 'submit');
    },
  },
  {
    id: 'answered',
    title: 'Answered',
    how: 'answered, value="option-2" (restored from history)',
    render: (t) => html`<choice-prompt .request=${block(t.database)} answered value="option-2" .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'outdated-chosen',
    title: 'Outdated, earlier choice kept',
    how: 'disabled, value="option-1": a later message exists',
    render: (t) => html`<choice-prompt .request=${block(t.database)} disabled value="option-1" .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'outdated',
    title: 'Outdated, never answered',
    how: 'disabled: the user typed something else',
    render: (t) => html`<choice-prompt .request=${block(t.deploy)} disabled .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'cancelled',
    title: 'Cancelled',
    how: 'ask_user_question; response.status "cancelled"',
    render: (t) => {
      const request = askOne(t.deploy);
      return html`<choice-prompt .request=${request} .response=${{ requestId: request.id, status: 'cancelled', answers: {} }} .strings=${t.strings}></choice-prompt>`;
    },
  },
  {
    id: 'timeout',
    title: 'Timed out, default sent',
    how: 'provide_choice with default_selection_ids; response.status "timeout"',
    render: (t) => {
      const request = provide(t, t.database, { default_selection_ids: [slug(0)], single_submit_mode: false });
      const response: ChoiceResponse = { ...answered(request, () => [0]), status: 'timeout' };
      return html`<choice-prompt .request=${request} .response=${response} .strings=${t.strings}></choice-prompt>`;
    },
  },
  {
    id: 'countdown',
    title: 'Answer within a time limit',
    how: 'provide_choice, timeout_seconds: 540, single_submit_mode: false',
    render: (t) =>
      html`<choice-prompt .request=${provide(t, t.deploy, { timeout_seconds: 540, single_submit_mode: false, default_selection_ids: [slug(1)] })} .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'pending',
    title: 'Streaming',
    how: 'pending: the block has not finished arriving',
    render: (t) => html`<choice-prompt pending .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'other',
    title: 'Free-text alternative',
    how: 'ask_user_question (always takes typed text); Cancel offered',
    render: (t) => html`<choice-prompt .request=${askOne(t.deploy)} .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'text',
    title: 'Text only',
    how: 'provide_choice, selection_mode "text_input"',
    render: (t) =>
      html`<choice-prompt
        .request=${parse('provide_choice', { title: t.title, prompt: t.name.question, selection_mode: 'text_input', placeholder: t.name.placeholder })}
        .strings=${t.strings}
      ></choice-prompt>`,
  },
  {
    id: 'notes',
    title: 'Notes on options and on the answer',
    how: 'provide_choice, allow_option_notes and allow_global_annotation; one option chosen',
    render: (t) =>
      html`<choice-prompt
        .request=${provide(t, t.database, { allow_option_notes: true, allow_global_annotation: true, single_submit_mode: false })}
        .strings=${t.strings}
      ></choice-prompt>`,
    after: (el) => clickOptions(el, [0]),
  },
  {
    id: 'preview',
    title: 'Option preview',
    how: 'ask_user_question with an option preview (shown while it has focus)',
    render: (t) => html`<choice-prompt .request=${askOne(t.database, false, t.preview)} .strings=${t.strings}></choice-prompt>`,
  },
  {
    id: 'malformed',
    title: 'Malformed block',
    how: 'invalid JSON in the script child: shown as the raw code block',
    render: (t) => html`${malformed(t)}`,
  },
];

export const setCards: Card[] = [
  {
    id: 'set-open',
    title: 'Open',
    how: 'ask_user_question with three questions (the second multi-select)',
    render: (t) => html`<question-set .request=${askSet(t)} .strings=${t.strings}></question-set>`,
  },
  {
    id: 'set-progress',
    title: 'In progress',
    how: 'one question answered, two still open',
    render: (t) => html`<question-set .request=${askSet(t)} .strings=${t.strings}></question-set>`,
    after: async (el) => {
      await settled(el);
      const [first] = inner(el);
      if (first) await clickOptions(first, [1]);
      await settled(el);
    },
  },
  {
    id: 'set-refused',
    title: 'Submit refused',
    how: 'Submit with questions still open',
    render: (t) => html`<question-set .request=${askSet(t)} .strings=${t.strings}></question-set>`,
    after: async (el) => {
      await settled(el);
      const [first] = inner(el);
      if (first) await clickOptions(first, [0]);
      await clickPart(el, 'submit');
    },
  },
  {
    id: 'set-answered',
    title: 'Answered',
    how: 'response.status "answered" (restored from a session)',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set .request=${request} .response=${answered(request, (i) => (i === 1 ? [0, 1] : [0]))} .strings=${t.strings}></question-set>`;
    },
  },
  {
    id: 'set-cancelled',
    title: 'Cancelled',
    how: 'response.status "cancelled"',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set .request=${request} .response=${{ requestId: request.id, status: 'cancelled', answers: {} }} .strings=${t.strings}></question-set>`;
    },
  },
  {
    id: 'set-timeout',
    title: 'Timed out',
    how: 'response.status "timeout" with no defaults',
    render: (t) => {
      const request = askSet(t);
      return html`<question-set .request=${request} .response=${{ requestId: request.id, status: 'timeout', answers: {} }} .strings=${t.strings}></question-set>`;
    },
  },
  {
    id: 'set-outdated',
    title: 'Outdated',
    how: 'disabled: the conversation moved on',
    render: (t) => html`<question-set .request=${askSet(t)} disabled .strings=${t.strings}></question-set>`,
  },
  {
    id: 'set-pending',
    title: 'Streaming',
    how: 'pending',
    render: (t) => html`<question-set pending .strings=${t.strings}></question-set>`,
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
        .strings=${t.strings}
      ></question-set>`,
  },
];
