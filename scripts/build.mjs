// Builds what package.json's `exports` points at: dist/ from tsc (modules + types), then
// dist/bundle.js (Lit inlined, both tags registered, minified) with esbuild, then the
// custom elements manifest from the elements' JSDoc.
import { execFileSync } from 'node:child_process';
import { rmSync, existsSync } from 'node:fs';
import { build } from 'esbuild';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('npx', ['tsc', '-p', 'tsconfig.build.json']);

if (existsSync('src/bundle.ts')) {
  await build({
    entryPoints: ['src/bundle.ts'],
    outfile: 'dist/bundle.js',
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    target: 'es2022',
    legalComments: 'none',
    tsconfig: 'tsconfig.build.json',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}
if (existsSync('src/components')) run('npx', ['cem', 'analyze', '--litelement', '--globs', 'src/components/**/*.ts', '--exclude', 'src/components/**/*.styles.ts', '--quiet']);
