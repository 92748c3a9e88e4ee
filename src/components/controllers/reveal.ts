/**
 * Lazy upgrade (issue 5). A page may hold prompts by the hundred (a long chat, a restored
 * history) while a handful are on screen; rendering every one in full before the first frame
 * costs several times what the page's own markup does. So a host goes through three steps:
 *
 * 1. *Placed*: every host connected in one task is measured in one batch, with one layout,
 *    before any of them renders. A host within a screen's height of the viewport is revealed
 *    at once (steps 2 and 3 together), so what the user can see renders in full in the first
 *    frame; the others wait, each holding a typical prompt's room (an empty placeholder the
 *    element's styles size, `.deferred`), so nothing shifts when they render.
 * 2. *Started*: its first update runs, and the element renders a light structure (its own
 *    choice: complete for assistive technology and the keyboard, cheap to build). Hosts
 *    start in the tasks right after the first frame, a few milliseconds' worth per task, in
 *    the order they connected; a frame or two later every prompt is in the accessibility
 *    tree and the tab order.
 * 3. *Revealed*: it renders its full interface: when it comes near the viewport, in idle
 *    time (host after host while the browser has time to spare; `requestIdleCallback`, or a
 *    timer where it is missing), or when the host calls `reveal()` (the element does on
 *    focus, when a host changes its state, for `loading="eager"`).
 *
 * "Near" comes from the browser where it can: a host styled `content-visibility: auto` is
 * told when it becomes relevant to the user (`contentvisibilityautostatechange`: near the
 * viewport, focused, or found by find-in-page), a signal the browser computes for it anyway.
 * Elsewhere (a host whose page overrides the style, an older browser) one shared
 * `IntersectionObserver` watches for it within a screen of the viewport; observing a
 * thousand hosts costs every frame a few milliseconds until they are revealed.
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
/**
 * Main-thread time one task (or idle callback) spends on hosts, in milliseconds: short, so
 * a click or key press arriving meanwhile waits no longer than that (and where the browser
 * says input is waiting, the task ends at once).
 */
const SLICE = 5;

const canObserve = typeof IntersectionObserver === 'function';
const hasRelevanceEvent = typeof HTMLElement === 'function' && 'oncontentvisibilityautostatechange' in HTMLElement.prototype;
let observer: IntersectionObserver | undefined;
/** The hosts the observer watches (a Map, emptied as they go: a WeakMap's table would keep its size). */
const observed = new Map<Element, RevealController>();
/** Hosts connected since the last placement batch. */
const unplaced = new Set<RevealController>();
let placementScheduled = false;
/**
 * Hosts in the order they were queued. A host is in one queue at most and knows which, so
 * leaving one costs nothing and draining one costs one step per host.
 */
class Queue {
  #items: Array<RevealController | undefined> = [];
  #head = 0;
  size = 0;

  add(host: RevealController): void {
    if (host.queue === this) return;
    host.queue?.delete(host);
    host.queue = this;
    this.#items.push(host);
    this.size++;
  }

  delete(host: RevealController): void {
    if (host.queue !== this) return;
    host.queue = undefined;
    // Elements removed from the page must not stay reachable from here.
    if (--this.size === 0) this.#clear();
  }

  /** The longest-waiting host still queued here (it stays queued until the caller takes it out). */
  first(): RevealController | undefined {
    while (this.#head < this.#items.length) {
      const host = this.#items[this.#head];
      if (host?.queue === this) return host;
      this.#items[this.#head++] = undefined;
    }
    this.#clear();
    return undefined;
  }

  #clear(): void {
    this.#items = [];
    this.#head = 0;
  }
}

/** Placed, not started: started after the next frame. */
const toStart = new Queue();
let startScheduled = false;
/** Tells the current start callback from a stale one (the fallback timer and the frame race). */
let startToken = 0;
/** Started, not revealed: revealed in idle time. */
const toReveal = new Queue();
let idleScheduled = false;

export class RevealController implements ReactiveController {
  /** The queue this host waits in, if any (kept by `Queue`). */
  queue: Queue | undefined;
  #revealed = !canObserve;
  #started = !canObserve;
  #gate: Promise<void> | undefined;
  #open: (() => void) | undefined;
  #watching: 'relevance' | 'intersection' | undefined;
  #placeholder: HTMLElement | undefined;

