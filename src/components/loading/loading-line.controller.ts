import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { distinctMessage, statusSpans } from '../internal/live-text.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * How long a block must have been loading before its line is spoken. A dialect fetched in a
 * moment never speaks, and the empty region has long been in the accessibility tree when its
 * text lands (browsers pass changes to screen readers in batches).
 */
const SPEAK_AFTER_MS = 500;

/**
 * When the page's latest skeleton started. Skeletons starting close together are a page or
 * a history being restored (or a host re-rendering a message on every token), not a block
 * arriving while the user listens: none of them speaks.
 */
let lastStart = -Infinity;

/** Lines spoken on this page (`distinctMessage`): two blocks loading one after the other are two pieces of news. */
let spokenCount = 0;

/**
 * The "Loading question…" line of a block still streaming, and whether it is spoken. It is
 * spoken once, when the block is news: it arrived while the user is on the page, not as the
 * page loaded or a history of unfinished blocks was restored, nor inside a live region of
 * the host that speaks it already (a chat's `role="log"`).
 *
 * Like the state line (`StatusLineController`), the line is `statusSpans`: plain text beside a
 * `role="status"` region rendered empty. `SPEAK_AFTER_MS` after the skeleton first shows, the
 * text moves into the region. The element creates the controller the first time it is pending.
 */
export class LoadingLineController implements ReactiveController {
  #phase: 'waiting' | 'spoken' | 'quiet' | undefined;
  #start = 0;
  /** Which spoken line of the page this one is. */
  #count = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The host renders the line in the update under way. */
  #shown = false;
  /** The host rendered the line in its latest update. */
  #shownLast = false;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /** The line's two spans; call it from `render()` while the host is pending. */
  render(text: string): TemplateResult {
    this.#shown = true;
    if (this.#phase === undefined && this.host.isConnected) this.#wait();
    const spoken = this.#phase === 'spoken';
    return statusSpans(spoken ? distinctMessage(text, this.#count) : text, spoken);
  }

  hostUpdated(): void {
    // The host shows something else now: a later skeleton is a new block.
    if (!this.#shown) this.#reset();
    this.#shownLast = this.#shown;
    this.#shown = false;
  }

  /** Back in the page while still showing the line: a block that was waiting starts again. */
  hostConnected(): void {
    if (this.#phase === undefined && this.#shownLast) this.host.requestUpdate();
  }

  /**
   * Moved or removed: what was said is said, and the line re-renders as plain text before
   * the element is back in a rendered frame; a block still waiting starts again where it lands.
   */
  hostDisconnected(): void {
    clearTimeout(this.#timer);
    if (this.#phase === 'spoken') {
      this.#phase = 'quiet';
      this.host.requestUpdate();
    } else if (this.#phase === 'waiting') {
      this.#phase = undefined;
    }
  }

  #reset(): void {
    clearTimeout(this.#timer);
    this.#phase = undefined;
  }

  #wait(): void {
    const now = performance.now();
    const news = now - lastStart > SPEAK_AFTER_MS && pageSettledBefore(now);
    this.#start = lastStart = now;
    this.#phase = 'waiting';
    this.#timer = setTimeout(() => {
      const speak = news && lastStart === this.#start && !insideLiveRegion(this.host);
      this.#phase = speak ? 'spoken' : 'quiet';
      if (!speak) return;
      this.#count = spokenCount++;
      this.host.requestUpdate();
    }, SPEAK_AFTER_MS);
  }
}

/** Whether the page had finished loading a while before `time`: what a page shows as it loads is not news. */
function pageSettledBefore(time: number): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return document.readyState === 'complete' && (navigation?.loadEventEnd ?? 0) + SPEAK_AFTER_MS < time;
}

/** Roles that make a region live (`marquee` and `timer` are live but `off`). */
const LIVE_ROLES = new Set(['alert', 'log', 'status']);

/** Whether the nearest live region around `node`, across shadow roots, speaks what appears in it. */
function insideLiveRegion(node: Node): boolean {
  for (let n: Node | null = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
    if (!(n instanceof Element)) continue;
    const live = n.getAttribute('aria-live');
    if (live) return live !== 'off';
    const role = n.getAttribute('role')?.trim().split(/\s+/)[0];
    if (role ? LIVE_ROLES.has(role) : n.localName === 'output') return true;
  }
  return false;
}
