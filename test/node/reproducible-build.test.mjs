// The same source builds the same bundle.js, chunks/core.js and chunks, byte for byte: a
// published version can be checked against its source, and a CDN's or a lock file's
// integrity hash does not change with a rebuild. esbuild resolves modules in parallel, so
// the order of the lazily loaded modules, and with it the names core.js exports to the
// chunks ($0, $1, …), once changed from build to build (three builds, three hashes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { root } from './e2e/support.mjs';

const run = promisify(execFile);

/**
 * Builds bundle.js and its chunks into `outdir` as `npm run build` does, in a process of its
 * own: within one process esbuild settles into one order, and the difference shows between
 * processes, as between two `npm run build`s.
 */
const BUILD = `
  import { buildBundle } from './scripts/bundle-build.mjs';
  import { production } from './scripts/esbuild-production.mjs';
  import { minifyTemplates } from './scripts/minify-templates.mjs';
  await buildBundle({ entry: 'src/bundle.ts', options: { ...production, plugins: [minifyTemplates()] }, outdir: process.argv[1] });
`;

/** Every file under `dir`, by its path inside it. */
function files(dir) {
  const found = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    found.set(relative(dir, path), readFileSync(path));
  }
  return found;
}

test('three builds of bundle.js and its chunks are identical, byte for byte', { timeout: 120_000 }, async () => {
  const parent = mkdtempSync(join(tmpdir(), 'choice-prompts-builds-'));
  try {
    const builds = [];
    for (const name of ['a', 'b', 'c']) {
      const outdir = join(parent, name);
      await run(process.execPath, ['--input-type=module', '-e', BUILD, outdir], { cwd: root });
      builds.push(files(outdir));
    }
    const [first, ...others] = builds;
    assert.ok(first.has('bundle.js') && first.has('chunks/core.js'), `the build wrote bundle.js and chunks/core.js: ${[...first.keys()].join(', ')}`);
    for (const other of others) {
      assert.deepEqual([...other.keys()].sort(), [...first.keys()].sort(), 'the same files');
      const differ = [...first].filter(([path, bytes]) => !bytes.equals(other.get(path))).map(([path]) => path);
      assert.deepEqual(differ, [], 'files whose bytes differ between two builds');
    }
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
