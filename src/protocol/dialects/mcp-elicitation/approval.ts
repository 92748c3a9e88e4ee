/**
 * Codex's tool-call approval over MCP elicitation: a form with no fields (or no schema at all),
 * shown as Approve / Deny and accepted with `content: null`, as Codex's own clients answer it.
 */
import type { ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { isRecord, own, type Json } from '../../input.js';
import { approvalDecision, approvalQuestion as sharedApproval } from '../shared/approval.js';

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
 * What the tool will run with: Codex's `_meta.tool_params_display` (`[{name, value}]`, what its
 * TUI shows) as one input, else `tool_params`.
 */
function paramsOf(meta: unknown): unknown {
  const display = isRecord(meta) ? own(meta, 'tool_params_display') : undefined;
  const shown = Array.isArray(display) ? Object.fromEntries(display.filter(isRecord).map((p) => [String(own(p, 'name')), own(p, 'value')])) : {};
  return Object.keys(shown).length > 0 ? shown : isRecord(meta) ? own(meta, 'tool_params') : undefined;
}

/** The approval's one question, as every approval's: the server's message, what the tool runs with, Approve or Deny. */
export function approvalQuestion(params: Json, message: string): ChoiceQuestion {
  const server = own(params, 'serverName');
  return sharedApproval(typeof server === 'string' ? server : '', paramsOf(own(params, '_meta')), { text: message });
}

/** The reply to an approval: Approve accepts with `content: null`, anything else declines. */
export function approvalReply(request: ChoiceRequest, response: ChoiceResponse): { action: 'accept'; content: null } | { action: 'decline' } {
  return approvalDecision(request, response) ? { action: 'accept', content: null } : { action: 'decline' };
}
