/** What the dialects' detectors read a payload by: a few marker keys, never a validation. */
import { isRecord, own, type Json } from '../../input.js';

export const has = (o: Json, key: string) => own(o, key) !== undefined;
export const records = (list: unknown[]) => list.filter(isRecord);

/**
 * A single question's options, all objects, when the payload is one: a `question` text and an
 * `options` list, and no `questions` list (whose shape, fitting no dialect, names none).
 */
export function singleQuestionOptions(value: Json | unknown[]): Json[] | undefined {
  if (!isRecord(value) || Array.isArray(own(value, 'questions')) || typeof own(value, 'question') !== 'string') return undefined;
  const options = own(value, 'options');
  if (!Array.isArray(options)) return undefined;
  const items = records(options);
  return items.length > 0 ? items : undefined;
}
