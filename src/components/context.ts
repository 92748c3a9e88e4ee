/**
 * What a `<question-set>` shares with the `<choice-prompt>`s it renders: the text table, the
 * tab-stop mode and whether the set is still open. A prompt that holds this is "embedded":
 * it neither submits nor shows Submit or Cancel of its own, and reports its draft through
 * `choice-change` for the set to collect.
 *
 * The set renders its prompts itself, so it hands this over as a property binding in its
 * template (`._set`), no context protocol needed. The property name is the contract between
 * the two elements: a set from one copy of the kit may render the prompt class of another
 * copy that registered `choice-prompt` first.
 */
import type { ChoiceStrings } from './strings.js';

/** `roving`: one tab stop per option group (arrows move). `each`: every option is a tab stop. */
export type TabStops = 'roving' | 'each';

/** Why a prompt no longer takes answers; `null` while it is open. */
export type Lock = 'answered' | 'outdated' | 'cancelled' | 'timeout';

export interface ChoiceSetContext {
  strings: ChoiceStrings;
  tabStops: TabStops;
  /** The set's own lock, mirrored by every prompt in it. */
  lock: Lock | null;
  /** Enter in a prompt's text field asks the set to submit, as Enter does in a form. */
  requestSubmit(): void;
}
