/**
 * Counts the work the markdown scanner does, so a test can hold it to linear growth without
 * a clock: how fast a machine is must not decide a unit test (timings live in `npm run
 * bench`). The count: characters fed one at a time to the fence probes, characters of the
 * pieces the scanner routes (the rest of a line it skips to its end), and characters any
 * regular expression runs over (from where it starts to the end of its match, or of its
 * input). Rescanning what was already read, per chunk or per line, shows up in it.
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
  try {
    return { result: fn(), work };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
