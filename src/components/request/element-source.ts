import { html, nothing, type CSSResult, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { ChoiceRequest, ValidationError } from '../../protocol/model.js';
import { nextRequestId } from './element-ids.js';
import { renderSkeleton } from '../loading/skeleton.template.js';
import { fallbackParts, type LazyPart, type Part } from '../internal/parts.js';
import type { FallbackParts } from '../fallbacks/fallbacks.part.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { LoadingLineController } from '../loading/loading-line.controller.js';
import { ScriptSourceController } from './script-source.controller.js';
import type { RequestSource, ScriptInput } from './request-source.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * An element's input, as both elements handle it: the source read from its `request`, child
 * script (watched) or attributes, read again only when one of them changed; whether that
 * source holds another request than before, so the element starts over; and what it renders
 * while there is no request to show: nothing, the skeleton of a block still streaming with
 * its loading line, or the fallback of an input that cannot be shown (a part fetched the first
 * time one is needed: the skeleton shows, and the element is `pending`, until it is here). It
 * composes the controllers that watch the input and the templates of what is not a request.
 */
export class ElementSource {
  /** The source last read. */
  source: RequestSource = { kind: 'empty' };
  readonly #script: ScriptSourceController;
  #scriptVersion = -1;
  #id: string | undefined;
  #identity: string | undefined;
  /** A part of the elements being fetched for this element's source, then read again. */
  #awaiting: unknown;
  #stale = false;
  /** The loading line's speech, made the first time the element is pending. */
  #loading: LoadingLineController | undefined;

  /**
   * `kind` prefixes the id of a request parsed from text (`choice`, `set`); `readInput` reads
   * the element's input, given its script and that id (stable per element).
   */
  constructor(
    private readonly host: Host,
    private readonly kind: string,
    private readonly readInput: (script: ScriptInput, id: string) => RequestSource,
  ) {
    this.#script = new ScriptSourceController(host);
  }

  /** The request shown, when the source holds one. */
  get request(): ChoiceRequest | undefined {
    return this.source.kind === 'ok' ? this.source.request : undefined;
  }

  /** Why the input cannot be shown, when it cannot. */
  get errors(): readonly ValidationError[] {
    return this.source.kind === 'invalid' ? this.source.errors : [];
  }

  /** Reads the source again when `inputChanged` or the script changed; returns whether it did. */
  read(inputChanged: boolean): boolean {
    const script = this.#script;
    if (!inputChanged && !this.#stale && script.version === this.#scriptVersion) return false;
    this.#scriptVersion = script.version;
    this.#stale = false;
    const source = (this.source = this.readInput(
      script.text === undefined ? undefined : { text: script.text, dialect: script.dialect },
      (this.#id ??= nextRequestId(this.kind)),
    ));
    if (source.kind === 'pending' && source.awaits) this.#await(source.awaits);
    return true;
  }

  /** Fetches `part` (once for this element), then reads the source again and renders. */
  #await(part: LazyPart<Part>): void {
    if (part === this.#awaiting || part.loaded) return;
    this.#awaiting = part;
    void part.load().then(() => {
      this.#awaiting = undefined;
      this.#stale = true;
      this.host.requestUpdate();
    });
  }

  /**
   * Whether `request` (what the element shows of the source just read) is another request
   * than the last one seen: another id, or other questions.
   */
  renewed(request: ChoiceRequest | undefined): boolean {
    const identity = request ? `${request.id}\n${JSON.stringify(request.questions)}` : undefined;
    if (identity === this.#identity) return false;
    this.#identity = identity;
    return true;
  }

  /** What the element shows while the source holds no request; `undefined` when it holds one. */
  render(strings: ChoiceStrings): TemplateResult | typeof nothing | undefined {
    const source = this.source;
    switch (source.kind) {
      case 'empty':
        return nothing;
      case 'pending':
        return this.#skeleton(strings);
      case 'invalid':
        return this.fallback(strings, strings.invalid, (f) =>
          source.raw !== undefined ? f.renderRawFallback(source.raw) : f.renderMessageFallback(strings.invalid, strings, source.errors),
        );
    }
    return undefined;
  }

  #skeleton(strings: ChoiceStrings): TemplateResult {
    return renderSkeleton((this.#loading ??= new LoadingLineController(this.host)).render(this.kind === 'set' ? strings.loadingSet : strings.loading));
  }

  /**
   * What shows instead of a request that cannot be shown (`content`, from the fallbacks part,
   * saying `message`): the skeleton until that part is here, `message` alone if it could not
   * be fetched.
   */
  fallback(strings: ChoiceStrings, message: string, content: (parts: FallbackParts) => TemplateResult): TemplateResult {
    if (fallbackParts.loaded) {
      this.adopt(fallbackParts.value.styles);
      return content(fallbackParts.value);
    }
    if (fallbackParts.errors) return html`<p part="fallback" class="fallback">${message}</p>`;
    this.#await(fallbackParts);
    return this.#skeleton(strings);
  }

  /** Whether a fallback shows as the skeleton for now, the fallbacks part loading (the element is then `pending`). */
  get fallbackLoading(): boolean {
    return !fallbackParts.loaded && !fallbackParts.errors;
  }

  /** Adds a part's `styles` to the host's shadow root, once. */
  adopt(styles: CSSResult): void {
    const root = this.host.shadowRoot;
    const sheet = styles.styleSheet;
    if (root && sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
