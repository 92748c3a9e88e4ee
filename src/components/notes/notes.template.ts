/**
 * The notes a request may take (`annotations`): one on each chosen option, and one on the whole
 * request. Typed text keeps `dir="auto"`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { LIMITS } from '../../protocol/limits.js';
import type { Lock } from '../answer/rules.js';
import { say } from '../strings/locale-format.js';
import { withPartStrings } from '../strings/part-strings.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { idOf, type QuestionView } from '../question/question-view.js';
import { noteStrings } from './note-strings.js';


export function renderNotes(v: QuestionView): TemplateResult | typeof nothing {
  const chosen = v.question.options.map((o, i) => [o, i] as const).filter(([o]) => v.shown.selected.includes(o.id));
  if (chosen.length === 0 || (v.lock && chosen.every(([o]) => !v.draft.note(o.id)))) return nothing;
  return html`<div class="notes">
    ${chosen.map(([o, i]) => {
      const id = idOf(v.index, `note-${i}`);
      return html`<div part=${v.partNames.note} class="field note">
        <label for=${id}>${say({ ...noteStrings, ...v.strings }, 'optionNote', { option: o.label })}</label>
        <input
          id=${id}
          data-option=${i}
          type="text"
          dir="auto"
          autocomplete="off"
          maxlength=${LIMITS.maxLongText}
          placeholder=${withPartStrings(v.strings).notePlaceholder}
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
    <label for="global-note">${{ ...noteStrings, ...v.strings }.globalNote}</label>
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
