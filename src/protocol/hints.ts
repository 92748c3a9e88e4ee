/**
 * The rules a question states before it is answered (how many, how long, which range or format)
 * as facts, never words: the elements word them from their strings table, and `answerProblem`
 * enforces the same rules, so hint and error agree.
 */
import { LIMITS } from './limits.js';
import type { ChoiceQuestion, TextFormat } from './model.js';
import { questionKind } from './kind-rules.js';

export type QuestionHint =
  /** A multi-select: choose from `min` to `max` of `count` options; `other`: or type your own. */
  | { hint: 'choose'; min: number; max: number; count: number; other: boolean }
  /** Typed text of `min` to `max` characters (either may be absent). */
  | { hint: 'length'; min?: number; max?: number }
  /** A number (a whole one when `integer`), from `min` to `max` (either may be absent). */
  | { hint: 'number'; integer: boolean; min?: number; max?: number }
  /** Text in a format (shown with an example). */
  | { hint: 'format'; format: TextFormat };

/** The hints `question` shows while open, in the order to show them; `[]` when none is needed. */
export function questionHints(question: ChoiceQuestion): QuestionHint[] {
  switch (questionKind(question)) {
    case 'choice': {
      if (!question.multiple || question.options.length === 0) {
        return question.options.length === 0 ? legacyHints(question) : [];
      }
      const { minSelections: min, maxSelections: max } = question;
      return [{ hint: 'choose', min, max, count: question.options.length, other: question.allowOther }];
    }
    case 'text': {
      const hints: QuestionHint[] = [];
      if (question.format) hints.push({ hint: 'format', format: question.format });
      const length = lengthHint(question.minLength, question.maxLength);
      if (length) hints.push(length);
      return hints;
    }
    case 'number':
    case 'integer':
      return [numberHint(question.kind === 'integer', question.minimum, question.maximum)];
    default:
      return [];
  }
}

/** The range of a `number` / `integer` question (or a legacy number field); `undefined` for any other. */
export function numberRule(question: ChoiceQuestion): NumberHint | undefined {
  return questionHints(question).find((hint): hint is NumberHint => hint.hint === 'number');
}

type NumberHint = Extract<QuestionHint, { hint: 'number' }>;

/** The limits a text field takes as attributes (`maxlength`), as the request states them. */
export function maxTextLength(question: ChoiceQuestion): number {
  const max = question.maxLength ?? question.textBounds?.maxLength ?? LIMITS.maxLongText;
  return Math.min(max, LIMITS.maxLongText);
}

function lengthHint(min: number | undefined, max: number | undefined): QuestionHint | undefined {
  const from = min ? min : undefined;
  if (from === undefined && max === undefined) return undefined;
  return { hint: 'length', ...(from !== undefined && { min: from }), ...(max !== undefined && { max }) };
}

function numberHint(integer: boolean, min: number | undefined, max: number | undefined): QuestionHint {
  return { hint: 'number', integer, ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** A legacy text-only choice question (`input`, `textBounds`). */
function legacyHints(question: ChoiceQuestion): QuestionHint[] {
  const b = question.textBounds ?? {};
  if (question.input === 'number' || question.input === 'integer') return [numberHint(question.input === 'integer', b.minimum, b.maximum)];
  const length = lengthHint(b.minLength, b.maxLength);
  return length ? [length] : [];
}
