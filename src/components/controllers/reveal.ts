/**
 * Lazy upgrade (issue 5). A page may hold prompts by the hundred (a long chat, a restored
 * history) while a handful are on screen; rendering every one in full before the first frame
 * costs several times what the page's own markup does. So a host goes through three steps:
 *
 * 1. *Placed*: every host connected in one task is measured in one batch, with one layout,
 *    before any of them renders. A host within a screen's height of the viewport is revealed
 *    at once (steps 2 and 3 together), so what the user can see renders in full in the first
 *    frame; the others wait, as empty boxes of their intrinsic size.
 * 2. *Started*: its first update runs, and the element renders a light structure (its own
 *    choice: complete for assistive technology and the keyboard, cheap to build). Hosts
 *    start in the tasks right after the first frame, a few milliseconds' worth per task, in
 *    the order they connected; a frame or two later every prompt is in the accessibility
 *    tree and the tab order.
 * 3. *Revealed*: it renders its full interface: when it comes within a screen of the
 *    viewport (one `IntersectionObserver` for all hosts), in idle time (host after host
 *    while the browser has time to spare; `requestIdleCallback`, or a timer where it is
 *    missing), or when the host calls `reveal()` (the element does on focus, when a host
 *    changes its state, for `loading="eager"`).
 *
 * Without `IntersectionObserver` (an old browser, a DOM shim) every host is revealed at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

export interface RevealOptions {
  /** Whether the host renders in full at once, wherever it is. */
  eager(): boolean;
  /** Runs the host's pending update now, so the time given to a host is spent rendering it. */
  updateNow(): void;
}

/** One screen above and below the viewport counts as near. */
const NEAR = '100% 0px';
/** Main-thread time one task spends starting hosts, in milliseconds. */
const SLICE = 8;

const canObserve = typeof IntersectionObserver === 'function';
let observer: IntersectionObserver | undefined;
const controllers = new WeakMap<Element, RevealController>();
/** Hosts connected since the last placement batch. */
const unplaced = new Set<RevealController>();
let placementScheduled = false;
/** Placed, not started: started after the next frame. */
const toStart = new Set<RevealController>();
let startScheduled = false;
/** Tells the current start callback from a stale one (the fallback timer and the frame race). */
let startToken = 0;
/** Started, not revealed: revealed in idle time. */
const toReveal = new Set<RevealController>();
let idleScheduled = false;

export class RevealController implements ReactiveController {
  #revealed = !canObserve;
  #started = !canObserve;
  #gate: Promise<void> | undefined;
  #open: (() => void) | undefined;

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

  /** What the host's first update waits for; `undefined` once the host has started. */
  get gate(): Promise<void> | undefined {
    if (this.#started) return undefined;
    return (this.#gate ??= new Promise((open) => (this.#open = open)));
  }

  /** Renders the full interface from the next update on (requested here). */
  reveal(): void {
    if (this.#revealed) return;
    this.#revealed = true;
    this.#start();
    this.#unwatch();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.#revealed) return;
    if (this.options.eager()) {
      this.reveal();
      return;
    }
    observer ??= new IntersectionObserver(onIntersect, { rootMargin: NEAR });
    observer.observe(this.host);
    if (this.#started) {
      toReveal.add(this);
      schedule();
    } else {
      unplaced.add(this);
      if (!placementScheduled) {
        placementScheduled = true;
        queueMicrotask(place);
      }
    }
  }

  hostDisconnected(): void {
    this.#unwatch();
  }

  /** Part of a placement batch (layout is fresh): revealed when near the viewport, else queued to start. */
  place(viewHeight: number, viewWidth: number): void {
    if (this.#revealed || !this.host.isConnected) return;
    const r = this.host.getBoundingClientRect();
    // A zero box is a host not laid out (inside `display: none`): it starts with the others.
    const shown = r.width > 0 || r.height > 0;
    if (shown && r.bottom > -viewHeight && r.top < 2 * viewHeight && r.right > -viewWidth && r.left < 2 * viewWidth) this.reveal();
    else if (!this.#started) toStart.add(this);
  }

  /** From the start queue: its first (light) update, now. */
  startNow(): void {
    this.#start();
    this.options.updateNow();
  }

  /** From the idle queue: its full render, now. */
  revealNow(): void {
    this.reveal();
    this.options.updateNow();
  }

  #start(): void {
    toStart.delete(this);
    if (this.#started) return;
    this.#started = true;
    this.#open?.();
    if (!this.#revealed && this.host.isConnected) toReveal.add(this);
  }

  #unwatch(): void {
    observer?.unobserve(this.host);
    unplaced.delete(this);
    toStart.delete(this);
    toReveal.delete(this);
  }
}

/** Measures every host connected since the last batch: the first read lays out, the rest read. */
function place(): void {
  placementScheduled = false;
  const batch = [...unplaced];
  unplaced.clear();
  const height = window.innerHeight;
  const width = window.innerWidth;
  for (const controller of batch) controller.place(height, width);
  schedule();
}

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) if (entry.isIntersecting) controllers.get(entry.target)?.reveal();
}

/** Starting comes first, right after the next frame; revealing waits for idle time. */
function schedule(): void {
  if (toStart.size > 0) {
    if (startScheduled) return;
    // After the frame that shows what is on screen. A hidden page runs no frames, but its
    // timers still run: the fallback starts the queue there too.
    const run = startLater(200);
    requestAnimationFrame(() => setTimeout(run));
  } else if (toReveal.size > 0 && !idleScheduled) {
    idleScheduled = true;
    whenIdle(revealSome);
  }
}

/** Runs `startSome` after `delay` ms, or sooner through the returned callback; either runs it once. */
function startLater(delay: number): () => void {
  startScheduled = true;
  const token = ++startToken;
  const run = (): void => {
    if (token !== startToken || !startScheduled) return;
    startScheduled = false;
    startSome();
  };
  setTimeout(run, delay);
  return run;
}

function startSome(): void {
  const end = performance.now() + SLICE;
  do {
    const next = first(toStart);
    if (!next) break;
    next.startNow();
  } while (performance.now() < end);
  if (toStart.size > 0) startLater(0);
  else schedule();
}

type IdleDeadline = { timeRemaining(): number };

const whenIdle: (callback: (deadline: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 2000 })
    : (callback) =>
        setTimeout(() => {
          const end = performance.now() + SLICE;
          callback({ timeRemaining: () => end - performance.now() });
        }, 50);

/** Reveals queued hosts while the idle period lasts (at least one per callback, so a busy page still progresses). */
function revealSome(deadline: IdleDeadline): void {
  idleScheduled = false;
  if (toStart.size > 0) return schedule();
  do {
    const next = first(toReveal);
    if (!next) break;
    next.revealNow();
  } while (deadline.timeRemaining() > 3);
  schedule();
}

function first<T>(set: Set<T>): T | undefined {
  for (const item of set) return item;
  return undefined;
}
