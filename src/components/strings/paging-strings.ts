/**
 * The texts of a paged `<question-set>`, localized like every other string (the `strings`
 * property or attribute, or a provided config) but kept out of `defaultStrings`, so a page
 * that never pages a set does not fetch them.
 */
import type { ChoiceStrings } from './strings.js';
import { overlayStrings } from './overlay.js';

export interface PagingStrings {
  /** The tab row's label. */
  questionTabs: string;
  /** Where the set is. `{current}`, `{total}`: numbers written in the element's language. */
  stepOf: string;
  /** What a step change says: `{header}` (the question's name), `{question}` (its text), `{step}` (stepOf). */
  stepAnnouncement: string;
  previous: string;
  next: string;
  /** The last tab and the button that opens it. */
  review: string;
  /** The review step's heading. */
  reviewTitle: string;
  /** A question left unanswered, on the review step. */
  reviewEmpty: string;
  /** The button taking the user back to a question from the review. */
  change: string;
  /** Its accessible name (starts with `change`'s text). `{question}`, `{answer}` (as the review shows it). */
  changeLabel: string;
  /** A tab's state when its question's answer cannot be sent (read as "Email, not valid"). */
  questionInvalid: string;
  /** A tab's state when its optional question was skipped (read as "Notes, skipped"). */
  questionSkipped: string;
  /** An optional question skipped, on the review step. */
  reviewSkipped: string;
  /** What a single choice that moved on by itself chose, shown on the step it led to and said first: `{header}`, `{answer}`. */
  stepChosen: string;
}

export const defaultPagingStrings: PagingStrings = Object.freeze({
  questionTabs: 'Questions',
  stepOf: '{current} of {total}',
  stepAnnouncement: '{header}. {question} {step}',
  previous: 'Previous',
  next: 'Next',
  review: 'Review',
  reviewTitle: 'Review your answers',
  reviewEmpty: 'Not answered',
  change: 'Change',
  changeLabel: 'Change {question}: {answer}',
  questionInvalid: 'not valid',
  questionSkipped: 'skipped',
  reviewSkipped: 'Skipped',
  stepChosen: '{header}: {answer}',
});

/** The paging texts: the defaults overlaid with each table's own string entries (later wins); anything else is ignored. */
export function resolvePagingStrings(...tables: ReadonlyArray<Partial<ChoiceStrings & PagingStrings> | undefined | null>): PagingStrings {
  return overlayStrings(defaultPagingStrings, tables);
}
