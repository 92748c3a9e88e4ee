/**
 * What a `<question-set>` shares with the `<choice-prompt>`s it renders, through
 * `@lit/context`: the text table, the tab-stop mode and whether the set is still open. A
 * prompt that receives this context is "embedded": it neither submits nor shows Submit or
 * Cancel of its own, and reports its draft through `choice-change` for the set to collect.
 */
import { createContext } from '@lit/context';
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

/** `Symbol.for` so two copies of the kit on one page still find each other's sets. */
export const choiceSetContext = createContext<ChoiceSetContext | undefined>(Symbol.for('choice-prompts:question-set'));
