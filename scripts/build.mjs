// Builds what package.json's `exports` points at: dist/ from tsc (modules + types), then
// dist/bundle.js (Lit inlined, both tags registered, minified) and its lazily loaded dialect
// chunks with esbuild, then the custom elements manifest from the elements' JSDoc.
//
// bundle.js carries what a page showing plain choices needs (the protocol core with the two
// block dialects, both elements); every `import()` in it becomes a file of its own in
// dist/chunks/, fetched only when needed: a dialect's module with the first prompt in that
// dialect (the registry's `import('./dialects/….js')`), a part of the elements with the first
// request that needs it (components/lazy/parts.ts). esbuild's `splitting` builds them
// together, so code a chunk shares with bundle.js (Lit, the elements, the core) exists once:
// in bundle.js's own static imports (dist/chunks/shared-*.js, loaded with it at once), which
// the chunks import too. Lazily loaded modules keep their names (chunks/ask-user-question.js);
// shared ones are named by their hash. Every path is relative (`./chunks/…`), so the folder
// works served from anywhere.
import { execFileSync } from 'node:child_process';
import { rmSync, existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { build } from 'esbuild';
import { production } from './esbuild-production.mjs';
import { minifyTemplates } from './minify-templates.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

const common = { ...production, sourcemap: true };

/** The modules src/bundle.ts loads with `import()`, found by a first pass that writes nothing. */
async function lazyModules() {
  const found = new Set();
  const collect = {
    name: 'collect-lazy',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'dynamic-import') found.add(resolve(dirname(args.importer), args.path).replace(/\.js$/, '.ts'));
        return undefined;
      });
    },
  };
  await build({ ...production, entryPoints: ['src/bundle.ts'], outdir: 'dist', splitting: true, write: false, plugins: [collect], logLevel: 'silent' });
  return [...found];
}

rmSync('dist', { recursive: true, force: true });
run('npx', ['tsc', '-p', 'tsconfig.build.json']);

if (existsSync('src/bundle.ts')) {
  const lazy = await lazyModules();
  const entryPoints = { bundle: 'src/bundle.ts' };
  for (const path of lazy) {
    const name = `chunks/${basename(path, '.ts')}`;
    if (entryPoints[name]) throw new Error(`Two lazily loaded modules are both named ${name}.`);
    entryPoints[name] = path;
  }
  // The elements' html``/css`` templates lose their indentation (bytes, and text nodes per prompt).
  await build({ ...common, entryPoints, outdir: 'dist', splitting: true, chunkNames: 'chunks/shared-[hash]', plugins: [minifyTemplates()] });
}
if (existsSync('src/components')) run('npx', ['cem', 'analyze', '--litelement', '--globs', 'src/components/**/*.ts', '--exclude', 'src/components/**/*.styles.ts', '--quiet']);
