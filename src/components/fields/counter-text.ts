/** What a length counter says (the elements and `renderHTML` alike). */
import { sayPart } from '../strings/part-strings.js';
import type { ChoiceStrings } from '../strings/strings.js';

/** Characters as the length rule counts them (code points, so an emoji is one). */
export const lengthOf = (text: string) => [...text].length;

/**
 * What the remark says for `length` of `max`: nothing while far from the limit; once within a
 * tenth of it (at least 5 characters), how few are left at most, then that the limit is
 * reached. It changes only when one of those lines is crossed, so a screen reader hears it
 * once per line, never a count per key.
 */
export function nearLimitRemark(strings: ChoiceStrings, length: number, max: number): string {
  const near = Math.max(5, Math.ceil(max / 10));
  if (length >= max) return sayPart(strings, 'lengthReached', { max });
  return max - length <= near ? sayPart(strings, 'lengthNear', { count: near }) : '';
}

