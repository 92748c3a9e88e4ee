import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { ChoiceRequest, ValidationError } from '../../protocol/model.js';
import { renderSkeleton } from '../loading/skeleton.template.js';
import type { Parts } from '../internal/part-types.js';
import { RequestLoader, needsOf } from '../loader/request-loader.controller.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { LoadingLineController } from '../loading/loading-line.controller.js';
import { ScriptSourceController } from './script-source.controller.js';
import type { RequestSource, ScriptInput } from './request-source.js';

type Host = ReactiveControllerHost & HTMLElement;

/** How an element reads its input. */
export interface SourceOptions {
  /** Which element reads it: a set says "Loading questions…". */
  kind: 'prompt' | 'set';
  /** Reads the element's input, given its script. */
  read: (script: ScriptInput) => RequestSource;
  /** Whether the element shows `request` (a prompt shows one question). */
  accepts: (request: ChoiceRequest) => boolean;
}

/**
 * An element's input, as both elements handle it: the source read from its `request`, child
 * script (watched) or attributes, read again only when one of them changed or what it waited
 * for came; whether that source holds another request than before, so the element starts
 * over; and, by its loader's status, what it renders instead of a request: nothing, the
 * skeleton with its loading line (a block still streaming, or what it needs still coming),
 * or the fallback of an input that cannot be shown.
 */
export class ElementSource {
  /** The source last read. */
  source: RequestSource = { kind: 'empty' };
  /** What the source needs fetched, and whether it is here. */
  readonly loader: RequestLoader;
  readonly #script: ScriptSourceController;
  #scriptVersion = -1;
  #identity: string | undefined;
  /** The loading line's speech, made the first time the element is pending. */
  #loading: LoadingLineController | undefined;

  constructor(
    private readonly host: Host,
    private readonly input: SourceOptions,
  ) {
    this.#script = new ScriptSourceController(host);
    this.loader = new RequestLoader(host);
  }

  /** The request shown: what the source holds, once what it needs is here, when the element accepts it. */
  get request(): ChoiceRequest | undefined {
    const source = this.source;
    return source.kind === 'ok' && this.loader.status === 'complete' && this.input.accepts(source.request) ? source.request : undefined;
  }

  /**
   * Reads the source again when `inputChanged`, the script changed, or the loader waits (what
   * it waits for may have come); returns whether it did.
   */
  read(inputChanged: boolean): boolean {
    const script = this.#script;
    if (!inputChanged && script.version === this.#scriptVersion && this.loader.status !== 'pending') return false;
    this.#scriptVersion = script.version;
    const source = (this.source = this.input.read(script.text === undefined ? undefined : { text: script.text, dialect: script.dialect }));
    // A `<question-set>`'s layout: a paged one needs the pager part.
    this.loader.need(needsOf(source, this.input.accepts, (this.host as { layout?: string }).layout));
    return true;
  }

  /**
   * Whether `request` (what the element shows of the source just read) is another request
   * than the last one seen: another id, or other questions. While the element is `settled`,
   * a source holding none (pending again, invalid for a moment) keeps the request it settled:
   * the same request given again finds it settled still.
   */
  renewed(request: ChoiceRequest | undefined, settled: boolean): boolean {
    if (!request && settled) return false;
    const identity = request ? `${request.id}\n${JSON.stringify(request.questions)}` : undefined;
    if (identity === this.#identity) return false;
    this.#identity = identity;
    return true;
  }

  /** What the element shows, by its loader's status: `showRequest` once the request it accepts and its parts are here. */
  render(strings: ChoiceStrings, showRequest: (parts: Parts) => TemplateResult | typeof nothing): TemplateResult | typeof nothing {
    const source = this.source;
    const skeleton = () => renderSkeleton((this.#loading ??= new LoadingLineController(this.host)).render(this.input.kind === 'set' ? strings.loadingSet : strings.loading));
    if (source.kind === 'empty') return nothing;
    return this.loader.render({
      initial: skeleton,
      pending: skeleton,
      error: (parts, errors) => fallback(parts, strings, { errors, raw: source.kind === 'invalid' ? source.raw : undefined }),
      complete: (parts) => {
        if (source.kind !== 'ok') return skeleton();
        return this.request ? showRequest(parts) : fallback(parts, strings, { message: parts.fallbacks?.needsQuestionSet(strings, source.request.questions.length) });
      },
    });
  }
}

/** What a fallback says: `message` (default: the invalid input's) and `errors`, or the script's text (`raw`) as code. */
interface FallbackView {
  message?: string;
  errors?: readonly ValidationError[];
  raw?: string | undefined;
}

/**
 * What shows instead of a request that cannot be shown, from the fallbacks part; the message
 * alone when that part could not be fetched.
 */
function fallback(parts: Parts, strings: ChoiceStrings, { message = strings.invalid, errors, raw }: FallbackView): TemplateResult {
  const f = parts.fallbacks;
  if (!f) return html`<p part="fallback" class="fallback">${message}</p>`;
  return raw !== undefined ? f.renderRawFallback(raw) : f.renderMessageFallback(message, strings, errors);
}
