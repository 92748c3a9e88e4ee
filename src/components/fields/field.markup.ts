/** The field of a question answered by typing, as markup (`text-field.template.ts`, `counter.template.ts`). */
import { maxTextLength, numberRule, spansLines, typedDecimal } from '../../protocol/kinds.js';
import { sayPart } from '../strings/part-strings.js';
import { html, nothing, type Markup } from '../../html/markup.js';
import { flag, typedText, type QuestionMarkupView } from '../../html/question.js';
import { lengthOf, nearLimitRemark } from './counter-text.js';
import { fieldHintText, fieldProblemText } from './field-wording.js';
import { fieldStrings } from './field-strings.js';

const INPUT_MODES: Record<string, string> = { integer: 'numeric', number: 'decimal', email: 'email', uri: 'url' };

/** The field that is the answer of a question without options (`text-field.template.ts`). */
function field(v: QuestionMarkupView, hasRule: boolean): Markup {
  const q = v.question;
  const kind = q.kind && q.kind !== 'choice' ? q.kind : (q.input ?? 'text');
  const describedBy = hasRule ? v.id('rule') : undefined;
  const typed = typedText(v);
  const common = { id: v.id('other'), labelledBy: v.id('question'), required: q.optional ? undefined : 'true', readonly: flag(!!v.lock) };
  if (kind === 'text' && !q.secret && spansLines(q)) {
    const rows = Math.min(Math.max(typed.split('\n').length, 3), 12);
    return html`<div part="other" class="field other text-only"><textarea id="${common.id}" dir="auto" autocomplete="off" spellcheck="false" rows="${rows}" maxlength="${maxTextLength(q)}" placeholder="${q.placeholder}" aria-labelledby="${common.labelledBy}" aria-describedby="${describedBy}" aria-required="${common.required}" readonly="${common.readonly}">${`\n${typed}`}</textarea>${counterMarkup(v, typed)}</div>`;
  }
  const range = numberRule(q);
  const typedNumber = range && typedDecimal(typed);
  const now = typedNumber !== undefined && typedNumber >= (range?.min ?? -Infinity) && typedNumber <= (range?.max ?? Infinity) ? typedNumber : undefined;
  const valueText = range && now === undefined ? typed.trim() || v.strings.numberEmpty : undefined;
  return html`<div part="other" class="field other text-only"><input id="${common.id}" type="${q.secret ? 'password' : 'text'}" dir="auto" autocomplete="${q.format === 'email' ? 'email' : q.secret ? 'new-password' : 'off'}" inputmode="${INPUT_MODES[q.format ?? kind]}" maxlength="${maxTextLength(q)}" placeholder="${q.placeholder ?? v.strings.textPlaceholder}" role="${range ? 'spinbutton' : undefined}" aria-valuemin="${range?.min}" aria-valuemax="${range?.max}" aria-valuenow="${now}" aria-valuetext="${valueText}" aria-labelledby="${common.labelledBy}" aria-describedby="${describedBy}" aria-required="${common.required}" readonly="${common.readonly}" value="${q.secret ? '•'.repeat(lengthOf(typed)) : typed}">${counterMarkup(v, typed)}</div>`;
}

/** "12 / 200" under a field whose question sets a length limit, while it takes answers (`counter.template.ts`). */
function counterMarkup(v: QuestionMarkupView, text: string): Markup {
  const max = v.question.maxLength;
  if (max === undefined || v.lock) return nothing;
  const length = lengthOf(text);
  return html`<div part="counter" class="${length > max ? 'counter over' : 'counter'}" aria-hidden="true">${sayPart(v.strings, 'lengthCount', { count: length, max })}</div><div class="visually-hidden" aria-live="polite">${nearLimitRemark(v.strings, length, max)}</div>`;
}


/** The part's markup: the field, and the words of its rules (a typed question's hint). */
export const fieldMarkup = { field, fieldHintText, fieldProblemText, texts: fieldStrings };
