/**
 * The progress row's part, for a request of several questions; its chunk is fetched with the
 * first such request.
 */
import { renderProgress } from './progress.template.js';
import { progressStyles as styles } from './progress.styles.js';

const progressPart = { renderProgress, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;
