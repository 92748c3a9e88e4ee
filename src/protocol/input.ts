/**
 * Reading untrusted payloads. Every parser walks its input through these helpers, which
 * read own properties only (never a prototype's), check types and lengths before using a
 * value, and record a path and a plain sentence for each problem instead of throwing.
 */
import { LIMITS } from './limits.js';
import type { ValidationError } from './model.js';
import { controlCharacterIn } from './text.js';
import { worded } from './wording.js';
// The English of the problems a payload or request can have (see wording.ts).
import './validate-text.js';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property, or undefined (so `__proto__`, `constructor` and getters on prototypes never answer). */
export function own(obj: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** Sets a key on a plain record without ever touching its prototype, whatever the key. */
export function setOwn<T>(obj: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Number bounds a read checks; `required` makes an absent value an error. */
export interface NumberRange {
  min?: number;
  max?: number;
  required?: boolean;
}

/** `["a", "b"]` as `"a", "b"` (or joined by `separator`), for messages that list what is allowed. */
export function quoted(items: readonly string[], separator = ', '): string {
  return items.map((item) => `"${item}"`).join(separator);
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * A payload value for an error message, never throwing whatever it is (a BigInt, a cycle, a
 * throwing `toString`): JSON for strings (cut at 80 characters), numbers, booleans and null;
 * the type for anything else.
 */
export function showValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  return describeType(value);
}

/** Longest key an error path or message shows in full; longer ones are cut (they come from hostile input). */
const SHOWN_KEY_CHARS = 80;

/** A key as error text shows it: cut at 80 characters, so a megabyte-long key costs 80. */
export function shownKey(key: string): string {
  return key.length > SHOWN_KEY_CHARS ? `${key.slice(0, SHOWN_KEY_CHARS)}…` : key;
}

export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const shown = shownKey(key);
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${shown}` : `${path}[${JSON.stringify(shown)}]`;
}

/**
 * Why a payload object is too big to take, or `undefined`: its JSON text (strings counted
 * without escapes) longer than `LIMITS.maxPayloadChars`, or nesting deeper than
 * `LIMITS.maxDepth` (which also stops a cycle). The walk stops as soon as either limit is
 * passed, so a hostile payload costs no more than the limit before it is refused. Parsers
 * do not call it (they check each field's length at its path, whatever the whole weighs); a
 * server calls it on what arrives before any other work.
 */
export function payloadTooLarge(value: unknown, what: string): string | undefined {
  const limit = LIMITS.maxPayloadChars;
  const tooLong = `Over the size limit: ${what} must fit in ${limit.toLocaleString('en-US')} characters of JSON.`;
  let chars = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const item = next.value;
    if (typeof item === 'string') chars += item.length + 2;
    // Never more than the JSON text: a payload that was JSON within the limit passes.
    else if (typeof item === 'number' || typeof item === 'boolean' || item === null) chars += String(item).length;
    else if (typeof item !== 'object') chars += 1;
    else if (next.depth >= LIMITS.maxDepth) {
      return `Too deeply nested: ${what} may nest objects and arrays at most ${LIMITS.maxDepth} levels deep.`;
    } else {
      const keys = Array.isArray(item) ? undefined : Object.keys(item);
      const size = keys ? keys.length : (item as unknown[]).length;
      // Counted before anything is pushed: a million-item array is refused without walking it.
      chars += 1 + Math.max(size, 1);
      if (chars > limit) return tooLong;
      if (keys) {
        for (const key of keys) {
          chars += key.length + 3;
          stack.push({ value: (item as Json)[key], depth: next.depth + 1 });
        }
      } else {
        for (const element of item as unknown[]) stack.push({ value: element, depth: next.depth + 1 });
      }
    }
    if (chars > limit) return tooLong;
  }
  return undefined;
}

/** Collects errors while a parser reads a payload. */
export class Reader {
  readonly errors: ValidationError[] = [];
  /** Problems found beyond `LIMITS.maxErrors`: counted in one last error, not listed. */
  #unlisted = 0;

  fail(path: string, message: string, code?: ValidationError['code']): undefined {
    if (this.errors.length < LIMITS.maxErrors) {
      this.errors.push(code ? { path, message, code } : { path, message });
      return undefined;
    }
    this.#unlisted += 1;
    const summary = { path: '$', message: worded('unlisted', this.#unlisted) };
    if (this.#unlisted === 1) this.errors.push(summary);
    else this.errors[this.errors.length - 1] = summary;
    return undefined;
  }

  /** The payload as an object: parses JSON text (within the size limit) or takes an object. */
  root(payload: unknown, what = 'The payload'): Json | undefined {
    let value = payload;
    if (typeof payload === 'string') {
      if (payload.length > LIMITS.maxPayloadChars) {
        return this.fail('$', worded('payloadTooLong', what, payload.length));
      }
      try {
        value = JSON.parse(payload);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return this.fail('$', worded('notJson', what, detail));
      }
    }
    if (!isRecord(value)) return this.fail('$', worded('notJsonObject', what, value));
    return value;
  }

  string(
    obj: Json,
    key: string,
    path: string,
    opts: { required?: boolean; max?: number; allowEmpty?: boolean } = {},
  ): string | undefined {
    const p = childPath(path, key);
    const value = own(obj, key);
    if (value === undefined || value === null) {
      return opts.required ? this.fail(p, worded('required', key)) : undefined;
    }
    if (typeof value !== 'string') return this.fail(p, worded('notString', key, value));
    const max = opts.max ?? LIMITS.maxShortText;
    if (value.length > max) return this.fail(p, worded('tooLong', key, value.length, max));
    // Checked only once the length is known to be within the limit, so it never walks a huge string.
    const control = controlCharacterIn(value);
    if (control) return this.fail(p, worded('controlCharacter', key, control));
    if (!opts.allowEmpty && value.trim() === '') {
      return opts.required ? this.fail(p, worded('empty', key)) : undefined;
    }
    return value;
  }

  boolean(obj: Json, key: string, path: string): boolean | undefined {
    const value = own(obj, key);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') return this.fail(childPath(path, key), worded('notTrueOrFalse', key, value));
    return value;
  }

  integer(obj: Json, key: string, path: string, opts: NumberRange = {}): number | undefined {
    const p = childPath(path, key);
    const value = own(obj, key);
    if (value === undefined || value === null) return opts.required ? this.fail(p, worded('required', key)) : undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return this.fail(p, worded('notInteger', key, value));
    }
    if (opts.min !== undefined && value < opts.min) return this.fail(p, worded('atLeast', key, opts.min));
    if (opts.max !== undefined && value > opts.max) return this.fail(p, worded('atMost', key, opts.max));
    return value;
  }

  number(obj: Json, key: string, path: string, opts: NumberRange = {}): number | undefined {
    const p = childPath(path, key);
    const value = own(obj, key);
    if (value === undefined || value === null) return opts.required ? this.fail(p, worded('required', key)) : undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(p, worded('notNumber', key, value));
    if (opts.min !== undefined && value < opts.min) return this.fail(p, worded('atLeast', key, opts.min));
    if (opts.max !== undefined && value > opts.max) return this.fail(p, worded('atMost', key, opts.max));
    return value;
  }

  /** An array within a length range; the range message names it. */
  array(
    obj: Json,
    key: string,
    path: string,
    opts: { required?: boolean; min?: number; max?: number; rangeMessage?: string } = {},
  ): unknown[] | undefined {
    const p = childPath(path, key);
    const value = own(obj, key);
    if (value === undefined || value === null) return opts.required ? this.fail(p, worded('required', key)) : undefined;
    if (!Array.isArray(value)) return this.fail(p, worded('notArray', key, value));
    const { min = 0, max = Infinity } = opts;
    if (value.length < min || value.length > max) {
      return this.fail(p, worded('itemCount', key, value.length, opts.rangeMessage ?? worded('itemRange', min, max)));
    }
    return value;
  }

  record(obj: Json, key: string, path: string, opts: { required?: boolean } = {}): Json | undefined {
    const p = childPath(path, key);
    const value = own(obj, key);
    if (value === undefined || value === null) return opts.required ? this.fail(p, worded('required', key)) : undefined;
    if (!isRecord(value)) return this.fail(p, worded('notObject', key, value));
    return value;
  }

  oneOf<T extends string>(obj: Json, key: string, path: string, allowed: readonly T[]): T | undefined {
    const value = own(obj, key);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      return this.fail(childPath(path, key), worded('notOneOf', key, allowed));
    }
    return value as T;
  }

  /**
   * Records an error when the first of two bounds read is greater than the second. The bounds
   * come as one object literal, low then high (`{ minLength, maxLength }`): its keys name them
   * in the message, in the order written (string keys keep insertion order).
   */
  ordered(path: string, bounds: Record<string, number | undefined>): void {
    const [[lowKey, low], [highKey, high]] = Object.entries(bounds) as [[string, number | undefined], [string, number | undefined]];
    if (low !== undefined && high !== undefined && low > high) this.fail(`${path}.${lowKey}`, worded('unordered', lowKey, low, highKey, high));
  }
}
