/**
 * `choice-prompts/dialects.js`: every dialect's parser and encoder, registered with
 * `parseRequest` / `encodeReply` on import. A host that parses agent output in dialects
 * other than the two markdown-block ones (`choices-block`, `present_choices`, always
 * built in) imports this once, before parsing:
 *
 * ```js
 * import 'choice-prompts/dialects.js';
 * import { parseRequest } from 'choice-prompts/protocol.js';
 * parseRequest('ask_user_question', toolCall.input);
 * ```
 *
 * Pages that would rather fetch a dialect only when one arrives call
 * `loadDialect(name)` from `protocol.js` instead; the elements do that by themselves.
 * The dialect objects are exported too, for calling one dialect's `parse` / `encode`
 * directly.
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

const SEEDS = [askUserQuestion, provideChoice, requestUserChoice, mcpElicitation, aiSdkToolPart];
const AGENTS = [geminiAskUser, codexRequestUserInput, askFollowupQuestion, langGraphInterrupt, canUseTool];
for (const dialect of [...SEEDS, ...AGENTS]) registerDialect(dialect);

export { choicesBlock } from './protocol/dialects/choices-block/index.js';
export { presentChoices } from './protocol/dialects/present-choices/index.js';
export { askUserQuestion, provideChoice, requestUserChoice, mcpElicitation, aiSdkToolPart };
export { geminiAskUser, codexRequestUserInput, askFollowupQuestion, langGraphInterrupt, canUseTool };
export { ASK_USER_QUESTION_TOOL } from './protocol/dialects/can-use-tool/index.js';
export { dialectForToolName } from './protocol/dialects/ai-sdk-tool-part/index.js';
export { USER_CHOICE_REQUIRED } from './protocol/dialects/request-user-choice/index.js';
export type * from './protocol/dialects/types.js';
