/**
 * How `<choice-queue>` reads and answers the prompts and sets placed in it. It reads their
 * answer flow (`RequestElement.flow`, protected for hosts, public to the kit's own code as the
 * pager part reads it), so the elements carry no queue code of their own.
 */
import type { ChoiceRequest, OptionTerm } from '../../protocol/model.js';
import type { AnswerController } from '../answer/answer.controller.js';
import type { RequestState } from '../request/request-element.js';
import { questionText } from '../answer/choices.js';
import { formatList } from '../strings/locale-format.js';
import type { ChoiceStrings } from '../strings/strings.js';

/** A `<choice-prompt>` or `<question-set>` as the queue sees it. */
export interface QueuedElement extends HTMLElement {
  readonly state?: RequestState | undefined;
  readonly flow?: AnswerController;
  readonly updateComplete?: Promise<unknown>;
}

/** The request an element shows, once read (`undefined` while it loads, or for an element that is not a prompt or set). */
export function requestOf(element: QueuedElement): ChoiceRequest | undefined {
  return element.flow?.request;
}

/** Whether the element still waits for the person: open, something chosen, loading, or unreadable (`invalid` waits to be withdrawn). */
export function waits(element: QueuedElement): boolean {
  const state = element.state;
  return state === undefined || state === 'open' || state === 'selected' || state === 'pending' || state === 'invalid';
}

/** Who asks, as the host named it (`source` attribute): an agent, a subagent, a server. */
export function sourceOf(element: Element): string {
  return element.getAttribute('source')?.trim() ?? '';
}

/** At most this many characters of a question name a tab; the card below shows it whole. */
const NAME_MAX = 80;

/**
 * What a request asks, in a few words: its title; else a lone question's text; else its
 * questions' headers as a list; else its first question's text.
 */
export function askedOf(request: ChoiceRequest | undefined, strings: ChoiceStrings): string {
  if (!request) return strings.loading;
  const [first] = request.questions;
  const headers = request.questions.map((q) => q.header?.trim() ?? '');
  const text =
    request.title?.trim() ||
    (request.questions.length > 1 && headers.every(Boolean) ? formatList(strings, headers) : first ? questionText(first, strings) : '') ||
    strings.confirm;
  return text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text;
}

/** The options that approve once (never one remembered for later) and those that refuse, by their terms. */
const APPROVE_ONCE: readonly (OptionTerm | undefined)[] = ['approve', 'approveOnce', 'accept'];
const REFUSE: readonly (OptionTerm | undefined)[] = ['deny', 'reject', 'cancel', 'ignore'];

/** An approval the queue can decide from its review list: its Approve and its refusal. */
export interface Approval {
  element: QueuedElement;
  request: ChoiceRequest;
  approve: number;
  deny: number;
}

/**
 * `element` as an approval the review can decide: one open request whose first question has
 * a subject that a person decides (not a policy), with an option approving once and one
 * refusing; else `undefined`.
 */
export function approvalOf(element: QueuedElement): Approval | undefined {
  const request = requestOf(element);
  const question = request?.questions[0];
  if (!request || !question?.subject || question.subject.automatic || !element.flow || element.flow.lock) return undefined;
  if (element.state !== 'open' && element.state !== 'selected') return undefined;
  // A request whose other questions are asked only once an option shows them (an interrupt's Edit, Respond).
  if (request.questions.slice(1).some((q) => q.showWhen?.question !== question.id)) return undefined;
  const approve = question.options.findIndex((o) => APPROVE_ONCE.includes(o.term));
  const deny = question.options.findIndex((o) => REFUSE.includes(o.term));
  return approve >= 0 && deny >= 0 ? { element, request, approve, deny } : undefined;
}

/**
 * Approves or denies `approval` as choosing that option and sending would (its own
 * `choice-submit` fires, from the element, with its reply); true once it is sent. Nothing is
 * sent, and focus stays where it is, when the request no longer waits or cannot be sent as
 * it stands.
 */
export function decide(approval: Approval, approve: boolean): boolean {
  const flow = approval.element.flow;
  if (!flow || flow.lock || flow.request !== approval.request) return false;
  flow.choose(0, approve ? approval.approve : approval.deny);
  // A lone approval sends as it is chosen; one that waits for Submit (a form) is sent here when it can be.
  if (!flow.lock && flow.openQuestions().length === 0) flow.submit();
  return !!flow.lock;
}
