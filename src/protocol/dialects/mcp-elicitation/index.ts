/**
 * `mcp_elicitation`: `elicitation/create` params (or the JSON-RPC request around them), in form
 * mode or URL mode, replied as an `ElicitResult`; and elicitations asked several at once (an
 * `InputRequiredResult`, a task in `input_required`), replied under their keys.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { Reader, isRecord, own } from '../../input.js';
import type { Dialect, ParseOptions } from '../../dialect.js';
import { randomId } from '../../ids.js';
import { encodeMcpElicitation, type ElicitationReply } from './reply.js';
import { detectMcpElicitation } from './detect.js';
import { paramsOf, parseParams } from './params.js';
import { encodeSeveral, parseSeveral, severalAtOnce, type InputRequiredMeta, type InputResponsesReply, type TaskUpdateParams } from './input-required.js';

export type { ElicitationField, ElicitationFieldKind, ElicitationValue } from './fields.js';
export { encodeMcpElicitation, type ElicitationMeta, type ElicitationReply } from './reply.js';
export type { InputRequestEntry, InputRequiredMeta, InputResponsesReply, TaskUpdateParams } from './input-required.js';

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The elicitation request');
  if (!root) return { ok: false, errors: r.errors };
  const id = options.id ?? randomId('elicit');
  const several = severalAtOnce(root);
  if (several) return parseSeveral(r, several, id);
  const located = paramsOf(r, root);
  if (!located) return { ok: false, errors: r.errors };
  return parseParams(r, located.params, located.base, id);
}

/** The reply: an `ElicitResult`, or for several requests at once each one's under its key. */
function encode(request: ChoiceRequest, response: ChoiceResponse): ElicitationReply | InputResponsesReply | TaskUpdateParams {
  const several = isRecord(request.meta) ? own(request.meta, 'inputRequired') : undefined;
  if (isRecord(several)) return encodeSeveral(request, response, several as unknown as InputRequiredMeta);
  return encodeMcpElicitation(request, response);
}

export const mcpElicitation: Dialect<ElicitationReply | InputResponsesReply | TaskUpdateParams> = {
  name: 'mcp_elicitation',
  // The form's refusal is MCP's "decline" ("Reject", "Decline", "No" in the specification's
  // words); "cancel" is a dismissal, which the elements leave to the host (a closed chat).
  capabilities: { cancel: true, timeout: false, declines: true },
  detect: detectMcpElicitation,
  limits: { minQuestions: 0, maxQuestions: LIMITS.maxQuestions, minOptions: LIMITS.minOptions, maxOptions: LIMITS.maxOptions, note: 'one question per form field; a URL-mode request has none' },
  parse,
  encode,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default mcpElicitation;
