/**
 * The options a question shows as buttons: a choice's own, or for a `boolean` question two
 * whose words come from the strings table (the protocol never produces interface words), so
 * a yes/no question is chosen, focused and announced exactly like a single choice.
 */
import type { ChoiceOption, ChoiceQuestion } from '../../protocol/model.js';
import { defaultStrings, type ChoiceStrings } from '../strings.js';

/** A boolean question's option ids: what its draft selects and what `true` / `false` restore to. */
export const YES = 'yes';
export const NO = 'no';

/** The options question shows, a boolean's labelled from `strings`. */
export function choicesOf(question: ChoiceQuestion, strings: Pick<ChoiceStrings, 'yes' | 'no'> = defaultStrings): readonly ChoiceOption[] {
  if (question.kind !== 'boolean') return question.options;
  return [
    { id: YES, label: strings.yes, value: 'true' },
    { id: NO, label: strings.no, value: 'false' },
  ];
}

/** Whether a question is answered through option buttons (a choice with options, or a boolean). */
export function hasChoices(question: ChoiceQuestion): boolean {
  return question.kind === 'boolean' || ((question.kind ?? 'choice') === 'choice' && question.options.length > 0);
}
