/**
 * The `provide_choice` tool. Transport, hand-off and polling by `session_id` are the MCP
 * server's (it reads them from `request.meta`); this definition always asks in-process.
 */
import { provideChoice, type ProvideChoiceArgs, type ProvideChoiceResult } from '../dialects/provide-choice/index.js';
import { PROVIDE_CHOICE_TOOL_SCHEMA } from '../dialects/provide-choice/tool.js';
import { askAndReply } from './await-answer.js';
import { invalidArguments, type ToolDefinition } from './tool.js';
import { randomId } from '../ids.js';

/** JSON Schema of every `provide_choice` reply (`ProvideChoiceResponse`), for MCP `outputSchema`. */
export const provideChoiceOutputSchema = {
  type: 'object',
  properties: {
    action_status: {
      type: 'string',
      enum: ['selected', 'custom_input', 'cancelled', 'timeout', 'pending_terminal_launch', 'pending_browser_launch'],
      description:
        '"selected": at least one option chosen. "custom_input": typed text and no option. "cancelled": no answer, and ' +
        'selection.reason says whether the user declined (said no) or dismissed the question (closed it without answering). ' +
        '"timeout": no answer in time. "pending_*": a hand-off waits for its client (see selection.url and session_id).',
    },
    selection: {
      type: 'object',
      properties: {
        selected_ids: { type: 'array', items: { type: 'string' }, description: 'Chosen option ids, in option order.' },
        selected_labels: { type: 'array', items: { type: 'string' }, description: 'Their labels, in the same order.' },
        custom_input: { type: 'string', description: 'Text the user typed.' },
        option_annotations: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Notes on chosen options, keyed by option id.',
        },
        global_annotation: { type: 'string', description: 'The note on the whole answer.' },
        reason: {
          type: 'string',
          enum: ['declined', 'dismissed'],
          description: '"cancelled" only: "declined" when the user said no, "dismissed" when they closed the question without answering.',
        },
        url: { type: 'string', description: 'Pending hand-off only: the launch address or command.' },
        summary: { type: 'string', description: 'One human-readable line describing the result.' },
      },
      required: ['selected_ids', 'selected_labels', 'summary'],
    },
    session_id: { type: 'string', description: 'The hand-off session this result belongs to.' },
  },
  required: ['action_status', 'selection'],
} as const;

export const provideChoiceTool: ToolDefinition<ProvideChoiceArgs, ProvideChoiceResult> & {
  readonly outputSchema: typeof provideChoiceOutputSchema;
} = {
  ...PROVIDE_CHOICE_TOOL_SCHEMA,
  outputSchema: provideChoiceOutputSchema,
  async execute(args, context) {
    // Each call asks anew: the same arguments again are another question, with an id of its own.
    const parsed = provideChoice.parse(args, { id: randomId('provide_choice') });
    if (!parsed.ok) return invalidArguments('The provide_choice arguments are invalid. Nothing was shown to the user. Correct them and call again:', parsed.errors);
    const { request } = parsed;
    if (!context?.session) {
      return {
        isError: true,
        content: 'provide_choice needs a ChoiceSession (context.session) to ask the user; none was given, so nothing was asked.',
        request,
      };
    }
    return askAndReply(context.session, request, provideChoice);
  },
};
