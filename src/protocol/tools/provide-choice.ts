/**
 * The `provide_choice` tool. Transport, hand-off and polling by `session_id` are the MCP
 * server's (it reads them from `request.meta`); this definition always asks in-process.
 */
import { LIMITS, SEED_LIMITS } from '../limits.js';
import {
  IGNORED_CANCEL_FLAGS,
  PROVIDE_CHOICE_TIMEOUT_ACTIONS,
  PROVIDE_CHOICE_TRANSPORTS,
  SELECTION_MODES,
  PROVIDE_CHOICE_OPTIONS,
  provideChoice,
  type ProvideChoiceArgs,
  type ProvideChoiceResult,
} from '../dialects/provide-choice/index.js';
import { fieldSchema } from '../dialects/shared/fields.js';
import { askAndReply } from './await-answer.js';
import { invalidArguments, type ToolDefinition } from './tool.js';

const cancelFlag = {
  type: 'boolean',
  description: 'Ignored: the user can always cancel. Accepted so that callers sending it are not refused.',
} as const;

const inputSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: LIMITS.maxShortText, description: 'A short heading for the prompt.' },
    prompt: { type: 'string', minLength: 1, maxLength: LIMITS.maxLongText, description: 'The question the user answers.' },
    selection_mode: {
      type: 'string',
      enum: [...SELECTION_MODES],
      description:
        '"single": pick exactly one option. "multi": pick several (min_selections–max_selections). ' +
        '"text_input": typed text only (no options). "hybrid": options plus a free-text field; typed text may replace the options.',
    },
    options: fieldSchema(PROVIDE_CHOICE_OPTIONS, {
      description:
        `${SEED_LIMITS.minOptions}–${SEED_LIMITS.maxOptions} options for single, multi and hybrid, with unique ids and at least one ` +
        'recommended; empty or omitted for text_input.',
      items: {
        id: 'Unique id, returned in selection.selected_ids.',
        label: 'Text shown on the option.',
        description: 'Optional longer explanation shown under the label.',
        recommended: 'Marks an option you recommend; at least one option must be recommended.',
      },
    }),
    placeholder: {
      type: 'string',
      maxLength: LIMITS.maxLongText,
      description: 'Placeholder of the free-text field (text_input and hybrid only).',
    },
    placeholder_visible: { type: 'boolean', description: 'false hides the placeholder (default true; text_input and hybrid only).' },
    default_selection_ids: {
      type: 'array',
      maxItems: SEED_LIMITS.maxOptions,
      items: { type: 'string' },
      description: 'Option ids chosen before the user acts (at most max_selections); returned unchanged if the user keeps them, and on timeout.',
    },
    min_selections: {
      type: 'integer',
      minimum: 0,
      maximum: SEED_LIMITS.maxOptions,
      description: 'Fewest options to choose (multi: default 1, 0 lets the user submit none; hybrid: default 0, typed text counts; single: only 1).',
    },
    max_selections: {
      type: 'integer',
      minimum: 1,
      maximum: SEED_LIMITS.maxOptions,
      description: 'Most options to choose, not below min_selections (multi: default all; hybrid: default 1; single: only 1).',
    },
    single_submit_mode: {
      type: 'boolean',
      description:
        'true (default for single, and hybrid with max_selections 1): choosing an option submits at once. ' +
        'false: the user confirms with Submit. Must not be true for multi or text_input, or with annotations enabled.',
    },
    allow_option_notes: { type: 'boolean', description: 'Let the user append a note to each chosen option (selection.option_annotations).' },
    allow_global_annotation: { type: 'boolean', description: 'Let the user add one note about the whole answer (selection.global_annotation).' },
    ...Object.fromEntries(IGNORED_CANCEL_FLAGS.map((flag) => [flag, cancelFlag])),
    transport: {
      type: 'string',
      enum: [...PROVIDE_CHOICE_TRANSPORTS],
      description: 'Where to ask: "auto" (default) picks the first the client and server can use: the question drawn inline in the conversation ' +
        '("app", clients with MCP Apps), the client\'s form ("elicitation"), a browser page, or the terminal.',
    },
    handoff: {
      type: 'boolean',
      description:
        'Not with elicitation: return at once with action_status "pending_terminal_launch" or "pending_browser_launch", ' +
        'the launch address/command in selection.url (the View\'s ui:// address when the question is drawn in the conversation) ' +
        'and selection.summary, and a session_id.',
    },
    session_id: {
      type: 'string',
      maxLength: LIMITS.maxShortText,
      description:
        'The session_id of a pending hand-off: call again with the same arguments plus this id to collect the result. ' +
        'Sessions are single-use; to ask again, start a new session.',
    },
    timeout_seconds: {
      type: 'number',
      minimum: 1,
      maximum: LIMITS.maxTimeoutMs / 1000,
      description: 'Seconds the user has to answer.',
    },
    timeout_action: {
      type: 'string',
      enum: [...PROVIDE_CHOICE_TIMEOUT_ACTIONS],
      description: 'On timeout: "default_selection" (default) returns default_selection_ids; "cancel" returns an empty selection.',
    },
  },
  required: ['title', 'prompt', 'selection_mode'],
  additionalProperties: false,
} as const;

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

const description =
  'Ask the user one question and wait for the answer: pick one option (single), several (multi), type text (text_input), ' +
  'or options plus free text (hybrid). Options need unique ids and at least one recommended option. The user can always ' +
  'decline or dismiss the question. Returns {action_status: "selected"|"custom_input"|"cancelled"|"timeout", selection: ' +
  '{selected_ids, selected_labels, custom_input?, option_annotations?, global_annotation?, reason?, summary}}; when ' +
  'cancelled, reason is "declined" (the user said no) or "dismissed" (closed without answering).';

export const provideChoiceTool: ToolDefinition<ProvideChoiceArgs, ProvideChoiceResult> & {
  readonly outputSchema: typeof provideChoiceOutputSchema;
} = {
  name: 'provide_choice',
  description,
  inputSchema,
  outputSchema: provideChoiceOutputSchema,
  async execute(args, context) {
    const parsed = provideChoice.parse(args);
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
