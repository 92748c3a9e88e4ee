/**
 * The rules a question states before it is answered (how many, how long, which range or format)
 * as facts, never words: the elements word them from their strings table, and `answerProblem`
 * enforces the same rules, so hint and error agree.
 */
import type { ChoiceQuestion, TextFormat } from './model.js';
import { kindRules, questionKind } from './kind-rules.js';

export type QuestionHint =
  /** A multi-select: choose from `min` to `max` of `count` options; `other`: or type your own. */
  | { hint: 'choose'; min: number; max: number; count: number; other: boolean }
  /** Typed text of `min` to `max` characters (either may be absent). */
  | { hint: 'length'; min?: number; max?: number }
  /** A number (a whole one when `integer`), from `min` to `max` (either may be absent). */
  | { hint: 'number'; integer: boolean; min?: number; max?: number }
  /** Text in a format (shown with an example). */
  | { hint: 'format'; format: TextFormat };

/**
 * The hints `question` shows while open, in the order to show them; `[]` when none is needed.
 * A field's hints (a question of another kind, or a choice without options) are the kinds'
 * rules' (`kinds.ts`), which must be loaded for such a question, as for `answerProblem`.
 */
export function questionHints(question: ChoiceQuestion): QuestionHint[] {
  if (questionKind(question) !== 'choice' || question.options.length === 0) return kindRules().typedHints(question);
  if (!question.multiple) return [];
  const { minSelections: min, maxSelections: max } = question;
  return [{ hint: 'choose', min, max, count: question.options.length, other: question.allowOther }];
}
