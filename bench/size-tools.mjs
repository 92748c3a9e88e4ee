// What the size experiments share (bench/size-experiments.mjs, bench/experiments/*): an entry
// or a piece of source built as scripts/build.mjs builds bundle.js (production esbuild
// options, templates minified, `import()`s left out and the problems' English with them, as in
// bench/sizes.mjs), its gzipped size, and where its bytes go.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { production } from '../scripts/esbuild-production.mjs';
import { minifyTemplates } from '../scripts/minify-templates.mjs';
import { wordedByParts } from '../scripts/bundle-build.mjs';

export const KB = 1024;

/** `import()`s stay external: the figure is what an entry loads up front. */
export const lazyImports = { name: 'lazy-imports', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)) };

/** `entry` (a file) or `stdin` (source, resolved from the repository root) as esbuild input. */
const input = ({ entry, stdin }) => (stdin !== undefined ? { stdin: { contents: stdin, resolveDir: resolve('.'), loader: 'ts' } } : { entryPoints: [entry] });

/** The gzipped KB of `entry` or `stdin`, built like bundle.js; `plugins` run before the template minifier. */
export async function sizeOf({ entry, stdin, plugins = [] }) {
  const r = await build({ ...input({ entry, stdin }), ...production, write: false, logLevel: 'silent', plugins: [lazyImports, wordedByParts(), ...plugins, minifyTemplates()] });
  return gzipSync(r.outputFiles[0].contents, { level: 9 }).length / KB;
}

/**
 * Where the gzipped bytes of `entry` or `stdin` go: each module's marginal cost, gzip(all)
 * minus gzip(all without that module), measured on a build that keeps esbuild's per-module
 * `// path` markers (identifiers and syntax minified, whitespace kept, so figures run a
 * little above the real minified bundle's; compare them with each other).
 */
export async function attribution({ entry, stdin }) {
  const r = await build({
    ...input({ entry, stdin }), ...production, write: false, minify: false, minifyIdentifiers: true, minifySyntax: true, logLevel: 'silent',
    plugins: [lazyImports, wordedByParts(), minifyTemplates()],
  });
  const text = r.outputFiles[0].text;
  const parts = text.split(/^(?=\/\/ (?:src|node_modules|<stdin>)\/?)/m);
  const gz = (s) => gzipSync(s, { level: 9 }).length;
  const all = gz(text);
  const groups = new Map();
  for (let i = 0; i < parts.length; i++) {
    const name = /^\/\/ (\S+)/.exec(parts[i])?.[1] ?? '(glue)';
    const key = name.startsWith('node_modules/') ? name.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1') : name;
    const without = parts.slice(0, i).join('') + parts.slice(i + 1).join('');
    groups.set(key, (groups.get(key) ?? 0) + (all - gz(without)));
  }
  return { all, groups: [...groups].sort((a, b) => b[1] - a[1]) };
}
