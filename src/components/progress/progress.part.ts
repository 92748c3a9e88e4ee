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
import { linkDrafts } from '../disclosure/disclosure.js';
import { disclose } from '../disclosure/disclosure.template.js';
import { disclosureStyles } from '../disclosure/disclosure.styles.js';
import type { RequestView } from '../request/request.template.js';

/**
 * What a request of several questions shows: the questions asked so far (`disclose`), paged
 * when a `<question-set>` has a `layout`, unless some question shows only by an option: those
 * appear right under the option chosen, so such a set stays stacked.
 */
function view(host: HTMLElement, v: RequestView): RequestView {
  const shown = disclose(host as Parameters<typeof disclose>[0], v);
  return (host as { layout?: string }).layout && !v.request.questions.some((q) => q.showWhen) ? page(host, shown) : shown;
}

// `view(host, view)` and `link(drafts, parts)`: short names, as the elements' calls are in bundle.js.
const progressPart = {
  renderProgress,
  questionMark,
  view,
  link: linkDrafts,
  setProblems,
  confirms: confirmsUnanswered,
  renderSkip,
  styles: css`${progressStyles}${pagingStyles}${unansweredStyles}${disclosureStyles}`,
};

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;
