/**
 * Every dialect, one line each: the built-in ones by name, the others by a literal `import()`
 * of their folder, which a bundler splits off as `chunks/<folder>.js`. The rest is read from here.
 */
import type { Dialect } from '../dialect.js';

/** What the module of a dialect fetched on demand provides: its descriptor as the default export. */
export interface DialectModule {
  default: Dialect;
}

/** The dialects every page has: what markdown blocks and the elements' plain attributes need. */
export const BUILT_IN = ['choices-block', 'present_choices'] as const;

/**
 * The other dialects, fetched when first needed (`loadDialect`), in the order `DIALECTS` lists
 * them. A new dialect is its folder, a line here, its detector's place in `detect.ts` and its
 * export from `src/dialects.ts`; the descriptor test fails while one of these is missing.
 */
export const LOADERS = {
  ask_user_question: (): Promise<DialectModule> => import('./ask-user-question/index.js'),
  provide_choice: (): Promise<DialectModule> => import('./provide-choice/index.js'),
  request_user_choice: (): Promise<DialectModule> => import('./request-user-choice/index.js'),
  mcp_elicitation: (): Promise<DialectModule> => import('./mcp-elicitation/index.js'),
  ai_sdk_tool_part: (): Promise<DialectModule> => import('./ai-sdk-tool-part/index.js'),
  gemini_ask_user: (): Promise<DialectModule> => import('./gemini-ask-user/index.js'),
  codex_request_user_input: (): Promise<DialectModule> => import('./codex-request-user-input/index.js'),
  ask_followup_question: (): Promise<DialectModule> => import('./ask-followup-question/index.js'),
  langgraph_interrupt: (): Promise<DialectModule> => import('./langgraph-interrupt/index.js'),
  can_use_tool: (): Promise<DialectModule> => import('./can-use-tool/index.js'),
};

/** A dialect fetched on demand. */
export type LazyDialect = keyof typeof LOADERS;

/** Every way an agent asks that the kit understands. */
export type DialectName = (typeof BUILT_IN)[number] | LazyDialect;

/** Every dialect's name: the built-in ones, then the others. */
export const DIALECTS: readonly DialectName[] = [...BUILT_IN, ...(Object.keys(LOADERS) as LazyDialect[])];
