/**
 * The server's time: what `Date.now()` and `setTimeout` do, behind an interface so that tests
 * can run the two-minute and thirty-minute deadlines on a clock they move by hand.
 */

/** Now, and timers that never keep the process alive by themselves. */
export interface Clock {
  /** Milliseconds since the epoch, like `Date.now()`. */
  now(): number;
  /** Runs `run` once `ms` have passed; returns the function that cancels it. */
  schedule(ms: number, run: () => void): () => void;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
