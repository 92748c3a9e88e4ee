import { html, type TemplateResult } from 'lit';
import type { ChoiceStrings } from '../strings/strings.js';
import { withPartStrings } from '../strings/part-strings.js';
import type { UndoWindow } from './undo.controller.js';
import type { ChoiceRequest } from '../../protocol/model.js';
import { declines } from '../../protocol/responses.js';

/** What the waiting refusal is called: the word of the button pressed, Decline or Cancel. */
export function refusalState(request: ChoiceRequest, strings: ChoiceStrings): string {
  return declines(request) ? strings.declined : strings.cancelled;
}

/** "Cancelled · Undo", in place of the actions while a cancel can still be undone. */
export function renderUndo(window: UndoWindow, request: ChoiceRequest, strings: ChoiceStrings): TemplateResult {
  return html`<div part="undo" class="undo">
    <span class="text">${refusalState(request, strings)}</span><span aria-hidden="true">${strings.hintSeparator}</span>
    <button part="undo-button" class="button quiet" type="button" @click=${() => window.close(false)}>${withPartStrings(strings).undo}</button>
  </div>`;
}
