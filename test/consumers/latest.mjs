// `npm run consumers:latest`: the consumer apps on the newest versions of their frameworks and
// bundlers, beside the same apps on the versions the repository pins; prints what moved: each
// version, each page's weight, each test that passes pinned and fails on the newest. Not part of
// CI (the registry changes every day); run it to decide an upgrade, then move the root's
// devDependencies and `node test/consumers/pin.mjs`. Needs the build (`npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-latest-'));
const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

/** One run of the suite: its sizes by host, and the names of the tests that failed. */
function suite(name, env) {
  const sizes = join(dir, `${name}-sizes.jsonl`);
  process.stderr.write(`consumers:latest: the apps on the ${name} versions…\n`);
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'run.mjs'), '--test-reporter=tap'], { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, ...env, CONSUMER_SIZES: sizes } });
  const failed = [];
  let suiteName = '';
  for (const line of run.stdout.split('\n')) {
    const start = line.match(/^# Subtest: (.*)$/);
    if (start) suiteName = start[1];
    const failure = line.match(/^\s+not ok \d+ - (.*)$/);
    if (failure) failed.push(`${suiteName}: ${failure[1]}`);
  }
  if (run.status !== 0 && failed.length === 0) failed.push(`the suite exited ${run.status}: ${run.stderr.trim().split('\n').slice(-5).join(' ')}`);
  return { sizes: new Map(lines(sizes).map((row) => [row.host, row])), failed };
}

try {
  const pinned = suite('pinned', {});
  const latest = suite('newest', { CONSUMER_LATEST: join(dir, 'versions.jsonl') });
  const report = [];
  for (const { host, versions } of lines(join(dir, 'versions.jsonl')).sort((a, b) => a.host.localeCompare(b.host))) {
    const moved = Object.entries(versions).filter(([, v]) => v.pinned !== v.latest).map(([dep, v]) => `${dep} ${v.pinned} → ${v.latest}`);
    const [before, after] = [pinned.sizes.get(host), latest.sizes.get(host)];
    const size = before && after ? `kit adds ${kb(before.added)} → ${kb(after.added)} (page files ${before.pageFiles} → ${after.pageFiles}, budget ${kb(after.budget)})` : 'size not measured';
    report.push(`${host}: ${moved.length ? moved.join(', ') : 'no newer versions'}; ${size}`);
  }
  const newlyFailed = latest.failed.filter((name) => !pinned.failed.includes(name));
  console.log(report.join('\n'));
  console.log(pinned.failed.length ? `\nFailing already on the pinned versions:\n  ${pinned.failed.join('\n  ')}` : '\nEvery test passes on the pinned versions.');
  console.log(newlyFailed.length ? `\nFailing on the newest versions only:\n  ${newlyFailed.join('\n  ')}` : 'Every test passes on the newest versions.');
  process.exitCode = newlyFailed.length ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
