/** The notes a request may take, as markup (`notes.template.ts`). */
import { LIMITS } from '../../protocol/limits.js';
import { say } from '../strings/locale-format.js';
import { sayPart } from '../strings/part-strings.js';
import { html, nothing, type Markup } from '../../html/markup.js';
import { flag, type QuestionMarkupView } from '../../html/question.js';
import type { CardView } from '../../html/card.js';
import { noteStrings } from './note-strings.js';

/** The notes on the chosen options (`notes.template.ts`); once locked, only those written. */
function notes(v: QuestionMarkupView): Markup {
  const chosen = v.question.options.map((o, i) => [o, i] as const).filter(([o]) => v.shown.selected.includes(o.id));
  if (chosen.length === 0 || (v.lock && chosen.every(([o]) => !v.draft.note(o.id)))) return nothing;
  return html`<div class="notes">${chosen.map(([o, i]) => {
    const id = v.id(`note-${i}`);
    return html`<div part="${v.inSet ? 'option-note' : 'note'}" class="field note"><label for="${id}">${say(v.strings, 'optionNote', { option: o.label })}</label><input id="${id}" data-option="${i}" type="text" dir="auto" autocomplete="off" maxlength="${LIMITS.maxLongText}" placeholder="${sayPart(v.strings, 'notePlaceholder')}" readonly="${flag(!!v.lock)}" value="${v.draft.note(o.id)}"></div>`;
  })}</div>`;
}


/** The note on the whole request; once locked, only when one was written (`renderGlobalNote`). */
function globalNote(v: CardView): Markup {
  if (v.lock && !v.note) return nothing;
  const id = v.id('global-note');
  return html`<div part="note" class="field note global"><label for="${id}">${v.strings.globalNote}</label><textarea id="${id}" rows="2" dir="auto" maxlength="${LIMITS.maxLongText}" readonly="${flag(!!v.lock)}">${`\n${v.note}`}</textarea></div>`;
}

export const notesMarkup = { notes, globalNote, texts: noteStrings };
