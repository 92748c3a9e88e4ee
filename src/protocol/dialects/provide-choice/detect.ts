import type { DialectDetect } from '../../dialect.js';
import { isRecord } from '../../input.js';
import { has } from '../shared/detect.js';

/** The tool's arguments, named by their own keys. */
export const detectProvideChoice: DialectDetect = {
  // Marked by keys of its own; after the dialects that wrap a tool's arguments.
  order: 60,
  marker: (value) => isRecord(value) && (has(value, 'selection_mode') || has(value, 'prompt')),
};
