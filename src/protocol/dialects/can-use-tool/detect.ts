import type { DialectDetect } from '../../dialect.js';
import { isRecord, own } from '../../input.js';

/** The SDK's permission request: a tool's name and its input. */
export const detectCanUseTool: DialectDetect = {
  marker: (value) => isRecord(value) && typeof own(value, 'toolName') === 'string' && isRecord(own(value, 'input')),
};
