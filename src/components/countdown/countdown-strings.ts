/**
 * The countdown part's default texts, spread under the resolved table so a host's entry wins:
 * a page whose requests have no time limit never fetches them.
 */
import type { ChoiceStrings } from '../strings/strings.js';

export const countdownStrings: Partial<ChoiceStrings> = {
  timeLeft: '{time} left',
  timeLeftPaused: 'Paused · {time} left',
  timePaused: 'Time paused while you answer',
};
