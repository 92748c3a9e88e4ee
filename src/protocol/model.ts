/**
 * The normalized model every dialect parses into and every element renders from: plain data,
 * safe to `JSON.stringify` and to send between a server and a page.
 */

/**
 * Every way an agent asks that the kit understands: the two built into every page first, then
 * those fetched when first needed (each with its loader in `dialects/catalog.ts`).
 */
export const DIALECTS = [
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
  'vscode_ask_questions',
  'ag_ui_interrupt',
] as const;

/** The name of a dialect: one of `DIALECTS`. */
export type DialectName = (typeof DIALECTS)[number];

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
  /**
   * Preview (AskUserQuestion `preview`: a mockup, a snippet) shown while the option has focus,
   * written as its question's `previewFormat` says: markdown, rendered as text (never as
   * markup), or HTML, shown in a sandboxed frame that runs no script and loads nothing.
   */
  preview?: string;
  /**
   * The option is one of the interface's own words, not the agent's (an approval's Approve
   * and Deny, an interrupt's Accept, Edit and Ignore): the elements show the entry of their
   * strings table this names; `label` holds the English word for every other client.
   */
  term?: OptionTerm;
}

/** The interface words an option may stand for (each an entry of the elements' strings table). */
export type OptionTerm =
  | 'yes'
  | 'no'
  | 'approve'
  | 'approveAlways'
  | 'approveOnce'
  | 'approveSession'
  | 'alwaysAllow'
  | 'deny'
  | 'denyWithMessage'
  | 'cancel'
  | 'accept'
  | 'edit'
  | 'ignore'
  | 'reject'
  | 'respond'
  | 'decline';

export const OPTION_TERMS: readonly OptionTerm[] = [
  'yes',
  'no',
  'approve',
  'approveAlways',
  'approveOnce',
  'approveSession',
  'alwaysAllow',
  'deny',
  'denyWithMessage',
  'cancel',
  'accept',
  'edit',
  'ignore',
  'reject',
  'respond',
  'decline',
];

/**
 * What a permission or an interrupt asks to run, shown as its question's subject: in full,
 * in a monospace box, before the question. `command`: a shell command, as it will run.
 * `diff`: a change to a file, as unified diff lines (`-` removed, `+` added). `input`: a
 * tool's input, as `key: value` lines.
 */
export interface QuestionSubject {
  kind: SubjectKind;
  /** At most `LIMITS.maxSubjectText` long (the dialects cut longer ones with "…"). */
  text: string;
  /**
   * A policy, not a person, decides this approval (the AI SDK's automatic approvals): the
   * elements show the decision instead of the options, and nothing can be chosen.
   * `approved` is left out while the decision is still on its way; `reason` is the policy's.
   */
  automatic?: { approved?: boolean; reason?: string };
}

export type SubjectKind = 'command' | 'diff' | 'input';

export const SUBJECT_KINDS: readonly SubjectKind[] = ['command', 'diff', 'input'];

/**
 * A question whose text the protocol wrote, not the agent (an approval's "Allow the tool
 * "search" to run?"): the elements say the strings-table entry `key`, with `{name}` filled
 * in; `text` holds the English sentence for every other client.
 */
export interface QuestionTerm {
  key: QuestionTermKey;
  /** The tool or action the sentence names. */
  name?: string;
}

export type QuestionTermKey = 'toolApproval' | 'reviewAction' | 'orReply' | 'reply' | 'invalid';

export const QUESTION_TERMS: readonly QuestionTermKey[] = ['toolApproval', 'reviewAction', 'orReply', 'reply', 'invalid'];

/**
 * When a question is asked: only while question `question` of the same request has one of
 * `options` (option ids) chosen, as an interrupt's argument fields follow its Edit and its
 * Reply its Respond. See `ChoiceQuestion.showWhen`.
 */
export interface ShowWhen {
  /** The id of the question whose choice reveals this one (a `choice` question before it). */
  question: string;
  /** The option ids of that question that reveal this one. */
  options: string[];
}

/**
 * What a question asks for. Left out, a question is a `choice`.
 * - `choice`: options to pick (`options`, `multiple`, `allowOther`, `minSelections`,
 *   `maxSelections`, `defaults`); answered in `ChoiceAnswer.selected` / `other`.
 * - `text`: a typed line (`minLength`, `maxLength`, `format`, `pattern`, `secret`,
 *   `default`); answered in `ChoiceAnswer.text`.
 * - `number` / `integer`: a typed number (`minimum`, `maximum`, `default`); answered in
 *   `ChoiceAnswer.number`.
 * - `boolean`: yes or no, shown as two pressed-state buttons whose words come from the
 *   element's strings (`default`); answered in `ChoiceAnswer.boolean`.
 *
 * A question of a kind other than `choice` has no options: `options: []`, `defaults: []`,
 * `multiple` and `allowOther` false, `minSelections` and `maxSelections` 0
 * (`typedQuestion` in `kinds.ts` fills them in).
 */
export type QuestionKind = 'choice' | 'text' | 'number' | 'integer' | 'boolean';

