/**
 * The `can_use_tool` reply, in the form the request came in: the callback's `PermissionResult`,
 * the CLI's `control_response` around it, or the `PermissionRequest` hook's decision output.
 */
import type { PermissionSuggestion } from '../../permission-suggestions.js';
import type { CanUseToolForm } from './forms.js';

/** The callback's result, as `@anthropic-ai/claude-agent-sdk` types `PermissionResult`. */
export type CanUseToolResult =
  | { behavior: 'allow'; updatedInput: Record<string, unknown>; updatedPermissions?: PermissionSuggestion[] }
  | { behavior: 'deny'; message: string };

/**
 * The answer to a `control_request` (the SDK's `SDKControlResponse`): the result under
 * `response.response`, with the request's `tool_use_id` as `toolUseID`, as the SDK sends it.
 */
export interface CanUseToolControlResponse {
  type: 'control_response';
  response: { subtype: 'success'; request_id: string; response: CanUseToolResult & { toolUseID?: string } };
}

/** A `PermissionRequest` hook's output (its `hookSpecificOutput`, as the SDK types it). */
export interface PermissionRequestHookOutput {
  hookSpecificOutput: { hookEventName: 'PermissionRequest'; decision: CanUseToolResult };
}

/** Every reply `can_use_tool` encodes; which one follows `CanUseToolMeta.form`. */
export type CanUseToolReply = CanUseToolResult | CanUseToolControlResponse | PermissionRequestHookOutput;

/** `result` in the form the request came in. */
export function inForm(result: CanUseToolResult, form: CanUseToolForm | undefined, ids: { requestId?: string; toolUseId?: string }): CanUseToolReply {
  if (form === 'PermissionRequest') return { hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: result } };
  if (form !== 'control_request') return result;
  const response = ids.toolUseId === undefined ? result : { ...result, toolUseID: ids.toolUseId };
  return { type: 'control_response', response: { subtype: 'success', request_id: ids.requestId ?? '', response } };
}
