// A test project's package-lock.json, cut from the repository's own: the packages its
// dependencies reach, at the paths, versions and integrities the root lockfile holds, so that
// `npm ci` installs exactly what the root `npm ci` put in the npm cache, whatever the registry
// serves that day. The repository's own packages come in as the tarballs `npm pack` made.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The workspace of the hosts' checkers that need TypeScript 6 (svelte-check, vue-tsc), which
 * npm keeps in its own node_modules beside the root's TypeScript 7.
 */
export const TOOLCHAIN = 'test/consumers/toolchain';

/**
 * The root lockfile's packages as a project sees them at its `node_modules/`: the root's, and
 * for a project naming one of the toolchain's checkers, the toolchain's tree over them (what
 * Node finds from inside that workspace: its TypeScript 6 among them).
 */
export function projectPackages(rootLock, project) {
  const packages = Object.fromEntries(Object.entries(rootLock.packages).filter(([path, entry]) => path.startsWith('node_modules/') && !entry.link));
  const toolchain = readJson(join(root, TOOLCHAIN, 'package.json'));
  const names = Object.keys({ ...project.dependencies, ...project.devDependencies });
  // TypeScript alone is the root's 7 for every other host: a checker brings the toolchain's 6.
  if (names.some((name) => name !== 'typescript' && toolchain.devDependencies[name])) {
    for (const [path, entry] of Object.entries(rootLock.packages)) {
      if (path.startsWith(`${TOOLCHAIN}/node_modules/`)) packages[path.slice(TOOLCHAIN.length + 1)] = entry;
    }
  }
  return packages;
}

/** Where Node finds `name` required from the package at `from` ('' is the project). */
function resolve(packages, from, name) {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!dir) return undefined;
  }
}

/** A lockfile entry's dependency edges: `[name, optional]` (an optional peer is no edge). */
function edges(entry) {
  const optionalPeer = (name) => entry.peerDependenciesMeta?.[name]?.optional;
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false]),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeer(name)).map((name) => [name, false]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true]),
  ];
}

/**
 * The paths reached from the project's `roots` (names); `requiredOnly` leaves optional edges
 * out. A required edge the tree cannot satisfy is an error; an optional one the root lockfile
 * never installed is skipped.
 */
function reach(packages, roots, { requiredOnly = false } = {}) {
  const seen = new Set();
  const queue = roots.map((name) => ['', name, false]);
  while (queue.length) {
    const [from, name, optional] = queue.shift();
    if (requiredOnly && optional) continue;
    const path = resolve(packages, from, name);
    if (!path) {
      if (optional) continue;
      throw new Error(`${name}, which ${from.replace(/^.*node_modules\//, '') || 'the project'} needs, is not in the repository's package-lock.json: add it to the root's devDependencies and run npm install`);
    }
    if (seen.has(path)) continue;
    seen.add(path);
    for (const [dep, depOptional] of edges(packages[path])) queue.push([path, dep, depOptional]);
  }
  return seen;
}

/** The repository's packages (the root and its workspaces), by name: `{ folder, manifest }`. */
function repositoryPackages(rootPkg) {
  const found = { [rootPkg.name]: { folder: '', manifest: rootPkg } };
  for (const folder of rootPkg.workspaces ?? []) {
    const manifest = readJson(join(root, folder, 'package.json'));
    found[manifest.name] = { folder, manifest };
  }
  return found;
}

/** A package's entry in a lockfile, from its package.json, as npm writes one for a tarball. */
function tarballEntry(manifest, file, integrity) {
  const fields = ['dependencies', 'optionalDependencies', 'peerDependencies', 'peerDependenciesMeta', 'bin', 'engines'];
  return {
    version: manifest.version,
    resolved: `file:${file}`,
    integrity,
    license: manifest.license,
    ...Object.fromEntries(fields.filter((field) => manifest[field]).map((field) => [field, manifest[field]])),
  };
}

/**
 * The lockfile for the project in `dir`, from its package.json: a dependency `file:<tarball>`
 * is one of the repository's packages, packed (the tarball in `dir`); every other dependency
 * names the exact version the root lockfile holds (`node test/consumers/pin.mjs` writes them),
 * and brings what it brings there.
 */
export function cutLockfile(dir) {
  const project = readJson(join(dir, 'package.json'));
  const rootPkg = readJson(join(root, 'package.json'));
  const rootLock = readJson(join(root, 'package-lock.json'));
  const ours = repositoryPackages(rootPkg);
  const packages = projectPackages(rootLock, project);

  for (const [name, spec] of Object.entries({ ...project.dependencies, ...project.devDependencies })) {
    if (spec.startsWith('file:')) {
      const own = ours[name];
      if (!own) throw new Error(`${project.name}: ${name} is a file: dependency, but not one of the repository's packages`);
      const file = spec.slice('file:'.length);
      const integrity = `sha512-${createHash('sha512').update(readFileSync(join(dir, file))).digest('base64')}`;
      packages[`node_modules/${name}`] = tarballEntry(own.manifest, file, integrity);
      // What the root installed inside a workspace's own node_modules goes inside the package.
      if (own.folder) {
        for (const [path, entry] of Object.entries(rootLock.packages)) {
          if (path.startsWith(`${own.folder}/node_modules/`)) packages[`node_modules/${name}/${path.slice(own.folder.length + 1)}`] = entry;
        }
      }
      continue;
    }
    const locked = packages[`node_modules/${name}`]?.version;
    if (spec !== locked) {
      throw new Error(`${project.name}: ${name} is ${JSON.stringify(spec)} in its package.json, but the repository's package-lock.json holds ${locked ?? 'no such package'}: a test project names the exact version the root installs (node test/consumers/pin.mjs writes them)`);
    }
  }

  const prodRoots = Object.keys(project.dependencies ?? {});
  const allRoots = [...prodRoots, ...Object.keys(project.devDependencies ?? {})];
  const all = reach(packages, allRoots);
  const prod = reach(packages, prodRoots);
  const required = reach(packages, allRoots, { requiredOnly: true });
  const prodRequired = reach(packages, prodRoots, { requiredOnly: true });

  const out = {
    '': Object.fromEntries(['name', 'version', 'dependencies', 'devDependencies'].filter((field) => project[field]).map((field) => [field, project[field]])),
  };
  for (const path of [...all].sort()) {
    // The root's flags describe the root's tree; these are the project's (npm ci skips an
    // optional package that does not fit the platform; --omit=dev reads dev).
    const { dev, optional, devOptional, peer, ...entry } = packages[path];
    const isDev = !prod.has(path);
    const isOptional = !required.has(path);
    const flags = isDev || isOptional ? { ...(isDev && { dev: true }), ...(isOptional && { optional: true }) }
      : !prodRequired.has(path) ? { devOptional: true }
      : {};
    out[path] = { ...entry, ...flags };
  }
  return { name: project.name, lockfileVersion: 3, requires: true, packages: out };
}

/** Writes `cutLockfile(dir)` as the project's package-lock.json. */
export function writeLockfile(dir) {
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(cutLockfile(dir), null, 2)}\n`);
}
