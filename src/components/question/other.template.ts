/**
 * The free-text "Other" answer of a question. Typed text keeps `dir="auto"`; each field says
 * which question (`data-q` on its wrapper) and option (`data-option`) it belongs to, so one
 * handler per kind serves every question.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LIMITS } from '../../protocol/limits.js';
import { idOf, type QuestionView } from './question-view.js';

/** The typed answer: as typed while open (spaces and all), as sent or restored once locked. */
export const otherText = (v: QuestionView) => (v.lock ? (v.shown.other ?? '') : v.draft.other);

/**
 * A plain `.value` binding, not `live()`: every edit reaches the draft in its `input` event,
 * so the value Lit last set is always the field's own, and `live` (0.45 KB of bundle.js with
 * Lit's directive code) would compare equal values. The lazy fields keep `live`.
 */
export function renderOther(v: QuestionView): TemplateResult {
  const q = v.question;
  const invalid = !!v.problem && !!v.draft.other.trim();
  const id = idOf(v.index, 'other');
  // Typed, then an option chosen: the text stays, said not to be sent (typing again sends it).
  const kept = !v.lock && v.draft.otherKept;
  return html`
    <div part="other" class=${kept ? 'field other kept' : 'field other'}>
      <label for=${id}>${v.strings.other}</label>
      <input
        id=${id}
        aria-describedby=${kept ? `${id}-kept` : nothing}
        type="text"
        dir="auto"
        autocomplete="off"
        maxlength=${LIMITS.maxLongText}
        placeholder=${q.placeholder ?? v.strings.otherPlaceholder}
        aria-invalid=${invalid ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${otherText(v)}
        @input=${v.on.otherInput}
        @keydown=${v.on.otherKeydown}
      />
      ${kept ? html`<div class="hint" id=${`${id}-kept`}>${v.strings.otherKept}</div>` : nothing}
    </div>
  `;
}
