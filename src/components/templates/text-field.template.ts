/**
 * The field that is the answer of a question without options. Part of the question fields
 * chunk (`lazy/field-kinds.ts`): a page showing only choices never loads it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { maxTextLength } from '../../protocol/hints.js';
import { otherText } from './fields.template.js';
import { idOf, type QuestionView } from './question-view.js';

const INPUT_MODES: Record<string, string> = { integer: 'numeric', number: 'decimal', email: 'email', uri: 'url' };

/**
 * The field that is the answer of a `text`, `number` or `integer` question (or a legacy
 * choice without options), labelled by the question itself and described by its rule
 * ("At most 60 characters") and, after a refused Submit, the problem. `maxlength` is the
 * question's own; a secret is a password field.
 */
export function renderTextField(v: QuestionView, described: { rule: boolean; message: boolean }): TemplateResult {
  const q = v.question;
  const kind = q.kind && q.kind !== 'choice' ? q.kind : (q.input ?? 'text');
  const describedBy = [described.rule && idOf(v.index, 'rule'), described.message && idOf(v.index, 'hint')].filter(Boolean).join(' ');
  return html`
    <div part="other" class="field other text-only">
      <input
        id=${idOf(v.index, 'other')}
        type=${q.secret ? 'password' : 'text'}
        dir="auto"
        autocomplete=${q.format === 'email' ? 'email' : q.secret ? 'new-password' : 'off'}
        inputmode=${INPUT_MODES[q.format ?? kind] ?? nothing}
        maxlength=${maxTextLength(q)}
        placeholder=${q.placeholder ?? v.strings.textPlaceholder}
        aria-labelledby=${idOf(v.index, 'question')}
        aria-describedby=${describedBy || nothing}
        aria-required=${q.optional ? nothing : 'true'}
        aria-invalid=${v.problem ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(otherText(v))}
        @input=${v.on.otherInput}
        @keydown=${v.on.otherKeydown}
      />
    </div>
  `;
}
