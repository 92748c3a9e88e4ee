/** What an element's input still needs fetched before it shows, and the one job that fetches it. */
import type { CSSResult, ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChoiceRequest, DialectName, ValidationError } from '../../protocol/model.js';
import type { RequestSource } from '../request/request-source.js';
import { fetchDialect, fetchPart, partsFor, type Fetched } from './parts.js';
import type { PartName, Parts } from '../internal/part-types.js';

/** Where the loader's job stands (the statuses of Lit's `@lit/task`). */
export type LoadStatus = 'initial' | 'pending' | 'complete' | 'error';

/** What an input needs fetched before it shows: its dialect's module, and parts of the elements. */
export interface Needs {
  dialect?: DialectName;
  parts?: PartName[];
  /** Why the input itself cannot be shown: the job ends in `error` with them. */
  errors?: ValidationError[];
}

/** What the loader renders in each status (`initial`: no input to load for, as while the host marks it pending). */
export interface LoadRenderers<T> {
  initial(): T;
  pending(): T;
  complete(parts: Parts): T;
  /** `parts` holds the fallbacks part, when it could be fetched, to say why in its words. */
  error(parts: Parts, errors: readonly ValidationError[]): T;
}

/**
 * What showing `source` needs: an unloaded dialect's module; the parts a request needs (laid
 * out by `layout`, a set's), or the fallbacks part when the element does not take it
 * (`accepts`); the question fields part
 * (which brings the kinds' rules) when the input could not be checked without them; else, for
 * input that cannot be read, its errors. `undefined` when there is nothing to load for.
 */
export function needsOf(source: RequestSource, accepts: (request: ChoiceRequest) => boolean, layout?: string): Needs | undefined {
  switch (source.kind) {
    case 'unloaded':
      return { dialect: source.dialect };
    case 'ok':
      return { parts: accepts(source.request) ? partsFor(source.request, layout) : ['fallbacks'] };
    case 'invalid':
      return source.errors.some((e) => e.code === 'kinds-not-loaded') ? { parts: ['fields'] } : { errors: source.errors };
  }
  return undefined;
}

/**
 * One element's loader, modelled on `@lit/task`'s `Task`: for the input just read, it takes
 * what that input needs (`need`) and owns the one job that fetches it, with an explicit
 * status, and the element renders by that status (`render`). Each module comes once per page
 * (`parts.ts`), so what an earlier element fetched completes at once, with no pending frame.
 * Only the newest job counts: a request replaced while its parts load never shows.
 *
 * @example
 * // In the element: a loader, told after each read of the input what that input needs...
 * readonly #loader = new RequestLoader(this);
 * protected willUpdate() { this.#loader.need(needsOf(this.#source, (request) => request.questions.length === 1)); }
 * // ...renders by its status.
 * protected render() {
 *   return this.#loader.render({ initial: skeleton, pending: skeleton, complete: (parts) => card(parts), error: (parts, errors) => fallback(parts, errors) });
 * }
 */
export class RequestLoader implements ReactiveController {
  /** Where the job for the input stands. */
  status: LoadStatus = 'initial';
  /** The parts fetched for the input, once `complete` (with `error`, the fallbacks part when it came). */
  parts: Parts = {};
  /** Why the input cannot be shown, with `error`: it cannot be read, or what it needs could not be fetched. */
  errors: ValidationError[] = [];
  #job = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /**
   * Takes what the input just read needs (`undefined`: nothing): `complete` at once when all
   * of it is here, `error` when a fetch of it failed, else `pending` while it is fetched.
   * The status and what came are set here only, so a job superseded by a newer input (a
   * request replaced while its parts load) never shows.
   */
  need(needs: Needs | undefined): void {
    const job = ++this.#job;
    const parts: Parts = {};
    const errors = [...(needs?.errors ?? [])];
    const waits: Promise<void>[] = [];
    const take = (fetched: Promise<void> | Fetched, name?: PartName) => {
      if (fetched instanceof Promise) waits.push(fetched);
      else if ('errors' in fetched) errors.push(...fetched.errors);
      else if (name) parts[name] = fetched.value as never;
    };
    // Every fetch starts here, together (each `fetch*` starts its import at once); only the wait is shared.
    // The dialect is named only when it was not loaded as the input was read, just now.
    if (needs?.dialect) take(fetchDialect(needs.dialect));
    for (const name of needs?.parts ?? []) take(fetchPart(name), name);
    // What cannot be shown says why in the fallbacks part's words, once that is here.
    if (errors.length > 0) take(fetchPart('fallbacks'), 'fallbacks');
    this.parts = parts;
    this.errors = errors;
    this.status = !needs ? 'initial' : waits.length > 0 ? 'pending' : errors.length > 0 ? 'error' : 'complete';
    // Once it all came, the element reads its input again (what came may change how it reads:
    // a dialect, the kinds' rules) and calls `need` with what it needs now.
    if (waits.length > 0) void Promise.all(waits).then(() => job === this.#job && this.host.requestUpdate());
  }

  /** What `renderers` gives for the current status. */
  render<T>(renderers: LoadRenderers<T>): T {
    return renderers[this.status](this.parts, this.errors);
  }

  /** Before each render, the styles of the parts fetched join the host's shadow root (once). */
  hostUpdate(): void {
    const root = this.host.shadowRoot;
    for (const part of Object.values(this.parts) as { styles?: CSSResult }[]) {
      const sheet = part.styles?.styleSheet;
      if (root && sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }
}
