// Writes the lists the kit derives from its dialect folders (src/protocol/dialects/<folder>/): what
// loadDialect fetches, what detectDialect tries, what choice-prompts/dialects.js exports. Each folder's
// descriptor is read from its source, so a new folder needs no build first: `node scripts/dialects-catalog.mjs`.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../src/protocol/dialects/', import.meta.url));
const HEADER = (what) =>
  `// Written by \`node scripts/dialects-catalog.mjs\` from the dialect folders beside it: do not edit.\n// ${what}\n// test/node/dialects-catalog.test.mjs fails while it differs from what the script writes.\n`;

/** A TypeScript module's exports, bundled on the fly (esbuild, no type check) and imported. */
async function load(path) {
  const { outputFiles } = await build({ entryPoints: [path], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

const isDetector = (value) => typeof value === 'object' && value !== null && ['text', 'marker', 'shape'].some((k) => typeof value[k] === 'function');

/** Every dialect folder under `root`, in the order of its name: the descriptor, its export's name, its detector's. */
export async function dialectFolders(root = ROOT) {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
  const found = [];
  for (const folder of folders) {
    const module = await load(join(root, folder, 'index.ts'));
    const descriptor = module.default;
    if (typeof descriptor?.name !== 'string' || typeof descriptor.parse !== 'function') throw new Error(`${folder}/index.ts must export its descriptor as its default export.`);
    const exportName = Object.keys(module).find((key) => key !== 'default' && module[key] === descriptor);
    if (!exportName) throw new Error(`${folder}/index.ts must also export its descriptor by name.`);
    let detector;
    if (existsSync(join(root, folder, 'detect.ts'))) {
      const detectors = Object.entries(await load(join(root, folder, 'detect.ts'))).filter(([, value]) => isDetector(value));
      if (detectors.length !== 1) throw new Error(`${folder}/detect.ts must export exactly one detector; it exports ${detectors.length}.`);
      const [name, value] = detectors[0];
      if (typeof value.order !== 'number') throw new Error(`The detector ${name} (${folder}/detect.ts) must state its "order".`);
      detector = name;
    }
    found.push({ folder, name: descriptor.name, exportName, detector });
  }
  return found;
}

/** The files the script writes, path (from the repository root) → text. */
export async function catalogFiles() {
  const folders = await dialectFolders();
  const builtIn = (await load(join(ROOT, 'built-in.ts'))).BUILT_IN.map((d) => d.name);
  const lazy = folders.filter((f) => !builtIn.includes(f.name));
  const quoted = (name) => (/^[a-z_]+$/.test(name) ? name : `'${name}'`);
  const catalog = [
    HEADER('Each dialect not built in, fetched on demand: a literal `import()` a bundler splits off as chunks/<folder>.js.'),
    "import type { Dialect } from '../dialect.js';",
    "import type { DialectName } from '../model.js';",
    '',
    '/** A dialect fetched when first needed: every one but those of `BUILT_IN` (built-in.ts). */',
    `export type LazyDialect = Exclude<DialectName, ${builtIn.map((n) => `'${n}'`).join(' | ')}>;`,
    '',
    '/** Loads the module of each dialect not built in; its default export is its descriptor. Only the registry reads it. */',
    'export const LOADERS: Record<LazyDialect, () => Promise<{ default: Dialect }>> = {',
    ...lazy.map((f) => `  ${quoted(f.name)}: () => import('./${f.folder}/index.js'),`),
    '};',
    '',
  ].join('\n');
  const withDetector = folders.filter((f) => f.detector);
  const detectors = [
    HEADER('Each dialect\'s detector, imported on its own so that detecting loads no dialect; detect.ts orders them.'),
    "import type { DialectDetect } from '../dialect.js';",
    "import type { DialectName } from '../model.js';",
    ...withDetector.map((f) => `import { ${f.detector} } from './${f.folder}/detect.js';`),
    '',
    '/** Each dialect with its detector (a built-in descriptor leaves its own out: only detecting needs it). */',
    'export const DETECTORS: ReadonlyArray<readonly [DialectName, DialectDetect]> = [',
    ...withDetector.map((f) => `  ['${f.name}', ${f.detector}],`),
    '];',
    '',
  ].join('\n');
  const descriptors = [
    HEADER('Every dialect\'s descriptor by its name, for choice-prompts/dialects.js to register and export.'),
    ...folders.map((f) => `export { ${f.exportName} } from './${f.folder}/index.js';`),
    '',
  ].join('\n');
  return {
    'src/protocol/dialects/catalog.ts': catalog,
    'src/protocol/dialects/detectors.ts': detectors,
    'src/protocol/dialects/descriptors.ts': descriptors,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../', import.meta.url));
  for (const [path, text] of Object.entries(await catalogFiles())) {
    const file = join(root, path);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  }
}
