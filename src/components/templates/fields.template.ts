/**
 * The text fields of a question: the free-text "Other" answer, the field that is the answer
 * of a question without options, a note on each chosen option, and the note on the whole
 * request. Typed text keeps `dir="auto"`: the user may write in another direction than the
 * element's. Each field says which question (`data-q` on its question's wrapper) and option
 * (`data-option`) it belongs to, so one handler per kind serves every question.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { LIMITS } from '../../protocol/limits.js';
import { maxTextLength, numberRule } from '../../protocol/hints.js';
import { typedDecimal } from '../../protocol/kinds.js';
import type { Lock } from '../answer/rules.js';
import { say } from '../locale-format.js';
import type { ChoiceStrings } from '../strings.js';
import { idOf, type QuestionView } from './question-view.js';

/** The typed answer: as typed while open (spaces and all), as sent or restored once locked. */
const otherText = (v: QuestionView) => (v.lock ? (v.shown.other ?? '') : v.draft.other);

export function renderOther(v: QuestionView): TemplateResult {
  const q = v.question;
  const invalid = !!v.problem && !!v.draft.other.trim();
  const id = idOf(v.index, 'other');
  return html`
    <div part="other" class="field other">
      <label for=${id}>${v.strings.other}</label>
      <input
        id=${id}
        type="text"
        dir="auto"
        autocomplete="off"
        maxlength=${LIMITS.maxLongText}
        placeholder=${q.placeholder ?? v.strings.otherPlaceholder}
        aria-invalid=${invalid ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(otherText(v))}
        @input=${v.on.otherInput}
        @keydown=${v.on.otherKeydown}
      />
    </div>
  `;
}

const INPUT_MODES: Record<string, string> = { integer: 'numeric', number: 'decimal', email: 'email', uri: 'url' };

/**
 * The field that is the answer of a `text`, `number` or `integer` question (or a legacy
 * choice without options), labelled by the question itself and described by its rule
 * ("At most 60 characters") and, after a refused Submit, the problem. `maxlength` is the
 * question's own; a secret is a password field. A number field is a spin button whose
 * `aria-valuemin` / `aria-valuemax` are the request's range (see `number-step.ts` for why it
 * stays a text input).
 */
export function renderTextField(v: QuestionView, described: { rule: boolean; message: boolean }): TemplateResult {
  const q = v.question;
  const kind = q.kind && q.kind !== 'choice' ? q.kind : (q.input ?? 'text');
  const describedBy = [described.rule && idOf(v.index, 'rule'), described.message && idOf(v.index, 'hint')].filter(Boolean).join(' ');
  const range = numberRule(q);
  const typed = otherText(v);
  const now = range && typedDecimal(typed);
  // Without a number in it, a spin button would be read as "0"; say it is empty, or what it holds.
  const valueText = range && now === undefined ? typed.trim() || v.strings.numberEmpty : undefined;
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
    </div>
  `;
}

export function renderNotes(v: QuestionView): TemplateResult | typeof nothing {
  const chosen = v.question.options.map((o, i) => [o, i] as const).filter(([o]) => v.shown.selected.includes(o.id));
  if (chosen.length === 0 || (v.lock && chosen.every(([o]) => !v.draft.note(o.id)))) return nothing;
  return html`<div class="notes">
    ${chosen.map(([o, i]) => {
      const id = idOf(v.index, `note-${i}`);
      return html`<div part=${v.parts.note} class="field note">
        <label for=${id}>${say(v.strings, 'optionNote', { option: o.label })}</label>
        <input
          id=${id}
          data-option=${i}
          type="text"
          dir="auto"
          autocomplete="off"
          maxlength=${LIMITS.maxLongText}
          ?readonly=${!!v.lock}
          .value=${live(v.draft.note(o.id))}
          @input=${v.on.noteInput}
        />
      </div>`;
    })}
  </div>`;
}

/** The note on the whole request, when it takes one; once locked, only when one was written. */
export function renderGlobalNote(v: { strings: ChoiceStrings; lock: Lock | null; note: string; onInput(event: Event): void }): TemplateResult | typeof nothing {
  if (v.lock && !v.note) return nothing;
  return html`<div part="note" class="field note global">
    <label for="global-note">${v.strings.globalNote}</label>
    <textarea
      id="global-note"
      rows="2"
      dir="auto"
      maxlength=${LIMITS.maxLongText}
      ?readonly=${!!v.lock}
      .value=${live(v.note)}
      @input=${v.onInput}
    ></textarea>
  </div>`;
}
