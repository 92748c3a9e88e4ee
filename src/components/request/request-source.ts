/**
 * Where an element's request comes from, in order of precedence: the `request` property
 * (checked with `validateRequest`), a child `<script type="application/json" dialect="…">`
 * (`parseRequest`), or `<choice-prompt>`'s attributes (a `choices-block`).
 */
import type { ChoiceRequest, DialectName, ValidationError } from '../../protocol/model.js';
import { validateRequest } from '../../protocol/validate.js';
import { isDialect, isDialectLoaded, loadDialect, parseRequest } from '../../protocol/registry.js';
import { awaitsKindRules, fieldKinds, partsFor, type LazyPart, type Part } from '../internal/parts.js';

/** The child script's text and dialect, when there is one. */
export type ScriptInput = { text: string; dialect: string } | undefined;

export type RequestSource =
  | { kind: 'empty' }
  /** `awaits`: a part of the elements the request needs, fetched before it shows (`lazy/parts.ts`). */
  | { kind: 'pending'; awaits?: LazyPart<Part> }
  | { kind: 'ok'; request: ChoiceRequest }
  /** `raw` is the script's text when the request came from one: shown as a code block. */
  | { kind: 'invalid'; errors: ValidationError[]; raw?: string };

/** One fetch per dialect for the whole page; it settles (never rejects) once loaded or failed. */
const loads = new Map<DialectName, Promise<void>>();
/** Why a dialect could not be fetched: every element in that dialect shows it. */
const loadFailures = new Map<DialectName, ValidationError[]>();

/**
 * Fetches dialect `name` once per page. The script is watched (`script-source.controller.ts`),
 * so markup that fills in after the element upgrades (streamed HTML) is picked up.
 *
 * A script or request in a dialect whose module is not loaded yet (the protocol core
 * carries only the two block dialects) reads as `pending`; the controller then fetches the
 * dialect with `loadDialect` and has the element read its source again, which shows the
 * request, or, when the fetch failed, the invalid fallback saying so. A request that needs a
 * part of the elements not fetched yet (`internal/parts.ts`: a question answered in a field)
 * reads as `pending` the same way, naming the part, which the element fetches before reading
 * again.
 */
export function loadOnce(name: DialectName): Promise<void> {
  let load = loads.get(name);
  if (!load) {
    load = loadDialect(name).catch((error: unknown) => {
      const detail = error instanceof Error ? error.message : String(error);
      loadFailures.set(name, [{ path: '$', message: `The "${name}" dialect could not be loaded (${detail}).` }]);
    });
    loads.set(name, load);
  }
  return load;
}

/** The dialect `name` must still be fetched before it can be shown, or `undefined`. */
export function awaitedDialect(name: unknown): DialectName | undefined {
  return isDialect(name) && !isDialectLoaded(name) && !loadFailures.has(name) ? name : undefined;
}

/** A source for `name` while its module loads (`pending`) or after it failed (`invalid`); `undefined` once loaded. */
function unloadedSource(name: DialectName): RequestSource | undefined {
  const errors = loadFailures.get(name);
  if (errors) return { kind: 'invalid', errors };
  return isDialectLoaded(name) ? undefined : { kind: 'pending' };
}

/** Reads a script's JSON in its dialect; unknown dialects and bad JSON become `invalid` with the raw text. */
export function sourceFromScript(text: string, dialect: string, id: string): RequestSource {
  if (!isDialect(dialect)) {
    return { kind: 'invalid', raw: text, errors: [{ path: '$', message: `Unknown dialect ${JSON.stringify(dialect)}.` }] };
  }
  const unloaded = unloadedSource(dialect);
  if (unloaded) return unloaded;
  const result = parseRequest(dialect, text, { id });
  return result.ok ? { kind: 'ok', request: result.request } : { kind: 'invalid', raw: text, errors: result.errors };
}

/** A host-built request, checked before it is rendered. */
export function sourceFromRequest(request: unknown): RequestSource {
  const errors = validateRequest(request);
  if (errors.length > 0) return { kind: 'invalid', errors };
  // Its reply is encoded by its dialect's module, which must be here before the user answers.
  return unloadedSource((request as ChoiceRequest).dialect) ?? { kind: 'ok', request: request as ChoiceRequest };
}

/** The plain-attribute input of `<choice-prompt>`, read as the `choices-block` it mirrors. */
export interface AttributeInput {
  question?: string;
  options?: unknown;
  multiple: boolean;
  minSelections?: number;
  maxSelections?: number;
  allowOther: boolean;
  placeholder?: string;
  context?: string;
}

export function sourceFromAttributes(input: AttributeInput, id: string): RequestSource {
  const payload: Record<string, unknown> = {
    question: input.question,
    options: input.options ?? [],
    multiple: input.multiple,
    allowOther: input.allowOther,
  };
  if (input.minSelections !== undefined) payload['minSelections'] = input.minSelections;
  if (input.maxSelections !== undefined) payload['maxSelections'] = input.maxSelections;
  if (input.placeholder !== undefined) payload['placeholder'] = input.placeholder;
  if (input.context !== undefined) payload['context'] = input.context;
  const result = parseRequest('choices-block', payload, { id });
  return result.ok ? { kind: 'ok', request: result.request } : { kind: 'invalid', errors: result.errors };
}

/**
 * A JSON attribute's converter, which never throws: text that is not JSON stays text (and
 * fails validation visibly). Attribute to property only: the property is not reflected.
 */
export function jsonConverter(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Everything an element may take its request from; the first present wins. */
export interface SourceInput {
  pending: boolean;
  request?: unknown;
  script?: { text: string; dialect: string };
  attributes?: AttributeInput;
  /** The request id for parsed input, stable per element so re-reading the same text keeps the request. */
  id: string;
}

export function readSource(input: SourceInput): RequestSource {
  if (input.pending) return { kind: 'pending' };
  if (input.request !== undefined && input.request !== null) return withParts(sourceFromRequest(input.request));
  if (input.script) return withParts(sourceFromScript(input.script.text, input.script.dialect, input.id));
  if (input.attributes) return withParts(sourceFromAttributes(input.attributes, input.id));
  return { kind: 'empty' };
}

/**
 * `source`, or `pending` on the first part of the elements it needs that is not here yet
 * (`lazy/parts.ts`; the question fields part also when the kinds' rules, which come with it,
 * are needed to read the input at all); the invalid fallback when that part failed to load.
 */
function withParts(source: RequestSource): RequestSource {
  const needed = source.kind === 'ok' ? partsFor(source.request) : source.kind === 'invalid' && awaitsKindRules(source.errors) ? [fieldKinds] : [];
  const part = needed.find((p) => !p.loaded);
  if (!part) return source;
  return part.errors ? { kind: 'invalid', errors: part.errors } : { kind: 'pending', awaits: part };
}
