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
/** Codex's remembered approvals: the option's value, and what its reply's `_meta.persist` says. */
const PERSIST = { session: 'accept_session', always: 'accept_always' } as const;
type PersistMode = keyof typeof PERSIST;

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
 * Whether a marked tool call lets the approval be remembered for `mode`: `_meta.persist` is
 * that mode, or a list holding it (Codex's TUI, `tool_approval_supports_persist_mode`).
 */
function persists(meta: Json, mode: PersistMode): boolean {
  const persist = own(meta, 'persist');
  return persist === mode || (Array.isArray(persist) && persist.includes(mode));
}

/**
 * The approval's one question: the server's message, what the tool runs with, and Codex's
 * words: "Approve Once" or "Cancel" for a tool call it marks (`codex_approval_kind`), with
 * "Approve this session" and "Always allow" between them where its `_meta.persist` offers
 * them; "Approve Once" or "Deny" for a form without a schema.
 */
export function approvalQuestion(params: Json, message: string): ChoiceQuestion {
  const server = own(params, 'serverName');
  const meta = own(params, '_meta');
  const marked = isRecord(meta) && own(meta, 'codex_approval_kind') === 'mcp_tool_call';
  const remembered = (mode: PersistMode, label: string, term: 'approveSession' | 'alwaysAllow', description: string) =>
    marked && persists(meta as Json, mode) ? [{ id: PERSIST[mode], label, value: PERSIST[mode], term, description }] : [];
  return {
    id: 'q0',
    text: message,
    ...(typeof server === 'string' && server.length <= LIMITS.maxShortText && { header: server }),
    subject: subjectOf(own(params, '_meta')),
    options: [
      { id: ACCEPT, label: 'Approve Once', value: ACCEPT, term: 'approveOnce' },
      ...remembered('session', 'Approve this session', 'approveSession', 'Run the tool and remember this choice for this session.'),
      ...remembered('always', 'Always allow', 'alwaysAllow', 'Run the tool and remember this choice for future tool calls.'),
      marked ? { id: CANCEL, label: 'Cancel', value: CANCEL, term: 'cancel' } : { id: DECLINE, label: 'Deny', value: DECLINE, term: 'deny' },
    ],
    multiple: false,
    allowOther: false,
    minSelections: 1,
    maxSelections: 1,
    defaults: [],
  };
}

/** The reply to a Codex approval, as its client answers (`McpServerElicitationRequestResponse`). */
export type ApprovalReply = { action: 'accept'; content: null; _meta?: { persist: PersistMode } } | { action: 'decline' | 'cancel' };

/**
 * The reply to an approval: Approve Once accepts with `content: null`, a remembered one also
 * with `_meta: {persist: "session" | "always"}` (Codex's `submit_answers`), Cancel cancels, Deny declines.
 */
export function approvalReply(request: ChoiceRequest, response: ChoiceResponse): ApprovalReply {
  const selected = (own(response.answers, request.questions[0]?.id ?? 'q0') as ChoiceAnswer | undefined)?.selected ?? [];
  if (selected.includes(ACCEPT)) return { action: 'accept', content: null };
  const mode = (Object.keys(PERSIST) as PersistMode[]).find((m) => selected.includes(PERSIST[m]));
  if (mode) return { action: 'accept', content: null, _meta: { persist: mode } };
  return { action: selected.includes(CANCEL) ? 'cancel' : 'decline' };
}
