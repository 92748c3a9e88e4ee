/**
 * Watches an element's child `<script type="application/json" dialect="…">` (or
 * `data-dialect="…"`, which frameworks' checkers accept on a script), so markup that fills in
 * after the element upgrades (streamed HTML) is picked up.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const SCRIPT_SELECTOR = ':scope > script[type="application/json"]';

/** Watches the host's child JSON script and re-renders the host when it changes. */
export class ScriptSourceController implements ReactiveController {
  #observer: MutationObserver | undefined;
  #text: string | undefined;
  #dialect: string | null = null;
  /** Bumped on every change, so the host can tell that it must parse again. */
  version = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The script's text, or `undefined` when the element has no JSON script child. */
  get text(): string | undefined {
    return this.#text;
  }

  /** The script's `dialect` attribute, else its `data-dialect` (default `choices-block`). */
  get dialect(): string {
    return this.#dialect ?? 'choices-block';
  }

  hostConnected(): void {
    this.#read();
    this.#observer ??= new MutationObserver(() => this.#read());
    this.#observer.observe(this.host, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['dialect', 'data-dialect', 'type'] });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  #read(): void {
    const script = this.host.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR);
    const text = script ? (script.textContent ?? '') : undefined;
    const dialect = script && (script.getAttribute('dialect') ?? script.getAttribute('data-dialect'));
    if (text === this.#text && dialect === this.#dialect) return;
    this.#text = text;
    this.#dialect = dialect;
    this.version++;
    this.host.requestUpdate();
  }
}
