/**
 * Parts of the elements that a page showing plain choices never needs, each fetched once per
 * page (a chunk beside bundle.js) the first time a request needs it. Until the part is here
 * the element shows the request as pending, exactly as while a dialect loads
 * (`source/request-source.ts`): the skeleton and its loading line, which speaks only when
 * the wait is long. Nothing half-rendered shows, and nothing else is announced.
 */
import type { ChoiceRequest, ValidationError } from '../../protocol/model.js';
import { KINDS_NOT_LOADED, questionKind } from '../../protocol/kind-rules.js';
import type { FieldKinds } from './field-kinds.js';
import type { FallbackParts } from './fallbacks.js';

/** A part fetched on demand. */
export class LazyPart<T> {
  #value: T | undefined;
  #load: Promise<void> | undefined;
  #errors: ValidationError[] | undefined;

  constructor(
    private readonly name: string,
    private readonly fetch: () => Promise<T>,
  ) {}

  get loaded(): boolean {
    return this.#value !== undefined;
  }

  /** Why the part could not be fetched: every element needing it shows it (as the invalid fallback). */
  get errors(): ValidationError[] | undefined {
    return this.#errors;
  }

  /** The part; throws (a programming error) when an element renders what needs it before it is here. */
  get value(): T {
    if (this.#value === undefined) throw new Error(`The elements' ${this.name} part is not loaded.`);
    return this.#value;
  }

  /** Fetches the part, once for the page; settles (never rejects) once it is here or has failed. */
  load(): Promise<void> {
    return (this.#load ??= this.fetch().then(
      (value) => {
        this.#value = value;
      },
      (error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error);
        this.#errors = [{ path: '$', message: `The elements' ${this.name} part could not be loaded (${detail}).` }];
      },
    ));
  }
}

/** Questions answered in a field or by Yes/No (`text`, `number`, `integer`, `boolean`, a choice without options). */
export const fieldKinds = new LazyPart<FieldKinds>('question fields', () => import('./field-kinds.js').then((m) => m.fieldKinds));

/** What shows instead of a request that cannot be shown (raw JSON, or the explanation), and its styles. */
export const fallbackParts = new LazyPart<FallbackParts>('fallbacks', () => import('./fallbacks.js').then((m) => m.fallbackParts));

/** Whether showing `request` needs `fieldKinds`. */
export function needsFieldKinds(request: ChoiceRequest): boolean {
  return request.questions.some((q) => questionKind(q) !== 'choice' || q.options.length === 0);
}

/** Whether `errors` say only that the question kinds' rules must be fetched before the input can be read. */
export function awaitsKindRules(errors: readonly ValidationError[]): boolean {
  return errors.some((e) => e.message === KINDS_NOT_LOADED);
}
