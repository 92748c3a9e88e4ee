// Every install a test does is pinned: each consumer host names the exact versions the
// repository's package-lock.json holds, and the lockfile cut for it (test/consumers/lockfile.mjs)
// reaches every package it needs there. Checked here, in seconds, so a root upgrade that left a
// host behind fails `npm test` and not minutes into `npm run test:consumers`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cutLockfile, TOOLCHAINS } from '../consumers/lockfile.mjs';
import { root } from './e2e/support.mjs';

const hosts = join(root, 'test/consumers/hosts');

for (const name of readdirSync(hosts)) {
  test(`the ${name} host installs exactly what the repository's lockfile holds`, () => {
    const dir = mkdtempSync(join(tmpdir(), `choice-prompts-pin-${name}-`));
    try {
      cpSync(join(hosts, name, 'package.json'), join(dir, 'package.json'));
      writeFileSync(join(dir, 'choice-prompts.tgz'), 'a stand-in for the packed kit');
      const lock = cutLockfile(dir);
      const locked = (path) => lock.packages[path];
      const kit = locked('node_modules/choice-prompts');
      assert.equal(kit.resolved, 'file:choice-prompts.tgz');
      assert.ok(locked('node_modules/lit'), 'the kit brings Lit');
      for (const [path, entry] of Object.entries(lock.packages)) {
        if (path === '' || path === 'node_modules/choice-prompts') continue;
        assert.match(entry.version, /^\d+\.\d+\.\d+/, `${path} has a version`);
        // A bundled dependency comes inside its dependent's tarball, whose integrity covers it.
        if (entry.inBundle) assert.ok(lock.packages[path.replace(/\/node_modules\/(@[^/]+\/)?[^/]+$/, '')]?.integrity, `${path} is inside the package that bundles it`);
        else assert.match(entry.integrity ?? '', /^sha512-/, `${path} has an integrity`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('a host asking for a version the repository does not hold is refused, with the command that pins it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-pin-'));
  try {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host-drifted', dependencies: { 'choice-prompts': 'file:choice-prompts.tgz' }, devDependencies: { vite: '^8.0.0' } }));
    writeFileSync(join(dir, 'choice-prompts.tgz'), 'a stand-in');
    assert.throws(() => cutLockfile(dir), /vite is "\^8\.0\.0" in its package\.json, but the repository's package-lock\.json holds \d+\.\d+\.\d+.*pin\.mjs/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a host naming packages of two toolchain workspaces is refused: it would get two TypeScripts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-pin-'));
  try {
    const versions = (folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).devDependencies;
    const [checkers, angular] = TOOLCHAINS.map(versions);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host-mixed', dependencies: { 'choice-prompts': 'file:choice-prompts.tgz' }, devDependencies: { 'vue-tsc': checkers['vue-tsc'], '@angular/build': angular['@angular/build'] } }));
    writeFileSync(join(dir, 'choice-prompts.tgz'), 'a stand-in');
    assert.throws(() => cutLockfile(dir), /host-mixed: names packages of test\/consumers\/toolchain and test\/consumers\/toolchain-angular/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
