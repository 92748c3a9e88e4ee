import type { DialectDetect } from '../../dialect.js';
import { isRecord, own } from '../../input.js';
import { isControlRequest, isPermissionRequestHook } from './forms.js';

/** A Claude permission request: the callback's tool name and input, the CLI's `can_use_tool` control request, or the `PermissionRequest` hook's input. */
export const detectCanUseTool: DialectDetect = {
  // Its `input` may hold any tool's arguments, another dialect's shape among them.
  order: 30,
  marker: (value) => (isRecord(value) && typeof own(value, 'toolName') === 'string' && isRecord(own(value, 'input'))) || isControlRequest(value) || isPermissionRequestHook(value),
};
