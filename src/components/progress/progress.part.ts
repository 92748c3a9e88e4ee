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
import { secondaryButton } from '../internal/secondary-button.styles.js';
import { setProblems } from '../answer/set-problems.js';
import { confirmsUnanswered } from '../unanswered/confirm.js';
import { unansweredStyles } from '../unanswered/unanswered.styles.js';
import { renderSkip } from '../unanswered/skip.js';
import { linkDrafts } from '../disclosure/disclosure.js';
import { disclose } from '../disclosure/disclosure.template.js';
import { disclosureStyles } from '../disclosure/disclosure.styles.js';

/**
 * What a request of several questions shows: the questions asked so far (`disclose`), laid
 * out by the pager part unless a `<question-set>`'s `layout` is `stacked` (`auto`, the default,
 * pages by the set's size; a `<choice-prompt>` never holds several), or some question shows
 * only by an option: those appear right under the option chosen, so such a set stays stacked.
 * The pager part comes with the set's other parts when the layout was set before the set
 * showed; set later, the set stays stacked, its answers kept, until the part is here.
 */
function view(host: HTMLElement, v: RequestView): RequestView {
  revealSummary(host as HTMLElement & ReactiveControllerHost, v);
  const shown = disclose(host as Parameters<typeof disclose>[0], v);
  const set = host as HTMLElement & ReactiveControllerHost & { layout?: string };
  if (set.layout === 'stacked' || v.request.questions.some((q) => q.showWhen)) return shown;
  const pager = fetchPart('pager');
  if (pager instanceof Promise) void pager.then(() => set.requestUpdate());
  return 'value' in pager ? (pager.value as PagerPart).view(set, shown) : shown;
}

/** The sets showing what is still open after a refused Submit. */
const summarized = new WeakSet<HTMLElement>();

/**
 * A refused Submit sends focus up to the first open question; the sentence naming what is
 * still open stands above the questions. Once it shows, it is scrolled into view, then the
 * question with focus (both, when they fit): Submit's own message never lands out of view.
 */
function revealSummary(host: HTMLElement & ReactiveControllerHost, v: RequestView): void {
  if (!v.missing || v.lock) return void summarized.delete(host);
  if (summarized.has(host)) return;
  summarized.add(host);
  void host.updateComplete.then(() => {
    const root = host.shadowRoot;
    root?.querySelector('.base > [part=hint]')?.scrollIntoView({ block: 'nearest' });
    root?.activeElement?.scrollIntoView({ block: 'nearest' });
  });
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
  styles: css`${secondaryButton}${progressStyles}${unansweredStyles}${disclosureStyles}`,
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