export const QUESTION_KINDS: readonly QuestionKind[] = ['choice', 'text', 'number', 'integer', 'boolean'];

/** The formats a `text` question can require (JSON Schema's names, as MCP uses them). */
export type TextFormat = 'email' | 'uri' | 'date' | 'date-time';

export const TEXT_FORMATS: readonly TextFormat[] = ['email', 'uri', 'date', 'date-time'];

/**
 * @deprecated The kind of a text-only choice question (`options: []`, `allowOther: true`);
 * use a question `kind` (`text`, `number`, `integer`) instead.
 */
export type TextInputKind = 'text' | 'number' | 'integer';

/**
 * One question. Every question has the choice fields (`options` … `defaults`); the fields
 * of the other kinds are set only on a question of that kind (`validateRequest` refuses
 * them elsewhere).
 */
export interface ChoiceQuestion {
  /** Stable within its request; keys `ChoiceResponse.answers`. */
  id: string;
  /** What the question asks for. Default `choice`. */
  kind?: QuestionKind;
  /** The question as the user reads it. */
  text: string;
  /** The text is the protocol's own sentence: the elements say it in their language (see `QuestionTerm`). */
  textTerm?: QuestionTerm;
  /** A short label (≤ 1–2 words) for progress rows in a question set. */
  header?: string;
  /** Context shown before the question. */
  context?: string;
  /**
   * What the question asks permission for (a permission's or an interrupt's tool call). The
   * elements show it first and give it the first focus, so no option is chosen by a bare
   * Enter on arrival (see docs/elements.md, "Approvals").
   */
  subject?: QuestionSubject;
  /**
   * The question may be left unanswered, as the agent's own client lets it be (MCP
   * elicitation's non-required fields, every Codex question…): its empty answer is sent,
   * in the form the dialect gives an unanswered question. See `confirmUnanswered`.
   */
  optional?: boolean;
  /** Placeholder of the free-text field (a choice's "Other", or a text/number field). */
  placeholder?: string;
  /**
   * The question takes one typed note on its answer as a whole (`ChoiceAnswer.note`), in a
   * field shown before its options: `reason`, the reason sent with an approval's decision
   * (the AI SDK's `addToolApprovalResponse({id, approved, reason})`), never required; `notes`,
   * Claude Code's notes on a question with previews, which may also be its whole answer, no
   * option chosen.
   */
  noteField?: NoteField;
  /** How its options' previews are written: `markdown` (the default) or `html`. */
  previewFormat?: PreviewFormat;
  /**
   * Progressive disclosure: the question is asked only while another question has one of the
   * given options chosen. Until then the elements do not show it (nor count it in the progress
   * row, nor let focus reach it), and its answer is left out of the response (an empty one):
   * hidden, it is optional whatever `optional` says; shown, `optional` applies. What was typed
   * into it before it was hidden again is never dropped silently: Submit refuses and says so
   * until the person shows it again or discards it (see docs/elements.md, "Questions shown by
   * an option").
   */
  showWhen?: ShowWhen;

  // choice (for other kinds: [], false, false, 0, 0, [])
  /** 2–4 options (the dialect's limits), or `[]` (a legacy text-only question, or another kind). */
  options: ChoiceOption[];
  /** Several options may be chosen. */
  multiple: boolean;
  /** A free-text answer is accepted instead of (or, when `multiple`, with) the options. */
  allowOther: boolean;
  /** Fewest options to choose (0 when free text alone can answer). */
  minSelections: number;
  /** Most options to choose (1 for single select). */
  maxSelections: number;
  /** Option ids chosen before the user touches anything (and on timeout). */
  defaults: string[];
  /**
   * A multi-select offers one more control, after its options, that chooses every option at
   * once, or none when every one is chosen (Gemini CLI's "All of the above"): the answer is the
   * options chosen, as if each had been.
   */
  selectAll?: boolean;
  /** @deprecated Legacy text-only choice question: the kind of value typed. Use `kind`. */
  input?: TextInputKind;
  /** @deprecated Legacy text-only choice question: its bounds. Use the kinds' own fields. */
  textBounds?: TextBounds;

  // text
  /** Fewest characters (code points, as a person counts them). */
  minLength?: number;
  /** Most characters (code points); never above `LIMITS.maxLongText`. */
  maxLength?: number;
  /** A format the text must have. */
  format?: TextFormat;
  /**
   * A regular expression (JavaScript syntax, `u` flag) the whole text must match, for
   * dialects that send one (JSON Schema `pattern`); at most `LIMITS.maxShortText` long.
   */
  pattern?: string;
  /** The text is a secret: typed into a password field, never shown back. */
  secret?: boolean;

  // number, integer
  /** Smallest number allowed. */
  minimum?: number;
  /** Largest number allowed. */
  maximum?: number;

  // text, number, integer, boolean
  /**
   * The value the field starts with (and a timeout answers with): a string for `text`, a
   * number for `number` / `integer`, `true` / `false` for `boolean`. Choices use `defaults`.
   */
  default?: string | number | boolean;
}

/** How options' previews are written (see `ChoiceQuestion.previewFormat`). */
export type PreviewFormat = 'markdown' | 'html';

