import type { ChoiceStrings } from '../strings/strings.js';

/** The notes part's default text, spread under the resolved table so a host's entry wins; the note on the whole prompt is the request's own, else "Note (optional)". */
export const noteStrings: Partial<ChoiceStrings> = { optionNote: 'Note on “{option}”', globalNote: 'Note (optional)' };
