import type { ChoiceStrings } from '../strings/strings.js';

/** The note field's default texts (`note-field.template.ts`, `note-field.markup.ts`), spread under the resolved table so a host's entry wins. */
export const noteFieldStrings: Partial<ChoiceStrings> = {
  reasonLabel: 'Reason (optional)',
  reasonHint: 'Sent with Approve or Deny.',
  notesLabel: 'Notes (optional)',
  notesHint: 'Sent with the option you choose; with none chosen, the notes alone are your answer.',
};
