/**
 * The notes' part, named after the request's `annotations`: a note on each chosen option and on
 * the whole request; its chunk is fetched with the first request that takes them.
 */
import { renderGlobalNote, renderNotes } from './notes.template.js';
import { notesStyles as styles } from './notes.styles.js';
import { groupOf } from '../question/option-events.js';
import type { AnswerController } from '../answer/answer.controller.js';

/** The user wrote in the note on an option (its field's `data-option`) of a question. */
function noteInput(flow: AnswerController, event: Event): void {
  const field = event.target as HTMLInputElement;
  const index = groupOf(field);
  const option = flow.draft(index)?.options[Number(field.dataset['option'])];
  if (option) flow.setNote(index, option.id, field.value);
}

const annotationsPart = { renderNotes, renderGlobalNote, noteInput, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default annotationsPart;

export type AnnotationsPart = typeof annotationsPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The notes a request may take, on each chosen option and on the whole request. */
    notes?: AnnotationsPart;
  }
}
