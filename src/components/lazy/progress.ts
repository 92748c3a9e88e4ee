/**
 * The elements' part for a request of several questions: its progress row and that row's
 * styles. A chunk of its own, fetched with the first such request (`parts.ts`).
 */
import { renderProgress } from '../templates/progress.template.js';
import { progressStyles as styles } from '../styles/progress.styles.js';

export const progressPart = { renderProgress, styles };

export type ProgressPart = typeof progressPart;
