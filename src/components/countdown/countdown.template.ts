/** The visible time left on a request's clock (`countdown.controller.ts` keeps the time), and what happens at zero. */
import { html, type TemplateResult } from 'lit';
import type { ChoiceRequest } from '../../protocol/model.js';
import { clockIcon } from '../internal/icons.js';
import { formatString, type ChoiceStrings } from '../strings/strings.js';
import { formatClock, secondsLeft, timeLeftText } from './clock.js';
import { countdownStrings } from './countdown-strings.js';
import type { CountdownClock } from './countdown.controller.js';

export { secondsLeft };

/**
 * Visible time left and what happens at zero; "Paused · 0:42 left" while the clock waits for the
 * person. `role="timer"` is not live, so the seconds are never read out; thresholds and the first
 * pause are announced instead (`countdown.controller.ts`, `secondsLeft`).
 */
export function renderCountdown(clock: CountdownClock, strings: ChoiceStrings, request: ChoiceRequest): TemplateResult {
  const remainingMs = clock.remainingMs ?? 0;
  const urgent = remainingMs <= 10_000 && !clock.paused;
  return html`<span part="countdown" class=${`countdown${urgent ? ' urgent' : ''}${clock.paused ? ' paused' : ''}`} role="timer" aria-live="off">
    ${clockIcon}<span>${clock.paused ? formatString({ ...countdownStrings, ...strings }.timeLeftPaused!, { time: formatClock(strings, remainingMs) }) : timeLeftText(remainingMs, strings, request)}</span>
  </span>`;
}
