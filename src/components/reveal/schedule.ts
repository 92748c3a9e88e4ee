/**
 * When the hosts of `reveal.controller.ts` get their turn, page-wide: placed in one batch after
 * they connect, started after the next frame, revealed in idle time, a few milliseconds a task,
 * yielding to input. It knows nothing of elements: a host is a `Turn`.
 */

/** What the schedule asks of a host waiting for its turn (`RevealController`). */
export interface Turn {
  /** The queue this host waits in, if any (kept by `Queue`). */
  queue: Queue | undefined;
  /** Part of a placement batch (layout and style are fresh): reveal now, or queue up. */
  place(viewHeight: number, viewWidth: number): void;
  /** Its first (light) update, now. */
  startNow(): void;
  /** Its full render, now. */
  revealNow(): void;
}

/**
 * Main-thread time one task (or idle callback) spends on hosts, in milliseconds: short, so
 * a click or key press arriving meanwhile waits no longer than that (and where the browser
 * says input is waiting, the task ends at once).
 */
const SLICE = 5;

/**
 * Hosts in the order they were queued. A host is in one queue at most and knows which, so
 * leaving one costs nothing and draining one costs one step per host.
 */
export class Queue {
  #items: Array<Turn | undefined> = [];
  #head = 0;
  size = 0;

  add(host: Turn): void {
    if (host.queue === this) return;
    host.queue?.delete(host);
    host.queue = this;
    this.#items.push(host);
    this.size++;
  }

  delete(host: Turn): void {
    if (host.queue !== this) return;
    host.queue = undefined;
    // Elements removed from the page must not stay reachable from here.
    if (--this.size === 0) this.#clear();
  }

  /** The longest-waiting host still queued here (it stays queued until the caller takes it out). */
  first(): Turn | undefined {
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

/** Hosts connected since the last placement batch. */
const unplaced = new Set<Turn>();
let placementScheduled = false;
/**
 * A batch has laid the page out since the last frame began. Hosts that connect one task at a
 * time (a page parsing its prompts after the elements were defined upgrades each as the
 * parser inserts it) would otherwise lay the whole page out once each: the first batch of a
 * frame is placed at once, the later ones together at the next frame.
 */
let laidOut = false;
/** Placed, not started: started after the next frame. */
export const toStart = new Queue();
/**
 * The start callback now pending, if any: the frame and the fallback timer race to call it,
 * and only the first call of the latest one runs (a stale or repeated call does nothing).
 */
let startRun: (() => void) | undefined;
/** Started, not revealed: revealed in idle time. */
export const toReveal = new Queue();
let idleScheduled = false;

/**
 * Places `host` with the others connected in this task, a microtask from now; when a batch
 * has already laid the page out since the last frame, with every host connected until the
 * next frame, in it (a hidden page runs no frames: there, a microtask from now).
 */
export function placeLater(host: Turn): void {
  unplaced.add(host);
  if (placementScheduled) return;
  placementScheduled = true;
  if (laidOut && document.visibilityState === 'visible') placeAtFrame();
  else queueMicrotask(place);
}

/**
 * Places the batch at the next frame; or as the page turns hidden, if that comes first: a
 * hidden page runs no frames, and its prompts would wait for the person to come back before
 * they start (and the host's `updateComplete` with them).
 */
function placeAtFrame(): void {
  // One placement waits at a time (`placementScheduled`): whichever comes second does nothing.
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', run);
    place();
  };
  requestAnimationFrame(run);
  document.addEventListener('visibilitychange', run);
}

/** Takes `host` out of every batch and queue (it was revealed, or left the page). */
export function forget(host: Turn): void {
  unplaced.delete(host);
  toStart.delete(host);
  toReveal.delete(host);
}

/** Measures every host connected since the last batch: the first read lays out, the rest read. */
function place(): void {
  placementScheduled = false;
  if (!laidOut) {
    laidOut = true;
    requestAnimationFrame(() => (laidOut = false));
  }
  const batch = [...unplaced];
  unplaced.clear();
  const height = window.innerHeight;
  const width = window.innerWidth;
  for (const host of batch) host.place(height, width);
  schedule();
}

/** Starting comes first, right after the next frame; revealing waits for idle time. */
function schedule(): void {
  if (toStart.size > 0) {
    if (startRun) return;
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
  const run = (): void => {
    if (run !== startRun) return;
    startRun = undefined;
    startSome();
  };
  startRun = run;
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
