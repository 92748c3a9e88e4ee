/**
 * Answers as text, both ways: the words a prompt shows and announces for an answer, hint or
 * problem, and the reverse, an answer rebuilt from the `value` a history resolver found
 * (the reply a `choices-block` sent: option values joined with ", ", then typed text).
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, TextFormat } from '../../protocol/model.js';
import type { Lock } from './rules.js';
import { orderSelected, type AnswerProblem } from '../../protocol/validate.js';
import { formatList, say } from '../locale-format.js';
import type { ChoiceStrings } from '../strings.js';

/**
 * The answer whose reply was `value`. An exact option value wins (values may hold commas);
 * otherwise each comma-separated piece that is an option value selects it, and what is left
 * over is the user's own text.
 */
export function answerFromValue(question: ChoiceQuestion, value: string): ChoiceAnswer {
  const exact = question.options.find((o) => o.value === value);
  if (exact) return { selected: [exact.id] };
  const pieces = question.multiple ? value.split(',').map((p) => p.trim()) : [value.trim()];
  const ids: string[] = [];
  const rest: string[] = [];
  for (const piece of pieces) {
    const option = question.options.find((o) => o.value === piece || o.value.trim() === piece);
    if (option && !ids.includes(option.id)) ids.push(option.id);
    else if (piece) rest.push(piece);
  }
  const answer: ChoiceAnswer = { selected: orderSelected(question, ids) };
  if (rest.length > 0) answer.other = rest.join(', ');
  return answer;
}

/** The chosen labels, then typed text, as one line, listed in the table's language ("Use RSS feed, Daily"). */
export function summarize(question: ChoiceQuestion | undefined, answer: ChoiceAnswer | undefined, strings: ChoiceStrings): string {
  if (!question || !answer) return '';
  const chosen = new Set(answer.selected);
  const parts = question.options.filter((o) => chosen.has(o.id)).map((o) => o.label);
  const other = answer.other?.trim();
  if (other) parts.push(other);
  return formatList(strings, parts);
}

/** The standing hint under a question: how many to choose, when that is not obvious. */
export function selectionHint(question: ChoiceQuestion, strings: ChoiceStrings): string {
  if (!question.multiple || question.options.length === 0) return '';
  const { minSelections: min, maxSelections: max } = question;
  const count = question.options.length;
  let hint: string;
  if (min > 1 && min === max) hint = say(strings, 'chooseExactly', { min });
  else if (min > 1 && max < count) hint = say(strings, 'chooseBetween', { min, max });
  else if (min > 1) hint = say(strings, 'chooseAtLeast', { min });
  else if (max < count) hint = say(strings, 'chooseUpTo', { max });
  else hint = strings.chooseAny;
  return question.allowOther ? say(strings, 'ruleWithOther', { rule: hint, other: strings.orTypeYourOwn }) : hint;
}

const FORMAT_PROBLEMS = {
  email: 'problemFormatEmail',
  uri: 'problemFormatUri',
  date: 'problemFormatDate',
  'date-time': 'problemFormatDateTime',
} as const satisfies Record<TextFormat, keyof ChoiceStrings>;

/** Why Submit did not send, in the user's words. */
export function problemText(problem: AnswerProblem, question: ChoiceQuestion, strings: ChoiceStrings): string {
  switch (problem.kind) {
    case 'empty':
      return question.options.length === 0 && question.kind !== 'boolean' ? strings.problemEmptyText : strings.problemEmpty;
    case 'too-few':
      return say(strings, 'problemTooFew', { min: problem.min });
    case 'too-many':
      return say(strings, 'problemTooMany', { max: problem.max });
    case 'not-a-number':
      return question.input === 'integer' ? strings.problemNotAnInteger : strings.problemNotANumber;
    case 'not-an-integer':
      return strings.problemNotAnInteger;
    case 'too-long':
    case 'other-too-long':
      return say(strings, 'problemTooLong', { max: problem.max });
    case 'too-short':
    case 'other-too-short':
      return say(strings, 'problemTooShort', { min: problem.min });
    case 'format':
      return strings[FORMAT_PROBLEMS[problem.format]];
    case 'pattern':
      return strings.problemPattern;
    case 'out-of-range':
      if (problem.min !== undefined && problem.max !== undefined) return say(strings, 'problemOutOfRange', { min: problem.min, max: problem.max });
      return problem.min !== undefined
        ? say(strings, 'problemBelowMinimum', { min: problem.min })
        : say(strings, 'problemAboveMaximum', { max: problem.max ?? '' });
  }
}

/** The state line for a locked prompt or set ("Answered: …", "Cancelled"…); '' while open. */
export function statusLine(strings: ChoiceStrings, lock: Lock | null, summary: string): string {
  switch (lock) {
    case 'answered':
      return summary ? say(strings, 'answered', { answer: summary }) : strings.answeredNothing;
    case 'outdated':
      return summary ? say(strings, 'outdatedWith', { answer: summary }) : strings.outdated;
    case 'cancelled':
      return strings.cancelled;
    case 'timeout':
      return summary ? say(strings, 'timedOutWith', { answer: summary }) : strings.timedOut;
    default:
      return '';
  }
}

/** How a question is named where it is listed (progress, what is missing): its header, else "Question 2". */
export function questionName(request: ChoiceRequest, index: number, strings: ChoiceStrings): string {
  return request.questions[index]?.header ?? say(strings, 'questionNumber', { n: index + 1 });
}
