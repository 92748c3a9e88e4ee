/**
 * The responses a request settles with, built in one place so an element, a set and a
 * `ChoiceSession` answer, cancel and time out alike (on timeout the defaults, or nothing for
 * `timeoutAction: 'cancel'`).
 */
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from './model.js';
import { cancelledOrDeclined } from './model.js';
import { defaultAnswers } from './validate.js';
import { setOwn } from './input.js';
import { dialectCapabilities } from './registry.js';

/** The user's answers, with the note on the whole request if it enables one and it is not blank. */
export function answeredResponse(request: ChoiceRequest, answers: ReadonlyMap<string, ChoiceAnswer>, note = ''): ChoiceResponse {
  const response: ChoiceResponse = { requestId: request.id, status: 'answered', answers: {} };
  for (const [id, answer] of answers) setOwn(response.answers, id, answer);
  return withNote(request, response, note);
}

/**
 * Whether the user's refusal of `request` is a decline (its button says Decline) rather than a
 * cancel: a request without questions (a bare confirm, a link), or one whose dialect tells a
 * decline from a dismissal (`DialectCapabilities.declines`: an MCP form).
 */
export function declines(request: ChoiceRequest): boolean {
  return request.questions.length === 0 || !!dialectCapabilities(request.dialect).declines;
}

/**
 * Cancelled: no answers; a note may say why, and dialects that carry one keep it. A request
 * that `declines` is declined instead, which MCP and `provide_choice` tell from a dismissal.
 */
export function cancelledResponse(request: ChoiceRequest, note = ''): ChoiceResponse {
  const status = declines(request) ? 'declined' : 'cancelled';
  return withNote(request, { requestId: request.id, status, answers: {} }, note);
}

/**
 * Time ran out: the defaults, or no answers when the request's timeout action is to cancel.
 * Where the dialect's client sends what the person had chosen or typed
 * (`DialectCapabilities.timeoutSendsChosen`), each answer of `chosen` (the questions the person
 * answered, by question id) stands in place of its question's default.
 */
export function timeoutResponse(request: ChoiceRequest, chosen?: ReadonlyMap<string, ChoiceAnswer>): ChoiceResponse {
  if (request.timeoutAction === 'cancel') return { requestId: request.id, status: 'timeout', answers: {} };
  const answers = defaultAnswers(request);
  if (chosen && dialectCapabilities(request.dialect).timeoutSendsChosen) for (const [id, answer] of chosen) setOwn(answers, id, answer);
  return { requestId: request.id, status: 'timeout', answers };
}

/**
 * Whether settling with `response` is, for the host, a cancellation (`choice-cancel`) rather
 * than an answer (`choice-submit`): a cancel or decline, or a timeout whose action is to cancel.
 */
export function cancels(request: ChoiceRequest, response: ChoiceResponse): boolean {
  return cancelledOrDeclined(response.status) || (response.status === 'timeout' && request.timeoutAction === 'cancel');
}

function withNote(request: ChoiceRequest, response: ChoiceResponse, note: string): ChoiceResponse {
  const text = note.trim();
  if (request.annotations?.global && text) response.annotation = text;
  return response;
}
