/**
 * The `ask_user_question` reply: `{answers, annotations?}` keyed by question text; a cancel
 * and a timeout each say so, with a message telling the agent how to go on.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { own, setOwn } from '../../input.js';

/** The tool result for an `ask_user_question` call. */
export type AskUserQuestionReply =
  | { answers: Record<string, string>; annotations?: Record<string, { notes: string }> }
  | { cancelled: true; answers: Record<string, string>; message: string }
  | { timedOut: true; answers: Record<string, string>; message: string };

export const CANCELLED_MESSAGE = 'The user cancelled without answering. Proceed without these answers.';
export const TIMED_OUT_MESSAGE = 'The user did not answer in time. Proceed without these answers.';
export const TIMED_OUT_DEFAULTS_MESSAGE =
  'The user did not answer in time; the answers given are what was selected when time ran out (the defaults, unless the user chose). Proceed with them.';

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

/** The user's note on one answer: on its chosen options (the first that has one), else on the answer itself. */
function noteOf(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  const chosen = new Set(answer.selected);
  const onOption = question.options.filter((o) => chosen.has(o.id)).map((o) => (answer.optionNotes ? own(answer.optionNotes, o.id) : undefined));
  const note = [...onOption, answer.note].find((n): n is string => typeof n === 'string' && n.trim() !== '');
  return note?.trim();
}

/** Claude Code's `annotations`, keyed by question text: each answered question's note, when it has one. */
function annotationsOf(request: ChoiceRequest, response: ChoiceResponse, answers: Record<string, string>): Record<string, { notes: string }> | undefined {
  const annotations: Record<string, { notes: string }> = {};
  for (const question of request.questions) {
    const note = own(answers, question.text) === undefined ? undefined : noteOf(question, own(response.answers, question.id) as ChoiceAnswer | undefined);
    if (note !== undefined) setOwn(annotations, question.text, { notes: note });
  }
  return Object.keys(annotations).length > 0 ? annotations : undefined;
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
    default: {
      const answers = answersByText(request, response);
      const annotations = annotationsOf(request, response, answers);
      return annotations ? { answers, annotations } : { answers };
    }
  }
}
