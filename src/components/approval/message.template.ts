/**
 * "No, and tell Claude what to do differently": a refusal that carries what the person types.
 * Choosing it sends nothing yet; its field shows under the options and takes focus, and Enter
 * or its Submit button sends the refusal with the text (left empty, a plain Deny, as in Claude Code).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceOption } from '../../protocol/model.js';
import { LIMITS } from '../../protocol/limits.js';
import { idOf, type QuestionView } from '../question/question-view.js';
import { asksMessage, messageStrings } from './message-strings.js';

export { asksMessage };


/**
 * Whether choosing `option` of question `index` waits for a message; if so, focus moves into
 * the field once it shows.
 */
export function asks(host: HTMLElement & { updateComplete: Promise<unknown> }, index: number, option: ChoiceOption): boolean {
  if (!asksMessage(option)) return false;
  void host.updateComplete.then(() => host.shadowRoot?.querySelector<HTMLElement>(`#${idOf(index, 'message')}`)?.focus());
  return true;
}

/**
 * A key in the message field: Escape, holding text, sends this refusal with it (Escape means
 * no, and nothing typed is dropped; the Escape of the cancel part, which would choose the
 * plain Deny, skips a prevented event); any other key as in the "Other" field (Enter sends).
 */
function keydown(v: QuestionView, event: KeyboardEvent): void {
  if (event.key === 'Escape' && !event.isComposing && !event.defaultPrevented && (event.target as HTMLInputElement).value.trim()) {
    event.preventDefault();
    v.on.submit();
  } else v.on.otherKeydown(event);
}

/**
 * The message field under an approval's options, while its "tell Claude" option is chosen; once
 * sent, the message as sent (read only), or nothing when none was typed.
 */
export function renderMessage(v: QuestionView): TemplateResult | typeof nothing {
  const i = v.question.options.findIndex(asksMessage);
  const option = v.question.options[i];
  if (!option || !v.shown.selected.includes(option.id)) return nothing;
  const text = v.lock ? (v.shown.optionNotes?.[option.id] ?? '') : v.draft.note(option.id);
  if (v.lock && !text) return nothing;
  const strings = { ...messageStrings, ...v.strings };
  const id = idOf(v.index, 'message');
  return html`<div part="message" class="field message">
    <label for=${id}>${strings.denyMessageLabel}</label>
    <div class="message-row">
      <input
        id=${id}
        data-option=${i}
        type="text"
        dir="auto"
        autocomplete="off"
        maxlength=${LIMITS.maxLongText}
        aria-describedby=${v.lock ? nothing : idOf(v.index, 'message-hint')}
        ?readonly=${!!v.lock}
        .value=${text}
        @input=${v.on.noteInput}
        @keydown=${(event: KeyboardEvent) => keydown(v, event)}
      />${v.lock ? nothing : html`<button type="button" part="message-send" class="button primary" @click=${v.on.submit}>${strings.submit}</button>`}
    </div>
    ${v.lock ? nothing : html`<div class="message-hint" id=${idOf(v.index, 'message-hint')}>${strings.denyMessageHint}</div>`}
  </div>`;
}
