/**
 * A polite live region for passing remarks (time running out, a limit reached, why Submit
 * did not send), kept apart from the visible `role="status"` line that carries the state,
 * so a state change is announced once and a remark never lingers on screen.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { distinctMessage } from '../internal/live-text.js';

export class AnnouncerController implements ReactiveController {
  #text = '';
  #count = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** A remark is for the moment it is made: an element moved in the page must not repeat it. */
  hostDisconnected(): void {
    if (this.#text) this.clear();
  }

  /** Says `text` politely. Saying the same text twice is announced twice. */
  announce(text: string): void {
    this.#text = text;
    this.#count++;
    this.host.requestUpdate();
  }

  clear(): void {
    this.#text = '';
    this.host.requestUpdate();
  }

  /** Drops the remark in the render under way (called from a controller's `hostUpdate`). */
  drop(): void {
    this.#text = '';
  }

  /**
   * The region. It is always rendered, so it is in the accessibility tree before its first
   * message; `distinctMessage` makes a repeated message a DOM change.
   */
  render(): TemplateResult {
    const text = this.#text ? distinctMessage(this.#text, this.#count) : '';
    return html`<div class="visually-hidden" aria-live="polite" aria-atomic="true">${text}</div>`;
  }
}
