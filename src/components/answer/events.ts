/**
 * The elements' domain events (bubbling, composed, once per request) and their entries in
 * `GlobalEventHandlersEventMap`, so `addEventListener('choice-submit', (e) => e.detail.reply)`
 * is typed on the elements, any element, `document` and `window`.
 */
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';

/** `choice-submit`: the prompt was answered (status `answered`), or timed out with its defaults (status `timeout`). */
export interface ChoiceSubmitDetail {
  /** The normalized answer. */
  response: ChoiceResponse;
  /**
   * The reply already encoded for the request's dialect (`encodeReply`): a user message
   * string, a tool result object, an MCP ElicitResult… A host sends it as it is.
   */
  reply: unknown;
  /** The request that was answered. */
  request: ChoiceRequest;
}

/**
 * `choice-cancel`: the user cancelled (status `cancelled`), or time ran out on a request whose
 * `timeoutAction` is `cancel` (status `timeout`, no answers). `reply` may be `null` when the
 * dialect has nothing to send (a `choices-block` cancel: the user simply types on).
 */
export interface ChoiceCancelDetail {
  response: ChoiceResponse;
  reply: unknown;
  request: ChoiceRequest;
}

/** `choice-change`: the draft answer changed before anything was sent. */
export interface ChoiceChangeDetail {
  requestId: string;
  /** The question whose answer changed. */
  questionId: string;
  /** That question's draft answer. */
  answer: ChoiceAnswer;
  /** Whether that answer could be submitted as it is. */
  valid: boolean;
  /** Every question's draft answer, keyed by question id. */
  answers: Record<string, ChoiceAnswer>;
}

/**
 * `choice-timer`: the request's clock paused while the person works in it, or resumed a few
 * seconds after they left. A host that keeps its own deadline (a `ChoiceSession`, through
 * `bindSession`) pauses and resumes it too.
 */
export interface ChoiceTimerDetail {
  requestId: string;
  /** True as the clock pauses, false as it resumes. */
  paused: boolean;
  /** The time left, which a pause keeps. */
  remainingMs: number;
}

export type ChoiceSubmitEvent = CustomEvent<ChoiceSubmitDetail>;
export type ChoiceTimerEvent = CustomEvent<ChoiceTimerDetail>;
export type ChoiceCancelEvent = CustomEvent<ChoiceCancelDetail>;
export type ChoiceChangeEvent = CustomEvent<ChoiceChangeDetail>;

declare global {
  // The map `HTMLElementEventMap`, `DocumentEventMap` and `WindowEventMap` all extend.
  interface GlobalEventHandlersEventMap {
    'choice-submit': ChoiceSubmitEvent;
    'choice-cancel': ChoiceCancelEvent;
    'choice-change': ChoiceChangeEvent;
    'choice-timer': ChoiceTimerEvent;
  }
}

/** Creates one of the domain events: bubbling, composed, not cancelable (the answer is final). */
export function choiceEvent<K extends 'choice-submit' | 'choice-cancel' | 'choice-change' | 'choice-timer'>(
  type: K,
  detail: GlobalEventHandlersEventMap[K]['detail'],
): GlobalEventHandlersEventMap[K] {
  return new CustomEvent(type, { detail, bubbles: true, composed: true }) as GlobalEventHandlersEventMap[K];
}
