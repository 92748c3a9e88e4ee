/** The time left, as markup (`countdown.template.ts`). */
import type { ChoiceRequest } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { html, type Markup } from '../../html/markup.js';
import { clockIcon } from '../../html/icons.js';
import { timeLeftText } from './clock.js';

/** The time left, as the clock shows it before it runs: the request's whole time. */
function countdown(remainingMs: number, strings: ChoiceStrings, request: ChoiceRequest): Markup {
  return html`<span part="countdown" class="${remainingMs <= 10_000 ? 'countdown urgent' : 'countdown'}" role="timer" aria-live="off">${clockIcon}<span>${timeLeftText(remainingMs, strings, request)}</span></span>`;
}

export const countdownMarkup = { countdown };
