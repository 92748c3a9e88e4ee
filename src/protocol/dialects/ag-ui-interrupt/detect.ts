import type { DialectDetect } from '../../dialect.js';
import { isRecord, own } from '../../input.js';

/** An AG-UI `Interrupt`: its `id` and `reason`. */
const isInterrupt = (value: unknown) => isRecord(value) && typeof own(value, 'id') === 'string' && typeof own(value, 'reason') === 'string';

/** An interrupt outcome `{type: "interrupt", interrupts}`. */
const isOutcome = (value: unknown) => isRecord(value) && own(value, 'type') === 'interrupt' && Array.isArray(own(value, 'interrupts'));

/** AG-UI's `RUN_FINISHED` event ending in interrupts, its outcome alone, or the interrupts themselves. */
export const detectAgUiInterrupt: DialectDetect = {
  // Marked by its event type or its interrupts' keys; before the dialects that wrap a tool's arguments in a list.
  order: 35,
  marker: (value) => {
    if (Array.isArray(value)) return value.length > 0 && value.every(isInterrupt);
    return (own(value, 'type') === 'RUN_FINISHED' && isOutcome(own(value, 'outcome'))) || isOutcome(value);
  },
};
