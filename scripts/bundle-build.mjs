// How `npm run build` makes dist/bundle.js and dist/chunks/ (see build.mjs for why).
//
// What a page showing plain choices needs is one file, dist/chunks/core.js (Lit, both
// elements, the protocol core), which dist/bundle.js imports and re-exports: bundle.js is
// the stable name a page points at; core.js and the chunks resolve one another relative to
// their own addresses, so the folder works served from anywhere, and behind a CDN that
// redirects bundle.js to a versioned address they still meet as one module instance.
//
// Every `import()` of that code becomes a chunk of its own, fetched when needed: a dialect
// with the first prompt in it (chunks/ask-user-question.js), a part of the elements with the
// first request needing it (chunks/field-kinds.js). A chunk uses what core.js holds (Lit,
// the elements' code, the core) from core.js itself, never a copy: the chunks are built with
// core.js's modules left external, core.js exports each name they import (under the short
// name its minifier gave it), and each such import is rewritten to take it from core.js. Code
// only chunks share goes to chunks/shared-*.js, but for a few lines copied into each (COPIED).
import { build } from 'esbuild';
import { dirname, basename, resolve, relative } from 'node:path';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';

const CORE = 'chunks/core.js';

/** Bundles `entry` with its `import()`s left out; returns its static module graph (absolute paths) and the modules it imports lazily. */
async function staticGraph(options, entry) {
  const lazy = new Set();
  const result = await build({
    ...options,
    entryPoints: [entry],
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      wordedByParts(),
      ...options.plugins,
      {
        name: 'lazy-out',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind !== 'dynamic-import') return undefined;
            lazy.add(resolve(dirname(args.importer), args.path).replace(/\.js$/, '.ts'));
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const [output] = Object.values(result.metafile.outputs);
  // Sorted: esbuild calls onResolve as modules load, in parallel, so `lazy` fills in a
  // different order from build to build, and with it the chunks' entry order.
  return { modules: new Set(Object.keys(result.metafile.inputs).map((p) => resolve(p))), lazy: [...lazy].sort(), exports: output.exports };
}

/**
 * A plugin for the chunks' build: an import that resolves to a module of core.js becomes
 * `bridge(path)`'s result (an external marker while names are collected, a re-export of
 * core.js's aliases in the real build).
 */
function coreModules(modules, bridge) {
  return {
    name: 'core-modules',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.inner) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { inner: true } });
        if (found.errors.length > 0 || !modules.has(resolve(found.path))) return undefined;
        return bridge(resolve(found.path));
      });
    },
  };
}

/**
 * Modules only lazy chunks import, of which each importing module gets a copy of its own, so
 * that the copy goes into its importer's chunk instead of a chunks/shared-*.js file: for a few
 * lines two parts share in the source, that file and the imports of it cost more than the
 * copies. src/components/internal/code-block.styles.ts (the fallbacks' and previews' parts):
 * as a shared chunk, 0.22 KB gzip, which made each part's fetch 0.15 to 0.17 KB gzip larger
 * than with the rule written out in both.
 */
const COPIED = [/[\\/]src[\\/]components[\\/]internal[\\/]code-block\.styles\.ts$/];

/** The plugin behind `COPIED`: esbuild takes one path with two suffixes (here, its importers) for two modules. */
function copiedPerImporter() {
  return {
    name: 'copied-per-importer',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.copied) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { ...args.pluginData, copied: true } });
        if (found.errors.length > 0 || found.external || !COPIED.some((re) => re.test(found.path))) return undefined;
        return { path: found.path, suffix: `?from=${relative(process.cwd(), args.importer).replaceAll('\\', '/')}` };
      });
    },
  };
}

/**
 * Modules core.js leaves out though its code imports them, for a lazily loaded part that
 * imports them too: src/protocol/validate-text.ts, the English of the problems a request can
 * have, which only the fallbacks part shows (src/protocol/wording.ts says how the problems
 * are worded once it is here). Everywhere else (dist/protocol.js, the modules tsc writes) it
 * is imported with the protocol, as its source says.
 */
const WORDED_BY_PARTS = [/[\\/]src[\\/]protocol[\\/]validate-text\.ts$/];

/**
 * The plugin behind `WORDED_BY_PARTS`, for core.js's build (and the benches that measure what
 * bundle.js loads at once): each becomes an empty module there.
 */
