/**
 * The `requestUserChoice` tool: with a `ChoiceSession` it asks and returns the chosen title;
 * without one, "Pausing for user choice." and the request, for the host to emit its event.
 */
import { requestUserChoice } from '../dialects/request-user-choice/index.js';
import { REQUEST_USER_CHOICE_TOOL_SCHEMA } from '../dialects/request-user-choice/tool.js';
import { awaitAnswer } from './await-answer.js';
import { invalidArguments, type ToolDefinition } from './tool.js';
import { randomId } from '../ids.js';

export interface RequestUserChoiceArgs {
  question: string;
  options: Array<{ title: string; description: string; isRecommended?: boolean }>;
}

/** The system-prompt line telling the agent to use the tool. */
export const requestUserChoiceInstructions =
  '- When you need the user to make a decision, you MUST call the `requestUserChoice` tool. ' +
  'Provide a clear question and at least two distinct options. You MUST set `isRecommended` to true for one of the options.';

export const PAUSING_CONTENT = 'Pausing for user choice.';

export const requestUserChoiceTool: ToolDefinition<RequestUserChoiceArgs, string | null> = {
  ...REQUEST_USER_CHOICE_TOOL_SCHEMA,
  async execute(args, context = {}) {
    // Each call asks anew: the same arguments again are another question, with an id of its own.
    const result = requestUserChoice.parse(args, { id: randomId('choice') });
    if (!result.ok) return invalidArguments('The requestUserChoice arguments are invalid; correct them and call the tool again:', result.errors);
    const { request } = result;
    if (!context.session) return { isError: false, content: PAUSING_CONTENT, request };
    const outcome = await awaitAnswer(context.session, request);
    if (!outcome.ok) return { isError: true, content: outcome.message, request };
    const { response } = outcome;
    const reply = requestUserChoice.encode(request, response);
    const content =
      reply ??
      (response.status === 'timeout'
        ? 'The user did not answer in time. Proceed without their choice.'
        : 'The user dismissed the choice without answering. Proceed without their choice.');
    return { isError: false, content, request, response, reply };
  },
};
