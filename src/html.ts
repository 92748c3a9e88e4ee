/**
 * `choice-prompts/html.js`: a request as HTML text, in any state, as the elements show it:
 * DOM-free and Lit-free, for a server (React Server Components, Astro, any backend), a worker
 * or an edge runtime. Styled by `choice-prompts/history.css` in the page.
 */
export { renderHTML, renderPromptHTML, renderSetHTML } from './html/render.js';
export type { HTMLShape, RenderHTMLOptions } from './html/render.js';
export { renderHistoryHTML } from './html/history.js';
export type { HistoryHTMLOptions, MarkedLike } from './html/history.js';
