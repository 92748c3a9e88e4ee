/** The visible time left on a request's clock (`countdown.controller.ts` keeps the time), and what happens at zero. */
import { html, type TemplateResult } from 'lit';
import type { ChoiceRequest } from '../../protocol/model.js';
import { clockIcon } from '../internal/icons.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { secondsLeft, timeLeftText } from './clock.js';

export { secondsLeft };

/**
 * Visible time left and what happens at zero. `role="timer"` is not live, so the seconds are
 * never read out; thresholds are announced instead (`secondsLeft`).
 */
export function renderCountdown(remainingMs: number, strings: ChoiceStrings, request: ChoiceRequest): TemplateResult {
  const urgent = remainingMs <= 10_000;
  return html`<span part="countdown" class=${urgent ? 'countdown urgent' : 'countdown'} role="timer" aria-live="off">
    ${clockIcon}<span>${timeLeftText(remainingMs, strings, request)}</span>
  </span>`;
}
