/**
 * The `ask_user_question` reply: `{answers}` keyed by question text; a cancel and a timeout
 * each say so, with a message telling the agent how to go on.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { setOwn } from '../../input.js';

/** The tool result for an `ask_user_question` call. */
export type AskUserQuestionReply =
  | { answers: Record<string, string> }
  | { cancelled: true; answers: Record<string, string>; message: string }
  | { timedOut: true; answers: Record<string, string>; message: string };

export const CANCELLED_MESSAGE = 'The user cancelled without answering. Proceed without these answers.';
export const TIMED_OUT_MESSAGE = 'The user did not answer in time. Proceed without these answers.';
export const TIMED_OUT_DEFAULTS_MESSAGE =
  'The user did not answer in time; the answers given are the defaults. Proceed with them.';

/** One question's answer as the reply's string: option values in option order, then typed text. */
function answerText(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  const chosen = new Set(answer.selected);
  const parts = question.options.filter((o) => chosen.has(o.id)).map((o) => o.value);
  const other = answer.other?.trim();
  if (other) parts.push(other);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function answersByText(request: ChoiceRequest, response: ChoiceResponse): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of request.questions) {
    const answer = Object.prototype.hasOwnProperty.call(response.answers, question.id) ? response.answers[question.id] : undefined;
    const text = answerText(question, answer);
    if (text !== undefined) setOwn(answers, question.text, text);
  }
  return answers;
}

/** `ChoiceResponse` → `AskUserQuestionReply`, per the mapping in this module's header. */
export function encodeAskUserQuestion(request: ChoiceRequest, response: ChoiceResponse): AskUserQuestionReply {
  switch (response.status) {
    case 'cancelled':
    case 'declined':
      return { cancelled: true, answers: {}, message: CANCELLED_MESSAGE };
    case 'timeout': {
      const answers = answersByText(request, response);
      const message = Object.keys(answers).length > 0 ? TIMED_OUT_DEFAULTS_MESSAGE : TIMED_OUT_MESSAGE;
      return { timedOut: true, answers, message };
    }
    default:
      return { answers: answersByText(request, response) };
  }
}
