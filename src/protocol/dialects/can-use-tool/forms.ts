/**
 * The three forms a Claude permission request arrives in (the SDK's callback arguments, the
 * CLI's `control_request`, the `PermissionRequest` hook's input), read to one shape.
 */
import { Reader, isRecord, own, showValue, type Json } from '../../input.js';

/** How the request arrived; the reply is written in the same form. */
export type CanUseToolForm = 'callback' | 'control_request' | 'PermissionRequest';

const CONTROL_REQUEST = 'control_request';
const CAN_USE_TOOL_SUBTYPE = 'can_use_tool';
const PERMISSION_REQUEST_EVENT = 'PermissionRequest';

// Ids are opaque strings the CLI chooses: long enough for any it makes, short enough to bound.
const LIMITS_ID = 200;

/** Whether `value` is the CLI's `control_request` for a tool permission. */
export const isControlRequest = (value: unknown): value is Json =>
  isRecord(value) && own(value, 'type') === CONTROL_REQUEST && isRecord(own(value, 'request')) && own(own(value, 'request') as Json, 'subtype') === CAN_USE_TOOL_SUBTYPE;

/** Whether `value` is the input of Claude Code's `PermissionRequest` hook. */
export const isPermissionRequestHook = (value: unknown): value is Json => isRecord(value) && own(value, 'hook_event_name') === PERMISSION_REQUEST_EVENT;

/** One permission request, whatever its form: where its fields sit and what names they have. */
interface PermissionCall {
  form: CanUseToolForm;
  /** The object holding the tool's name, input and suggestions, and its JSON path. */
  holder: Json;
  base: string;
  toolKey: 'toolName' | 'tool_name';
  inputKey: 'input' | 'tool_input';
  /** The control request's `request_id` (its reply echoes it). */
  requestId?: string;
  /** The control request's `tool_use_id` (its reply carries it as `toolUseID`, as the SDK's does). */
  toolUseId?: string;
}

/** Where `root`'s fields are, by its form; `undefined` (with errors in `r`) when a control request is malformed. */
export function locate(r: Reader, root: Json): PermissionCall | undefined {
  if (isPermissionRequestHook(root)) return { form: 'PermissionRequest', holder: root, base: '$', toolKey: 'tool_name', inputKey: 'tool_input' };
  if (own(root, 'type') !== CONTROL_REQUEST) return { form: 'callback', holder: root, base: '$', toolKey: 'toolName', inputKey: 'input' };
  const requestId = r.string(root, 'request_id', '$', { required: true, max: LIMITS_ID });
  const holder = r.record(root, 'request', '$', { required: true });
  if (!holder) return undefined;
  const subtype = own(holder, 'subtype');
  if (subtype !== CAN_USE_TOOL_SUBTYPE) {
    r.fail('$.request.subtype', `Only a "${CAN_USE_TOOL_SUBTYPE}" control request asks the user; not ${showValue(subtype)}.`);
    return undefined;
  }
  const toolUseId = r.string(holder, 'tool_use_id', '$.request', { max: LIMITS_ID });
  if (requestId === undefined) return undefined;
  return {
    form: 'control_request',
    holder,
    base: '$.request',
    toolKey: 'tool_name',
    inputKey: 'input',
    requestId,
    ...(toolUseId !== undefined && { toolUseId }),
  };
}