  constructor(
    private readonly host: Host,
    private readonly options: RevealOptions,
  ) {
    host.addController(this);
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
    if (!this.#started) {
      // Until it starts, the empty host keeps a prompt's room wherever the browser lays it
      // out (measured now, or near the viewport before its turn comes), so nothing is
      // placed wrongly, and nothing collapses and jumps back a frame later.
      const root = this.host.shadowRoot;
      if (root && !root.firstChild) root.append((this.#placeholder ??= placeholder()));
    }
    unplaced.add(this);
    if (!placementScheduled) {
      placementScheduled = true;
      queueMicrotask(place);
    }
  }

  hostDisconnected(): void {
    this.#unwatch();
  }

  /**
   * Part of a placement batch (layout and style are fresh): revealed when near the viewport;
   * otherwise watched, and queued to start (or, started before, to be revealed).
   */
  place(viewHeight: number, viewWidth: number): void {
    if (this.#revealed || !this.host.isConnected) return;
    const r = this.host.getBoundingClientRect();
    // A zero box is a host not laid out (inside `display: none`): it starts with the others.
    const shown = r.width > 0 || r.height > 0;
    if (shown && r.bottom > -viewHeight && r.top < 2 * viewHeight && r.right > -viewWidth && r.left < 2 * viewWidth) {
      this.reveal();
      return;
    }
    if (hasRelevanceEvent && getComputedStyle(this.host).contentVisibility === 'auto') {
      this.#watching = 'relevance';
      this.host.addEventListener('contentvisibilityautostatechange', this.#onRelevance);
    } else {
      this.#watching = 'intersection';
      observed.set(this.host, this);
      (observer ??= new IntersectionObserver(onIntersect, { rootMargin: NEAR })).observe(this.host);
    }
    if (this.#started) toReveal.add(this);
    else toStart.add(this);
  }

  readonly #onRelevance = (event: Event): void => {
    if (!(event as Event & { skipped?: boolean }).skipped) this.reveal();
  };

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
    this.#placeholder?.remove();
    this.#placeholder = undefined;
    this.#open?.();
    if (!this.#revealed && this.host.isConnected) toReveal.add(this);
  }

  #unwatch(): void {
    if (this.#watching === 'relevance') this.host.removeEventListener('contentvisibilityautostatechange', this.#onRelevance);
    else if (this.#watching === 'intersection') {
      observer?.unobserve(this.host);
      observed.delete(this.host);
    }
    this.#watching = undefined;
    unplaced.delete(this);
    toStart.delete(this);
    toReveal.delete(this);
  }
}

/** An empty block the host's styles size as a typical prompt (`.deferred`). */
function placeholder(): HTMLElement {
  const div = document.createElement('div');
  div.className = 'deferred';
  return div;
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
  for (const entry of entries) if (entry.isIntersecting) observed.get(entry.target)?.reveal();
}

/** Starting comes first, right after the next frame; revealing waits for idle time. */
function schedule(): void {
  if (toStart.size > 0) {
    if (startScheduled) return;
    // After the frame that shows what is on screen. A hidden page runs no frames, but its
    // timers still run: the fallback starts the queue there too.
    const run = startLater(200);
    requestAnimationFrame(() => nextTask(run));
  } else if (toReveal.size > 0 && !idleScheduled) {
    idleScheduled = true;
    whenIdle(revealSome);
  }
}

/** Runs `startSome` after `delay` ms (0: as the next task), or sooner through the returned callback; once either way. */
function startLater(delay: number): () => void {
  startScheduled = true;
  const token = ++startToken;
  const run = (): void => {
    if (token !== startToken || !startScheduled) return;
    startScheduled = false;
    startSome();
  };
  if (delay > 0) setTimeout(run, delay);
  else nextTask(run);
  return run;
}

function startSome(): void {
  const end = performance.now() + SLICE;
  do {
    const next = toStart.first();
    if (!next) break;
    next.startNow();
  } while (performance.now() < end && !inputPending());
  if (toStart.size > 0) startLater(0);
  else schedule();
}

/** A task of its own, queued now: not a chained `setTimeout`, which browsers hold back 4 ms. */
let channel: MessageChannel | undefined;
const tasks: Array<() => void> = [];
function nextTask(run: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(run);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => tasks.shift()?.();
  }
  tasks.push(run);
  channel.port2.postMessage(undefined);
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

/** Reveals queued hosts for a slice of the idle period (at least one per callback, so a busy page still progresses). */
function revealSome(deadline: IdleDeadline): void {
  idleScheduled = false;
  if (toStart.size > 0) return schedule();
  const end = performance.now() + SLICE;
  do {
    const next = toReveal.first();
    if (!next) break;
    next.revealNow();
  } while (deadline.timeRemaining() > 1 && performance.now() < end && !inputPending());
  schedule();
}

/** A click or key press is waiting (where the browser can tell): hand the thread back to it. */
function inputPending(): boolean {
  return (navigator as Navigator & { scheduling?: { isInputPending?(): boolean } }).scheduling?.isInputPending?.() ?? false;
}

