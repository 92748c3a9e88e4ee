/**
 * The decisions `<question-set>` makes about its questions' answers, as plain functions (as
 * `prompt-rules.ts` does for a prompt): what each question starts from, which are still open,
 * what counts as chosen, how a missing question is named, and what the state line sums up.
 * The element keeps the answers and wires these to its state.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { answerProblem, defaultAnswers } from '../../protocol/validate.js';
import { own, setOwn } from '../../protocol/input.js';
import type { Lock } from '../context.js';
import { formatString, type ChoiceStrings } from '../strings.js';
import { statusLine, summarize } from '../choice-prompt/answer-text.js';

/** Every question's answer to start from: the defaults, or what `response` restores for it. */
export function restoredAnswers(request: ChoiceRequest, response: ChoiceResponse | undefined): Record<string, ChoiceAnswer> {
  const answers = defaultAnswers(request);
  const restored = response?.answers;
  if (restored) {
    for (const q of request.questions) {
      const answer = own(restored, q.id) as ChoiceAnswer | undefined;
      if (answer) setOwn(answers, q.id, answer);
    }
  }
  return answers;
}

/** The questions whose answer cannot be sent yet. */
export function openQuestions(request: ChoiceRequest, answers: Record<string, ChoiceAnswer>): ChoiceQuestion[] {
  return request.questions.filter((q) => answerProblem(q, answers[q.id]));
}

/** Whether `answer` holds something chosen or typed. */
export function isTouched(answer: ChoiceAnswer | undefined): boolean {
  return !!answer && (answer.selected.length > 0 || !!answer.other?.trim());
}

/** How a question is named where it is missing: its header, else "Question 2". */
export function headerOf(request: ChoiceRequest, q: ChoiceQuestion, strings: ChoiceStrings): string {
  return q.header ?? formatString(strings.questionNumber, { n: request.questions.indexOf(q) + 1 });
}

/**
 * The state line: what was sent (`settled`) or, restored without a response, what the user
 * changed; after a cancel nothing, and never untouched defaults.
 */
export function setStatusText(
  request: ChoiceRequest,
  strings: ChoiceStrings,
  lock: Lock | null,
  settled: ChoiceResponse | undefined,
  answers: Record<string, ChoiceAnswer>,
  changedByUser: ReadonlySet<string>,
): string {
  if (!lock || lock === 'cancelled') return statusLine(strings, lock, '');
  let shown = settled?.answers;
  if (!shown) {
    shown = {};
    for (const id of changedByUser) setOwn(shown, id, own(answers, id) as ChoiceAnswer);
  }
  const summary = request.questions
    .map((q) => summarize(q, own(shown, q.id) as ChoiceAnswer | undefined))
    .filter(Boolean)
    .join('; ');
  return statusLine(strings, lock, summary);
}
