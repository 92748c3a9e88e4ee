/**
 * `can_use_tool`: the Claude Agent SDK's `canUseTool` callback as `{toolName, input}`:
 * AskUserQuestion read as `ask_user_question`, any other tool an Approve / Deny question whose
 * subject is what will run (and Approve, don't ask again, from the callback's `suggestions`).
 */
import type { ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { Reader, isRecord, own, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { randomId } from '../../ids.js';
import { askUserQuestion } from '../ask-user-question/index.js';
import { CANCELLED_MESSAGE, TIMED_OUT_MESSAGE, encodeAskUserQuestion } from '../ask-user-question/reply.js';
import { approvalDecision, approvalQuestion, approvedAlways } from '../shared/approval.js';
import { describeSuggestions, readSuggestions, type PermissionSuggestion } from '../../permission-suggestions.js';
import { jsonObjectCopy } from '../shared/shapes.js';
import { LIMITS, SEED_LIMITS } from '../../limits.js';
import { detectCanUseTool } from './detect.js';

export const ASK_USER_QUESTION_TOOL = 'AskUserQuestion';
export const PERMISSION_DENIED_MESSAGE = 'The user denied this tool call.';

/** The callback's result, as `@anthropic-ai/claude-agent-sdk` types `PermissionResult`. */
export type CanUseToolResult =
  | { behavior: 'allow'; updatedInput: Record<string, unknown>; updatedPermissions?: PermissionSuggestion[] }
  | { behavior: 'deny'; message: string };

/** What `request.meta` holds: the tool and its input as received, for `updatedInput`. */
export interface CanUseToolMeta {
  toolName: string;
  input: Record<string, unknown>;
  /** The permission updates offered with the request, sent back when the user chose "don't ask again". */
  suggestions?: PermissionSuggestion[];
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The canUseTool call');
  if (!root) return { ok: false, errors: r.errors };
  const toolName = r.string(root, 'toolName', '$', { required: true });
  const received = r.record(root, 'input', '$', { required: true });
  if (toolName === undefined || received === undefined) return { ok: false, errors: r.errors };
  const id = options.id ?? randomId('permission');
  const inner = toolName === ASK_USER_QUESTION_TOOL ? askUserQuestion.parse(received, { id }) : undefined;
  if (inner && !inner.ok) return { ok: false, errors: inner.errors.map((e) => ({ ...e, path: `$.input${e.path.slice(1)}` })) };
  // Kept for `updatedInput`, so it must be plain JSON (it is, from the SDK).
  const input = jsonObjectCopy(received);
  if (!input) return { ok: false, errors: [{ path: '$.input', message: `"input" must be a JSON object of at most ${LIMITS.maxPayloadChars} characters.` }] };
  const suggestions = inner ? undefined : readSuggestions(r, root, '$');
  const suppressed = r.boolean(root, own(root, 'suppressAlwaysAllowRule') === undefined ? 'suppress_always_allow_rule' : 'suppressAlwaysAllowRule', '$');
  const offered = suggestions && !suppressed ? suggestions : undefined;
  const meta: CanUseToolMeta = { toolName, input, ...(offered && { suggestions: offered }) };
  if (!inner) {
    const question = approvalQuestion(toolName, input, offered ? { always: describeSuggestions(offered) } : {});
    return finishParse(r, () => ({ id, dialect: 'can_use_tool', questions: [question], meta: { ...meta } }));
  }
  const request: ChoiceRequest = { ...inner.request, dialect: 'can_use_tool', meta: { ...meta } };
  return { ok: true, request, ...(inner.response && { response: { ...inner.response, requestId: request.id } }) };
}

function metaOf(request: ChoiceRequest): CanUseToolMeta {
  const meta = request.meta;
  if (!isRecord(meta) || typeof own(meta, 'toolName') !== 'string' || !isRecord(own(meta, 'input'))) {
    throw new TypeError(`Request "${request.id}" has no canUseTool meta; encode only requests that the can_use_tool parser built.`);
  }
  return meta as unknown as CanUseToolMeta;
}

/** `ChoiceResponse` → `PermissionResult` (see the module header). */
export function encodeCanUseTool(request: ChoiceRequest, response: ChoiceResponse): CanUseToolResult {
  const { toolName, input } = metaOf(request);
  if (cancelledOrDeclined(response.status)) return { behavior: 'deny', message: CANCELLED_MESSAGE };
  if (response.status === 'timeout') return { behavior: 'deny', message: TIMED_OUT_MESSAGE };
  if (toolName !== ASK_USER_QUESTION_TOOL) {
    if (!approvalDecision(request, response)) return { behavior: 'deny', message: PERMISSION_DENIED_MESSAGE };
    const { suggestions } = metaOf(request);
    return approvedAlways(response) && suggestions ? { behavior: 'allow', updatedInput: input, updatedPermissions: suggestions } : { behavior: 'allow', updatedInput: input };
  }
  const reply = encodeAskUserQuestion({ ...request, dialect: 'ask_user_question' }, response);
  const updatedInput: Json = { ...input, answers: reply.answers };
  return { behavior: 'allow', updatedInput };
}

export const canUseTool: Dialect<CanUseToolResult> = {
  name: 'can_use_tool',
  // Claude Code's permission prompt takes Escape as "No".
  capabilities: { cancel: true, timeout: true, escapeDenies: true },
  detect: detectCanUseTool,
  limits: SEED_LIMITS,
  restores: true,
  parse,
  encode: encodeCanUseTool,
};

// What loadDialect takes from this module (registry.ts).
export default canUseTool;
