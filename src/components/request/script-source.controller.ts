/**
 * Watches an element's child `<script type="application/json" dialect="…">`, so markup that
 * fills in after the element upgrades (streamed HTML) is picked up, and fetches the dialect
 * of the element's source when it is not loaded yet (`source/request-source.ts`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { awaitedDialect, loadOnce } from './request-source.js';
import type { DialectName } from '../../protocol/model.js';

const SCRIPT_SELECTOR = ':scope > script[type="application/json"]';

/** Watches the host's child JSON script and re-renders the host when it changes. */
export class ScriptSourceController implements ReactiveController {
  #observer: MutationObserver | undefined;
  #text: string | undefined;
  #dialect: string | null = null;
  /** The dialect being fetched for this host, so one fetch bumps `version` once. */
  #loading: DialectName | undefined;
  /** Bumped on every change, so the host can tell that it must parse again. */
  version = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The script's text, or `undefined` when the element has no JSON script child. */
  get text(): string | undefined {
    return this.#text;
  }

  /** The script's `dialect` attribute (default `choices-block`). */
  get dialect(): string {
    return this.#dialect ?? 'choices-block';
  }

  hostConnected(): void {
    this.#read();
    this.#observer ??= new MutationObserver(() => this.#read());
    this.#observer.observe(this.host, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['dialect', 'type'] });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  /**
   * After each render: when the source the host reads first (its `request` property, else
   * the script) is in a dialect not loaded yet, fetch it, then have the host read again.
   */
  hostUpdated(): void {
    const request = (this.host as { request?: unknown }).request;
    const named = request !== undefined && request !== null ? (request as { dialect?: unknown }).dialect : this.#text !== undefined ? this.dialect : undefined;
    const dialect = awaitedDialect(named);
    if (!dialect || dialect === this.#loading) return;
    this.#loading = dialect;
    void loadOnce(dialect).then(() => {
      this.#loading = undefined;
      this.version++;
      this.host.requestUpdate();
    });
  }

  #read(): void {
    const script = this.host.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR);
    const text = script ? (script.textContent ?? '') : undefined;
    const dialect = script?.getAttribute('dialect') ?? null;
    if (text === this.#text && dialect === this.#dialect) return;
    this.#text = text;
    this.#dialect = dialect;
    this.version++;
    this.host.requestUpdate();
  }
}
