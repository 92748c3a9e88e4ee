import { html, type TemplateResult } from 'lit';
import type { ChoiceStrings } from '../strings/strings.js';
import { withPartStrings } from '../strings/part-strings.js';
import type { UndoWindow } from './undo.controller.js';

/** "Cancelled · Undo", in place of the actions while a cancel can still be undone. */
export function renderUndo(window: UndoWindow, strings: ChoiceStrings): TemplateResult {
  return html`<div part="undo" class="undo">
    <span class="text">${strings.cancelled}</span><span aria-hidden="true">${strings.hintSeparator}</span>
    <button part="undo-button" class="button quiet" type="button" @click=${() => window.close(false)}>${withPartStrings(strings).undo}</button>
  </div>`;
}
