// Written by `node scripts/dialects-catalog.mjs` from the dialect folders beside it: do not edit.
// Each dialect's detector, imported on its own so that detecting loads no dialect; detect.ts orders them.
// test/node/dialects-catalog.test.mjs fails while it differs from what the script writes.

import type { DialectDetect } from '../dialect.js';
import type { DialectName } from '../model.js';
import { detectAgUiInterrupt } from './ag-ui-interrupt/detect.js';
import { detectAiSdkToolPart } from './ai-sdk-tool-part/detect.js';
import { detectAskFollowupQuestion } from './ask-followup-question/detect.js';
import { detectAskUserQuestion } from './ask-user-question/detect.js';
import { detectCanUseTool } from './can-use-tool/detect.js';
import { detectChoicesBlock } from './choices-block/detect.js';
import { detectCodexRequestUserInput } from './codex-request-user-input/detect.js';
import { detectGeminiAskUser } from './gemini-ask-user/detect.js';
import { detectLangGraphInterrupt } from './langgraph-interrupt/detect.js';
import { detectMcpElicitation } from './mcp-elicitation/detect.js';
import { detectProvideChoice } from './provide-choice/detect.js';
import { detectRequestUserChoice } from './request-user-choice/detect.js';
import { detectVscodeAskQuestions } from './vscode-ask-questions/detect.js';

/** Each dialect with its detector (a built-in descriptor leaves its own out: only detecting needs it). */
export const DETECTORS: ReadonlyArray<readonly [DialectName, DialectDetect]> = [
  ['ag_ui_interrupt', detectAgUiInterrupt],
  ['ai_sdk_tool_part', detectAiSdkToolPart],
  ['ask_followup_question', detectAskFollowupQuestion],
  ['ask_user_question', detectAskUserQuestion],
  ['can_use_tool', detectCanUseTool],
  ['choices-block', detectChoicesBlock],
  ['codex_request_user_input', detectCodexRequestUserInput],
  ['gemini_ask_user', detectGeminiAskUser],
  ['langgraph_interrupt', detectLangGraphInterrupt],
  ['mcp_elicitation', detectMcpElicitation],
  ['provide_choice', detectProvideChoice],
  ['request_user_choice', detectRequestUserChoice],
  ['vscode_ask_questions', detectVscodeAskQuestions],
];
