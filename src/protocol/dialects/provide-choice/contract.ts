/**
 * The `provide_choice` argument types and value lists, read by both the parser and the tool's
 * schema.
 */
export const SELECTION_MODES = ['single', 'multi', 'text_input', 'hybrid'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

/**
 * How the MCP server asks: `app` draws the question inline in the conversation (MCP Apps),
 * `elicitation` through the client's form, `browser` on a local page, `terminal` in a
 * terminal client; `auto` picks the first the client supports, in that order.
 */
export const PROVIDE_CHOICE_TRANSPORTS = ['auto', 'app', 'elicitation', 'browser', 'terminal'] as const;
export type ProvideChoiceTransport = (typeof PROVIDE_CHOICE_TRANSPORTS)[number];

/** `default_selection`: on timeout, answer with `default_selection_ids`; `cancel`: answer nothing. */
export const PROVIDE_CHOICE_TIMEOUT_ACTIONS = ['default_selection', 'cancel'] as const;
export type ProvideChoiceTimeoutAction = (typeof PROVIDE_CHOICE_TIMEOUT_ACTIONS)[number];

/** Flags that try to hide Cancel: accepted, type-checked, and ignored. */
export const IGNORED_CANCEL_FLAGS = ['allow_cancel', 'disable_cancel'] as const;

export interface ProvideChoiceOption {
  /** Unique within the request; comes back in `selection.selected_ids`. */
  id: string;
  label: string;
  description?: string;
  recommended?: boolean;
}

/** The `provide_choice` tool arguments. */
export interface ProvideChoiceArgs {
  title: string;
  prompt: string;
  selection_mode: SelectionMode;
  /** 2–4 options with at least one recommended; empty or absent for `text_input`. */
  options?: ProvideChoiceOption[];
  /** Placeholder of the free-text field (`text_input`, `hybrid`). */
  placeholder?: string;
  /** `false` hides the placeholder (default `true`). */
  placeholder_visible?: boolean;
  default_selection_ids?: string[];
  min_selections?: number;
  max_selections?: number;
  /** `true` (default where possible): a single choice submits on activation; `false`: Submit confirms. */
  single_submit_mode?: boolean;
  /** The user may append a note to each chosen option. */
  allow_option_notes?: boolean;
  /** The user may add one note about the whole answer. */
  allow_global_annotation?: boolean;
  /** Ignored: cancel is always available. */
  allow_cancel?: boolean;
  /** Ignored: cancel is always available. */
  disable_cancel?: boolean;
  transport?: ProvideChoiceTransport;
  /** Return at once with a pending status and a launch address instead of waiting. */
  handoff?: boolean;
  /** The id of a pending hand-off whose result to collect. */
  session_id?: string;
  timeout_seconds?: number;
  timeout_action?: ProvideChoiceTimeoutAction;
}

/** What `provide_choice` keeps in `request.meta` for the MCP server and the encoder. */
export interface ProvideChoiceMeta {
  selection_mode: SelectionMode;
  transport?: ProvideChoiceTransport;
  handoff?: boolean;
  session_id?: string;
}

/** Every top-level field the arguments may have (the tool schema lists the same). */
export const PROVIDE_CHOICE_FIELDS: readonly (keyof ProvideChoiceArgs)[] = [
  'title',
  'prompt',
  'selection_mode',
  'options',
  'placeholder',
  'placeholder_visible',
  'default_selection_ids',
  'min_selections',
  'max_selections',
  'single_submit_mode',
  'allow_option_notes',
  'allow_global_annotation',
  ...IGNORED_CANCEL_FLAGS,
  'transport',
  'handoff',
  'session_id',
  'timeout_seconds',
  'timeout_action',
];
