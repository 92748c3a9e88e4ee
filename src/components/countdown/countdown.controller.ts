import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface CountdownOptions {
  onExpire(): void;
  onThreshold(secondsLeft: number): void;
  /** Seconds left at which `onThreshold` fires. */
  thresholds?: number[];
}

/**
 * The time a request gives the user. Keeps an absolute deadline, fixed when the clock first
 * runs, so neither detaching and re-attaching the element nor holding it (a prompt disabled
 * for a while) grants extra time. Re-renders the host once a second for the visible
 * countdown, reports crossing announcement thresholds (30 s and 10 s by default, only those
 * below the starting time), and calls `onExpire` once. `countdown.template.ts` draws
 * the time left.
 */
export class CountdownController implements ReactiveController {
  #deadline: number | undefined;
  #duration = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastRemaining = Infinity;
  #connected = false;
  #expired = false;
  #held = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: CountdownOptions,
  ) {
    host.addController(this);
  }

  /**
   * Runs the clock: the first call fixes the deadline `durationMs` from now; later calls
   * (every render of an open prompt) keep that deadline and only resume a held clock. A
   * deadline that passed while the clock was held expires at once.
   */
  run(durationMs: number): void {
    if (this.#deadline === undefined) {
      this.#duration = durationMs;
      this.#deadline = Date.now() + durationMs;
      this.#lastRemaining = durationMs;
      this.#expired = false;
    } else if (!this.#held) {
      return;
    }
    this.#held = false;
    // Not from inside the host's update: expiring settles the prompt and fires its event.
    if (this.#connected && !this.#expired) this.#schedule(0);
  }

  /** Pauses ticking but keeps the deadline (the prompt is locked for now, maybe not for good). */
  hold(): void {
    this.#held = true;
    this.#clear();
  }

  /** Forgets the deadline (the prompt settled, or its request changed). */
  stop(): void {
    this.#clear();
    this.#deadline = undefined;
    this.#held = false;
  }

  /** Milliseconds left, or `undefined` when no clock runs. */
  get remainingMs(): number | undefined {
    if (this.#deadline === undefined) return undefined;
    return Math.max(0, this.#deadline - Date.now());
  }

  hostConnected(): void {
    this.#connected = true;
    if (this.#deadline !== undefined && !this.#expired && !this.#held) this.#schedule(0);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#clear();
  }

  #clear(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Ticks after `delay` ms (0: as soon as the current task ends), then at each whole second. */
  #schedule(delay?: number): void {
    this.#clear();
    if (delay !== undefined) {
      this.#timer = setTimeout(() => this.#schedule(), delay);
      return;
    }
    const remaining = this.remainingMs;
    if (remaining === undefined) return;
    this.#tick(remaining);
    if (this.#expired) return;
    // Wake at the next whole second (the display changes) or at the deadline.
    const wait = Math.min(remaining, remaining % 1000 || 1000);
    this.#timer = setTimeout(() => this.#schedule(), Math.max(wait, 0));
  }

  #tick(remaining: number): void {
    for (const seconds of this.options.thresholds ?? [30, 10]) {
      const at = seconds * 1000;
      if (this.#duration > at && this.#lastRemaining > at && remaining <= at && remaining > 0) {
        this.options.onThreshold(seconds);
      }
    }
    this.#lastRemaining = remaining;
    this.host.requestUpdate();
    if (remaining <= 0) {
      this.#expired = true;
      this.#clear();
      this.options.onExpire();
    }
  }
}
