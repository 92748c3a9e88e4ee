/**
 * Each host's side of the lazy upgrade: its step (placed, started, revealed), its placeholder,
 * what watches it, and moving focus from the light render to the full one. `schedule.ts`
 * decides when each host gets its turn.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { forget, placeLater, toReveal, toStart, type Queue, type Turn } from './schedule.js';

type Host = ReactiveControllerHost & HTMLElement;

export interface RevealOptions {
  /** Whether the host renders in full at once, wherever it is. */
  eager(): boolean;
  /** Runs the host's pending update now, so the time given to a host is spent rendering it. */
  updateNow(): void;
}

/** One screen above and below the viewport counts as near. */
const NEAR = '100% 0px';

const canObserve = typeof IntersectionObserver === 'function';
const hasRelevanceEvent = typeof HTMLElement === 'function' && 'oncontentvisibilityautostatechange' in HTMLElement.prototype;
let observer: IntersectionObserver | undefined;
/** The hosts the observer watches (a Map, emptied as they go: a WeakMap's table would keep its size). */
const observed = new Map<Element, RevealController>();

/**
 * The lazy upgrade. A page may hold prompts by the hundred (a long chat, a restored
 * history) while a handful are on screen; rendering every one in full before the first frame
 * costs several times what the page's own markup does. So a host goes through three steps:
 *
 * 1. *Placed*: every host connected in one task is measured in one batch, with one layout,
 *    before any of them renders (after a batch, hosts connected before the next frame are
 *    measured together in it: `schedule.ts`). A host within a screen's height of the
 *    viewport is revealed at once (steps 2 and 3 together), so what the user can see renders
 *    in full in the first frame; the others wait, each holding a typical prompt's room (an
 *    empty placeholder the element's styles size, `.deferred`), so nothing shifts when they
 *    render.
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
export class RevealController implements ReactiveController, Turn {
  /** The queue this host waits in, if any (kept by `Queue`). */
  queue: Queue | undefined;
  #revealed = !canObserve;
  #started = !canObserve;
  #gate: Promise<void> | undefined;
  #open: (() => void) | undefined;
  #watching: 'relevance' | 'intersection' | undefined;
  #placeholder: HTMLElement | undefined;
  /** The question focus was in, in the light render, when the host was revealed (-1: none): `refocus()` moves it to the full one. */
  #refocus = -1;

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

  /** Focus entered question `group` of the light render: render in full, then have `refocus()` move focus there. */
  revealForFocus(group: number): void {
    this.#refocus = Math.max(group, 0);
    this.reveal();
  }

  /**
   * After an update: the question whose tab stop is to take the focus that entered the light
   * render (it was revealed and focus is no longer inside the host), once; else -1.
   */
  refocus(): number {
    const group = this.#refocus;
    if (group < 0 || !this.#revealed) return -1;
    this.#refocus = -1;
    return this.host.matches(':focus-within') ? -1 : group;
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
    placeLater(this);
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

  /** Its full render, now: from the idle queue, or for a host that must show it before going on. */
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
    forget(this);
  }
}

/** An empty block the host's styles size as a typical prompt (`.deferred`). */
function placeholder(): HTMLElement {
  const div = document.createElement('div');
  div.className = 'deferred';
  return div;
}

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) if (entry.isIntersecting) observed.get(entry.target)?.reveal();
}
