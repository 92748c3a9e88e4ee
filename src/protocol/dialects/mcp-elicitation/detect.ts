import type { DialectDetect } from '../../dialect.js';
import { isRecord, own, type Json } from '../../input.js';
import { has } from '../shared/detect.js';

/**
 * `elicitation/create` params (or the whole request, also as Codex's app server forwards it):
 * a form's `requestedSchema` (null in a Codex tool approval), or URL mode.
 */
export const detectMcpElicitation: DialectDetect = {
  // Marked by its schema or method; after the dialects that wrap a tool's arguments.
  order: 50,
  marker: (value) => {
    if (!isRecord(value)) return false;
    const wrapped = ['elicitation/create', 'mcpServer/elicitation/request'].includes(own(value, 'method') as string) && isRecord(own(value, 'params'));
    const params = wrapped ? (own(value, 'params') as Json) : value;
    const schema = own(params, 'requestedSchema');
    return isRecord(schema) || (schema === null && has(params, 'serverName')) || (own(params, 'mode') === 'url' && has(params, 'url'));
  },
};
