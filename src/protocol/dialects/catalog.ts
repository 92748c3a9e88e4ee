// Written by `node scripts/dialects-catalog.mjs` from the dialect folders beside it: do not edit.
// Each dialect not built in, fetched on demand: a literal `import()` a bundler splits off as chunks/<folder>.js.
// test/node/dialects-catalog.test.mjs fails while it differs from what the script writes.

import type { Dialect } from '../dialect.js';
import type { DialectName } from '../model.js';

/** A dialect fetched when first needed: every one but those of `BUILT_IN` (built-in.ts). */
export type LazyDialect = Exclude<DialectName, 'choices-block' | 'present_choices'>;

/** Loads the module of each dialect not built in; its default export is its descriptor. Only the registry reads it. */
export const LOADERS: Record<LazyDialect, () => Promise<{ default: Dialect }>> = {
  ag_ui_interrupt: () => import('./ag-ui-interrupt/index.js'),
  ai_sdk_tool_part: () => import('./ai-sdk-tool-part/index.js'),
  ask_followup_question: () => import('./ask-followup-question/index.js'),
  ask_user_question: () => import('./ask-user-question/index.js'),
  can_use_tool: () => import('./can-use-tool/index.js'),
  codex_request_user_input: () => import('./codex-request-user-input/index.js'),
  gemini_ask_user: () => import('./gemini-ask-user/index.js'),
  langgraph_interrupt: () => import('./langgraph-interrupt/index.js'),
  mcp_elicitation: () => import('./mcp-elicitation/index.js'),
  provide_choice: () => import('./provide-choice/index.js'),
  request_user_choice: () => import('./request-user-choice/index.js'),
  vscode_ask_questions: () => import('./vscode-ask-questions/index.js'),
};
