/**
 * The field that is the answer of a question without options (in the fields' part: a page
 * showing only choices never loads it).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { questionHints } from '../../protocol/hints.js';
import { maxTextLength, numberRule, spansLines, typedDecimal } from '../../protocol/kinds.js';
import type { ChoiceQuestion } from '../../protocol/model.js';
import type { AnswerProblem } from '../../protocol/validate.js';
import { otherText } from '../question/other.template.js';
import { idOf, type QuestionView } from '../question/question-view.js';
import { renderCounter } from './counter.template.js';
import { fieldStrings } from './field-strings.js';

const INPUT_MODES: Record<string, string> = { integer: 'numeric', number: 'decimal', email: 'email', uri: 'url' };

/**
 * The field that is the answer of a `text`, `number` or `integer` question (or a legacy
 * choice without options), labelled by the question itself and described by its rule
 * ("At most 60 characters") and, after a refused Submit, the problem (alone, when it restates
 * the rule). `maxlength` is the question's own; a secret is a password field. A number field
 * is a spin button whose `aria-valuemin` / `aria-valuemax` are the request's range (see
 * `number-step.ts` for why it stays a text input). A text that spans lines is a text area.
 */
export function renderTextField(v: QuestionView, described: { rule: boolean; message: boolean }): TemplateResult {
  const q = v.question;
  const kind = q.kind && q.kind !== 'choice' ? q.kind : (q.input ?? 'text');
  // A problem that restates the rule ("Enter a whole number from 2 to 30") describes the field alone:
  // with the rule too, Orca said the range twice, and a third time in the announcement.
  const restated = v.problem !== undefined && restatesRule(q, v.draft.problem);
  const describedBy = [described.rule && !restated && idOf(v.index, 'rule'), described.message && idOf(v.index, 'hint')].filter(Boolean).join(' ');
  if (kind === 'text' && !q.secret && spansLines(q)) return renderTextArea(v, describedBy);
  const range = numberRule(q);
  const strings = { ...fieldStrings, ...v.strings };
  const typed = otherText(v);
  const typedNumber = range && typedDecimal(typed);
  // A number out of range is said as typed: Chromium caps a spin button's value at its range,
  // so 40 in a field of 2 to 30 would read as 30, and the step back to 30 as no change at all.
  const now = typedNumber !== undefined && typedNumber >= (range?.min ?? -Infinity) && typedNumber <= (range?.max ?? Infinity) ? typedNumber : undefined;
  // Without a number in range, a spin button would be read as "0" or capped; say it is empty, or what it holds.
  const valueText = range && now === undefined ? typed.trim() || strings.numberEmpty : undefined;
  return html`
    <div part="other" class="field other text-only">
      <input
        id=${idOf(v.index, 'other')}
        type=${q.secret ? 'password' : 'text'}
        dir="auto"
        autocomplete=${q.format === 'email' ? 'email' : q.secret ? 'new-password' : 'off'}
        inputmode=${INPUT_MODES[q.format ?? kind] ?? nothing}
        maxlength=${maxTextLength(q)}
        placeholder=${q.placeholder ?? strings.textPlaceholder}
        role=${range ? 'spinbutton' : nothing}
        aria-valuemin=${range?.min ?? nothing}
        aria-valuemax=${range?.max ?? nothing}
        aria-valuenow=${now ?? nothing}
        aria-valuetext=${valueText ?? nothing}
        aria-labelledby=${idOf(v.index, 'question')}
        aria-describedby=${describedBy || nothing}
        aria-required=${q.optional ? nothing : 'true'}
        aria-invalid=${v.problem ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(otherText(v))}
        @input=${v.on.otherInput}
        @keydown=${v.on.otherKeydown}
      />
      ${renderCounter(q, typed, v.strings, !v.lock)}
    </div>
  `;
}

/**
 * Whether `problem`'s sentence holds the whole of the field's rule: a range problem names
 * both bounds of a number field's range; a length problem names one bound, so it restates a
 * length rule only when that rule has no other ("At most 5 characters", not "2 to 5").
 */
function restatesRule(q: ChoiceQuestion, problem: AnswerProblem | undefined): boolean {
  const hints = questionHints(q);
  const rule = hints.length === 1 ? hints[0] : undefined;
  switch (problem?.kind) {
    case 'out-of-range':
      return rule?.hint === 'number';
    case 'too-long':
      return rule?.hint === 'length' && rule.min === undefined;
    case 'too-short':
      return rule?.hint === 'length' && rule.max === undefined;
    default:
      return false;
  }
}

/**
 * A text that spans lines (an interrupt's argument holding a file's content): a text area,
 * where Enter adds a line and Ctrl+Enter (⌘+Enter) submits, as in a code review's comment box;
 * an `<input>` would drop the line breaks the moment it showed the text. No placeholder of
 * ours: the field starts full, and Orca read "Type your answer" as a description of its text.
 */
function renderTextArea(v: QuestionView, describedBy: string): TemplateResult {
  const q = v.question;
  const text = otherText(v);
  const lines = text.split('\n').length;
  return html`
    <div part="other" class="field other text-only">
      <textarea
        id=${idOf(v.index, 'other')}
        dir="auto"
        autocomplete="off"
        spellcheck="false"
        rows=${Math.min(Math.max(lines, 3), 12)}
        maxlength=${maxTextLength(q)}
        placeholder=${q.placeholder ?? nothing}
        aria-labelledby=${idOf(v.index, 'question')}
        aria-describedby=${describedBy || nothing}
        aria-required=${q.optional ? nothing : 'true'}
        aria-invalid=${v.problem ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(text)}
        @input=${v.on.otherInput}
        @keydown=${v.on.otherKeydown}
      ></textarea>
      ${renderCounter(q, text, v.strings, !v.lock)}
    </div>
  `;
}
