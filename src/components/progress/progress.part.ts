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
import { linkDrafts } from '../disclosure/disclosure.js';
import { disclose } from '../disclosure/disclosure.template.js';
import { disclosureStyles } from '../disclosure/disclosure.styles.js';

/**
 * What a request of several questions shows: the questions asked so far (`disclose`), laid
 * out by the pager part when a `<question-set>`'s `layout` pages, unless some question shows
 * only by an option: those appear right under the option chosen, so such a set stays stacked.
 * The pager part comes with the set's other parts when the layout was set before the set
 * showed; set later, the set stays stacked, its answers kept, until the part is here.
 */
function view(host: HTMLElement, v: RequestView): RequestView {
  const shown = disclose(host as Parameters<typeof disclose>[0], v);
  const set = host as HTMLElement & ReactiveControllerHost & { layout?: string };
  if (!set.layout || set.layout === 'stacked' || v.request.questions.some((q) => q.showWhen)) return shown;
  const pager = fetchPart('pager');
  if (pager instanceof Promise) void pager.then(() => set.requestUpdate());
  return 'value' in pager ? (pager.value as PagerPart).view(set, shown) : shown;
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
  styles: css`${progressStyles}${unansweredStyles}${disclosureStyles}`,
};

/** The part, as `parts.ts` takes it from the chunk. */
export default progressPart;

export type ProgressPart = typeof progressPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The progress row of a request of several questions, Skip, and the confirmation before sending questions unanswered. */
    progress?: ProgressPart;
  }
}
