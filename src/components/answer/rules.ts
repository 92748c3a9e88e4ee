/**
 * The decisions the answer flow makes from a request and its state, as plain functions: the
 * lock a request is under, whether a click sends at once, whether Cancel is offered, what
 * shows as chosen, which digit picks which option, and when the light render is all there is.
 */
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { cancelledOrDeclined } from '../../protocol/model.js';
import { dialectCapabilities } from '../../protocol/registry.js';
import type { QuestionDraft } from './draft.js';
import { hasChoices } from './choices.js';
import type { refusesItself } from '../approval/approval.js';

/** What these rules ask of the approvals part (whose type they do not take, so the parts' imports stay one way). */
interface ApprovalRules {
  refusesItself: typeof refusesItself;
}

/** Why a request no longer takes answers; `null` while it is open. */
export type Lock = 'answered' | 'outdated' | 'cancelled' | 'timeout';

/** What locks a request, as the element's host and the user left it. */
export interface LockInput {
  /** The host marked the element outdated. */
  disabled: boolean;
  /** What the element settled with. */
  settled: ChoiceResponse | undefined;
  /** A response the host restored. */
  response: ChoiceResponse | undefined;
  /** The host marked the element answered. */
  answered: boolean;
}

/** Why a request no longer takes answers, or `null` while it does. */
export function requestLock({ disabled, settled, response, answered }: LockInput): Lock | null {
  if (disabled) return 'outdated';
  const done = settled ?? response;
  if (done) return lockOf(done);
  return answered ? 'answered' : null;
}

/** The lock a settled response puts on a request. */
export function lockOf(response: ChoiceResponse): Lock {
  if (cancelledOrDeclined(response.status)) return 'cancelled';
  return response.status === 'timeout' ? 'timeout' : 'answered';
}

/**
 * Cancel is offered where the agent waits on a reply (a property of the dialect), except on
 * one approval: its Deny is the "No", and a Cancel beside it would be a second one
 * (`approvals`: the approvals part, fetched for a request that holds one).
 */
export function offersCancel(request: ChoiceRequest, approvals: ApprovalRules | undefined): boolean {
  return dialectCapabilities(request.dialect).cancel && !approvals?.refusesItself(request);
}

/**
 * Whether choosing an option sends at once: a request of one single-select question with
 * options, in `<choice-prompt>` and `<question-set>` alike (the agents' own clients send a lone
 * single choice when it is chosen, and wait for Submit on several questions), unless the request
 * asks for confirmation (a form) or takes a note on each option.
 */
export function sendsOnClick(request: ChoiceRequest): boolean {
  const q = request.questions[0];
  if (!q || request.questions.length !== 1 || q.multiple || !hasChoices(q)) return false;
  return request.submitMode !== 'confirm' && !request.annotations?.perOption;
}

/**
 * Whether a question shows its draft. Open, yes. Cancelled, no: nothing was sent.
 * Otherwise locked, yes unless the draft only holds the preselected defaults, which nobody
 * chose (a request restored as outdated or answered without a value did not send them).
 */
export function showsDraft(lock: Lock | null, draft: QuestionDraft): boolean {
  return !lock || (lock !== 'cancelled' && draft.origin !== 'defaults');
}

/** What a question shows as chosen, as the controls show it (`QuestionDraft.view`); nothing when it shows no draft. */
export function shownAnswer(lock: Lock | null, draft: QuestionDraft): ChoiceAnswer {
  return showsDraft(lock, draft) ? draft.view : { selected: [] };
}

/** The option index digit key `event` picks (1 picks the first), or -1. */
export function digitShortcut(event: KeyboardEvent, count: number): number {
  if (event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key)) return -1;
  const index = Number(event.key) - 1;
  return index < count ? index : -1;
}

/**
 * Whether all an open request shows besides its text is its options, so the light structure
 * (`renderLite` in `question.template.ts`) is the whole of it: no text field, notes, preview
 * or clock, and no Submit or Cancel (sent on click in a dialect that offers no Cancel). A
 * settled request shows its settled markup instead.
 */
export interface LightInput {
  request: ChoiceRequest;
  lock: Lock | null;
  /** A click on an option sends at once. */
  sendsOnClick: boolean;
  /** The approvals part, when the request holds an approval. */
  approvals: ApprovalRules | undefined;
}

export function showsOnlyOptions({ request, lock, sendsOnClick: onClick, approvals }: LightInput): boolean {
  if (lock || request.annotations?.perOption || request.annotations?.global) return false;
  const plain = request.questions.every((q) => q.options.length > 0 && !q.subject && !q.allowOther && !q.options.some((o) => o.preview));
  return plain && onClick && !offersCancel(request, approvals) && !request.timeoutMs;
}
