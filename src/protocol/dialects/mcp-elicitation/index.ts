/**
 * `mcp_elicitation`: `elicitation/create` params (or the JSON-RPC request around them), in form
 * mode or URL mode, replied as an `ElicitResult`; and elicitations asked several at once (an
 * `InputRequiredResult`, a task in `input_required`), replied under their keys.
 */
import type { ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { Reader, isRecord, own } from '../../input.js';
import type { Dialect, ParseOptions } from '../../dialect.js';
import { encodeMcpElicitation, type ElicitationReply } from './reply.js';
import { detectMcpElicitation } from './detect.js';
import { elicitationForm, parseElicitation } from './form.js';
import { encodeSeveral, parseSeveral, severalAtOnce, type InputRequiredMeta, type InputResponsesReply, type TaskUpdateParams } from './input-required.js';

export type { ElicitationField, ElicitationFieldKind, ElicitationValue } from './fields.js';
export { encodeMcpElicitation, type ElicitationMeta, type ElicitationReply } from './reply.js';
export type { InputRequestEntry, InputRequiredMeta, InputResponsesReply, TaskUpdateParams } from './input-required.js';

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The elicitation request');
  if (!root) return { ok: false, errors: r.errors };
  const several = severalAtOnce(root);
  return several ? parseSeveral(r, several, options.id) : parseElicitation(root, options);
}

/** The reply: an `ElicitResult`, or for several requests at once each one's under its key. */
function encode(request: ChoiceRequest, response: ChoiceResponse): ElicitationReply | InputResponsesReply | TaskUpdateParams {
  const several = isRecord(request.meta) ? own(request.meta, 'inputRequired') : undefined;
  if (isRecord(several)) return encodeSeveral(request, response, several as unknown as InputRequiredMeta);
  return encodeMcpElicitation(request, response);
}

export const mcpElicitation: Dialect<ElicitationReply | InputResponsesReply | TaskUpdateParams> = {
  ...elicitationForm,
  detect: detectMcpElicitation,
  parse,
  encode,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default mcpElicitation;
