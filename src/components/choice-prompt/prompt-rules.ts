/**
 * The decisions `<choice-prompt>` makes from its inputs, as plain functions: the lock it is
 * under, whether a click sends at once, whether Cancel is offered, what shows as chosen and
 * which digit picks which option. The element wires them to its properties and controllers.
 */
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import type { ChoiceSetContext, Lock } from '../context.js';
import type { AnswerDraftController } from '../controllers/answer-draft.js';
import { lockOf } from './answer-text.js';

/**
 * Dialects whose requests wait on a tool call or session that must be resolved, so Cancel
 * is always offered. A `choices-block`/`present_choices` answer is just a chat message: the
 * user "cancels" by typing something else, and the host marks the block outdated.
 */
const CANCELABLE = new Set(['ask_user_question', 'provide_choice', 'request_user_choice', 'mcp_elicitation', 'ai_sdk_tool_part']);

export function offersCancel(request: ChoiceRequest): boolean {
  return CANCELABLE.has(request.dialect);
}

export interface LockInput {
  /** The host marked the element outdated. */
  disabled: boolean;
  /** The set a prompt is embedded in, if any: its lock wins. */
  set?: ChoiceSetContext | undefined;
  /** What the element settled with. */
  settled: ChoiceResponse | undefined;
  /** A response the host restored. */
  response: ChoiceResponse | undefined;
  /** The host marked the element answered. */
  answered: boolean;
}

/** Why a prompt (or a set, which has no `set`) no longer takes answers, or `null` while it does. */
export function promptLock({ disabled, set, settled, response, answered }: LockInput): Lock | null {
  if (disabled) return 'outdated';
  if (set) return set.lock ?? (response ? lockOf(response) : null);
  const done = settled ?? response;
  if (done) return lockOf(done);
  return answered ? 'answered' : null;
}

/**
 * Whether choosing an option sends at once: a standalone single-select question, unless
 * the request asks for confirmation or takes a note on each option.
 */
export function sendsOnClick(request: ChoiceRequest, embedded: boolean): boolean {
  const q = request.questions[0];
  if (!q || embedded || q.multiple || q.options.length === 0) return false;
  return request.submitMode !== 'confirm' && !request.annotations?.perOption;
}

/**
 * What a prompt shows as chosen. Open, the draft. Cancelled, nothing: nothing was sent.
 * Otherwise locked, the draft unless it only holds the preselected defaults, which nobody
 * chose (a prompt restored as outdated or answered without a value did not send them).
 */
export function shownAnswer(lock: Lock | null, draft: AnswerDraftController): ChoiceAnswer {
  if (!lock) return draft.answer;
  if (lock === 'cancelled' || draft.origin === 'defaults') return { selected: [] };
  return draft.answer;
}

/** The option index digit key `event` picks (1 picks the first), or -1. */
export function digitShortcut(event: KeyboardEvent, count: number): number {
  if (event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key)) return -1;
  const index = Number(event.key) - 1;
  return index < count ? index : -1;
}

/**
 * Whether all the prompt shows besides its text is its options, so the light structure
 * (`lite.template.ts`) is the whole of it: no text field, notes, preview or clock, and no
 * Submit or Cancel (locked, in a set, or sent on click in a dialect that offers no Cancel).
 */
export function showsOnlyOptions(request: ChoiceRequest, lock: Lock | null, embedded: boolean, shown: ChoiceAnswer): boolean {
  const q = request.questions[0];
  if (!q || q.options.length === 0 || q.options.some((o) => o.preview)) return false;
  if (q.allowOther && (!lock || shown.other)) return false;
  if (request.annotations?.perOption || request.annotations?.global) return false;
  return lock !== null || embedded || (sendsOnClick(request, false) && !offersCancel(request) && !request.timeoutMs);
}
