/**
 * The elements' part for a request of several questions: its progress row and that row's
 * styles. A chunk of its own, fetched with the first such request (`parts.ts`).
 */
import { renderProgress } from './progress.template.js';
import { progressStyles as styles } from './progress.styles.js';

const progressPart = { renderProgress, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;
