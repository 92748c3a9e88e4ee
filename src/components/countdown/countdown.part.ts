/**
 * The countdown's part: the clock, the time left it shows and its styles; its chunk is fetched
 * with the first request that has a `timeoutMs`.
 */
import { CountdownController } from './countdown.controller.js';
import { renderCountdown, secondsLeft } from './countdown.template.js';
import { countdownStyles as styles } from './countdown.styles.js';

const countdownPart = { CountdownController, renderCountdown, secondsLeft, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default countdownPart;

export type CountdownPart = typeof countdownPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** A request's time limit: its clock and the time left shown. */
    countdown?: CountdownPart;
  }
}
