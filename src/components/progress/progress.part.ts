/**
 * The progress row's part, for a request of several questions; its chunk is fetched with the
 * first such request.
 */
import { questionMark, renderProgress } from './progress.template.js';
import { progressStyles as styles } from './progress.styles.js';

const progressPart = { renderProgress, questionMark, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;
