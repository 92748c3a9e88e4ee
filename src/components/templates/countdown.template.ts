/** The visible time left on a request's clock (`controllers/countdown.ts` keeps the time). */
import { html, type TemplateResult } from 'lit';
import { clockIcon } from '../icons.js';
import { formatClock, say } from '../locale-format.js';
import type { ChoiceStrings } from '../strings.js';

/** Visible time left. `role="timer"` is not live, so the seconds are never read out; thresholds are announced instead. */
export function renderCountdown(remainingMs: number, strings: ChoiceStrings): TemplateResult {
  const urgent = remainingMs <= 10_000;
  return html`<span part="countdown" class=${urgent ? 'countdown urgent' : 'countdown'} role="timer" aria-live="off">
    ${clockIcon}<span>${say(strings, 'timeLeft', { time: formatClock(strings, remainingMs) })}</span>
  </span>`;
}
