/**
 * The default texts of questions shown by an option, in the part that says them; spread under
 * the element's table where used, so a host's entry wins.
 */
import { formatString, type ChoiceStrings } from '../strings/strings.js';

export const disclosureStrings = {
  shownBelow: 'Shown below: {questions}.',
  unsentChanges: 'Your changes are not sent with {option}: {questions}. Choose {reveal} to send them, or discard them.',
  discardChanges: 'Discard changes',
  changesDiscarded: 'Changes discarded',
};

/** Entry `key` of `strings` (else its default here), with `values` filled in. */
export function sayDisclosure(strings: ChoiceStrings, key: keyof typeof disclosureStrings, values: Record<string, string> = {}): string {
  return formatString(strings[key] ?? disclosureStrings[key], values);
}
