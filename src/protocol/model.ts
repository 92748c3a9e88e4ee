/**
 * The normalized model every dialect parses into and every element renders from
 * (DESIGN §3). Plain data: no classes, no DOM, safe to `JSON.stringify` and to send
 * between a server and a page.
 */

/** Every way an agent asks that the kit understands. */
export type DialectName =
  | 'choices-block'
  | 'present_choices'
  | 'ask_user_question'
  | 'provide_choice'
  | 'request_user_choice'
  | 'mcp_elicitation'
  | 'ai_sdk_tool_part'
  | 'gemini_ask_user'
  | 'codex_request_user_input'
  | 'ask_followup_question'
  | 'langgraph_interrupt'
  | 'can_use_tool';

export const DIALECTS: readonly DialectName[] = [
  'choices-block',
  'present_choices',
  'ask_user_question',
  'provide_choice',
  'request_user_choice',
  'mcp_elicitation',
  'ai_sdk_tool_part',
  'gemini_ask_user',
  'codex_request_user_input',
  'ask_followup_question',
  'langgraph_interrupt',
  'can_use_tool',
];

/** One clickable answer. */
export interface ChoiceOption {
  /** Stable within its question; what `ChoiceAnswer.selected` holds. */
  id: string;
  /** The button's text. */
  label: string;
  /** What the agent gets back for this option (its `value`, `title` or label). */
  value: string;
  /** A longer explanation shown under the label. */
  description?: string;
  /** Marked as the recommended option, visibly and in its accessible description. */
  recommended?: boolean;
  /** Preview text (AskUserQuestion `preview`) shown while the option has focus. */
  preview?: string;
}

/** What kind of free-text a text-only question takes. */
export type TextInputKind = 'text' | 'number' | 'integer';

/** One question: 2–4 options, or none for a text-only question. */
export interface ChoiceQuestion {
  /** Stable within its request; keys `ChoiceResponse.answers`. */
  id: string;
  /** The question as the user reads it. */
  text: string;
  /** A short label (≤ 1–2 words) for progress rows in a question set. */
  header?: string;
  /** Context shown before the question. */
  context?: string;
  /** 2–4 options, or `[]` for a text-only question. */
  options: ChoiceOption[];
  /** Several options may be chosen. */
  multiple: boolean;
  /** A free-text answer is accepted instead of (or, when `multiple`, with) the options. */
  allowOther: boolean;
  /** Placeholder of the free-text field. */
  placeholder?: string;
  /** Fewest options to choose (0 when free text alone can answer). */
  minSelections: number;
  /** Most options to choose (1 for single select). */
  maxSelections: number;
  /** Option ids chosen before the user touches anything (and on timeout). */
  defaults: string[];
  /** For text-only questions: the kind of value typed. Default `text`. */
  input?: TextInputKind;
  /** Bounds on a typed answer (MCP elicitation's `minLength`/`maxLength`, `minimum`/`maximum`). */
  textBounds?: TextBounds;
  /** The question may be left unanswered (MCP elicitation's non-required fields). */
  optional?: boolean;
}

/** Bounds a typed answer must respect before it can be sent. */
export interface TextBounds {
  /** Fewest characters (code points) of text. */
  minLength?: number;
  /** Most characters (code points) of text; never above `LIMITS.maxLongText`. */
  maxLength?: number;
  /** Smallest number, for `input` number/integer. */
  minimum?: number;
  /** Largest number, for `input` number/integer. */
  maximum?: number;
}

/** What happens when a request's time runs out. */
export type TimeoutAction = 'default' | 'cancel';

/** Whether a single-select question sends on activation or waits for Submit. */
export type SubmitMode = 'auto' | 'confirm';

/** One prompt: 1–4 questions answered and submitted together. */
export interface ChoiceRequest {
  /** Unique per request; a `ChoiceSession` refuses to reuse one. */
  id: string;
  /** The dialect it came from, which decides the reply's shape. */
  dialect: DialectName;
  /** A heading for the whole prompt. */
  title?: string;
  /** 1–4 questions. */
  questions: ChoiceQuestion[];
  /** Single-select questions send on activation (`auto`, the default) or wait for Submit. */
  submitMode?: SubmitMode;
  /** Milliseconds the user has to answer. */
  timeoutMs?: number;
  /** On timeout, answer with the defaults (`default`) or cancel. Default `default`. */
  timeoutAction?: TimeoutAction;
  /** Notes the user may attach: one per option and/or one for the whole request. */
  annotations?: { perOption: boolean; global: boolean };
  /** Dialect-specific data its encoder needs (tool call ids, field types…). */
  meta?: Record<string, unknown>;
}

/** One question's answer. */
export interface ChoiceAnswer {
  /** Chosen option ids, in option order. */
  selected: string[];
  /** Free text typed instead of or alongside the options. */
  other?: string;
  /** Notes attached to chosen options, keyed by option id. */
  optionNotes?: Record<string, string>;
}

export type ResponseStatus = 'answered' | 'cancelled' | 'timeout';

/** The user's answer to a request, however the dialect encodes it. */
export interface ChoiceResponse {
  requestId: string;
  status: ResponseStatus;
  /** Keyed by question id. Empty when cancelled. */
  answers: Record<string, ChoiceAnswer>;
  /** The global annotation, when the request enables it. */
  annotation?: string;
}

/** Where in the payload something is wrong, and a sentence a person understands. */
export interface ValidationError {
  /** A JSON path into the payload, such as `$.options[2].label`. */
  path: string;
  message: string;
}

/**
 * What every parser returns: never throws. `response`, when present, is the answer the
 * payload already carries (a saved transcript, a settled approval): show the request as
 * answered by giving the element both (`el.request = request; el.response = response`).
 */
export type ParseResult =
  | { ok: true; request: ChoiceRequest; response?: ChoiceResponse }
  | { ok: false; errors: ValidationError[] };
