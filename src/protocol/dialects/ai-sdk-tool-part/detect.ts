import type { DialectDetect } from '../../dialect.js';
import { isRecord, own } from '../../input.js';
import { has } from '../shared/detect.js';

/** A UI message part of a tool: `type` `tool-<name>` or `dynamic-tool`, with its call's id. */
export const detectAiSdkToolPart: DialectDetect = {
  // First: the part's `input` may have any other dialect's shape, and the part around it names it.
  order: 10,
  marker: (value) => {
    if (!isRecord(value)) return false;
    const type = own(value, 'type');
    return typeof type === 'string' && (type.startsWith('tool-') || type === 'dynamic-tool') && has(value, 'toolCallId');
  },
};
