/**
 * Codex's tool-call approval over MCP elicitation: a form with no fields (or no schema at all),
 * worded and answered as Codex's own terminal UI does (docs/dialects.md cites it).
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse, QuestionSubject } from '../../model.js';
import { isRecord, own, type Json } from '../../input.js';
import { toolSubject } from '../../subject.js';

const ACCEPT = 'accept';
const DECLINE = 'decline';
const CANCEL = 'cancel';

/**
 * Whether `params` is an approval rather than a form: no `requestedSchema` (null), or a schema
 * without properties marked `_meta.codex_approval_kind: "mcp_tool_call"` (Codex's TUI reads
 * them so; an unmarked empty form stays a form, accepted with `content: {}`).
 */
export function isToolApproval(params: Json): boolean {
  const schema = own(params, 'requestedSchema');
  if (schema === null) return true;
  const meta = own(params, '_meta');
  const properties = isRecord(schema) ? own(schema, 'properties') : undefined;
  return isRecord(meta) && own(meta, 'codex_approval_kind') === 'mcp_tool_call' && isRecord(properties) && Object.keys(properties).length === 0;
}

/**
 * What the tool will run with, as every approval shows it (`toolSubject`): Codex's
 * `_meta.tool_params_display` (`[{name, value}]`, what its TUI shows) as one input, else `tool_params`.
 */
function subjectOf(meta: unknown): QuestionSubject {
  const display = isRecord(meta) ? own(meta, 'tool_params_display') : undefined;
  const shown = Array.isArray(display) ? Object.fromEntries(display.filter(isRecord).map((p) => [String(own(p, 'name')), own(p, 'value')])) : {};
  return toolSubject(Object.keys(shown).length > 0 ? shown : isRecord(meta) ? own(meta, 'tool_params') : undefined);
}

/**
 * The approval's one question: the server's message, what the tool runs with, and Codex's
 * words: "Approve Once" or "Cancel" for a tool call it marks (`codex_approval_kind`), "Approve
 * Once" or "Deny" for a form without a schema.
 */
export function approvalQuestion(params: Json, message: string): ChoiceQuestion {
  const server = own(params, 'serverName');
  const marked = isRecord(own(params, '_meta')) && own(own(params, '_meta') as Json, 'codex_approval_kind') === 'mcp_tool_call';
  return {
    id: 'q0',
    text: message,
    ...(typeof server === 'string' && server.length <= LIMITS.maxShortText && { header: server }),
    subject: subjectOf(own(params, '_meta')),
    options: [
      { id: ACCEPT, label: 'Approve Once', value: ACCEPT, term: 'approveOnce' },
      marked ? { id: CANCEL, label: 'Cancel', value: CANCEL, term: 'cancel' } : { id: DECLINE, label: 'Deny', value: DECLINE, term: 'deny' },
    ],
    multiple: false,
    allowOther: false,
    minSelections: 1,
    maxSelections: 1,
    defaults: [],
  };
}

/** The reply to an approval: Approve Once accepts with `content: null`, Cancel cancels, Deny declines. */
export function approvalReply(request: ChoiceRequest, response: ChoiceResponse): { action: 'accept'; content: null } | { action: 'decline' | 'cancel' } {
  const selected = (own(response.answers, request.questions[0]?.id ?? 'q0') as ChoiceAnswer | undefined)?.selected ?? [];
  if (selected.includes(ACCEPT)) return { action: 'accept', content: null };
  return { action: selected.includes(CANCEL) ? 'cancel' : 'decline' };
}
