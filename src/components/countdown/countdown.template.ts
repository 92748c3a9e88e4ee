/** The visible time left on a request's clock (`countdown.controller.ts` keeps the time). */
import { html, type TemplateResult } from 'lit';
import { clockIcon } from '../internal/icons.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { timeLeftText } from './clock.js';

/** Visible time left. `role="timer"` is not live, so the seconds are never read out; thresholds are announced instead. */
export function renderCountdown(remainingMs: number, strings: ChoiceStrings): TemplateResult {
  const urgent = remainingMs <= 10_000;
  return html`<span part="countdown" class=${urgent ? 'countdown urgent' : 'countdown'} role="timer" aria-live="off">
    ${clockIcon}<span>${timeLeftText(remainingMs, strings)}</span>
  </span>`;
}
