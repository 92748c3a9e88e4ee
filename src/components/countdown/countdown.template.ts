/** The visible time left on a request's clock (`countdown.controller.ts` keeps the time), and what happens at zero. */
import { html, type TemplateResult } from 'lit';
import type { ChoiceRequest } from '../../protocol/model.js';
import { clockIcon } from '../internal/icons.js';
import { formatNumber, say } from '../strings/locale-format.js';
import { formatString, type ChoiceStrings } from '../strings/strings.js';
import { summarize } from '../answer/wording.js';
import { countdownStrings } from './countdown-strings.js';
import type { CountdownClock } from './countdown.controller.js';

/** A time left as m:ss, rounding up so the clock only reads zero at the end. */
function formatClock(strings: ChoiceStrings, ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${formatNumber(strings, Math.floor(total / 60))}:${formatNumber(strings, total % 60, 2)}`;
}

/**
 * What happens at zero, in words: the defaults sent ("then Not yet is sent"), a cancel, or a
 * timeout with nothing chosen. Said with the time, so nobody is surprised by what is sent.
 */
function then(request: ChoiceRequest, strings: ChoiceStrings): string {
  const texts = { ...countdownStrings, ...strings };
  if (request.timeoutAction === 'cancel') return texts.thenCancels;
  const defaults = request.questions.map((q) => summarize(q, { selected: q.defaults }, strings)).filter(Boolean).join(strings.answerSeparator);
  return defaults ? say(texts, 'thenSends', { answer: defaults }) : texts.thenTimesOut;
}

/**
 * Visible time left and what happens at zero; "Paused · 0:42 left" while the clock waits for the
 * person. `role="timer"` is not live, so the seconds are never read out; thresholds and the first
 * pause are announced instead (`countdown.controller.ts`, `secondsLeft`).
 */
export function renderCountdown(clock: CountdownClock, strings: ChoiceStrings, request: ChoiceRequest): TemplateResult {
  const remainingMs = clock.remainingMs ?? 0;
  const table = { ...countdownStrings, ...strings };
  const urgent = remainingMs <= 10_000 && !clock.paused;
  const time = formatClock(strings, remainingMs);
  return html`<span part="countdown" class=${`countdown${urgent ? ' urgent' : ''}${clock.paused ? ' paused' : ''}`} role="timer" aria-live="off">
    ${clockIcon}<span>${clock.paused ? formatString(table.timeLeftPaused!, { time }) : say(table, 'timeLeftThen', { time, then: then(request, strings) })}</span>
  </span>`;
}

/** What a threshold says: "10 seconds left to answer, then Not yet is sent". */
export function secondsLeft(seconds: number, strings: ChoiceStrings, request: ChoiceRequest): string {
  return say({ ...countdownStrings, ...strings }, 'secondsLeft', { seconds, then: then(request, strings) });
}
