/**
 * `choice-prompts/bind-session.js`: `bindSession` on its own, importing nothing, for a page
 * that loads the elements from `bundle.js` without a bundler; with a bundler, it is the
 * `bindSession` of `choice-prompts`.
 */
export { bindSession } from './bind/session.js';
export type { BindSessionOptions, SettledPromptMode } from './bind/session.js';
