/**
 * The `ask_user_question` tool: asks through a `ChoiceSession`, waits, and returns the reply as
 * JSON text. Sub-agents are refused: they run without a user to ask.
 */
import { SEED_LIMITS } from '../limits.js';
import { ASK_USER_QUESTION_FIELDS, askUserQuestion, type AskUserQuestionReply } from '../dialects/ask-user-question/index.js';
import { objectSchema } from '../dialects/shared/fields.js';
import { askAndReply } from './await-answer.js';
import { invalidArguments, type ToolDefinition } from './tool.js';

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

const inputSchema = objectSchema(ASK_USER_QUESTION_FIELDS, {
  questions: {
    description: `${SEED_LIMITS.minQuestions}–${SEED_LIMITS.maxQuestions} questions, shown and answered together. Each question text must be unique: the answers are keyed by it.`,
    items: {
      question: 'The full question, clear and specific, ending with a question mark.',
      header: 'A very short label for the question (one or two words), such as "Auth method".',
      options: {
        description: `${SEED_LIMITS.minOptions}–${SEED_LIMITS.maxOptions} distinct choices with unique labels. The user can always type an answer of their own instead, so do not add an "Other" option.`,
        items: {
          label: 'The choice as the user sees it and as the answer names it (a few words).',
          description: 'What choosing this option means, or its trade-offs.',
          preview: 'Optional preview (a code snippet or mock-up) shown while the option has focus.',
        },
      },
      multiSelect: 'true to let the user choose several options; their labels come back joined with ", ".',
    },
  },
});

export const askUserQuestionTool: ToolDefinition<AskUserQuestionArgs, AskUserQuestionReply> = {
  name: 'ask_user_question',
  description:
    'Ask the user 1–4 multiple-choice questions when you need their decision or preference to proceed, instead of guessing. ' +
    'Execution pauses until they answer. The result is {"answers": {"<question text>": "<chosen label(s), or their own words>"}}; ' +
    'if they cancel it says "cancelled": true, and you should proceed without the answers.',
  inputSchema,
  async execute(args, context = {}) {
    if (context.isSubAgent) return { isError: true, content: SUB_AGENT_REFUSAL };
    const result = askUserQuestion.parse(args);
    if (!result.ok) return invalidArguments('The ask_user_question arguments are invalid; correct them and call the tool again:', result.errors);
    const { request } = result;
    if (!context.session) return { isError: true, content: NO_SESSION_ERROR, request };
    return askAndReply(context.session, request, askUserQuestion);
  },
};
