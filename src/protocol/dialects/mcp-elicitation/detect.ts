import type { DialectDetect } from '../../dialect.js';
import { isRecord, own, type Json } from '../../input.js';
import { has } from '../shared/detect.js';

/**
 * Requests asked several at once: an `InputRequiredResult`, or a Tasks-extension task (a
 * `tasks/get` result) holding `inputRequests`; bare, in a JSON-RPC response, or (a task) in
 * a `notifications/tasks` notification.
 */
function isSeveral(value: Json): boolean {
  const result = own(value, 'result');
  const params = own(value, 'params');
  const inner = isRecord(result) && has(value, 'jsonrpc') ? result : own(value, 'method') === 'notifications/tasks' && isRecord(params) ? params : value;
  return own(inner, 'resultType') === 'input_required' || (typeof own(inner, 'taskId') === 'string' && has(inner, 'status') && has(inner, 'inputRequests'));
}

/**
 * `elicitation/create` params (or the whole request, also as Codex's app server forwards it):
 * a form's `requestedSchema` (null in a Codex tool approval), or URL mode; or several asked at once.
 */
export const detectMcpElicitation: DialectDetect = {
  // Marked by its schema or method; after the dialects that wrap a tool's arguments.
  order: 50,
  marker: (value) => {
    if (!isRecord(value)) return false;
    if (isSeveral(value)) return true;
    // The request's own method names it, whatever its params hold.
    if (['elicitation/create', 'mcpServer/elicitation/request'].includes(own(value, 'method') as string) && isRecord(own(value, 'params'))) return true;
    const params = value;
    const schema = own(params, 'requestedSchema');
    return isRecord(schema) || (schema === null && has(params, 'serverName')) || (own(params, 'mode') === 'url' && has(params, 'url')) || own(params, 'mode') === 'openai/form' || own(params, 'mode') === 'openaiForm';
  },
};
