import type { DialectDetect } from '../../dialect.js';
import { isRecord } from '../../input.js';
import { has } from '../shared/detect.js';

/** The tool's arguments, named by their own keys. */
export const detectProvideChoice: DialectDetect = {
  marker: (value) => isRecord(value) && (has(value, 'selection_mode') || has(value, 'prompt')),
};
