import type { DialectDetect } from '../../dialect.js';
import { isRecord, own, type Json } from '../../input.js';
import { has } from '../shared/detect.js';

/** `elicitation/create` params (or the whole request): a form's `requestedSchema`, or URL mode. */
export const detectMcpElicitation: DialectDetect = {
  marker: (value) => {
    if (!isRecord(value)) return false;
    const params = own(value, 'method') === 'elicitation/create' && isRecord(own(value, 'params')) ? (own(value, 'params') as Json) : value;
    return isRecord(own(params, 'requestedSchema')) || (own(params, 'mode') === 'url' && has(params, 'url'));
  },
};
