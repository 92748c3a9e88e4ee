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
export { presentChoicesTool } from './protocol/tools/present-choices.js';
export type { PresentChoicesArgs } from './protocol/tools/present-choices.js';
export { askUserQuestionTool } from './protocol/tools/ask-user-question.js';
export type { AskUserQuestionArgs } from './protocol/tools/ask-user-question.js';
export { provideChoiceTool, provideChoiceOutputSchema } from './protocol/tools/provide-choice.js';
export { requestUserChoiceTool, requestUserChoiceInstructions } from './protocol/tools/request-user-choice.js';
export type { RequestUserChoiceArgs } from './protocol/tools/request-user-choice.js';
