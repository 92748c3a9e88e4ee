/**
 * Answers as text, both ways: the words a prompt shows and announces for an answer, hint or
 * problem, and the reverse, an answer rebuilt from the `value` a history resolver found
 * (the reply a `choices-block` sent: option values joined with ", ", then typed text).
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import type { Lock } from './rules.js';
import { orderSelected, type AnswerProblem } from '../../protocol/validate.js';
import { questionHints, type QuestionHint } from '../../protocol/hints.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { formatList, say } from '../strings/locale-format.js';
import { choicesOf, questionText } from './choices.js';
import type { Parts } from '../internal/part-types.js';

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

/**
 * The chosen labels (a boolean's Yes or No), then typed text, as one line ("Use RSS feed,
 * Daily"), from an answer as the controls show it (`QuestionDraft.view`). A secret is never
 * shown back: it reads as `strings.secretAnswer`.
 */
export function summarize(question: ChoiceQuestion | undefined, answer: ChoiceAnswer | undefined, strings: ChoiceStrings): string {
  if (!question || !answer) return '';
  const chosen = new Set(answer.selected);
  const parts = choicesOf(question, strings).filter((o) => chosen.has(o.id)).map((o) => o.label);
  const other = answer.other?.trim();
  if (other) parts.push(question.secret ? strings.secretAnswer : other);
  return formatList(strings, parts);
}

/**
 * What the elements say in: their strings table, which carries the language its numbers and
 * lists are written in (see `locale-format.ts`), and the parts fetched for the request (the
 * question fields part words the rules and problems of its fields).
 */
export interface Wording {
  strings: ChoiceStrings;
  parts?: Parts;
}

/** One hint in words: how many to choose here; the rules of a field in the question fields part, which a question with such hints loads. */
export function hintText(hint: QuestionHint, wording: Wording): string {
  if (hint.hint !== 'choose') return wording.parts?.fields?.fieldHintText(hint, wording) ?? '';
  const { strings } = wording;
  const { min, max, count } = hint;
  // min 1 is said: a required multi-select (minItems 1) must not read "Choose any".
  let text: string;
  if (min >= 1 && min === max) text = say(strings, 'chooseExactly', { min });
  else if (min >= 1 && max < count) text = say(strings, 'chooseBetween', { min, max });
  else if (min >= 1) text = say(strings, 'chooseAtLeast', { min });
  else if (max < count) text = say(strings, 'chooseUpTo', { max });
  else text = strings.chooseAny;
  return hint.other ? say(strings, 'ruleWithOther', { rule: text, other: strings.orTypeYourOwn }) : text;
}

/** The standing hint under a question: how many to choose, how long, which range or format; '' when none is needed. */
export function ruleText(question: ChoiceQuestion, wording: Wording): string {
  return questionHints(question)
    .map((hint) => hintText(hint, wording))
    .join(wording.strings.hintSeparator);
}

/**
 * Why Submit did not send, in the user's words. A problem only a typed field has (a format, a
 * number, a range) is worded by the question fields part, which every such field loads.
 */
export function problemText(problem: AnswerProblem, question: ChoiceQuestion, { strings, parts }: Wording): string {
  switch (problem.kind) {
    case 'empty':
      return hasTypedAnswer(question) ? strings.problemEmptyText : question.allowOther ? strings.problemEmptyOther : strings.problemEmpty;
    case 'too-few':
      return say(strings, 'problemTooFew', { min: problem.min });
    case 'too-many':
      return say(strings, 'problemTooMany', { max: problem.max });
    case 'too-long':
    case 'other-too-long':
      return say(strings, 'problemTooLong', { max: problem.max });
    case 'too-short':
    case 'other-too-short':
      return say(strings, 'problemTooShort', { min: problem.min });
    default:
      return parts?.fields?.fieldProblemText(problem, { strings }, question.input === 'integer' || question.kind === 'integer') ?? '';
  }
}

/** Whether the question is answered by typing (its empty answer says "Type an answer"). */
function hasTypedAnswer(question: ChoiceQuestion): boolean {
  const kind = question.kind ?? 'choice';
  return kind === 'choice' ? question.options.length === 0 : kind !== 'boolean';
}

/** The state line for a locked prompt or set ("Answered: …", "Cancelled"…); '' while open. */
export function statusLine(strings: ChoiceStrings, lock: Lock | null, said: { summary: string; declined?: boolean; confirmed?: boolean }): string {
  const { summary, declined, confirmed } = said;
  switch (lock) {
    case 'answered':
      return summary ? say(strings, 'answered', { answer: summary }) : confirmed ? strings.confirmed : strings.answeredNothing;
    case 'outdated':
      return summary ? say(strings, 'outdatedWith', { answer: summary }) : strings.outdated;
    case 'cancelled':
      return declined ? strings.declined : strings.cancelled;
    case 'timeout':
      return summary ? say(strings, 'timedOutWith', { answer: summary }) : strings.timedOut;
    default:
      return '';
  }
}

/** What `settledText` reads: the request, its lock, what each question shows and the response it settled with. */
export interface SettledInput {
  request: ChoiceRequest | undefined;
  lock: Lock | null;
  /** What question `index` shows as chosen (`shownAnswer`). */
  shown(index: number): ChoiceAnswer;
  response: ChoiceResponse | undefined;
  strings: ChoiceStrings;
}

/**
 * The state line's text ('' while open): what was sent or chosen, never untouched defaults;
 * said as the user said it ("Confirmed" on a bare confirm or a link, "Declined" where the
 * button said Decline or a restored response was `declined`). The elements and `renderHTML`
 * both say it through this.
 */
export function settledText({ request, lock, shown, response, strings }: SettledInput): string {
  const questions = request?.questions ?? [];
  const summary = lock && lock !== 'cancelled' ? questions.map((q, i) => summarize(q, shown(i), strings)).filter(Boolean).join(strings.answerSeparator) : '';
  const declined = lock === 'cancelled' && response?.status === 'declined';
  return statusLine(strings, lock, { summary, declined, confirmed: !!request && questions.length === 0 });
}

/** Longest question text that names its question where it is listed; a longer one is "Question 2". */
const NAME_LENGTH = 48;

/**
 * How a question is named where it is listed (progress, what is missing, errors): its
 * header, else its text when that is short (a form field's title), else "Question 2".
 */
export function questionName(request: ChoiceRequest, index: number, strings: ChoiceStrings): string {
  const question = request.questions[index];
  if (question?.header) return question.header;
  const text = question ? questionText(question, strings).trim() : '';
  if (text && text.length <= NAME_LENGTH && !text.includes('\n')) return text;
  return say(strings, 'questionNumber', { n: index + 1 });
}
