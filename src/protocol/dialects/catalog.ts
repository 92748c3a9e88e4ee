/**
 * Where each dialect not built in is fetched from: a literal `import()` of its folder, which a
 * bundler splits off as `chunks/<folder>.js`. Only the registry reads it.
 */
import type { Dialect } from '../dialect.js';
import type { DialectName } from '../model.js';

/** What the module of a dialect fetched on demand provides: its descriptor as the default export. */
export interface DialectModule {
  default: Dialect;
}

/** The dialects every page has: what markdown blocks and the elements' plain attributes need. */
export type BuiltInDialect = 'choices-block' | 'present_choices';

/** A dialect fetched when first needed. */
export type LazyDialect = Exclude<DialectName, BuiltInDialect>;

/**
 * Each dialect not built in, in `DIALECTS`' order. A new dialect is its folder, its name in
 * `DIALECTS`, a line here (the compiler refuses a name without one), its detector's place in
 * `detect.ts` and its export from `src/dialects.ts` (the descriptor test fails without them).
 */
export const LOADERS: Record<LazyDialect, () => Promise<DialectModule>> = {
  ask_user_question: () => import('./ask-user-question/index.js'),
  provide_choice: () => import('./provide-choice/index.js'),
  request_user_choice: () => import('./request-user-choice/index.js'),
  mcp_elicitation: () => import('./mcp-elicitation/index.js'),
  ai_sdk_tool_part: () => import('./ai-sdk-tool-part/index.js'),
  gemini_ask_user: () => import('./gemini-ask-user/index.js'),
  codex_request_user_input: () => import('./codex-request-user-input/index.js'),
  ask_followup_question: () => import('./ask-followup-question/index.js'),
  langgraph_interrupt: () => import('./langgraph-interrupt/index.js'),
  can_use_tool: () => import('./can-use-tool/index.js'),
};
