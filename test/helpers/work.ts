/**
 * Counts the work the markdown scanner does, so a test can hold it to linear growth without
 * a clock: how fast a machine is must not decide a unit test (timings live in `npm run
 * bench`). The count: characters fed one at a time to the fence probes, characters of the
 * pieces the scanner routes (the rest of a line it skips to its end), and characters any
 * regular expression runs over (from where it starts to the end of its match, or of its
 * input), and the span a string search runs over or the text a string copy makes.
 * Rescanning what was already read, per chunk or per line, shows up in it.
 */
import { CloserProbe, OpenerProbe } from '../../src/protocol/markdown/fence-probe.js';
import { NestedOpenerProbe } from '../../src/protocol/markdown/nested.js';
import { FenceScanner } from '../../src/protocol/markdown/scanner.js';

type Method = (this: unknown, ...args: never[]) => unknown;

/** Runs `fn` with the counters in place; returns its result and the work counted. */
export function scannerWork<T>(fn: () => T): { result: T; work: number } {
  let work = 0;
  const restore: (() => void)[] = [];
  /** Wraps `target[name]` to add `cost(this, args)` to the count, until `fn` returns. */
  const count = (target: object, name: string, cost: (self: unknown, args: unknown[]) => number) => {
    const holder = target as Record<string, Method>;
    const original = holder[name];
    if (typeof original !== 'function') throw new Error(`scannerWork: no ${name} to count (was it renamed?)`);
    holder[name] = function (this: unknown, ...args: never[]) {
      work += cost(this, args);
      return original.apply(this, args);
    };
    restore.push(() => (holder[name] = original));
  };
  for (const probe of [OpenerProbe, CloserProbe, NestedOpenerProbe]) count(probe.prototype, 'feed', () => 1);
  count(FenceScanner.prototype, 'take', (_, [piece]) => (piece as string).length);
  // `test`, `match`, `replace` and `split` go through `exec` once it is not the built-in one.
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = exec.call(this, input);
    work += (match ? match.index + match[0].length : String(input).length) - from;
    return match;
  };
  restore.push(() => (RegExp.prototype.exec = exec));
  // And the string methods that walk or copy text: a search by the span it ran over, a copy
  // (slice, trim, split) by what it made. A search or copy of the whole buffer or line per
  // push shows up here as it would in time.
  const strings = String.prototype as unknown as Record<string, (this: string, ...args: unknown[]) => unknown>;
  const walked = (self: string, args: unknown[], found: unknown, forward: boolean) => {
    const needle = String(args[0] ?? '').length;
    const from = typeof args[1] === 'number' ? args[1] : forward ? 0 : self.length;
    const at = typeof found === 'number' ? found : found ? self.indexOf(String(args[0]), from) : -1;
    if (!forward) return (at < 0 ? from : from - at) + needle;
    return (at < 0 ? self.length : at + needle) - from;
  };
  const costs: Record<string, (self: string, args: unknown[], result: unknown) => number> = {
    indexOf: (self, args, result) => walked(self, args, result, true),
    includes: (self, args, result) => walked(self, args, result, true),
    lastIndexOf: (self, args, result) => walked(self, args, result, false),
    slice: (_, __, result) => (result as string).length,
    substring: (_, __, result) => (result as string).length,
    trim: (_, __, result) => (result as string).length,
    trimStart: (_, __, result) => (result as string).length,
    trimEnd: (_, __, result) => (result as string).length,
    split: (self) => self.length,
  };
  const originals = Object.fromEntries(Object.keys(costs).map((name) => [name, strings[name]!]));
  let inside = false;
  for (const [name, cost] of Object.entries(costs)) {
    const original = originals[name]!;
    strings[name] = function (this: string, ...args: unknown[]) {
      const result = original.apply(this, args);
      // Not the counting's own calls (`walked` searches too).
      if (!inside) {
        inside = true;
        try {
          work += cost(String(this), args, result);
        } finally {
          inside = false;
        }
      }
      return result;
    };
  }
  restore.push(() => Object.assign(strings, originals));
  try {
    return { result: fn(), work };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
