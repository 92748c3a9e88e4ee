/** The field of "No, and tell Claude what to do differently", as markup (`message.template.ts`). */
import { LIMITS } from '../../protocol/limits.js';
import { html, nothing, type Markup } from '../../html/markup.js';
import { flag, type QuestionMarkupView } from '../../html/question.js';
import { asksMessage, messageStrings } from './message-strings.js';

/** The field of "No, and tell Claude…" while that option is chosen; once sent, the message as sent (`message.template.ts`). */
function message(v: QuestionMarkupView): Markup {
  const i = v.question.options.findIndex(asksMessage);
  const option = v.question.options[i];
  if (!option || !v.shown.selected.includes(option.id)) return nothing;
  const text = v.lock ? (v.shown.optionNotes?.[option.id] ?? '') : v.draft.note(option.id);
  if (v.lock && !text) return nothing;
  const id = v.id('message');
  return html`<div part="message" class="field message"><label for="${id}">${v.strings.denyMessageLabel}</label><div class="message-row"><input id="${id}" data-option="${i}" type="text" dir="auto" autocomplete="off" maxlength="${LIMITS.maxLongText}" aria-describedby="${v.lock ? undefined : v.id('message-hint')}" readonly="${flag(!!v.lock)}" value="${text}">${
    v.lock ? nothing : html`<button type="button" part="message-send" class="button primary">${v.strings.submit}</button>`
  }</div>${v.lock ? nothing : html`<div class="message-hint" id="${v.id('message-hint')}">${v.strings.denyMessageHint}</div>`}</div>`;
}


export const messageMarkup = { message, texts: messageStrings };
