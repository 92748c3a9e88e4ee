/**
 * The part of a request of several questions (or one that confirms before sending questions
 * unanswered): its progress row, the sentence naming the questions still open, the paged layout
 * of a `<question-set>` (its tabs, panels and review), and Skip with the confirmation
 * (`../unanswered/`); its chunk is fetched with the first such request.
 */
import { css } from 'lit';
import { questionMark, renderProgress } from './progress.template.js';
import { progressStyles } from './progress.styles.js';
import { page } from '../paging/pager.controller.js';
import { pagingStyles } from '../paging/paging.styles.js';
import { setProblems } from '../answer/set-problems.js';
import { confirmsUnanswered } from '../unanswered/confirm.js';
import { unansweredStyles } from '../unanswered/unanswered.styles.js';
import { renderSkip } from '../unanswered/skip.js';

// `view(set, view)`: what a `<question-set>` with a `layout` shows (a short name: the element's call is in bundle.js).
const progressPart = {
  renderProgress,
  questionMark,
  view: page,
  setProblems,
  confirms: confirmsUnanswered,
  renderSkip,
  styles: css`${progressStyles}${pagingStyles}${unansweredStyles}`,
};

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;
