/**
 * The part of a question's note field (`noteField`: an approval's reason, Claude Code's notes);
 * fetched with the first request holding one.
 */
import { renderNoteField } from './note-field.template.js';
import { noteFieldStyles as styles } from './note-field.styles.js';

const noteFieldPart = { renderNoteField, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default noteFieldPart;

export type NoteFieldPart = typeof noteFieldPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** A question's note field: an approval's reason, Claude Code's notes. */
    noteField?: NoteFieldPart;
  }
}
