/**
 * The `ask_user_question` reply: `{answers, annotations?}` keyed by question text, as Claude
 * Code's dialog fills them; a cancel and a timeout each say so, with a message telling the
 * agent how to go on.
 */
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { own, setOwn } from '../../input.js';

/** Claude Code's per-question annotations: the chosen option's preview, the person's notes. */
export interface AskUserQuestionAnnotation {
  preview?: string;
  notes?: string;
}

/** The tool result for an `ask_user_question` call. */
export type AskUserQuestionReply =
  | { answers: Record<string, string>; annotations?: Record<string, AskUserQuestionAnnotation> }
  | { cancelled: true; answers: Record<string, string>; message: string }
  | { timedOut: true; answers: Record<string, string>; message: string };

export const CANCELLED_MESSAGE = 'The user cancelled without answering. Proceed without these answers.';
export const TIMED_OUT_MESSAGE = 'The user did not answer in time. Proceed without these answers.';
export const TIMED_OUT_DEFAULTS_MESSAGE =
  'The user did not answer in time; the answers given are what was selected when time ran out (the defaults, unless the user chose). Proceed with them.';

/**
 * What Claude Code writes in `answers` for a question answered with notes alone, no option
 * chosen (its result to the model then reads `"<question>"=(no option selected) notes: …`).
 */
export const NOTES_ONLY = '(notes only)';

/** Longest preview Claude Code shows (`cOt` in its dialog): a longer one is withheld, and no preview is reported. */
const SHOWN_PREVIEW = 2000;

/** Whether a question is in Claude Code's preview layout: a single choice with an option's preview, which takes notes. */
export function previewLayout(question: { multiple: boolean; options: readonly ChoiceOption[] }): boolean {
  return !question.multiple && question.options.some((o) => !!o.preview?.trim());
}

/** One question's answer as the reply's string: option values in option order, then typed text; notes alone, `NOTES_ONLY`. */
function answerText(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  const chosen = new Set(answer.selected);
  const parts = question.options.filter((o) => chosen.has(o.id)).map((o) => o.value);
  const other = answer.other?.trim();
  if (other) parts.push(other);
  if (parts.length === 0 && question.noteField === 'notes' && answer.note?.trim()) return NOTES_ONLY;
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

/**
 * The preview of the option chosen in a question of the preview layout, as Claude Code reports
 * it: when that option has one it shows (not blank, not withheld for its length).
 */
function chosenPreview(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): string | undefined {
  if (question.noteField !== 'notes' || !answer) return undefined;
  const preview = question.options.find((o) => o.id === answer.selected[0])?.preview;
  return preview?.trim() && preview.length <= SHOWN_PREVIEW ? preview : undefined;
}

/**
 * Claude Code's `annotations`, keyed by question text: for each answered question, the chosen
 * option's preview (the preview layout only) and the person's notes, when there are any.
 */
function annotationsOf(request: ChoiceRequest, response: ChoiceResponse, answers: Record<string, string>): Record<string, AskUserQuestionAnnotation> | undefined {
  const annotations: Record<string, AskUserQuestionAnnotation> = {};
  for (const question of request.questions) {
    if (own(answers, question.text) === undefined) continue;
    const answer = own(response.answers, question.id) as ChoiceAnswer | undefined;
    const preview = chosenPreview(question, answer);
    const notes = noteOf(question, answer);
    if (preview !== undefined || notes !== undefined) setOwn(annotations, question.text, { ...(preview !== undefined && { preview }), ...(notes !== undefined && { notes }) });
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
