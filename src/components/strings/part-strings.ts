/**
 * The default texts of the parts fetched on demand, fetched with them: a page showing plain
 * choices never carries them. A host's table replaces them as it replaces any other entry.
 */
import { formatNumber } from './locale-format.js';
import { formatString, type ChoiceStrings } from './strings.js';

/** The entries `ChoiceStrings` leaves optional, with their defaults. */
export const partStrings: Readonly<Required<PartStringKeys>> = Object.freeze({
  undo: 'Undo',
  undoPossible: '{state}. Undo is possible for {seconds} seconds.',
  lengthCount: '{count} / {max}',
  lengthNear: '{count} characters or fewer left',
  lengthReached: 'Limit reached: {max} characters',
  notePlaceholder: 'Add a note (optional)',
  optionalMark: '(optional)',
  requiredMark: '(required)',
  questionToFix: 'answer to fix',
  // Leaving questions unanswered (Codex's own words for its confirmation).
  unansweredTitle: 'Submit with unanswered questions?',
  unansweredList: 'Not answered: {questions}',
  goBack: 'Go back',
  submitAnyway: 'Submit anyway',
  skip: 'Skip',
  skipped: '{question}: skipped',
  clearAnswer: 'Clear answer',
});

/**
 * Optional entries whose defaults are elsewhere: an interrupt's words (the request holds the
 * English word, shown where a table has none), the words of Codex's remembered approvals and
 * of "No, and tell Claude…" (the option holds their English; the message field's are in
 * `approval/message.template.ts`), a question's note field's (`notes/note-field.template.ts`), "All of the above"
 * (`select-all/select-all.template.ts`), the texts of questions shown by an option
 * (`disclosure-strings.ts`, with the only part that says them) and the fold's
 * (`fold-strings.ts`: a fold needs none of these).
 */
type ElsewhereKeys =
  | 'accept'
  | 'edit'
  | 'ignore'
  | 'reject'
  | 'respond'
  | 'reply'
  | 'shownBelow'
  | 'unsentChanges'
  | 'discardChanges'
  | 'changesDiscarded'
  | 'approveSessionHint'
  | 'alwaysAllowHint'
  | 'approveSession'
  | 'alwaysAllow'
  | 'approveAlways'
  | 'approveOnce'
  | 'denyWithMessage'
  | 'denyMessageLabel'
  | 'denyMessageHint'
  | 'reasonLabel'
  | 'reasonHint'
  | 'notesLabel'
  | 'notesHint'
  | 'selectAll'
  | 'selectAllHint'
  | 'foldSummary'
  | 'foldAnswer'
  | 'foldSubject'
  | 'timeLeftPaused'
  | 'timePaused';

type PartStringKeys = { [K in keyof ChoiceStrings as undefined extends ChoiceStrings[K] ? (K extends ElsewhereKeys ? never : K) : never]: ChoiceStrings[K] };

/** `strings`, with the defaults of the parts' entries filled in where the table has none. */
export function withPartStrings(strings: ChoiceStrings): Required<ChoiceStrings> {
  return { ...partStrings, ...strings } as Required<ChoiceStrings>;
}

/** Entry `key` of the parts' texts, as `say` fills a table's entry. */
export function sayPart(strings: ChoiceStrings, key: keyof typeof partStrings, values: Record<string, string | number> = {}): string {
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) written[name] = typeof value === 'number' ? formatNumber(strings, value) : value;
  return formatString(withPartStrings(strings)[key], written);
}
