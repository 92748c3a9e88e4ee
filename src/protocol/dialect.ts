/**
 * What a dialect module provides, and the helpers they share to finish a parse.
 */
import type { ChoiceRequest, ChoiceResponse, DialectName, ParseResult, PreviewFormat } from './model.js';
import type { Json, Reader } from './input.js';
import { validateRequest } from './validate.js';
import { hasBidiFormatting, stripBidiFormatting } from './text.js';
import { contentId } from './ids.js';

export interface ParseOptions {
  /**
   * The request's id, instead of the payload's own or the one derived from its dialect and
   * content: give one (a message id, a tool call id) when the same question may be asked twice.
   */
  id?: string;
  /**
   * How the options' previews of Claude's AskUserQuestion are written (`ask_user_question`,
   * `can_use_tool`): as the Claude Agent SDK's `toolConfig.askUserQuestion.previewFormat` told
   * the model, `markdown` (the default) or `html`. Its questions carry it (`previewFormat`).
   */
  previewFormat?: PreviewFormat;
}

/** A request as a parser builds it: its `id` left out when the payload names none. */
export type BuiltRequest = Omit<ChoiceRequest, 'id'> & { id?: string | undefined };

/**
 * What a dialect's agent can be told besides an answer. A `choices-block` answer is just a
 * chat message: the user "cancels" by typing something else, and the host marks the block
 * outdated; a tool call or an elicitation waits until it is resolved, so the user can
 * always cancel it.
 */
export interface DialectCapabilities {
  /** The agent waits for a reply, so the user can cancel (Cancel is offered). */
  readonly cancel: boolean;
  /** A deadline (`timeoutMs`) can be given, and a timeout is told apart from a cancel. */
  readonly timeout: boolean;
  /**
   * When time runs out, the agent's own client sends what the person had chosen or typed so
   * far, the defaults standing for the rest (Claude Code's AskUserQuestion "submits any options
   * you'd already selected"); without it, a timeout sends the defaults alone (or nothing, for
   * `timeoutAction: 'cancel'`).
   */
  readonly timeoutSendsChosen?: boolean;
  /**
   * The user's refusal reaches the agent as an explicit decline, told apart from a dismissal
   * (MCP's `decline`): the button says Decline, and the response is `declined`, not `cancelled`.
   */
  readonly declines?: boolean;
  /**
   * The agent's own client takes Escape on a permission prompt as "No" (Claude Code does):
   * Escape in an approval chooses Deny.
   */
  readonly escapeDenies?: boolean;
  /**
   * The agent's own client takes Escape on its question as a cancel (Claude Code, Gemini CLI,
   * Codex): Escape anywhere in a request showing Cancel presses it. An approval's refusal
   * (`escapeDenies`) comes first.
   */
  readonly escapeCancels?: boolean;
}

/**
 * How many questions a request of a dialect holds and how many options a choice question
 * offers, as its agent's own client allows (always within `LIMITS`); `note` says what the
 * numbers leave open.
 */
export interface DialectLimits {
  readonly minQuestions: number;
  readonly maxQuestions: number;
  readonly minOptions: number;
  readonly maxOptions: number;
  readonly note?: string;
}

/**
 * How `detectDialect` knows a dialect's payload from its shape alone, without parsing it. A
 * payload is named by the first dialect (in `order`) whose `text` fits it, else whose `marker`
 * does, else whose `shape` does.
 */
export interface DialectDetect {
  /**
   * Its place among the detectors: lower is tried first (the kit's are 10, 20, … 110). A
   * dialect whose payloads can also fit another's looser shape goes before it.
   */
  readonly order: number;
  /** Text that is not JSON but is this dialect's (Cline's XML tool call). */
  readonly text?: (text: string) => boolean;
  /** Marks that name the dialect outright: a `type`, a method, keys no other dialect has. */
  readonly marker?: (value: Json | unknown[]) => boolean;
  /** A shape that fits the dialect: its list of questions, its options. */
  readonly shape?: (value: Json | unknown[]) => boolean;
}

/**
 * The tool an agent calls to ask in a dialect, where the kit defines it: what a model is told
 * (`choice-prompts/tools.js` and the MCP server publish exactly this), its schema built from
 * the parser's own field rules.
 */
export interface DialectTool {
  /** The tool's name, as the model calls it. */
  readonly name: string;
  /** What the model reads about when and how to call it. */
  readonly description: string;
  /** JSON Schema (draft 2020-12 compatible) of its arguments, stating the dialect's limits. */
  readonly inputSchema: Record<string, unknown>;
}

/**
 * One dialect, all in one object: how its payload is read, how an answer is written back, what
 * it allows. `registerDialect` takes it; `choice-prompts/dialects.js` exports every one.
 */
export interface Dialect<Reply = unknown> {
  readonly name: DialectName;
  readonly capabilities: DialectCapabilities;
  /** Its own limits; a dialect that leaves them out is bounded by `LIMITS` alone. */
  readonly limits?: DialectLimits;
  /**
   * A payload may carry the answer already given (a saved transcript, a settled tool part):
   * `parse` then returns it as `response`, and the request shows as answered.
   */
  readonly restores?: boolean;
  /**
   * How `detectDialect` knows its payloads, and where it is tried. The built-in dialects leave
   * it out: every page carries their descriptors, and only `detectDialect` needs it (it imports
   * their folders' `detect.ts`).
   */
  readonly detect?: DialectDetect;
  /**
   * Loads the tool the kit defines for the dialect, if any (its folder's `tool.ts`, which pages
   * showing prompts never fetch). A built-in dialect leaves it out, as it does `detect` (every
   * page carries its descriptor): `present_choices`' is `presentChoicesTool`'s.
   */
  readonly tool?: () => Promise<DialectTool>;
  /** Payload (the dialect's object or its JSON text) → request, never throwing. */
  parse(payload: unknown, options?: ParseOptions): ParseResult;
  /** Response → the reply in the dialect's own shape. */
  encode(request: ChoiceRequest, response: ChoiceResponse): Reply;
}

/**
 * Ends a parse: the reader's errors if any, else the built request checked once more
 * against the model's rules (so every `ok` result passes `validateRequest`). A request built
 * without an id (neither `ParseOptions.id` nor one in the payload) gets `contentId`'s, so
 * every dialect's same question parsed again is the same request. Option labels
 * and question headers lose their bidi embeddings, overrides and isolates first, so each
 * shows its characters in the order they are sent and cannot reorder the sentence it is
 * shown in (see `text.ts`); an option's `value` is kept as the agent wrote it.
 */
export function finishParse(reader: Reader, build: () => BuiltRequest): ParseResult {
  if (reader.errors.length > 0) return { ok: false, errors: reader.errors };
  const request = build() as ChoiceRequest;
  for (const question of request.questions) {
    // New option objects: some dialects share constant options (MCP's Yes/No) between parses.
    question.options = question.options.map((o) => (hasBidiFormatting(o.label) ? { ...o, label: stripBidiFormatting(o.label) } : o));
    // Headers are woven into the elements' own sentences ("Answer these first: Auth, Plan").
    if (question.header !== undefined) question.header = stripBidiFormatting(question.header);
  }
  request.id ??= contentId(request);
  const errors = validateRequest(request);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, request };
}
