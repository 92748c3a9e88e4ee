/** The time left in words, as the countdown and `renderHTML` write it. */
import { formatNumber, say } from '../strings/locale-format.js';
import type { ChoiceStrings } from '../strings/strings.js';

/** The countdown part's default text, spread under the resolved table so a host's entry wins. */
const countdownStrings: Partial<ChoiceStrings> = { timeLeft: '{time} left' };

/** A time left as m:ss, rounding up so the clock only reads zero at the end. */
function formatClock(strings: ChoiceStrings, ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${formatNumber(strings, Math.floor(total / 60))}:${formatNumber(strings, total % 60, 2)}`;
}

/** "8:59 left", in the table's words and numbers. */
export function timeLeftText(remainingMs: number, strings: ChoiceStrings): string {
  return say({ ...countdownStrings, ...strings }, 'timeLeft', { time: formatClock(strings, remainingMs) });
}
