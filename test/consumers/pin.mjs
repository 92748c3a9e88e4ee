// `node test/consumers/pin.mjs`: writes into each host's package.json the exact version of each
// dependency that the repository's package-lock.json holds, after the root's lockfile moved (a
// host installs those versions and no others: lockfile.mjs).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPackages } from './lockfile.mjs';

const root = join(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const hosts = join(import.meta.dirname, 'hosts');
for (const name of readdirSync(hosts)) {
  const file = join(hosts, name, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const packages = projectPackages(lock, pkg);
  const changed = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [dep, spec] of Object.entries(pkg[field] ?? {})) {
      if (dep === 'choice-prompts') continue;
      const version = packages[`node_modules/${dep}`]?.version;
      if (!version) throw new Error(`${name}: ${dep} is not in the repository's package-lock.json; add it to the root devDependencies first`);
      if (spec !== version) changed.push(`${dep} ${spec} → ${version}`);
      pkg[field][dep] = version;
    }
  }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  if (changed.length) console.log(`${name}: ${changed.join(', ')}`);
}
