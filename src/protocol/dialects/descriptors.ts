// Written by `node scripts/dialects-catalog.mjs` from the dialect folders beside it: do not edit.
// Every dialect's descriptor by its name, for choice-prompts/dialects.js to register and export.
// test/node/dialects-catalog.test.mjs fails while it differs from what the script writes.

export { agUiInterrupt } from './ag-ui-interrupt/index.js';
export { aiSdkToolPart } from './ai-sdk-tool-part/index.js';
export { askFollowupQuestion } from './ask-followup-question/index.js';
export { askUserQuestion } from './ask-user-question/index.js';
export { canUseTool } from './can-use-tool/index.js';
export { choicesBlock } from './choices-block/index.js';
export { codexRequestUserInput } from './codex-request-user-input/index.js';
export { geminiAskUser } from './gemini-ask-user/index.js';
export { langGraphInterrupt } from './langgraph-interrupt/index.js';
export { mcpElicitation } from './mcp-elicitation/index.js';
export { presentChoices } from './present-choices/index.js';
export { provideChoice } from './provide-choice/index.js';
export { requestUserChoice } from './request-user-choice/index.js';
export { vscodeAskQuestions } from './vscode-ask-questions/index.js';
