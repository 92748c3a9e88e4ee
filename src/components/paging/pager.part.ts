/**
 * The paged layout of a `<question-set>` (`layout="paged"`, or `auto` when paging applies): its
 * pager, tabs, panels, review and texts. Fetched only by a set with such a layout, so a stacked
 * set never downloads it.
 */
import { page } from './pager.controller.js';

/** `view(set, view)`: what a `<question-set>` whose layout pages shows (the progress part calls it). Its styles join the set's with its pager. */
const pagerPart = { view: page };

/** The part, as `parts.ts` takes it from the chunk. */
export default pagerPart;

export type PagerPart = typeof pagerPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The paged layout of a `<question-set>` whose `layout` is `paged` or `auto`: its pager, tabs, panels and review. */
    pager?: PagerPart;
  }
}
