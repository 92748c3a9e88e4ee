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
import { askUserQuestion } from './protocol/dialects/ask-user-question.js';
import { provideChoice } from './protocol/dialects/provide-choice.js';
import { requestUserChoice } from './protocol/dialects/request-user-choice.js';
import { mcpElicitation } from './protocol/dialects/mcp-elicitation.js';
import { aiSdkToolPart } from './protocol/dialects/ai-sdk-tool-part.js';
import { geminiAskUser } from './protocol/dialects/gemini-ask-user.js';
import { codexRequestUserInput } from './protocol/dialects/codex-request-user-input.js';
import { askFollowupQuestion } from './protocol/dialects/ask-followup-question.js';
import { langGraphInterrupt } from './protocol/dialects/langgraph-interrupt.js';
import { canUseTool } from './protocol/dialects/can-use-tool.js';

const SEEDS = [askUserQuestion, provideChoice, requestUserChoice, mcpElicitation, aiSdkToolPart];
const AGENTS = [geminiAskUser, codexRequestUserInput, askFollowupQuestion, langGraphInterrupt, canUseTool];
for (const dialect of [...SEEDS, ...AGENTS]) registerDialect(dialect);

export { choicesBlock } from './protocol/dialects/choices-block.js';
export { presentChoices } from './protocol/dialects/present-choices.js';
export { askUserQuestion, provideChoice, requestUserChoice, mcpElicitation, aiSdkToolPart };
export { geminiAskUser, codexRequestUserInput, askFollowupQuestion, langGraphInterrupt, canUseTool };
export { ASK_USER_QUESTION_TOOL } from './protocol/dialects/can-use-tool.js';
export { toolSubject } from './protocol/subject.js';
export { dialectForToolName } from './protocol/dialects/ai-sdk-tool-part.js';
export { USER_CHOICE_REQUIRED } from './protocol/dialects/request-user-choice.js';
export type * from './protocol/dialects/types.js';
