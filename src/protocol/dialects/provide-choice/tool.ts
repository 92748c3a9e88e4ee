/** What the `provide_choice` tool tells the model: its name, when to call it, its arguments' schema. */
import { LIMITS, SEED_LIMITS } from '../../limits.js';
import type { DialectTool } from '../../dialect.js';
import { fieldSchema } from '../shared/schema.js';
// From the index, not contract.ts: the parser's chunk holds these lists, and this module's shares them.
import { IGNORED_CANCEL_FLAGS, PROVIDE_CHOICE_OPTIONS, PROVIDE_CHOICE_TIMEOUT_ACTIONS, PROVIDE_CHOICE_TRANSPORTS, SELECTION_MODES } from './index.js';

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

const description =
  'Ask the user one question and wait for the answer: pick one option (single), several (multi), type text (text_input), ' +
  'or options plus free text (hybrid). Options need unique ids and at least one recommended option. The user can always ' +
  'decline or dismiss the question. Returns {action_status: "selected"|"custom_input"|"cancelled"|"timeout", selection: ' +
  '{selected_ids, selected_labels, custom_input?, option_annotations?, global_annotation?, reason?, summary}}; when ' +
  'cancelled, reason is "declined" (the user said no) or "dismissed" (closed without answering).';

/** The `provide_choice` tool, as `provideChoiceTool` (`choice-prompts/tools.js`) and the MCP server publish it. */
export const PROVIDE_CHOICE_TOOL_SCHEMA: DialectTool = { name: 'provide_choice', description, inputSchema };

// What the descriptor's `tool` loads (index.ts imports this module only when asked, so the parser never waits for it).
export default PROVIDE_CHOICE_TOOL_SCHEMA;
