/**
 * The live counter of a text field whose question sets `maxLength`: "12 / 200" under the
 * field, and a polite remark when the text comes near the limit and when it reaches it, not
 * on every key.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ChoiceQuestion } from '../../protocol/model.js';
import { sayPart } from '../strings/part-strings.js';
import type { ChoiceStrings } from '../strings/strings.js';

/** Characters as the length rule counts them (code points, so an emoji is one). */
const lengthOf = (text: string) => [...text].length;

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

/** The counter of question `q`'s field holding `text`, when the question sets a length limit and takes answers. */
export function renderCounter(q: ChoiceQuestion, text: string, strings: ChoiceStrings, open: boolean): TemplateResult | typeof nothing {
  const max = q.maxLength;
  if (max === undefined || !open) return nothing;
  const length = lengthOf(text);
  return html`<div part="counter" class=${length > max ? 'counter over' : 'counter'} aria-hidden="true">${sayPart(strings, 'lengthCount', { count: length, max })}</div>
    <div class="visually-hidden" aria-live="polite">${nearLimitRemark(strings, length, max)}</div>`;
}

/** The counter sits at the field's end, in the muted text of a hint; past the limit, in the danger colour. */
export const counterStyles = css`
  .counter {
    align-self: flex-end;
    font-size: 0.8125rem;
    color: var(--_text-muted);
    font-variant-numeric: tabular-nums;
  }
  .counter.over {
    color: var(--_danger);
  }
`;

