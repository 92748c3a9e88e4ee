/**
 * The `ask_user_question` tool: asks through a `ChoiceSession`, waits, and returns the reply as
 * JSON text. Sub-agents are refused: they run without a user to ask.
 */
import { askUserQuestion, type AskUserQuestionReply } from '../dialects/ask-user-question/index.js';
import { ASK_USER_QUESTION_TOOL_SCHEMA } from '../dialects/ask-user-question/tool.js';
import { askAndReply } from './await-answer.js';
import { invalidArguments, type ToolDefinition } from './tool.js';
import { randomId } from '../ids.js';

export interface AskUserQuestionArgs {
  questions: Array<{
    question: string;
    header: string;
    options: Array<{ label: string; description?: string; preview?: string }>;
    multiSelect: boolean;
  }>;
}

export const SUB_AGENT_REFUSAL =
  'ask_user_question is not available to sub-agents: only parent conversations can ask the user questions. ' +
  'Decide with the information you have, or return and let the parent conversation ask.';

export const NO_SESSION_ERROR =
  'ask_user_question needs a ChoiceSession to show the questions and wait for the answers; ' +
  'the host must pass one as context.session.';

export const askUserQuestionTool: ToolDefinition<AskUserQuestionArgs, AskUserQuestionReply> = {
  ...ASK_USER_QUESTION_TOOL_SCHEMA,
  async execute(args, context = {}) {
    if (context.isSubAgent) return { isError: true, content: SUB_AGENT_REFUSAL };
    // Each call asks anew: the same arguments again are another question, with an id of its own.
    const result = askUserQuestion.parse(args, { id: randomId('auq') });
    if (!result.ok) return invalidArguments('The ask_user_question arguments are invalid; correct them and call the tool again:', result.errors);
    const { request } = result;
    if (!context.session) return { isError: true, content: NO_SESSION_ERROR, request };
    return askAndReply(context.session, request, askUserQuestion);
  },
};
