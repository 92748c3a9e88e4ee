import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChoiceRequest } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { countdownStrings } from './countdown-strings.js';
import { secondsLeft } from './countdown.template.js';
import { choiceEvent } from '../answer/events.js';

export interface CountdownOptions {
  onExpire(): void;
  /** Says `text` politely (time running out, the clock paused). */
  announce(text: string): void;
  /** The texts to say it in, as the element has them now. */
  strings(): ChoiceStrings;
  /** The request the clock is for (`choice-timer` names it; a threshold says what happens at zero). */
  request(): ChoiceRequest;
  /** Seconds left at which "10 seconds left to answer" is said. */
  thresholds?: number[];
}

/** What the visible countdown draws from. */
export interface CountdownClock {
  /** Milliseconds left, or `undefined` when no clock runs. */
  readonly remainingMs: number | undefined;
  /** The person is working in the request (or left it a moment ago): the clock waits. */
  readonly paused: boolean;
}

/** How long the clock still waits after the person's focus and pointer have left the request. */
export const RESUME_AFTER_MS = 3000;

/**
 * The time a request gives the user. Keeps an absolute deadline, fixed when the clock first
 * runs, so neither detaching and re-attaching the element nor holding it (a prompt disabled
 * for a while) grants extra time. Re-renders the host once a second for the visible
 * countdown, says when thresholds are crossed (30 s and 10 s by default, only those below
 * the starting time), and calls `onExpire` once. `countdown.template.ts` draws the time left.
 *
 * The clock waits for the person: while focus or the pointer is in the request (choosing,
 * typing), it is paused, and it resumes `RESUME_AFTER_MS` after both have left; the time paused
 * is added to the deadline, so the person gets back exactly the time left when they started.
 * The first pause of a request is said once ("Time paused while you answer").
 *
 * @example
 * const clock = new CountdownController(element, { onExpire, announce, strings: () => table, request: () => request });
 * clock.run(60_000); // on each render of the open request
 */
export class CountdownController implements ReactiveController, CountdownClock {
  #deadline: number | undefined;
  #duration = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastRemaining = Infinity;
  #connected = false;
  #expired = false;
  #held = false;
  /** When the clock paused for the person, while it is paused. */
  #pausedAt: number | undefined;
  /** When the person's focus and pointer last left the request, while the clock still waits for them. */
  #leftAt: number | undefined;
  #pointerInside = false;
  #pauseSaid = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: CountdownOptions,
  ) {
    host.addController(this);
    const work = () => this.#work();
    // Whether focus left the request or moved within it is known once the move is over.
    const leave = () => {
      const at = Date.now();
      queueMicrotask(() => this.#leave(at));
    };
    host.addEventListener('focusin', work);
    host.addEventListener('input', work);
    host.addEventListener('focusout', leave);
    host.addEventListener('pointerenter', () => ((this.#pointerInside = true), this.#work()));
    host.addEventListener('pointerleave', () => ((this.#pointerInside = false), leave()));
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
      this.#pauseSaid = false;
      // Already in it as the clock starts (a request restored under the person's focus).
      if (this.#inside()) this.#pausedAt = Date.now();
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
    this.#pausedAt = undefined;
    this.#leftAt = undefined;
  }

  /** Milliseconds left, or `undefined` when no clock runs; while paused, what was left when it paused. */
  get remainingMs(): number | undefined {
    if (this.#deadline === undefined) return undefined;
    return Math.max(0, this.#deadline - (this.#pausedAt ?? Date.now()));
  }

  get paused(): boolean {
    return this.#deadline !== undefined && this.#pausedAt !== undefined;
  }

  hostConnected(): void {
    this.#connected = true;
    if (this.#deadline !== undefined && !this.#expired && !this.#held) this.#schedule(0);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#clear();
  }

  /** Whether the person is in the request: focus in it, or the pointer over it. */
  #inside(): boolean {
    return this.#pointerInside || this.host.matches(':focus-within');
  }

  /** The person is working in the request: the clock waits (said the first time). */
  #work(): void {
    if (this.#deadline === undefined || this.#expired || this.#held) return;
    this.#leftAt = undefined;
    if (this.#pausedAt !== undefined) return;
    this.#pausedAt = Date.now();
    this.#clear();
    this.host.requestUpdate();
    this.#tell(true);
    if (!this.#pauseSaid) {
      this.#pauseSaid = true;
      this.options.announce({ ...countdownStrings, ...this.options.strings() }.timePaused!);
    }
  }

  /** Focus or the pointer left at `at`: once both are out, the clock resumes a few seconds later. */
  #leave(at: number): void {
    if (this.#pausedAt === undefined || this.#inside()) return;
    this.#leftAt = at;
    if (!this.#held) this.#schedule(0);
  }

  /** Tells the page the clock paused or resumed (`choice-timer`), for a host that keeps the same deadline. */
  #tell(paused: boolean): void {
    this.host.dispatchEvent(choiceEvent('choice-timer', { requestId: this.options.request().id, paused, remainingMs: this.remainingMs ?? 0 }));
  }

  #clear(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Ticks after `delay` ms (0: as soon as the current task ends), then at each whole second (while paused, until it resumes). */
  #schedule(delay?: number): void {
    this.#clear();
    if (delay !== undefined) {
      this.#timer = setTimeout(() => this.#schedule(), delay);
      return;
    }
    if (this.#pausedAt !== undefined) {
      // Paused: wait until the person has been out of it long enough, checking each second (the clock may be moved).
      if (this.#leftAt === undefined) return;
      const now = Date.now();
      const resumeAt = this.#leftAt + RESUME_AFTER_MS;
      if (now < resumeAt) {
        this.#timer = setTimeout(() => this.#schedule(), Math.min(1000, resumeAt - now));
        return;
      }
      // The pause ended as the clock resumed, a few seconds after the person left, however late this tick runs.
      this.#deadline! += resumeAt - this.#pausedAt;
      this.#pausedAt = this.#leftAt = undefined;
      this.#tell(false);
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
        this.options.announce(secondsLeft(seconds, this.options.strings(), this.options.request()));
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