export function wordedByParts() {
  return {
    name: 'worded-by-parts',
    setup(b) {
      b.onResolve({ filter: /validate-text/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.worded) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { worded: true } });
        if (found.errors.length > 0 || !WORDED_BY_PARTS.some((re) => re.test(found.path))) return undefined;
        return { path: found.path, namespace: 'worded-by-parts' };
      });
      b.onLoad({ filter: /.*/, namespace: 'worded-by-parts' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}

/** The names each chunk imports from each module of core.js, read from the chunks built with those modules external. */
function importedNames(outputs) {
  const names = new Map();
  for (const file of outputs) {
    const text = file.text;
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"core-module:([^"]+)"/g)) {
      const set = names.get(m[2]) ?? new Set();
      for (const item of m[1].split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0].trim();
        if (name) set.add(name);
      }
      names.set(m[2], set);
    }
    const other = text.match(/(?:import|export)[^;]*?"core-module:[^"]+"/g)?.filter((s) => !/^import\s*\{[^}]*\}\s*from\s*"core-module:/.test(s));
    if (other?.length) throw new Error(`A chunk imports a module of core.js in a way the build cannot bridge: ${other[0]}`);
  }
  return names;
}

/**
 * A lazily loaded module's chunk name: its file's without `.part` (components/countdown/countdown.part.ts:
 * countdown; a part's markup keeps `.markup`: fields/field.markup.ts, field.markup), or its
 * folder's for an index (dialects/ask-user-question/index.ts: ask-user-question).
 */
function chunkName(path) {
  const file = basename(path).replace(/(\.part)?\.[jt]s$/, '');
  return file === 'index' ? basename(dirname(path)) : file;
}

/**
 * Rewrites core.js's export statement so that each alias is exported as the minified binding
 * it names; returns, for each alias, that name.
 */
function exportedBindings(file, aliases) {
  const text = readFileSync(file, 'utf8');
  const statement = text.match(/export\s*\{([^}]*)\};?\s*$/);
  if (!statement) throw new Error(`${file} does not end with one export statement.`);
  const local = new Map();
  const names = [];
  for (const item of statement[1].split(',')) {
    const [binding, name = binding] = item.trim().split(/\s+as\s+/);
    // The entry's own names (ChoicePrompt, …) stay as they are; two aliases may name one binding.
    if (!/^\$\d+$/.test(name)) {
      names.push(item.trim());
      continue;
    }
    local.set(name, binding);
    if (!names.includes(binding)) names.push(binding);
  }
  const exported = names.map((item) => item.split(/\s+as\s+/).pop());
  if (new Set(exported).size !== exported.length) throw new Error(`${file}: a binding's name is also a name core.js exports.`);
  if ([...aliases.values()].some((alias) => !local.has(alias))) throw new Error(`${file} does not export every alias.`);
  writeFileSync(file, `${text.slice(0, statement.index)}export{${names.join(',')}};\n`);
  return local;
}

/**
 * The modules of the elements (src/components/) that their lazily loaded parts load lazily in
 * turn (the fold part's markup of each part), to any depth: each a chunk of its own, named as
 * the parts are. (A dialect's `tool()` module stays one of esbuild's own chunks.)
 */
async function nestedLazy(options, lazy) {
  const all = new Set(lazy);
  const ofElements = (path) => /[\\/]src[\\/]components[\\/]/.test(path);
  for (let todo = lazy.filter(ofElements); todo.length > 0; ) {
    const found = (await Promise.all(todo.map((path) => staticGraph(options, path)))).flatMap((graph) => graph.lazy);
    todo = found.filter((path) => ofElements(path) && !all.has(path));
    for (const path of todo) all.add(path);
  }
  return [...all].sort();
}

/**
 * Builds dist/bundle.js, dist/chunks/core.js and the lazily loaded chunks from `entry`; each of
 * `beside` (`{ 'choice-queue.bundle': 'src/choice-queue.ts' }`) becomes one file of its own in
 * `outdir`, beside bundle.js, that takes what core.js holds from core.js as the chunks do and
 * shares nothing else with them (so no chunk changes for it): an element a page adds with a
 * second script, growing bundle.js only by the names of core.js it imports.
 */
