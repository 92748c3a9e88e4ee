/**
 * What a request of several questions needs: the progress row, and the sentence naming the
 * questions still open; its chunk is fetched with the first such request.
 */
import { renderProgress } from './progress.template.js';
import { progressStyles as styles } from './progress.styles.js';
import { setProblems } from '../answer/set-problems.js';

const progressPart = { renderProgress, styles, setProblems };

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;
