// `npm run fuzz`: the property tests of `npm test` (every test file that imports
// test/helpers/property.ts) with a fresh random seed per property and FUZZ_FACTOR (20) times
// the runs, to look for new bugs on purpose. A failure names its seed; FUZZ_SEED=<seed>
// replays it (`npm run fuzz -- <test file>` runs one file). Not part of `npm test`: a
// seed nobody chose must not fail unrelated work.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import base, { UNREGISTERED, runnerHtml, missingDialect } from './web-test-runner.config.mjs';

const factor = Number(process.env.FUZZ_FACTOR ?? 20);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
if (!(factor >= 1) || (seed !== undefined && !Number.isSafeInteger(seed))) throw new Error('FUZZ_FACTOR must be ≥ 1 and FUZZ_SEED an integer.');

/** Browser test files that run properties. */
const propertyFiles = readdirSync('test', { recursive: true })
  .map((file) => join('test', file))
  .filter((file) => /\.test\.ts$/.test(file) && !file.startsWith(join('test', 'node')) && /helpers\/property\.js'/.test(readFileSync(file, 'utf8')));

const unregistered = propertyFiles.filter((file) => file.endsWith('.unregistered.test.ts'));

// Read by test/helpers/property.ts before any test file runs.
const settings = `<script>globalThis.__choicePromptsFuzz = ${JSON.stringify({ factor, seed })};</script>`;

export default {
  ...base,
  files: [...propertyFiles, `!${UNREGISTERED}`],
  testRunnerHtml: runnerHtml(['/src/dialects.ts', '/test/helpers/parts-loaded.ts'], settings),
  // The unregistered-dialects group, when one of its files runs properties.
  groups: unregistered.length ? [{ ...base.groups[0], files: unregistered, testRunnerHtml: runnerHtml([], `<script type="importmap">${missingDialect}</script>${settings}`) }] : [],
  testFramework: { config: { ...base.testFramework.config, timeout: base.testFramework.config.timeout * factor } },
  // A file's whole run scales too: wtr's 120 s ceiling per file stopped the parsers' properties
  // at 10 times the runs on a loaded 2-core machine.
  testsFinishTimeout: 120_000 * factor,
};
