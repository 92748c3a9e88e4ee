// Builds what package.json's `exports` points at: dist/ from tsc (modules + types), then
// dist/bundle.js (Lit inlined, both tags registered, minified) and its lazily loaded dialect
// chunks with esbuild, then the custom elements manifest from the elements' JSDoc.
//
// bundle.js (with dist/chunks/core.js, which it imports) carries what a page showing plain
// choices needs: the protocol core with the two block dialects, and both elements. Every
// `import()` in it becomes a chunk in dist/chunks/, fetched only when needed: a dialect's
// module with the first prompt in that dialect, a part of the elements with the first request
// that needs it (components/loader/parts.ts). The chunks use core.js's code, never a copy of
// it: scripts/bundle-build.mjs says how.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { production } from './esbuild-production.mjs';
import { minifyTemplates, minifyTemplatesIn } from './minify-templates.mjs';
import { minifyModulesIn } from './minify-modules.mjs';
import { buildBundle } from './bundle-build.mjs';
import { historyCss } from './history-css.mjs';
import { pruneDeclarations } from './prune-declarations.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

// No source maps: src/ is not in the package, so a map would either carry every source (most
// of the tarball's bytes) or name files that are not there, which bundlers warn about.
const common = { ...production, sourcemap: false };

rmSync('dist', { recursive: true, force: true });
// The types keep the JSDoc of what the entries export (editors show it); the modules, which
// bundlers and Node read, are minified, their templates first.
run('npx', ['tsc', '-p', 'tsconfig.build.json', '--emitDeclarationOnly']);
run('npx', ['tsc', '-p', 'tsconfig.build.json', '--declaration', 'false', '--removeComments']);
await minifyTemplatesIn('dist');
await minifyModulesIn('dist');
pruneDeclarations('.');

if (existsSync('src/bundle.ts')) {
  // A server render (Next.js, Vite SSR) imports bundle.js under the `node` condition: there
  // it is tsc's module, which takes Lit from `lit`, whose Node build shims the DOM, where the
  // browser file would throw for want of HTMLElement.
  writeFileSync('dist/bundle.node.js', readFileSync('dist/bundle.js', 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n'));
  // The elements' html``/css`` templates lose their indentation (bytes, and text nodes per prompt).
  // choice-queue.bundle.js: `<choice-queue>` for the same pages, a second script beside bundle.js.
  await buildBundle({ entry: 'src/bundle.ts', options: { ...common, plugins: [minifyTemplates()] }, outdir: 'dist', beside: { 'choice-queue.bundle': 'src/choice-queue.ts' } });
  // bind-session.js goes beside bundle.js on a page without a bundler: one file, importing
  // nothing, instead of tsc's re-export of bind/session.js (its types stay tsc's).
  await build({ ...common, entryPoints: ['src/bind-session.ts'], outfile: 'dist/bind-session.js' });
  // lazy.js: one small file that imports bundle.js beside it when a prompt needs the elements.
  const besideIt = { name: 'bundle-beside', setup: (b) => b.onResolve({ filter: /^\.\/bundle\.js$/ }, () => ({ path: './bundle.js', external: true })) };
  await build({ ...common, entryPoints: ['src/lazy.ts'], outfile: 'dist/lazy.js', plugins: [besideIt] });
}
if (existsSync('src/html.ts')) {
  // choice-prompts/history.css: what renderHTML writes, styled from the elements' own stylesheets.
  writeFileSync('dist/history.css', `${await historyCss()}\n`);
}
if (existsSync('src/components')) {
  run('npx', ['cem', 'analyze', '--quiet']); // custom-elements-manifest.config.mjs says what it reads
  // Tools read it, people read the JSDoc it comes from: without indentation, and without the
  // private and protected members no page can use, it packs 6 kB smaller.
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (declaration.members) declaration.members = declaration.members.filter((member) => (member.privacy ?? 'public') === 'public');
  }
  writeFileSync('custom-elements.json', `${JSON.stringify(manifest)}\n`);
}
