// Minifies the static text of Lit's tagged templates (html``, svg``, css``) in our own code:
// an esbuild plugin for dist/bundle.js and the benches that build it the same way, and
// `minifyTemplatesIn` for the modules tsc writes to dist/, which bundlers take as they are.
// Bundlers keep template literals as written: indentation and line breaks are bytes in the
// bundle and, in html``, whitespace-only text nodes that every prompt clones and Lit walks.
//
// The work is minify-literals' (html-minifier-next for markup, Lightning CSS for styles),
// with its defaults. A file that mentions `unsafeCSS` or `unsafeHTML` is left as written (as
// minify-literals would, with a warning): the one stylesheet that builds CSS text,
// src/components/internal/tokens.styles.ts, is kept small by hand.
// Measured against the hand-written tokenizer this replaces: dist/bundle.js 27.98 KB
// against 27.96 KB min+gzip, a difference too small to keep our own parser for.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minifyHTMLLiterals } from 'minify-literals';

/** `source` (TypeScript or JavaScript) with its templates minified, or `undefined` when it has none to minify. */
async function minifySource(source, fileName) {
  if (!/\b(?:html|svg|css)\s*`/.test(source) || /\bunsafe(?:CSS|HTML)\b/.test(source)) return undefined;
  return (await minifyHTMLLiterals(source, { fileName, sourceMap: false }))?.code;
}

/** The plugin: transforms the `.ts` files `filter` matches (default: everything under src/) that hold such templates. */
export function minifyTemplates({ filter = /[\\/]src[\\/].*\.ts$/ } = {}) {
  return {
    name: 'minify-templates',
    setup(build) {
      build.onLoad({ filter }, async (args) => {
        const minified = await minifySource(await readFile(args.path, 'utf8'), args.path);
        return minified === undefined ? undefined : { contents: minified, loader: 'ts' };
      });
    },
  };
}

/** Rewrites, in place, every `.js` file under `dir` that holds such templates. */
export async function minifyTemplatesIn(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js'));
  await Promise.all(files.map(async (name) => {
    const path = join(dir, name);
    const minified = await minifySource(await readFile(path, 'utf8'), path);
    if (minified !== undefined) await writeFile(path, minified);
  }));
}
