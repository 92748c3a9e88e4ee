/**
 * The English words of leaving questions unanswered. They live with the part that shows them,
 * not in the eager table; a host's strings table overrides each entry as any other.
 */
import { formatString, type ChoiceStrings } from '../strings/strings.js';

export const unansweredStrings = {
  /** Title of the confirmation before sending with questions unanswered (Codex's own words). */
  unansweredTitle: 'Submit with unanswered questions?',
  /** What the confirmation lists. `{questions}`: their names. */
  unansweredList: 'Not answered: {questions}',
  /** The confirmation's way back to the first unanswered question. */
  goBack: 'Go back',
  /** The confirmation's way on: send as it is. */
  submitAnyway: 'Submit anyway',
  /** The control that leaves an optional question unanswered and moves on. */
  skip: 'Skip',
} as const;

export type UnansweredStrings = typeof unansweredStrings;

/** Entry `key` from the host's table when it gives one, else the English default; `{name}`s filled. */
export function sayUnanswered(strings: ChoiceStrings, key: keyof UnansweredStrings, values: Record<string, string> = {}): string {
  const given = strings[key];
  return formatString(typeof given === 'string' ? given : unansweredStrings[key], values);
}
