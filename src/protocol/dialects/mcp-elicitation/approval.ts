/**
 * Codex's tool-call approval over MCP elicitation: a form with no fields (or no schema at all),
 * shown as Approve / Deny and accepted with `content: null`, as Codex's own clients answer it.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceQuestion, ChoiceRequest, ChoiceResponse, QuestionSubject } from '../../model.js';
import { isRecord, own, type Json } from '../../input.js';
import { toolSubject } from '../../subject.js';
import { answerOf, choiceQuestion } from '../shared/shapes.js';

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

/** What the tool will run with: Codex's `_meta.tool_params_display` (`[{name, value}]`), else its `tool_params`. */
function subjectOf(meta: unknown): QuestionSubject {
  const display = isRecord(meta) ? own(meta, 'tool_params_display') : undefined;
  const shown: Record<string, unknown> = {};
  if (Array.isArray(display)) for (const p of display) if (isRecord(p) && typeof own(p, 'name') === 'string') shown[own(p, 'name') as string] = own(p, 'value');
  const params = Object.keys(shown).length > 0 ? shown : isRecord(meta) ? own(meta, 'tool_params') : undefined;
  return isRecord(params) && Object.keys(params).length > 0 ? toolSubject(params) : { kind: 'input', text: '' };
}

/** The approval's one question: the server's message, what the tool runs with, Approve or Deny. */
export function approvalQuestion(params: Json, message: string): ChoiceQuestion {
  const server = own(params, 'serverName');
  return choiceQuestion({
    id: 'q0',
    text: message,
    ...(typeof server === 'string' && server.length <= LIMITS.maxShortText && { header: server }),
    subject: subjectOf(own(params, '_meta')),
    options: [
      { id: ACCEPT, label: 'Approve', value: ACCEPT, term: 'approve' },
      { id: DECLINE, label: 'Decline', value: DECLINE, term: 'deny' },
    ],
  });
}

/** The reply to an approval: Approve accepts with `content: null`, Deny declines. */
export function approvalReply(request: ChoiceRequest, response: ChoiceResponse): { action: 'accept'; content: null } | { action: 'decline' } {
  const selected = answerOf(response, request.questions[0]?.id ?? 'q0')?.selected ?? [];
  return selected.includes(ACCEPT) ? { action: 'accept', content: null } : { action: 'decline' };
}
