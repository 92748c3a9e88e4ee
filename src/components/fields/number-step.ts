/** The keys of a number field, as a spin button takes them. */
import type { QuestionHint } from '../../protocol/hints.js';
import { typedDecimal } from '../../protocol/kinds.js';

type NumberRule = Extract<QuestionHint, { hint: 'number' }>;

const STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/**
 * The keys of a number field, as a spin button takes them (WAI-ARIA's spinbutton pattern,
 * as React Aria's NumberField does it): Up and Down step by one, Page Up and Page Down by
 * ten, Home and End go to the minimum and maximum. The field stays a text input, so what
 * a person types ("zwölf", "12.5" for a whole number) is kept and refused in words rather
 * than silently emptied as a native `type="number"` would.
 *
 * The text a number field holds after `key` is pressed in it, or `undefined` when the key is
 * not a step (or has nowhere to go). From an empty or unreadable field, Up starts at the
 * minimum (else 0) and Down at the maximum (else 0). A whole-number field steps to whole
 * numbers; every result stays within the range.
 */
export function stepNumber(text: string, rule: NumberRule, key: string): string | undefined {
  const { min = -Infinity, max = Infinity } = rule;
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  if (key === 'Home') return Number.isFinite(min) ? String(min) : undefined;
  if (key === 'End') return Number.isFinite(max) ? String(max) : undefined;
  const step = STEPS[key];
  if (step === undefined) return undefined;
  const current = typedDecimal(text);
  if (current === undefined) return String(clamp(step > 0 ? (Number.isFinite(min) ? min : 0) : Number.isFinite(max) ? max : 0));
  let next: number;
  if (rule.integer && !Number.isInteger(current)) next = step > 0 ? Math.ceil(current) + step - 1 : Math.floor(current) + step + 1;
  else next = current + step;
  // 0.1 + 1 is 1.1, not 1.1000000000000001.
  return String(clamp(Number(next.toFixed(10))));
}
