/**
 * A question's note field (`noteField`): the reason sent with an approval's decision, or
 * Claude Code's notes on a question with previews. It stands before the options, so it is
 * typed before the choice that sends; typed text keeps `dir="auto"`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LIMITS } from '../../protocol/limits.js';
import { idOf, type QuestionView } from '../question/question-view.js';

import { noteFieldStrings } from './note-field-strings.js';

/**
 * The field while open, with its hint; once settled, the note as sent (read only), or nothing
 * when none was typed. Enter in a reason does nothing (two decisions could follow it); in
 * notes it submits, as in the "Other" field, so notes alone can be the answer.
 */
export function renderNoteField(v: QuestionView): TemplateResult | typeof nothing {
  const kind = v.question.noteField;
  if (!kind) return nothing;
  const text = v.lock ? (v.shown.note ?? '') : v.draft.answerNote;
  if (v.lock && !text) return nothing;
  const strings = { ...noteFieldStrings, ...v.strings };
  const id = idOf(v.index, 'note');
  const hint = idOf(v.index, 'note-hint');
  const reason = kind === 'reason';
  return html`<div part="note-field" class="field note-field">
    <label for=${id}>${reason ? strings.reasonLabel : strings.notesLabel}</label>
    <input
      id=${id}
      type="text"
      dir="auto"
      autocomplete="off"
      maxlength=${LIMITS.maxLongText}
      aria-describedby=${v.lock ? nothing : hint}
      ?readonly=${!!v.lock}
      .value=${text}
      @input=${v.on.noteInput}
      @keydown=${reason ? nothing : v.on.otherKeydown}
    />
    ${v.lock ? nothing : html`<div class="note-field-hint" id=${hint}>${reason ? strings.reasonHint : strings.notesHint}</div>`}
  </div>`;
}
