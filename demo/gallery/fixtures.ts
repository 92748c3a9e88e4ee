/**
 * What a gallery card is, and how cards are built: each from a real payload in a real
 * dialect (parsed with `parseRequest`), put into its state the way a host would (attributes
 * and properties) or, for the states only a user reaches (a draft, a refused Submit), by
 * clicking the element's own buttons.
 */
import type { TemplateResult } from 'lit';
import { parseRequest } from '../../src/protocol.js';
// The gallery shows every dialect: register them all once.
import '../../src/dialects.js';
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
  /**
   * For a look only keyboard focus shows: what the card's "Show keyboard focus" button
   * focuses (as Tab would, with its focus ring). The page does not take focus by itself.
   */
  focusTarget?(element: HTMLElement): HTMLElement | undefined;
}

let sequence = 0;

export function parse(dialect: DialectName, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect, payload, { id: `gallery-${++sequence}` });
  if (!result.ok) throw new Error(`Gallery fixture for ${dialect} is invalid: ${JSON.stringify(result.errors)}`);
  return result.request;
}

export const slug = (i: number) => `option-${i + 1}`;

export function block(q: QuestionText, extra: Record<string, unknown> = {}): ChoiceRequest {
  return parse('choices-block', {
    question: q.question,
    ...(q.context && { context: q.context }),
    options: q.options.map((o, i) => ({ label: o.label, value: slug(i), ...(o.description && { description: o.description }), ...(i === 0 && { recommended: true }) })),
    ...extra,
  });
}

export function askOne(q: QuestionText, multiSelect = false, preview?: string): ChoiceRequest {
  return parse('ask_user_question', { questions: [aukQuestion(q, multiSelect, preview)] });
}

export function aukQuestion(q: QuestionText, multiSelect: boolean, preview?: string) {
  return {
    question: q.question,
    header: q.header,
    multiSelect,
    options: q.options.map((o, i) => ({ label: o.label, ...(o.description && { description: o.description }), ...(preview && i === 0 && { preview }) })),
  };
}

export function askSet(t: TextSet): ChoiceRequest {
  return parse('ask_user_question', {
    questions: [aukQuestion(t.database, false), aukQuestion(t.features, true), aukQuestion(t.deploy, false)],
  });
}

/**
 * The same set with every answer required, as a host may build a request: Claude Code lets a
 * question of its sets be skipped (after a confirmation), so its own request does not refuse.
 */
export function requiredSet(t: TextSet): ChoiceRequest {
  const request = askSet(t);
  return { ...request, confirmUnanswered: false, questions: request.questions.map((q) => ({ ...q, optional: false })) };
}

export function provide(t: TextSet, q: QuestionText, extra: Record<string, unknown>): ChoiceRequest {
  return parse('provide_choice', {
    title: t.title,
    prompt: q.question,
    selection_mode: 'single',
    options: q.options.map((o, i) => ({ id: slug(i), label: o.label, description: o.description ?? '', recommended: i === 0 })),
    ...extra,
  });
}

export function answered(request: ChoiceRequest, pick: (questionIndex: number) => number[]): ChoiceResponse {
  const answers: ChoiceResponse['answers'] = {};
  request.questions.forEach((q, i) => {
    answers[q.id] = { selected: pick(i).map((k) => q.options[k]!.id) };
  });
  return { requestId: request.id, status: 'answered', answers };
}

/** Options are native buttons with `aria-pressed`; clicking them is what a user does. */
export function options(element: Element): HTMLButtonElement[] {
  return [...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('button[aria-pressed]') ?? [])];
}

export async function settled(element: Element): Promise<void> {
  await (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
}

export async function clickOptions(element: Element, indexes: number[]): Promise<void> {
  await settled(element);
  for (const i of indexes) options(element)[i]?.click();
  await settled(element);
}

export async function clickPart(element: Element, part: string): Promise<void> {
  await settled(element);
  element.shadowRoot?.querySelector<HTMLButtonElement>(`[part~="${part}"]`)?.click();
  await settled(element);
}

/** Types into a field the way a user does, so the element sees its input events. */
export async function typeInto(element: Element, index: number, text: string): Promise<void> {
  await settled(element);
  const input = element.shadowRoot?.querySelector<HTMLInputElement>(`#q${index}-other`);
  if (!input) return;
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  await settled(element);
}