/** What a question's note field is for (see `ChoiceQuestion.noteField`). */
export type NoteField = 'reason' | 'notes';

/** @deprecated Bounds of a legacy text-only question; use the kinds' own fields. */
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

/**
 * One prompt: its questions answered and submitted together. From none (a bare
 * confirm/decline) to `LIMITS.maxQuestions`; each dialect keeps its own narrower limits.
 */
export interface ChoiceRequest {
  /**
   * Names the request: `ParseOptions.id` when the host gave one, else the payload's own (an AI
   * SDK `toolCallId`), else one derived from the dialect and content, so the same question
   * parsed again is the same request. A `ChoiceSession` refuses to reuse one.
   */
  id: string;
  /** The dialect it came from, which decides the reply's shape. */
  dialect: DialectName;
  /** A heading for the whole prompt. */
  title?: string;
  /** 0 to `LIMITS.maxQuestions` questions (the dialect's limits); none is a bare confirm/decline. */
  questions: ChoiceQuestion[];
  /**
   * An `http:` / `https:` address the request asks the user to open (MCP URL-mode
   * elicitation); such a request has no questions. The elements show the message, the
   * link's host and its full address, and open it only on the user's action, which answers
   * the request (`answered`, no answers); declining cancels it.
   */
  link?: string;
  /** Single-select questions send on activation (`auto`, the default) or wait for Submit. */
  submitMode?: SubmitMode;
  /**
   * Sending with an optional question unanswered asks the user first ("Submit with 2
   * unanswered questions?"), as the agent's own client does (Codex, a Gemini CLI set).
   */
  confirmUnanswered?: boolean;
  /** Milliseconds the user has to answer. */
  timeoutMs?: number;
  /** On timeout, answer with the defaults (`default`) or cancel. Default `default`. */
  timeoutAction?: TimeoutAction;
  /** Notes the user may attach: one per option and/or one for the whole request. */
  annotations?: { perOption: boolean; global: boolean };
  /** Dialect-specific data its encoder needs (tool call ids, field types…). */
  meta?: Record<string, unknown>;
}

/**
 * One question's answer. `selected` is always there (`[]` for kinds other than `choice`);
 * the value of the other kinds is in the field named after it.
 */
export interface ChoiceAnswer {
  /** Chosen option ids, in option order. */
  selected: string[];
  /** Free text typed instead of or alongside the options (a choice's "Other"). */
  other?: string;
  /** Notes attached to chosen options, keyed by option id; also the instruction typed under an approval's "No, and tell Claude what to do differently". */
  optionNotes?: Record<string, string>;
  /**
   * A note on the answer as a whole: what a question's note field holds (`noteField`: an
   * approval's reason, Claude Code's notes), or, where the agent keeps one note per question
   * (Claude Code's `annotations[question].notes`), a note no chosen option can carry.
   */
  note?: string;
  /** A `text` question's answer, as typed (leading and trailing spaces removed when sent). */
  text?: string;
  /**
   * A `number` / `integer` question's answer. While the user types, a draft may instead hold
   * the typed `text`, which `answerProblem` reads (and refuses when it is not a number).
   */
  number?: number;
  /** A `boolean` question's answer. */
  boolean?: boolean;
}

/**
 * How a request settled: `answered`; `declined` (the user said no to answering, as an MCP
 * form's Decline); `cancelled` (closed without an answer: a Cancel, a dismissed form, an
 * aborted call); `timeout`. Dialects without a way to say "declined" encode it as their cancel.
 */
export type ResponseStatus = 'answered' | 'declined' | 'cancelled' | 'timeout';

/**
 * Whether a response says no answer was given by the user's choice: cancelled, or declined.
 * A decline is a cancel to every agent that has no word of its own for it (only MCP and
 * `provide_choice` tell them apart), so each encoder asks this, not `=== 'cancelled'`.
 */
export function cancelledOrDeclined(status: ResponseStatus): boolean {
  return status === 'cancelled' || status === 'declined';
}

/** The user's answer to a request, however the dialect encodes it. */
export interface ChoiceResponse {
  requestId: string;
  status: ResponseStatus;
  /** Keyed by question id. Empty when cancelled or declined. */
  answers: Record<string, ChoiceAnswer>;
  /** The global annotation, when the request enables it. */
  annotation?: string;
}

/** Where in the payload something is wrong, and a sentence a person understands. */
export interface ValidationError {
  /** A JSON path into the payload, such as `$.options[2].label`. */
  path: string;
  message: string;
  /**
   * `kinds-not-loaded`: the payload holds a question kind besides `choice` whose rules are not
   * loaded (`choice-prompts/kinds.js`), so it could not be checked yet; load them and check again.
   */
  code?: 'kinds-not-loaded';
}

/**
 * What every parser returns: never throws. `response`, when present, is the answer the
 * payload already carries (a saved transcript, a settled approval): show the request as
 * answered by giving the element both (`el.request = request; el.response = response`).
 */
export type ParseResult =
  | { ok: true; request: ChoiceRequest; response?: ChoiceResponse }
  | { ok: false; errors: ValidationError[] };
