/**
 * The notes' part, named after the request's `annotations`: a note on each chosen option and on
 * the whole request; its chunk is fetched with the first request that takes them.
 */
import { renderGlobalNote, renderNotes } from './notes.template.js';
import { notesStyles as styles } from './notes.styles.js';

const annotationsPart = { renderNotes, renderGlobalNote, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default annotationsPart;

export type AnnotationsPart = typeof annotationsPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The notes a request may take, on each chosen option and on the whole request. */
    notes?: AnnotationsPart;
  }
}
