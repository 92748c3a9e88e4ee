/**
 * The countdown part's default texts, spread under the resolved table so a host's entry wins:
 * a page whose requests have no time limit never fetches them.
 */
import type { ChoiceStrings } from '../strings/strings.js';

export const countdownStrings: Partial<ChoiceStrings> = {
  timeLeft: '{time} left',
  timeLeftThen: '{time} left, {then}',
  timeLeftPaused: 'Paused · {time} left',
  timePaused: 'Time paused while you answer',
  secondsLeft: '{seconds} seconds left to answer, {then}',
  thenSends: 'then {answer} is sent',
  thenCancels: 'then it is cancelled',
  thenTimesOut: 'then it times out unanswered',
};
