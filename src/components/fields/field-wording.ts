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

/** A field's own problems: a number's, a format's or a form's. */
export type FieldProblem = Extract<AnswerProblem, { kind: 'format' | 'pattern' | 'not-a-number' | 'not-an-integer' | 'out-of-range' }>;

/** Why typed text was refused (not a number, out of range, not of its format or form), in the user's words. */
export function fieldProblemText(problem: FieldProblem, question: ChoiceQuestion, wording: Wording): string {
  const strings = { ...fieldStrings, ...wording.strings } as Required<ChoiceStrings>;
  const whole = question.input === 'integer' || question.kind === 'integer';
  switch (problem.kind) {
    case 'format':
      return strings[FORMAT_WORDS[problem.format].problem];
    case 'pattern':
      return strings.problemPattern;
    case 'not-a-number':
      return whole ? strings.problemNotAnInteger : strings.problemNotANumber;
    case 'not-an-integer':
      return strings.problemNotAnInteger;
    case 'out-of-range': {
      const { min, max } = problem;
      if (min !== undefined && max !== undefined) return say(strings, whole ? 'problemIntegerOutOfRange' : 'problemOutOfRange', { min, max });
      if (min !== undefined) return say(strings, whole ? 'problemIntegerBelowMinimum' : 'problemBelowMinimum', { min });
      return say(strings, whole ? 'problemIntegerAboveMaximum' : 'problemAboveMaximum', { max: max! });
    }
  }
}
