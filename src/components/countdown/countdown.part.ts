/**
 * The elements' part for a request with a time limit: the clock (`controllers/countdown.ts`)
 * and the time left it shows. A chunk of its own, fetched with the first request that has a
 * `timeoutMs` (`parts.ts`).
 */
import { CountdownController } from './countdown.controller.js';
import { renderCountdown } from './countdown.template.js';
import { countdownStyles as styles } from './countdown.styles.js';

const countdownPart = { CountdownController, renderCountdown, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default countdownPart;

export type CountdownPart = typeof countdownPart;
