/** The visible time left on a request's clock (`controllers/countdown.ts` keeps the time). */
import { html, type TemplateResult } from 'lit';
import { clockIcon } from '../icons.js';
import { formatString, type ChoiceStrings } from '../strings.js';

/** `m:ss` for the visible countdown, rounding up so "0:00" only shows at the end. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Visible time left. `role="timer"` is not live, so the seconds are never read out; thresholds are announced instead. */
export function renderCountdown(remainingMs: number, strings: ChoiceStrings): TemplateResult {
  const urgent = remainingMs <= 10_000;
  return html`<span part="countdown" class=${urgent ? 'countdown urgent' : 'countdown'} role="timer" aria-live="off">
    ${clockIcon}<span>${formatString(strings.timeLeft, { time: formatRemaining(remainingMs) })}</span>
  </span>`;
}
