/** The question lists several dialects' detectors read (apart, so the built-in dialects' detector does not carry it). */
import { isRecord, own, type Json } from '../../input.js';
import { records } from './detect.js';

/** The payload's `questions` items that are objects, when `questions` is a list. */
export function questionList(value: Json | unknown[]): { root: Json; questions: unknown[]; items: Json[] } | undefined {
  if (!isRecord(value)) return undefined;
  const questions = own(value, 'questions');
  return Array.isArray(questions) ? { root: value, questions, items: records(questions) } : undefined;
}
