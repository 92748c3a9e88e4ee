// `npm run bench -- --only=consumers`: what the kit adds to each consumer app's page, exactly,
// as `npm run test:consumers` measures it (its tests hold each figure to a budget; the figures
// themselves are recorded here and in BENCHMARKS.md). Needs the build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function runConsumers() {
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-bench-consumers-'));
  const file = join(dir, 'sizes.jsonl');
  try {
    const run = spawnSync(process.execPath, ['test/consumers/run.mjs', '--test-name-pattern=budget'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CONSUMER_SIZES: file } });
    if (run.status !== 0) throw new Error(`npm run test:consumers failed (exit ${run.status}): run it alone to see why`);
    const rows = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    return { rows: rows.sort((a, b) => a.host.localeCompare(b.host)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
