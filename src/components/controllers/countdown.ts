/**
 * The time a request gives the user. Keeps an absolute deadline (so detaching and
 * re-attaching the element does not grant extra time), re-renders the host once a second
 * for the visible countdown, reports crossing announcement thresholds (30 s and 10 s by
 * default, only those below the starting time), and calls `onExpire` once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface CountdownOptions {
  onExpire(): void;
  onThreshold(secondsLeft: number): void;
  /** Seconds left at which `onThreshold` fires. */
  thresholds?: number[];
}

export class CountdownController implements ReactiveController {
  #deadline: number | undefined;
  #duration = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastRemaining = Infinity;
  #connected = false;
  #expired = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: CountdownOptions,
  ) {
    host.addController(this);
  }

  /** Starts counting `durationMs` from now; a second call with a running clock is ignored. */
  start(durationMs: number): void {
    if (this.#deadline !== undefined) return;
    this.#duration = durationMs;
    this.#deadline = Date.now() + durationMs;
    this.#lastRemaining = durationMs;
    this.#expired = false;
    if (this.#connected) this.#schedule();
  }

  /** Stops for good (the prompt settled, or its request changed). */
  stop(): void {
    this.#clear();
    this.#deadline = undefined;
  }

  get running(): boolean {
    return this.#deadline !== undefined && !this.#expired;
  }

  /** Milliseconds left, or `undefined` when no clock runs. */
  get remainingMs(): number | undefined {
    if (this.#deadline === undefined) return undefined;
    return Math.max(0, this.#deadline - Date.now());
  }

  hostConnected(): void {
    this.#connected = true;
    if (this.#deadline !== undefined && !this.#expired) this.#schedule();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#clear();
  }

  #clear(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(): void {
    this.#clear();
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

/** `m:ss` for the visible countdown, rounding up so "0:00" only shows at the end. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
