/** The visible time left on a request's clock (`countdown.controller.ts` keeps the time). */
import { html, type TemplateResult } from 'lit';
import { clockIcon } from '../internal/icons.js';
import { formatNumber, say } from '../strings/locale-format.js';
import type { ChoiceStrings } from '../strings/strings.js';

/** The countdown part's default text, spread under the resolved table so a host's entry wins. */
const countdownStrings: Partial<ChoiceStrings> = { timeLeft: '{time} left' };

/** A time left as m:ss, rounding up so the clock only reads zero at the end. */
function formatClock(strings: ChoiceStrings, ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${formatNumber(strings, Math.floor(total / 60))}:${formatNumber(strings, total % 60, 2)}`;
}

/** Visible time left. `role="timer"` is not live, so the seconds are never read out; thresholds are announced instead. */
export function renderCountdown(remainingMs: number, strings: ChoiceStrings): TemplateResult {
  const urgent = remainingMs <= 10_000;
  return html`<span part="countdown" class=${urgent ? 'countdown urgent' : 'countdown'} role="timer" aria-live="off">
    ${clockIcon}<span>${say({ ...countdownStrings, ...strings }, 'timeLeft', { time: formatClock(strings, remainingMs) })}</span>
  </span>`;
}
