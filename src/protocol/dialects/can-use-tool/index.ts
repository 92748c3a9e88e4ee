/**
 * `can_use_tool`: a Claude permission request (the SDK's callback, the CLI's `control_request`,
 * or the `PermissionRequest` hook): AskUserQuestion read as `ask_user_question`, any other tool
 * an Approve / Deny question ("don't ask again" from its suggestions, "tell Claude" with a typed
 * instruction), replied in its form.
 */
import type { ChoiceRequest, ChoiceResponse, ParseResult } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { Reader, isRecord, own, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { contentId } from '../../ids.js';
import { askUserQuestion } from '../ask-user-question/index.js';
import { CANCELLED_MESSAGE, TIMED_OUT_MESSAGE, encodeAskUserQuestion } from '../ask-user-question/reply.js';
import { approvalDecision, approvalQuestion, approvedAlways, denialMessage } from '../shared/approval.js';
import { describeSuggestions, readSuggestions, type PermissionSuggestion } from '../../permission-suggestions.js';
import { jsonObjectCopy } from '../shared/shapes.js';
import { LIMITS, SEED_LIMITS } from '../../limits.js';
import { detectCanUseTool } from './detect.js';
import { locate, type CanUseToolForm } from './forms.js';
import { inForm, type CanUseToolReply, type CanUseToolResult } from './reply.js';

export type { CanUseToolForm } from './forms.js';
export type { CanUseToolResult, CanUseToolControlResponse, CanUseToolReply, PermissionRequestHookOutput } from './reply.js';

export const ASK_USER_QUESTION_TOOL = 'AskUserQuestion';
export const PERMISSION_DENIED_MESSAGE = 'The user denied this tool call.';

/** What `request.meta` holds: the tool and its input as received, for `updatedInput`. */
export interface CanUseToolMeta {
  toolName: string;
  input: Record<string, unknown>;
  /** The permission updates offered with the request, sent back when the user chose "don't ask again". */
  suggestions?: PermissionSuggestion[];
  /** The form the request came in, when not the callback's; the reply takes the same form. */
  form?: Exclude<CanUseToolForm, 'callback'>;
  /** A control request's `request_id`, echoed by its `control_response`. */
  requestId?: string;
  /** A control request's `tool_use_id`, sent back as `toolUseID`. */
  toolUseId?: string;
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The permission request');
  const call = root && locate(r, root);
  if (!call) return { ok: false, errors: r.errors };
  const { holder, base, toolKey, inputKey } = call;
  const toolName = r.string(holder, toolKey, base, { required: true });
  const received = r.record(holder, inputKey, base, { required: true });
  if (toolName === undefined || received === undefined) return { ok: false, errors: r.errors };
  const inputPath = `${base}.${inputKey}`;
  const inner = toolName === ASK_USER_QUESTION_TOOL ? askUserQuestion.parse(received, { ...(options.previewFormat !== undefined && { previewFormat: options.previewFormat }) }) : undefined;
  if (inner && !inner.ok) return { ok: false, errors: inner.errors.map((e) => ({ ...e, path: `${inputPath}${e.path.slice(1)}` })) };
  // Kept for `updatedInput`, so it must be plain JSON (it is, from the SDK).
  const input = jsonObjectCopy(received);
  if (!input) return { ok: false, errors: [{ path: inputPath, message: `"${inputKey}" must be a JSON object of at most ${LIMITS.maxPayloadChars} characters.` }] };
  const suggestions = inner ? undefined : readSuggestions(r, holder, base);
  const suppressed = r.boolean(holder, own(holder, 'suppressAlwaysAllowRule') === undefined ? 'suppress_always_allow_rule' : 'suppressAlwaysAllowRule', base);
  const offered = suggestions && !suppressed ? suggestions : undefined;
  const meta: CanUseToolMeta = {
    toolName,
    input,
    ...(offered && { suggestions: offered }),
    ...(call.form !== 'callback' && { form: call.form }),
    ...(call.requestId !== undefined && { requestId: call.requestId }),
    ...(call.toolUseId !== undefined && { toolUseId: call.toolUseId }),
  };
  if (!inner) {
    // Claude Code's prompt: "Yes", "Yes, and don't ask again", "No, and tell Claude what to do differently".
    const question = approvalQuestion(toolName, input, { tell: true, ...(offered && { always: describeSuggestions(offered) }) });
    return finishParse(r, () => ({ id: options.id, dialect: 'can_use_tool', questions: [question], meta: { ...meta } }));
  }
  // Its id covers what the wrapper adds (a control request's id, a tool use's), not the questions alone.
  const wrapped: ChoiceRequest = { ...inner.request, dialect: 'can_use_tool', meta: { ...meta } };
  const request: ChoiceRequest = { ...wrapped, id: options.id ?? contentId(wrapped) };
  return { ok: true, request, ...(inner.response && { response: { ...inner.response, requestId: request.id } }) };
}

function metaOf(request: ChoiceRequest): CanUseToolMeta {
  const meta = request.meta;
  if (!isRecord(meta) || typeof own(meta, 'toolName') !== 'string' || !isRecord(own(meta, 'input'))) {
    throw new TypeError(`Request "${request.id}" has no canUseTool meta; encode only requests that the can_use_tool parser built.`);
  }
  return meta as unknown as CanUseToolMeta;
}

/** `ChoiceResponse` → the callback's `PermissionResult`, whatever form the request came in. */
export function permissionResult(request: ChoiceRequest, response: ChoiceResponse): CanUseToolResult {
  const { toolName, input, suggestions } = metaOf(request);
  if (cancelledOrDeclined(response.status)) return { behavior: 'deny', message: CANCELLED_MESSAGE };
  if (response.status === 'timeout') return { behavior: 'deny', message: TIMED_OUT_MESSAGE };
  if (toolName !== ASK_USER_QUESTION_TOOL) {
    // The person's instruction is the denial's message, as Claude Code sends it; left empty, a plain Deny.
    if (!approvalDecision(request, response)) return { behavior: 'deny', message: denialMessage(response) ?? PERMISSION_DENIED_MESSAGE };
    return approvedAlways(response) && suggestions ? { behavior: 'allow', updatedInput: input, updatedPermissions: suggestions } : { behavior: 'allow', updatedInput: input };
  }
  const reply = encodeAskUserQuestion({ ...request, dialect: 'ask_user_question' }, response);
  const annotations = 'annotations' in reply ? reply.annotations : undefined;
  const updatedInput: Json = { ...input, answers: reply.answers, ...(annotations && { annotations }) };
  return { behavior: 'allow', updatedInput };
}

/** `ChoiceResponse` → the reply in the request's form (see the module header). */
export function encodeCanUseTool(request: ChoiceRequest, response: ChoiceResponse): CanUseToolReply {
  const meta = metaOf(request);
  return inForm(permissionResult(request, response), meta.form, meta);
}

export const canUseTool: Dialect<CanUseToolReply> = {
  name: 'can_use_tool',
  // Claude Code's permission prompt takes Escape as "No".
  capabilities: { cancel: true, timeout: true, escapeDenies: true, escapeCancels: true },
  detect: detectCanUseTool,
  limits: SEED_LIMITS,
  restores: true,
  parse,
  encode: encodeCanUseTool,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default canUseTool;
