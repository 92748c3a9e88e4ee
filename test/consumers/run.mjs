// `npm run test:consumers`: packs the kit once, then runs every host's file (hosts/ holds their
// sources), two at a time. Needs the build (`npm run build`). Arguments are passed to
// `node --test`, e.g. `npm run test:consumers -- --test-name-pattern=next`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packInto } from './support.mjs';

const here = import.meta.dirname;
const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-consumers-'));
let status = 1;
try {
  const tarball = await packInto(dir);
  const files = readdirSync(here).filter((name) => name.endsWith('.test.mjs')).map((name) => join(here, name));
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], { stdio: 'inherit', env: { ...process.env, CONSUMER_TARBALL: tarball } });
  status = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
