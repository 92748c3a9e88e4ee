/** The visible time left on a request's clock (`countdown.controller.ts` keeps the time). */
import { html, type TemplateResult } from 'lit';
import { clockIcon } from '../internal/icons.js';
import { formatNumber } from '../strings/locale-format.js';
import { formatString, type ChoiceStrings } from '../strings/strings.js';
import { countdownStrings } from './countdown-strings.js';
import type { CountdownClock } from './countdown.controller.js';

/** A time left as m:ss, rounding up so the clock only reads zero at the end. */
function formatClock(strings: ChoiceStrings, ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${formatNumber(strings, Math.floor(total / 60))}:${formatNumber(strings, total % 60, 2)}`;
}

/**
 * Visible time left, "Paused · 0:42 left" while the clock waits for the person. `role="timer"`
 * is not live, so the seconds are never read out; thresholds and the first pause are announced
 * instead (`countdown.controller.ts`).
 */
export function renderCountdown(clock: CountdownClock, strings: ChoiceStrings): TemplateResult {
  const remainingMs = clock.remainingMs ?? 0;
  const table = { ...countdownStrings, ...strings };
  const urgent = remainingMs <= 10_000 && !clock.paused;
  return html`<span part="countdown" class=${`countdown${urgent ? ' urgent' : ''}${clock.paused ? ' paused' : ''}`} role="timer" aria-live="off">
    ${clockIcon}<span>${formatString(clock.paused ? table.timeLeftPaused! : table.timeLeft, { time: formatClock(strings, remainingMs) })}</span>
  </span>`;
}
