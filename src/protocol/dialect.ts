/**
 * What a dialect module provides, and the helpers they share to finish a parse.
 */
import type { ChoiceRequest, ChoiceResponse, DialectName, ParseResult } from './model.js';
import type { Reader } from './input.js';
import { validateRequest } from './validate.js';
import { hasBidiFormatting, stripBidiFormatting } from './text.js';

export interface ParseOptions {
  /** Use this request id instead of the payload's own or a random one. */
  id?: string;
}

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
   * The user's refusal reaches the agent as an explicit decline, told apart from a dismissal
   * (MCP's `decline`): the button says Decline, and the response is `declined`, not `cancelled`.
   */
  readonly declines?: boolean;
  /**
   * The agent's own client takes Escape on a permission prompt as "No" (Claude Code does):
   * Escape in an approval chooses Deny.
   */
  readonly escapeDenies?: boolean;
}

export interface Dialect<Reply = unknown> {
  readonly name: DialectName;
  readonly capabilities: DialectCapabilities;
  /** Payload (the dialect's object or its JSON text) → request, never throwing. */
  parse(payload: unknown, options?: ParseOptions): ParseResult;
  /** Response → the reply in the dialect's own shape. */
  encode(request: ChoiceRequest, response: ChoiceResponse): Reply;
}

/**
 * Ends a parse: the reader's errors if any, else the built request checked once more
 * against the model's rules (so every `ok` result passes `validateRequest`). Option labels
 * and question headers lose their bidi embeddings, overrides and isolates first, so each
 * shows its characters in the order they are sent and cannot reorder the sentence it is
 * shown in (see `text.ts`); an option's `value` is kept as the agent wrote it.
 */
export function finishParse(reader: Reader, build: () => ChoiceRequest): ParseResult {
  if (reader.errors.length > 0) return { ok: false, errors: reader.errors };
  const request = build();
  for (const question of request.questions) {
    // New option objects: some dialects share constant options (MCP's Yes/No) between parses.
    question.options = question.options.map((o) => (hasBidiFormatting(o.label) ? { ...o, label: stripBidiFormatting(o.label) } : o));
    // Headers are woven into the elements' own sentences ("Answer these first: Auth, Plan").
    if (question.header !== undefined) question.header = stripBidiFormatting(question.header);
  }
  const errors = validateRequest(request);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, request };
}
