/**
 * `choice-prompts/bind-session.js`: `bindSession` on its own, for a page that loads the
 * elements from `bundle.js` without a bundler. It imports nothing (the binding creates the
 * elements by tag name), so bundle.js need not carry it for the pages that never bind a
 * session. With a bundler, `bindSession` from `choice-prompts` is the same function.
 */
export { bindSession } from './bind/session.js';
export type { BindSessionOptions, SettledPromptMode } from './bind/session.js';
