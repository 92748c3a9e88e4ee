/**
 * The progress row's part, for a request of several questions, with what leaving questions
 * unanswered needs (`../unanswered/`); its chunk is fetched with the first such request.
 */
import { css } from 'lit';
import { renderProgress } from './progress.template.js';
import { progressStyles } from './progress.styles.js';
import { confirmsUnanswered } from '../unanswered/confirm.js';
import { unansweredStyles } from '../unanswered/unanswered.styles.js';
import { renderSkip } from '../unanswered/skip.js';

const progressPart = { renderProgress, confirms: confirmsUnanswered, renderSkip, styles: css`${progressStyles}${unansweredStyles}` };

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;
