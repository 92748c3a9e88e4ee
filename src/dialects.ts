/**
 * `choice-prompts/dialects.js`: registers every dialect with `parseRequest` / `encodeReply` on
 * import and exports each one's descriptor. Pages that would rather fetch a dialect when one
 * arrives call `loadDialect(name)` instead.
 */
import { registerDialect } from './protocol/registry.js';
// The rules of the question kinds besides `choice`, which these dialects' requests hold.
import './protocol/kinds.js';
import { askUserQuestion } from './protocol/dialects/ask-user-question/index.js';
import { provideChoice } from './protocol/dialects/provide-choice/index.js';
import { requestUserChoice } from './protocol/dialects/request-user-choice/index.js';
import { mcpElicitation } from './protocol/dialects/mcp-elicitation/index.js';
import { aiSdkToolPart } from './protocol/dialects/ai-sdk-tool-part/index.js';
import { geminiAskUser } from './protocol/dialects/gemini-ask-user/index.js';
import { codexRequestUserInput } from './protocol/dialects/codex-request-user-input/index.js';
import { askFollowupQuestion } from './protocol/dialects/ask-followup-question/index.js';
import { langGraphInterrupt } from './protocol/dialects/langgraph-interrupt/index.js';
import { canUseTool } from './protocol/dialects/can-use-tool/index.js';

const NOT_BUILT_IN = [askUserQuestion, provideChoice, requestUserChoice, mcpElicitation, aiSdkToolPart, geminiAskUser, codexRequestUserInput, askFollowupQuestion, langGraphInterrupt, canUseTool];
for (const dialect of NOT_BUILT_IN) registerDialect(dialect);

export { choicesBlock } from './protocol/dialects/choices-block/index.js';
export { presentChoices } from './protocol/dialects/present-choices/index.js';
export { askUserQuestion, provideChoice, requestUserChoice, mcpElicitation, aiSdkToolPart };
export { geminiAskUser, codexRequestUserInput, askFollowupQuestion, langGraphInterrupt, canUseTool };
export { ASK_USER_QUESTION_TOOL, permissionResult } from './protocol/dialects/can-use-tool/index.js';
export { toolSubject } from './protocol/subject.js';
export { dialectForToolName } from './protocol/dialects/ai-sdk-tool-part/index.js';
export { USER_CHOICE_REQUIRED } from './protocol/dialects/request-user-choice/index.js';
export type * from './protocol/dialects/types.js';
