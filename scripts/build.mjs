// Builds what package.json's `exports` points at: dist/ from tsc (modules + types), then
// dist/bundle.js (Lit inlined, both tags registered, minified) and its lazily loaded dialect
// chunks with esbuild, then the custom elements manifest from the elements' JSDoc.
//
// bundle.js carries the protocol core (the two block dialects) and imports nothing up
// front, so a plain page still loads one file. The registry's `import('./dialects/….js')`
// calls become `import('./chunks/….js')`: one self-contained file per dialect in
// dist/chunks/, fetched only when a prompt in that dialect appears. Each chunk bundles its
// own copy of the parsing helpers it needs (the Reader, validation); nothing in them holds
// state, and the registry stays the entry's. (esbuild's `splitting` would instead move the
// code the entry shares with the chunks into shared chunks that bundle.js imports at once.)
import { execFileSync } from 'node:child_process';
import { rmSync, existsSync } from 'node:fs';
import { basename } from 'node:path';
import { build } from 'esbuild';
import { production } from './esbuild-production.mjs';
import { minifyTemplates } from './minify-templates.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

const common = { ...production, sourcemap: true };

/**
 * The dialect modules the registry imports lazily, by their `import()` specifier: collected
 * while bundle.js is built, so a new dialect needs no entry here.
 */
const lazyDialects = new Set();

/** Points the registry's dialect `import()`s at the chunk files, left for the browser to fetch. */
const dialectChunks = {
  name: 'dialect-chunks',
  setup(b) {
    b.onResolve({ filter: /^\.\/dialects\/[\w-]+\.js$/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const name = basename(args.path, '.js');
      lazyDialects.add(name);
      return { path: `./chunks/${name}.js`, external: true };
    });
  },
};

rmSync('dist', { recursive: true, force: true });
run('npx', ['tsc', '-p', 'tsconfig.build.json']);

if (existsSync('src/bundle.ts')) {
  // The elements' html``/css`` templates lose their indentation (bytes, and text nodes per prompt).
  await build({ ...common, entryPoints: ['src/bundle.ts'], outfile: 'dist/bundle.js', plugins: [dialectChunks, minifyTemplates()] });
  const chunks = await build({
    ...common,
    entryPoints: [...lazyDialects].map((name) => `src/protocol/dialects/${name}.ts`),
    outdir: 'dist/chunks',
    metafile: true,
  });
  // A chunk with its own registry would register nothing in the page's.
  const stray = Object.keys(chunks.metafile.inputs).filter((path) => path.endsWith('src/protocol/registry.ts'));
  if (stray.length > 0) throw new Error('A dialect chunk bundles src/protocol/registry.ts; dialect modules must not import the registry.');
}
if (existsSync('src/components')) run('npx', ['cem', 'analyze', '--litelement', '--globs', 'src/components/**/*.ts', '--exclude', 'src/components/**/*.styles.ts', '--quiet']);
