/**
 * How every property test draws its cases (fast-check), in one place.
 *
 * `npm test` runs each property with the fixed seeds below (and any a test names because
 * they once found a bug there), so it fails only when the code changed, never because a
 * fresh seed found an old bug in work on something else; a failure names its seed.
 * `npm run fuzz` runs the same properties with a fresh random seed and `factor` times the
 * runs, to look for new bugs on purpose: `FUZZ_SEED=<seed> npm run fuzz` replays one.
 * A bug a seed finds gets a test of its own with the counterexample, and the seed goes in
 * the property's `seeds` when it fails within the `numRuns` of `npm test` (a seed replays
 * only as many runs as it is given), so `npm test` keeps checking it.
 */
import fc from 'fast-check';

/**
 * The seeds every property runs with under `npm test`, each for the property's full
 * `numRuns`. 20261125: the nested-fence properties' seed since they were pinned (a few
 * generated messages in 10,000 mix quotes, lazy lines and lists that marked reads its own
 * way, docs/markdown.md); this seed draws none of them.
 */
export const SEEDS: readonly number[] = [20261125];

/** Set by `web-test-runner.fuzz.config.mjs` (`npm run fuzz`) before any test file loads. */
interface FuzzSettings {
  /** Runs per property: `numRuns` times this. */
  factor: number;
  /** Replays this seed instead of drawing one. */
  seed?: number;
}

const fuzz = (globalThis as { __choicePromptsFuzz?: FuzzSettings }).__choicePromptsFuzz;

if (fuzz) {
  // A test's timeout guards against a hang; with `factor` times the runs it needs `factor`
  // times the time.
  const runnable = (globalThis as { Mocha?: { Runnable: { prototype: { timeout(ms?: number): unknown } } } }).Mocha?.Runnable.prototype;
  const timeout = runnable?.timeout;
  if (runnable && timeout && !(timeout as { scaled?: true }).scaled) {
    const scaled = function (this: unknown, ...args: [number?]) {
      if (typeof args[0] === 'number' && args[0] > 0) args[0] *= fuzz.factor;
      return timeout.apply(this, args);
    };
    runnable.timeout = Object.assign(scaled, { scaled: true as const });
  }
}

export interface PropertyOptions {
  /** Cases per seed under `npm test` (`npm run fuzz` runs `factor` times as many). */
  numRuns: number;
  /** Seeds that once found a bug in this property, run besides `SEEDS` under `npm test`. */
  seeds?: readonly number[];
}

/** The seeds and runs for this mode: the fixed list, or one fuzz seed. */
function plan({ numRuns, seeds = [] }: PropertyOptions): { seed: number; numRuns: number; fixed: boolean }[] {
  if (fuzz) {
    const seed = fuzz.seed ?? Math.floor(Math.random() * 2 ** 32) - 2 ** 31;
    // Printed before the runs: a seed that hangs fails by timeout, without a message of ours.
    console.log(`npm run fuzz: seed ${seed}, ${numRuns * fuzz.factor} runs`);
    return [{ seed, numRuns: numRuns * fuzz.factor, fixed: false }];
  }
  return [...new Set([...seeds, ...SEEDS])].map((seed) => ({ seed, numRuns, fixed: true }));
}

/** Puts the seed, and how to replay it, first in a failure's message. */
function withSeed(error: unknown, seed: number, fixed: boolean): unknown {
  if (!(error instanceof Error)) return error;
  const how = fixed ? 'a fixed seed of npm test (test/helpers/property.ts)' : `npm run fuzz; replay: FUZZ_SEED=${seed} npm run fuzz`;
  error.message = `seed ${seed} (${how}): ${error.message}`;
  return error;
}

/** `fc.assert` for a synchronous property, with the seeds of this mode. */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, options: PropertyOptions): void {
  for (const { seed, numRuns, fixed } of plan(options)) {
    try {
      fc.assert(property, { numRuns, seed });
    } catch (error) {
      throw withSeed(error, seed, fixed);
    }
  }
}

/** `fc.assert` for an asynchronous property, with the seeds of this mode. */
export async function assertAsyncProperty<Ts>(property: fc.IAsyncProperty<Ts>, options: PropertyOptions): Promise<void> {
  for (const { seed, numRuns, fixed } of plan(options)) {
    try {
      await fc.assert(property, { numRuns, seed });
    } catch (error) {
      throw withSeed(error, seed, fixed);
    }
  }
}
