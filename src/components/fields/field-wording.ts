/**
 * The words of a field's hints and problems: how long, which range or format, and why typed
 * text was refused.
 */
import type { ChoiceQuestion, TextFormat } from '../../protocol/model.js';
import type { QuestionHint } from '../../protocol/hints.js';
import type { AnswerProblem } from '../../protocol/validate.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { say } from '../strings/locale-format.js';
import type { Wording } from '../answer/wording.js';
import { fieldStrings } from './field-strings.js';

/** A field's hint in words: its length, its range or its format. */
export function fieldHintText(hint: Exclude<QuestionHint, { hint: 'choose' }>, wording: Wording): string {
  const strings = { ...fieldStrings, ...wording.strings };
  switch (hint.hint) {
    case 'length': {
      const { min, max } = hint;
      if (min !== undefined && max !== undefined) return say(strings, 'lengthBetween', { min, max });
      return min !== undefined ? say(strings, 'lengthAtLeast', { min }) : say(strings, 'lengthAtMost', { max: max! });
    }
    case 'number': {
      const { min, max } = hint;
      const [any, between, atLeast, atMost] = hint.integer
        ? (['integerAny', 'integerBetween', 'integerAtLeast', 'integerAtMost'] as const)
        : (['numberAny', 'numberBetween', 'numberAtLeast', 'numberAtMost'] as const);
      if (min !== undefined && max !== undefined) return say(strings, between, { min, max });
      if (min !== undefined) return say(strings, atLeast, { min });
      return max !== undefined ? say(strings, atMost, { max }) : strings[any];
    }
    case 'format':
      return strings[FORMAT_WORDS[hint.format].hint];
  }
}

/** Each text format's strings: its hint, and why typed text does not fit it. A new format is one entry here, its two texts in `fieldStrings`. */
const FORMAT_WORDS = {
  email: { hint: 'formatEmail', problem: 'problemFormatEmail' },
  uri: { hint: 'formatUri', problem: 'problemFormatUri' },
  date: { hint: 'formatDate', problem: 'problemFormatDate' },
  'date-time': { hint: 'formatDateTime', problem: 'problemFormatDateTime' },
} as const satisfies Record<TextFormat, { hint: keyof ChoiceStrings; problem: keyof ChoiceStrings }>;

/** The problems only a typed field has: a number it is not, or out of its range; text not of its format or form. */
export type FieldProblem = Extract<AnswerProblem, { kind: 'format' | 'pattern' | 'not-a-number' | 'not-an-integer' | 'out-of-range' }>;

/**
 * Why typed text was refused, in the user's words: for its format or form, or as a number
 * (`whole`: the field takes a whole number, and says so).
 */
export function fieldProblemText(problem: FieldProblem, wording: Wording, whole?: boolean): string {
  const strings = { ...fieldStrings, ...wording.strings } as Required<ChoiceStrings>;
  switch (problem.kind) {
    case 'format':
      return strings[FORMAT_WORDS[problem.format].problem];
    case 'pattern':
      return strings.problemPattern;
    case 'not-a-number':
    case 'not-an-integer':
      return whole || problem.kind === 'not-an-integer' ? strings.problemNotAnInteger : strings.problemNotANumber;
    case 'out-of-range': {
      const { min, max } = problem;
      if (min !== undefined && max !== undefined) return say(strings, whole ? 'problemIntegerOutOfRange' : 'problemOutOfRange', { min, max });
      if (min !== undefined) return say(strings, whole ? 'problemIntegerBelowMinimum' : 'problemBelowMinimum', { min });
      return say(strings, whole ? 'problemIntegerAboveMaximum' : 'problemAboveMaximum', { max: max! });
    }
  }
  // A part's own problem (a disclosure's changes left hidden) is worded by that part.
  return '';
}
