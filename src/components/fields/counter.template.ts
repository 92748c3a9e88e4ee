/**
 * The live counter of a text field whose question sets `maxLength`: "12 / 200" under the
 * field, and a polite remark when the text comes near the limit and when it reaches it, not
 * on every key.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ChoiceQuestion } from '../../protocol/model.js';
import { sayPart } from '../strings/part-strings.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { lengthOf, nearLimitRemark } from './counter-text.js';


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

