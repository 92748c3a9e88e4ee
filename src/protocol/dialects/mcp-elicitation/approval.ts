/**
 * Codex's tool-call approval over MCP elicitation: a form with no fields (or no schema at all),
 * shown as Approve / Deny and accepted with `content: null`, as Codex's own clients answer it.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse, QuestionSubject } from '../../model.js';
import { isRecord, own, type Json } from '../../input.js';
import { toolSubject } from '../../subject.js';

const ACCEPT = 'accept';
const DECLINE = 'decline';

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

/** The approval's one question: the server's message, what the tool runs with, Approve or Deny. */
export function approvalQuestion(params: Json, message: string): ChoiceQuestion {
  const server = own(params, 'serverName');
  return {
    id: 'q0',
    text: message,
    ...(typeof server === 'string' && server.length <= LIMITS.maxShortText && { header: server }),
    subject: subjectOf(own(params, '_meta')),
    options: [
      { id: ACCEPT, label: 'Approve', value: ACCEPT, term: 'approve' },
      { id: DECLINE, label: 'Decline', value: DECLINE, term: 'deny' },
    ],
    multiple: false,
    allowOther: false,
    minSelections: 1,
    maxSelections: 1,
    defaults: [],
  };
}

/** The reply to an approval: Approve accepts with `content: null`, Deny declines. */
export function approvalReply(request: ChoiceRequest, response: ChoiceResponse): { action: 'accept'; content: null } | { action: 'decline' } {
  const selected = (own(response.answers, request.questions[0]?.id ?? 'q0') as ChoiceAnswer | undefined)?.selected ?? [];
  return selected.includes(ACCEPT) ? { action: 'accept', content: null } : { action: 'decline' };
}
