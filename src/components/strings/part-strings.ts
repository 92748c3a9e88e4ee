/**
 * Texts only a lazily loaded part shows carry their defaults in that part, not in
 * `defaultStrings`, so a page that never needs the part never fetches them.
 */
import type { ChoiceStrings } from './strings.js';

/** `strings` over a part's `defaults`: a host's entry (in the resolved table) wins; the table's language stays. */
export function withPartDefaults(strings: ChoiceStrings, defaults: Partial<ChoiceStrings>): ChoiceStrings {
  return { ...defaults, ...strings };
}
