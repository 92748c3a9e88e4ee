/**
 * The part of a request of several questions (or one that confirms before sending questions
 * unanswered): its progress row, the sentence naming the questions still open, the marks, and
 * Skip with the confirmation (`../unanswered/`); its chunk is fetched with the first such
 * request. The paged layout is its own part (`../paging/pager.part.ts`), which `view` hands a
 * set whose layout pages.
 */
import { css, type ReactiveControllerHost } from 'lit';
import { fetchPart } from '../loader/parts.js';
import type { PagerPart } from '../paging/pager.part.js';
import type { RequestView } from '../request/request.template.js';
import { questionMark, renderProgress } from './progress.template.js';
import { progressStyles } from './progress.styles.js';
import { setProblems } from '../answer/set-problems.js';
import { confirmsUnanswered } from '../unanswered/confirm.js';
import { unansweredStyles } from '../unanswered/unanswered.styles.js';
import { renderSkip } from '../unanswered/skip.js';

/**
 * What a request of several questions shows: as it is, unless it is a `<question-set>` whose
 * `layout` pages, which the pager part lays out. That part comes with the set's other parts
 * when the layout was set before the set showed; set later, the set stays stacked, its answers
 * kept, until the part is here.
 */
function view(element: HTMLElement & ReactiveControllerHost & { layout?: string }, v: RequestView): RequestView {
  const layout = element.layout;
  if (!layout || layout === 'stacked') return v;
  const pager = fetchPart('pager');
  if (pager instanceof Promise) void pager.then(() => element.requestUpdate());
  return 'value' in pager ? (pager.value as PagerPart).view(element, v) : v;
}

// `view(element, view)`: a short name, as the element's call is in bundle.js.
const progressPart = {
  renderProgress,
  questionMark,
  view,
  setProblems,
  confirms: confirmsUnanswered,
  renderSkip,
  styles: css`${progressStyles}${unansweredStyles}`,
};

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;

declare module '../loader/part-types.js' {
  interface Parts {
    /** The progress row of a request of several questions, Skip, and the confirmation before sending questions unanswered. */
    progress?: ProgressPart;
  }
}
