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
 * The workspaces of the hosts' packages that cannot sit beside the repository's TypeScript 7,
 * each kept by npm in its own node_modules: `toolchain` with TypeScript 6 (svelte-check and
 * vue-tsc use its API; SvelteKit and React Router's peer ranges stop before 7), and
 * `toolchain-angular` with Angular 21 (the last that runs on Node 20), whose build wants
 * TypeScript 5.9.
 */
export const TOOLCHAINS = ['test/consumers/toolchain', 'test/consumers/toolchain-angular'];

/**
 * The toolchain a project takes its packages from: the one declaring a package it names
 * (TypeScript aside: each toolchain declares its own), as `{ folder, declared }`; the root's
 * (`folder` '') when none does. A project naming packages of two is refused: it would get two
 * TypeScripts.
 */
function toolchainOf(project, names) {
  const found = TOOLCHAINS.map((folder) => ({ folder, declared: readJson(join(root, folder, 'package.json')).devDependencies }))
    .filter(({ declared }) => names.some((name) => name !== 'typescript' && declared[name]));
  if (found.length > 1) throw new Error(`${project.name}: names packages of ${found.map(({ folder }) => folder).join(' and ')}; a host takes its packages from one toolchain`);
  return found[0] ?? { folder: '', declared: {} };
}

/**
 * Where Node finds `name` required from the package at `from` in a lockfile's tree ('' is the
 * tree's root; from a workspace's folder, its own node_modules and then the root's).
 */
function resolve(packages, from, name) {
  for (let dir = from; ; ) {
    const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!dir) return undefined;
    const up = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '');
    dir = up === dir ? '' : up;
  }
}

/** A lockfile entry's dependency edges: `[name, optional, peer]` (an optional peer is no edge). */
function edges(entry) {
  const optionalPeer = (name) => entry.peerDependenciesMeta?.[name]?.optional;
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false, false]),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeer(name)).map((name) => [name, false, true]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true, false]),
  ];
}

const missing = (name, by) => new Error(`${name}, which ${by || 'the project'} needs, is not in the repository's package-lock.json: add it to the root's devDependencies and run npm install`);

/**
 * The project's tree: every package its dependencies reach, each the very entry Node finds in
 * the repository's tree from the package that needs it, placed at the project's
 * `node_modules/` where that path is free and inside its dependent otherwise. A project
 * naming one of a toolchain's packages takes every package that toolchain declares from inside
 * its workspace (its TypeScript among them), and the rest from the root. `own` gives the
 * repository's packages the project installs from tarballs: `{ entry, from }`, where `from` is
 * the folder their dependencies resolve from. Returns `{ path: entry }`.
 */
export function projectPackages(rootLock, project, own = {}) {
  const source = rootLock.packages;
  const deps = { ...project.dependencies, ...project.devDependencies };
  const names = Object.keys(deps).filter((name) => own[name] || !deps[name].startsWith('file:'));
  // TypeScript alone is the root's 7: a checker or Angular brings its toolchain's.
  const toolchain = toolchainOf(project, names);
  const tree = {}; // project path -> { entry, from: the path its dependencies resolve from }
  const queue = [];
  /** The package `name` needs at `at` (from `from` in the repository's tree), or undefined. */
  const wanted = (from, name) => {
    const path = resolve(source, from, name);
    if (!path || source[path].link) return undefined;
    return { entry: source[path], from: path };
  };
  const place = (at, name, found) => {
    const seen = resolve(tree, at, name);
    if (seen && tree[seen].entry === found.entry) return;
    const top = `node_modules/${name}`;
    // A bundled dependency comes inside its dependent's tarball: it stays there.
    let target = tree[top] || found.entry.inBundle ? `${at ? `${at}/` : ''}node_modules/${name}` : top;
    tree[target] = found;
    if (resolve(tree, at, name) !== target) {
      delete tree[target];
      target = `${at}/node_modules/${name}`;
      tree[target] = found;
    }
    queue.push(target);
  };
  for (const name of names) {
    // A package the toolchain declares comes from it; the rest are the root's.
    const found = own[name] ?? wanted(toolchain.declared[name] ? toolchain.folder : '', name);
    if (!found) throw missing(name);
    place('', name, found);
  }
  while (queue.length) {
    const at = queue.shift();
    const { entry, from } = tree[at];
    for (const [name, optional, peer] of edges(entry)) {
      // A peer is the project's to give (the toolchain's TypeScript 6 for vue-tsc, say): the
      // repository's only where the project has none.
      if (peer && resolve(tree, at, name)) continue;
      // One of the repository's own packages needing another (the server needs the kit): its tarball.
      const found = own[name] ?? wanted(from, name);
      if (found) place(at, name, found);
      else if (!optional) throw missing(name, at.replace(/^.*node_modules\//, ''));
    }
  }
  // A package nested later may hide, from one placed before, the version it needs: refused.
  for (const [at, { entry, from }] of Object.entries(tree)) {
    for (const [name, , peer] of edges(entry)) {
      if (peer) continue;
      const found = own[name] ?? wanted(from, name);
      const placed = resolve(tree, at, name);
      if (found && tree[placed]?.entry !== found.entry) throw new Error(`${project.name}: ${at} would find ${name} ${tree[placed]?.entry.version ?? '(none)'} instead of ${found.entry.version}: the tree cannot be cut from the repository's`);
    }
  }
  return Object.fromEntries(Object.entries(tree).map(([path, { entry }]) => [path, entry]));
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
      throw missing(name, from.replace(/^.*node_modules\//, ''));
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

  const own = {};
  for (const [name, spec] of Object.entries({ ...project.dependencies, ...project.devDependencies })) {
    if (!spec.startsWith('file:')) continue;
    const found = ours[name];
    if (!found) throw new Error(`${project.name}: ${name} is a file: dependency, but not one of the repository's packages`);
    const file = spec.slice('file:'.length);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(join(dir, file))).digest('base64')}`;
    // Its dependencies are what the root installed for it: inside a workspace's own node_modules first.
    own[name] = { entry: tarballEntry(found.manifest, file, integrity), from: found.folder };
  }
  const packages = projectPackages(rootLock, project, own);
  for (const [name, spec] of Object.entries({ ...project.dependencies, ...project.devDependencies })) {
    if (own[name]) continue;
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
