/**
 * The elements' part for a request that takes notes (`annotations`): the note on each chosen
 * option and the note on the whole request. A chunk of its own, fetched with the first
 * request that takes them (`parts.ts`).
 */
import { renderGlobalNote, renderNotes } from '../templates/notes.template.js';
import { notesStyles as styles } from '../styles/notes.styles.js';

export const annotationsPart = { renderNotes, renderGlobalNote, styles };

export type AnnotationsPart = typeof annotationsPart;
