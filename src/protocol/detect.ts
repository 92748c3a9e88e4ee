/**
 * `detectDialect`: which dialect a payload is in, from its shape alone, for hosts that get
 * payloads from more than one agent. It never validates: parse with the dialect it names.
 */
import type { DialectName } from './model.js';
import type { DialectDetect } from './dialect.js';
import { LIMITS } from './limits.js';
import { isRecord } from './input.js';
import { DETECTORS as EACH } from './dialects/detectors.js';

/**
 * Each dialect's detector (its descriptor's `detect`; a built-in dialect's from its folder), in
 * the order they are tried, their own `order`: where a payload fits two, the first names it.
 */
export const DETECTORS = [...EACH].sort(([, a], [, b]) => a.order - b.order);

const first = (fits: (detect: DialectDetect) => boolean | undefined) => DETECTORS.find(([, detect]) => fits(detect))?.[0];

/**
 * The dialect `payload` (an object or its JSON text; Cline's XML tool call as text) is in, or
 * `undefined` when its shape names none. A `{question, options[{label, value}]}` payload is
 * named `choices-block`: `present_choices` arguments have the same shape and the same reply.
 * Never throws.
 */
export function detectDialect(payload: unknown): DialectName | undefined {
  let value = payload;
  if (typeof value === 'string') {
    const text = value;
    const named = first((detect) => detect.text?.(text));
    if (named) return named;
    if (value.length > LIMITS.maxPayloadChars) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(value) && !isRecord(value)) return undefined;
  const parsed = value;
  return first((detect) => detect.marker?.(parsed)) ?? first((detect) => detect.shape?.(parsed));
}
