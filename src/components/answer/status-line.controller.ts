import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Lock } from './rules.js';
import { checkIcon, clockIcon, crossIcon, infoIcon } from '../internal/icons.js';
import { statusSpans } from '../internal/live-text.js';

/**
 * The visible state line ("Answered: …", "Cancelled", "No longer active…") and when it is
 * spoken. A state the user (or the clock) brings about while the element is on screen is
 * announced; a state the element is inserted or restored in (history, a re-render, a host
 * marking it outdated) is shown but not spoken, or every restored prompt of a chat would
 * read itself out on page load.
 *
 * The line is `statusSpans`: plain text beside a `role="status"` region rendered empty from
 * the start (a live region must be in the tree before its content changes). Text lands in
 * the region only when `announceNext()` armed it; anything else lands in the plain span.
 */
export class StatusLineController implements ReactiveController {
  #armed = false;
  #live: string | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /**
   * Moved or removed: whatever was said is said. The line re-renders as plain text before
   * the element is back in a rendered frame (updates run in a microtask), so a prompt moved
   * in the page is not announced again.
   */
  hostDisconnected(): void {
    if (this.#live === undefined && !this.#armed) return;
    this.#armed = false;
    this.#live = undefined;
    this.host.requestUpdate();
  }

  /** The next text the line shows comes from the user's action: speak it. */
  announceNext(): void {
    this.#armed = true;
    this.host.requestUpdate();
  }

  /** Forgets an announcement (a new request starts over). */
  reset(): void {
    this.#armed = false;
    this.#live = undefined;
  }

  /** The line for `lock` showing `text` ('' while open). */
  render(lock: Lock | null, text: string): TemplateResult {
    if (this.#armed && text) {
      this.#armed = false;
      this.#live = text;
    }
    const live = text !== '' && text === this.#live;
    // Once locked, the line can take focus (not Tab's): where focus goes when the button that
    // had it goes away and there is no question to hold it (a bare confirm, a link).
    return html`<div part="status" class=${`status ${lock ?? 'open'}${text ? '' : ' empty'}`} tabindex=${lock ? '-1' : nothing}>
      ${text ? statusIcon(lock) : nothing}${statusSpans(text, live)}
    </div>`;
  }
}

function statusIcon(lock: Lock | null): unknown {
  switch (lock) {
    case 'answered':
      return html`<span class="status-icon">${checkIcon}</span>`;
    case 'timeout':
      return html`<span class="status-icon">${clockIcon}</span>`;
    case 'cancelled':
      return html`<span class="status-icon">${crossIcon}</span>`;
    case 'outdated':
      return html`<span class="status-icon">${infoIcon}</span>`;
    default:
      return nothing;
  }
}