export async function buildBundle({ entry, options, outdir, beside = {} }) {
  const { modules, lazy: direct, exports } = await staticGraph(options, entry);
  const lazy = await nestedLazy(options, direct);
  const chunkEntries = {};
  for (const path of lazy) {
    const name = `chunks/${chunkName(path)}`;
    if (chunkEntries[name] || name === 'chunks/core') throw new Error(`Two lazily loaded modules are both named ${name}.`);
    chunkEntries[name] = path;
  }
  const chunkOptions = { ...options, entryPoints: chunkEntries, outdir, splitting: true, chunkNames: 'chunks/shared-[hash]' };
  const chunkPlugins = [...options.plugins, copiedPerImporter()];

  // 1. The chunks with core.js's modules external, to learn which of their names they use.
  const probe = await build({
    ...chunkOptions,
    minify: false,
    sourcemap: false,
    write: false,
    logLevel: 'silent',
    plugins: [coreModules(modules, (path) => ({ path: `core-module:${path}`, external: true })), ...chunkPlugins],
  });
  const besideOptions = (name, path) => ({ ...options, entryPoints: { [name]: path }, outdir, splitting: false });
  const besideProbes = await Promise.all(
    Object.entries(beside).map(([name, path]) =>
      build({ ...besideOptions(name, path), minify: false, write: false, logLevel: 'silent', plugins: [coreModules(modules, (p) => ({ path: `core-module:${p}`, external: true })), ...chunkPlugins] }),
    ),
  );
  const names = importedNames([...probe.outputFiles, ...besideProbes.flatMap((b) => b.outputFiles)]);

  // 2. core.js: the entry, and each name a chunk uses as an alias. Modules and names go in
  // sorted order, so the same source gives the same aliases, and the same bytes, every build.
  const aliases = new Map();
  const lines = [`export * from ${JSON.stringify(resolve(entry))};`];
  for (const path of [...names.keys()].sort()) {
    const pairs = [...names.get(path)].sort().map((name) => {
      const alias = `$${aliases.size}`;
      aliases.set(`${path}\n${name}`, alias);
      return `${name} as ${alias}`;
    });
    lines.push(`export { ${pairs.join(', ')} } from ${JSON.stringify(path)};`);
  }
  await build({
    ...options,
    stdin: { contents: lines.join('\n'), resolveDir: process.cwd(), sourcefile: 'core.js', loader: 'js' },
    outfile: `${outdir}/${CORE}`,
    plugins: [
      {
        // Its `import()`s fetch the chunks, which sit beside it.
        name: 'lazy-chunks',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: `./${chunkName(args.path)}.js`, external: true } : undefined,
          );
        },
      },
      wordedByParts(),
      ...options.plugins,
    ],
  });

  // Each alias named a binding of core.js, which esbuild's minifier named too: core.js exports
  // that binding under its own short name instead (`export{ki,P,…}` rather than `export{ki as
  // $0,P as $1,…}`, 0.14 KB gzip less), and the chunks import it by that name.
  const local = exportedBindings(`${outdir}/${CORE}`, aliases);

  // 3. The chunks for real, with core.js's modules still external: each import of one is
  // rewritten to import the same names from core.js by their bindings' names. With source
  // maps, each statement keeps its length (padded with spaces), so the maps stay exact;
  // without, a chunk's imports of core.js become one statement, where the first one was.
  const coreFrom = (file) => `./${relative(dirname(resolve(outdir, file)), resolve(outdir, CORE))}`;
  const bridged = [coreModules(modules, (path) => ({ path: `core-module:${path}`, external: true })), ...chunkPlugins];
  const results = await Promise.all([
    build({ ...chunkOptions, plugins: bridged, write: false }),
    ...Object.entries(beside).map(([name, path]) => build({ ...besideOptions(name, path), plugins: bridged, write: false })),
  ]);
  const coreImport = /import\s*\{([^}]*)\}\s*from\s*"core-module:([^"]+)";?|import\s*"core-module:[^"]+";?/g;
  /** `list`'s names of core module `path`, as core.js exports them (`exported as inChunk`). */
  const fromCore = (list, path) =>
    list.split(',').filter((item) => item.trim()).map((item) => {
      const [name, inChunk = name] = item.trim().split(/\s+as\s+/).map((part) => part.trim());
      const alias = aliases.get(`${path}\n${name}`);
      if (!alias) throw new Error(`core.js exports no alias for ${name} of ${path}`);
      const exported = local.get(alias);
      return exported === inChunk ? exported : `${exported} as ${inChunk}`;
    });
  for (const file of results.flatMap((result) => result.outputFiles)) {
    let text = file.text;
    if (file.path.endsWith('.js')) {
      const from = coreFrom(relative(resolve(outdir), file.path));
      if (options.sourcemap) {
        text = text.replace(coreImport, (statement, list, path) => {
          // A bare import only ran the module, which core.js has run already.
          if (list === undefined) return ' '.repeat(statement.length);
          const rewritten = `import{${fromCore(list, path).join(',')}}from"${from}";`;
          if (rewritten.length > statement.length) throw new Error(`An import of core.js grew in rewriting: ${statement}`);
          return rewritten + ' '.repeat(statement.length - rewritten.length);
        });
      } else {
        const pairs = [...new Set([...text.matchAll(coreImport)].flatMap(([, list, path]) => (list === undefined ? [] : fromCore(list, path))))];
        let first = true;
        text = text.replace(coreImport, () => {
          const merged = first && pairs.length > 0 ? `import{${pairs.join(',')}}from"${from}";` : '';
          first = false;
          return merged;
        });
      }
      if (text.includes('core-module:')) throw new Error(`${file.path} still names a module of core.js: the build cannot bridge how it imports it.`);
    }
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, text);
  }

  // 4. bundle.js: the stable name, re-exporting the entry's own names from core.js (which
  // registers the elements); the aliases stay core.js's, for the chunks only.
  writeFileSync(`${outdir}/bundle.js`, `export { ${exports.join(', ')} } from "./${CORE}";\n`);
  return { modules, lazy };
}
