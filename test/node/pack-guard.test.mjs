// `npm pack` (and so `npm publish`) of either package refuses a checkout that was never built,
// instead of making a tarball of package.json and the README alone. The packages' manifests
// and the guard are copied into an empty folder, as a fresh clone has them; packed-install
// packs the built repository, where the same guard lets the pack through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './e2e/support.mjs';

const run = promisify(execFile);
/** A nested npm without the `npm_*` settings of the `npm test` that runs us. */
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

test('npm pack of an unbuilt checkout fails, naming npm run build, and writes no tarball', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-unbuilt-'));
  try {
    for (const file of ['package.json', 'README.md', 'scripts/check-built.mjs', 'mcp/package.json', 'mcp/README.md']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    }
    for (const args of [['pack'], ['pack', '-w', 'choice-prompts-mcp']]) {
      const error = await run('npm', [...args, '--offline'], { cwd: dir, env }).then(() => null, (e) => e);
      assert.ok(error, `npm ${args.join(' ')} failed`);
      assert.match(error.stderr, /not built .*Run `npm run build`/);
    }
    assert.deepEqual(readdirSync(dir).filter((name) => name.endsWith('.tgz')), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
