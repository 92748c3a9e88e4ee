/**
 * Lazy upgrade (issue 5). A page may hold prompts by the hundred (a long chat, a restored
 * history) while a handful are on screen; rendering every one in full before the first frame
 * costs several times what the page's own markup does. So a host starts *unrevealed* and
 * renders a light structure (the element decides what: complete for assistive technology,
 * cheap to build), and its full interface once revealed, which happens:
 *
 * - at its first update, when it is within a screen's height of the viewport. Every host
 *   connected in one task is measured in one batch, with one layout, before any of them
 *   renders, so the prompts a user can see render in full in the first frame;
 * - when it comes within that distance later (one `IntersectionObserver` for all hosts);
 * - in idle time, host after host while the browser has time to spare
 *   (`requestIdleCallback`, or a timer where it is missing), so every prompt is complete soon
 *   after a page settles even if nobody scrolls to it;
 * - when the host calls `reveal()` (the element does on focus, on a host changing its
 *   state, for `loading="eager"`).
 *
 * Without `IntersectionObserver` (an old browser, a DOM shim) every host is revealed at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

export interface RevealOptions {
  /** Runs the host's pending update now, so idle time is spent rendering, not queueing. */
  updateNow(): void;
}

/** One screen above and below the viewport counts as near. */
const NEAR = '100% 0px';

const canObserve = typeof IntersectionObserver === 'function';
let observer: IntersectionObserver | undefined;
const controllers = new WeakMap<Element, RevealController>();
/** Connected, unrevealed hosts, in the order they connected: the idle-time queue. */
const queue = new Set<RevealController>();
let idleScheduled = false;
/** Hosts connected since the last placement batch. */
const unplaced = new Set<RevealController>();
let placement: Promise<void> | undefined;

export class RevealController implements ReactiveController {
  #revealed = !canObserve;
  #placed = !canObserve;

  constructor(
    private readonly host: Host,
    private readonly options: RevealOptions,
  ) {
    host.addController(this);
    controllers.set(host, this);
  }

  /** Whether the host renders its full interface. */
  get revealed(): boolean {
    return this.#revealed;
  }

  /**
   * What the host's first update waits for: the batch that decides whether it starts
   * revealed (a microtask after the task that connected it). `undefined` once decided.
   */
  get placement(): Promise<void> | undefined {
    return this.#placed ? undefined : placement;
  }

  /** Renders the full interface from the next update on (requested here). */
  reveal(): void {
    if (this.#revealed) return;
    this.#revealed = true;
    this.#unwatch();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.#revealed) return;
    if (!this.#placed) {
      unplaced.add(this);
      placement ??= Promise.resolve().then(place);
    }
    observer ??= new IntersectionObserver(onIntersect, { rootMargin: NEAR });
    observer.observe(this.host);
    queue.add(this);
    scheduleIdle();
  }

  hostDisconnected(): void {
    this.#unwatch();
  }

  /** Part of a placement batch: reveals the host when near the viewport (layout is fresh). */
  place(viewHeight: number, viewWidth: number): void {
    this.#placed = true;
    if (this.#revealed || !this.host.isConnected) return;
    const r = this.host.getBoundingClientRect();
    // A zero box is a host not laid out (inside `display: none`): the observer will tell.
    const shown = r.width > 0 || r.height > 0;
    if (shown && r.bottom > -viewHeight && r.top < 2 * viewHeight && r.right > -viewWidth && r.left < 2 * viewWidth) this.reveal();
  }

  /** Idle time: reveal and render now. */
  revealNow(): void {
    this.reveal();
    this.options.updateNow();
  }

  #unwatch(): void {
    observer?.unobserve(this.host);
    queue.delete(this);
    unplaced.delete(this);
  }
}

/** Measures every host connected since the last batch: the first read lays out, the rest read. */
function place(): void {
  const batch = [...unplaced];
  unplaced.clear();
  placement = undefined;
  const height = window.innerHeight;
  const width = window.innerWidth;
  for (const controller of batch) controller.place(height, width);
}

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) if (entry.isIntersecting) controllers.get(entry.target)?.reveal();
}

type IdleDeadline = { timeRemaining(): number };

const whenIdle: (callback: (deadline: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 2000 })
    : (callback) =>
        setTimeout(() => {
          const end = performance.now() + 10;
          callback({ timeRemaining: () => end - performance.now() });
        }, 50);

/** Reveals queued hosts while the idle period lasts (at least one per callback, so a busy page still progresses). */
function scheduleIdle(): void {
  if (idleScheduled || queue.size === 0) return;
  idleScheduled = true;
  whenIdle((deadline) => {
    idleScheduled = false;
    do {
      const next = queue.values().next().value;
      if (!next) break;
      next.revealNow();
    } while (deadline.timeRemaining() > 3);
    scheduleIdle();
  });
}
