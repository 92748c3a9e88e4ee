/**
 * Where the protocol's checks find the English of their problems: the table of
 * `validate-text.ts`, which registers itself here when it is imported. `input.ts` imports it,
 * so every module that reads a payload or checks a request has it from the start.
 *
 * `bundle.js` leaves the table out of its `core.js` and fetches it with the elements' fallbacks
 * part, the part that shows these problems (`scripts/bundle-build.mjs`, `WORDED_BY_PARTS`).
 * Until it is there a problem reads as its key (`optionIdTwice`): an element holding one is
 * pending until that part comes, then reads its input again, and every problem it then
 * holds, in `validationErrors` and in its fallback, is worded in full.
 */
import type { ValidationText } from './validate-text.js';

let text: ValidationText | undefined;

/** Called by `validate-text.ts` when it is imported. */
export function registerValidationText(table: ValidationText): void {
  text = table;
}

/** The English of problem `key` with its `values`, or the key while the table is not here. */
export function worded<K extends keyof ValidationText>(key: K, ...values: Parameters<ValidationText[K]>): string {
  return text ? (text[key] as (...args: Parameters<ValidationText[K]>) => string)(...values) : key;
}
