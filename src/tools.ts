/**
 * `choice-prompts/tools.js`: the agent-side tool definitions, validating arguments with the
 * elements' own parsers. Importing it registers the dialects the tools speak.
 */
import { registerDialect } from './protocol/registry.js';
// The rules of the question kinds besides `choice`, which these dialects' requests hold.
import './protocol/kinds.js';
import { askUserQuestion } from './protocol/dialects/ask-user-question/index.js';
import { provideChoice } from './protocol/dialects/provide-choice/index.js';
import { requestUserChoice } from './protocol/dialects/request-user-choice/index.js';

for (const dialect of [askUserQuestion, provideChoice, requestUserChoice]) registerDialect(dialect);

export type { ToolContext, ToolDefinition, ToolExecution } from './protocol/tools/tool.js';
export { errorsAsText } from './protocol/tools/tool.js';
export { presentChoicesTool } from './protocol/dialects/present-choices/tool.js';
export type { PresentChoicesArgs } from './protocol/dialects/present-choices/tool.js';
export { askUserQuestionTool } from './protocol/dialects/ask-user-question/tool.js';
export type { AskUserQuestionArgs } from './protocol/dialects/ask-user-question/tool.js';
export { provideChoiceTool, provideChoiceOutputSchema } from './protocol/dialects/provide-choice/tool.js';
export { requestUserChoiceTool, requestUserChoiceInstructions } from './protocol/dialects/request-user-choice/tool.js';
export type { RequestUserChoiceArgs } from './protocol/dialects/request-user-choice/tool.js';
