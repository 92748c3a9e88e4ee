/**
 * The text fields of `<choice-prompt>`: the free-text "Other" answer, the field that is the
 * answer of a question without options, a note on each chosen option and the note on the
 * whole request (which `<question-set>` renders too). Typed text keeps `dir="auto"`: the
 * user may write in another direction than the prompt's.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { LIMITS } from '../../protocol/limits.js';
import type { Lock } from '../context.js';
import { formatString, type ChoiceStrings } from '../strings.js';
import type { PromptView } from './choice-prompt.template.js';

const inputText = (event: Event) => (event.target as HTMLInputElement | HTMLTextAreaElement).value;

/** The typed answer: as typed while open (spaces and all), as sent or restored once locked. */
const otherText = (v: PromptView) => (v.lock ? (v.shown.other ?? '') : v.draft.other);

export function renderOther(v: PromptView): TemplateResult {
  const q = v.question;
  const invalid = !!v.problem && !!v.draft.other.trim();
  return html`
    <div part="other" class="field other">
      <label for="other-input">${v.strings.other}</label>
      <input
        id="other-input"
        type="text"
        dir="auto"
        autocomplete="off"
        maxlength=${LIMITS.maxLongText}
        placeholder=${q.placeholder ?? v.strings.otherPlaceholder}
        aria-invalid=${invalid ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(otherText(v))}
        @input=${(e: Event) => v.on.otherInput(inputText(e))}
        @keydown=${v.on.otherKeydown}
      />
    </div>
  `;
}

/** A question without options: the field is the answer, labelled by the question itself. */
export function renderTextField(v: PromptView, hasHint: boolean): TemplateResult {
  const kind = v.question.input ?? 'text';
  return html`
    <div part="other" class="field other text-only">
      <input
        id="other-input"
        type="text"
        dir="auto"
        autocomplete="off"
        inputmode=${kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : nothing}
        maxlength=${LIMITS.maxLongText}
        placeholder=${v.question.placeholder ?? v.strings.textPlaceholder}
        aria-labelledby="question"
        aria-describedby=${hasHint ? 'hint' : nothing}
        aria-invalid=${v.problem ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(otherText(v))}
        @input=${(e: Event) => v.on.otherInput(inputText(e))}
        @keydown=${v.on.otherKeydown}
      />
    </div>
  `;
}

export function renderNotes(v: PromptView): TemplateResult | typeof nothing {
  if (!v.request.annotations?.perOption) return nothing;
  const chosen = v.question.options.map((o, i) => [o, i] as const).filter(([o]) => v.shown.selected.includes(o.id));
  if (chosen.length === 0 || (v.lock && chosen.every(([o]) => !v.draft.note(o.id)))) return nothing;
  return html`<div class="notes">
    ${chosen.map(
      ([o, i]) => html`<div part="note" class="field note">
        <label for=${`note-${i}`}>${formatString(v.strings.optionNote, { option: o.label })}</label>
        <input
          id=${`note-${i}`}
          type="text"
          dir="auto"
          autocomplete="off"
          maxlength=${LIMITS.maxLongText}
          ?readonly=${!!v.lock}
          .value=${live(v.draft.note(o.id))}
          @input=${(e: Event) => v.on.noteInput(o.id, inputText(e))}
        />
      </div>`,
    )}
  </div>`;
}

export function renderGlobalNote(v: { strings: ChoiceStrings; lock: Lock | null; globalNote?: string; on: { globalNoteInput(text: string): void } }): TemplateResult | typeof nothing {
  if (v.lock && !v.globalNote) return nothing;
  return html`<div part="note" class="field note global">
    <label for="global-note">${v.strings.globalNote}</label>
    <textarea
      id="global-note"
      rows="2"
      dir="auto"
      maxlength=${LIMITS.maxLongText}
      ?readonly=${!!v.lock}
      .value=${live(v.globalNote ?? '')}
      @input=${(e: Event) => v.on.globalNoteInput(inputText(e))}
    ></textarea>
  </div>`;
}
