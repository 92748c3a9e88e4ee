/** The time left and what happens at zero, in words, as the countdown and `renderHTML` write them. */
import type { ChoiceRequest } from '../../protocol/model.js';
import { summarize } from '../answer/wording.js';
import { formatNumber, say } from '../strings/locale-format.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { countdownStrings } from './countdown-strings.js';

/** A time left as m:ss, rounding up so the clock only reads zero at the end. */
export function formatClock(strings: ChoiceStrings, ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${formatNumber(strings, Math.floor(total / 60))}:${formatNumber(strings, total % 60, 2)}`;
}

/**
 * What happens at zero, in words: the defaults sent ("then Not yet is sent"), a cancel, or a
 * timeout with nothing chosen. Said with the time, so nobody is surprised by what is sent.
 */
function then(request: ChoiceRequest, strings: ChoiceStrings): string {
  const texts = { ...countdownStrings, ...strings };
  if (request.timeoutAction === 'cancel') return texts.thenCancels!;
  const defaults = request.questions.map((q) => summarize(q, { selected: q.defaults }, strings)).filter(Boolean).join(strings.answerSeparator);
  return defaults ? say(texts, 'thenSends', { answer: defaults }) : texts.thenTimesOut!;
}

/** "8:59 left, then Not yet is sent", in the table's words and numbers. */
export function timeLeftText(remainingMs: number, strings: ChoiceStrings, request: ChoiceRequest): string {
  return say({ ...countdownStrings, ...strings }, 'timeLeftThen', { time: formatClock(strings, remainingMs), then: then(request, strings) });
}

/** What a threshold says: "10 seconds left to answer, then Not yet is sent". */
export function secondsLeft(seconds: number, strings: ChoiceStrings, request: ChoiceRequest): string {
  return say({ ...countdownStrings, ...strings }, 'secondsLeft', { seconds, then: then(request, strings) });
}
