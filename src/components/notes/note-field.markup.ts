/** A question's note field (an approval's reason, Claude Code's notes), as markup (`note-field.template.ts`). */
import { LIMITS } from '../../protocol/limits.js';
import { html, nothing, type Markup } from '../../html/markup.js';
import { flag, type QuestionMarkupView } from '../../html/question.js';
import { noteFieldStrings } from './note-field-strings.js';

/** The field while open, with its hint; once settled, the note as sent (read only), or nothing when none was typed. */
function noteField(v: QuestionMarkupView): Markup {
  const kind = v.question.noteField;
  if (!kind) return nothing;
  const text = v.lock ? (v.shown.note ?? '') : v.draft.answerNote;
  if (v.lock && !text) return nothing;
  const id = v.id('note');
  const hint = v.id('note-hint');
  const reason = kind === 'reason';
  return html`<div part="note-field" class="field note-field"><label for="${id}">${reason ? v.strings.reasonLabel : v.strings.notesLabel}</label><input id="${id}" type="text" dir="auto" autocomplete="off" maxlength="${LIMITS.maxLongText}" aria-describedby="${v.lock ? undefined : hint}" readonly="${flag(!!v.lock)}" value="${text}">${
    v.lock ? nothing : html`<div class="note-field-hint" id="${hint}">${reason ? v.strings.reasonHint : v.strings.notesHint}</div>`
  }</div>`;
}

export const noteFieldMarkup = { noteField, texts: noteFieldStrings };
