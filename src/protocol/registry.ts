/**
 * `parseRequest` and `encodeReply` over every registered dialect: the built-in ones, those
 * `choice-prompts/dialects.js` imports, and those `loadDialect` fetches.
 */
import { DIALECTS } from './model.js';
import { showValue } from './input.js';
import type { ChoiceRequest, ChoiceResponse, DialectName, ParseResult } from './model.js';
import type { Dialect, DialectCapabilities, ParseOptions } from './dialect.js';
import { LOADERS, type LazyDialect } from './dialects/catalog.js';
import { BUILT_IN } from './dialects/built-in.js';

const parsers = new Map<DialectName, Dialect>(BUILT_IN.map((dialect) => [dialect.name, dialect]));

const unknownDialect = (name: unknown) => `Unknown dialect ${showValue(name)}; expected one of ${DIALECTS.join(', ')}.`;
const notLoaded = (name: string) => `The "${name}" dialect is not loaded; import "choice-prompts/dialects.js" or call loadDialect("${name}") first.`;

export function isDialect(name: unknown): name is DialectName {
  return typeof name === 'string' && (DIALECTS as readonly string[]).includes(name);
}

/**
 * Makes `dialect` available to `parseRequest` and `encodeReply`. Importing
 * `choice-prompts/dialects.js` does this for every dialect; call it yourself only with a
 * dialect object you imported some other way. Registering a dialect again replaces it.
 */
export function registerDialect(dialect: Dialect): void {
  if (!isDialect(dialect?.name)) throw new TypeError(unknownDialect(dialect?.name));
  parsers.set(dialect.name, dialect);
}

/** Whether `name` is registered, so `parseRequest` and `encodeReply` can use it right now. */
export function isDialectLoaded(name: DialectName): boolean {
  return parsers.has(name);
}

/**
 * Fetches and registers `name`'s module (its own chunk in bundled builds); resolves at once
 * when it is already registered. Rejects for an unknown name or when the module cannot be
 * fetched. Calls while it loads share the module loader's one fetch.
 */
export async function loadDialect(name: DialectName): Promise<void> {
  if (parsers.has(name)) return;
  if (!isDialect(name)) throw new TypeError(unknownDialect(name));
  const { default: dialect } = await LOADERS[name as LazyDialect]();
  // One registered by hand while this loaded stays.
  if (!parsers.has(name)) parsers.set(name, dialect);
}

/**
 * Turns what an agent sent, in `dialect`, into a normalized `ChoiceRequest`.
 * `payload` is the dialect's object or its JSON text. The request's id is `options.id`, else
 * the payload's own, else one derived from the dialect and content: the same payload parsed
 * again is the same request (give an id to tell the same question asked twice apart). Never
 * throws: bad input of any kind, and a dialect that is not loaded, return `{ ok: false,
 * errors }`, each error with a JSON path and a plain sentence.
 */
export function parseRequest(dialect: DialectName, payload: unknown, options?: ParseOptions): ParseResult {
  const parser = parsers.get(dialect);
  if (!parser) return { ok: false, errors: [{ path: '$', message: isDialect(dialect) ? notLoaded(dialect) : unknownDialect(dialect) }] };
  try {
    return parser.parse(payload, options);
  } catch (error) {
    // Parsers are written not to throw; this keeps the promise even if one ever does
    // (a stack overflow on absurd nesting, say).
    const detail = error instanceof Error ? error.message : showValue(error);
    return { ok: false, errors: [{ path: '$', message: `The payload could not be read (${detail}).` }] };
  }
}

/**
 * The reply, in the request's own dialect, for a response whose answers already pass their
 * questions' rules (the elements', which check before they settle): `encodeReply` without the check.
 */
export function encodeDialectReply(request: ChoiceRequest, response: ChoiceResponse): unknown {
  const name = request?.dialect;
  const dialect = parsers.get(name);
  if (!dialect) throw new Error(isDialect(name) ? notLoaded(name) : unknownDialect(name));
  return dialect.encode(request, response);
}

/** What a dialect that is not loaded is taken to allow: a Cancel, the safe side. */
const WAITING: DialectCapabilities = { cancel: true, timeout: false };

/**
 * What `name`'s agent can be told besides an answer (`Dialect.capabilities`): whether the user
 * can cancel, whether a timeout is its own reply. The elements ask this, never a list of
 * their own, so a new dialect brings its own answer.
 */
export function dialectCapabilities(name: DialectName): DialectCapabilities {
  return parsers.get(name)?.capabilities ?? WAITING;
}
