// Drops the declarations no entry's types reach: tsc writes a .d.ts beside every module, but a
// user's TypeScript reads only those package.json's `exports` types lead to (an entry's, and
// what it imports, transitively); the others (the lazily loaded parts', templates', helpers')
// are bytes every install downloads for nothing.
//
// Of those it keeps, only the modules an entry exports from (directly, or through a chain of
// `export … from`) keep their JSDoc: what a user names and hovers in an editor. A module the
// types reach only through an import (a controller typing an element's protected member, a
// template's helper) loses its comments; what it says is for the kit's own code, in src/.
// The elements' classes lose the tags custom-elements.json carries for tools (@attr, @fires,
// @slot, @csspart, @cssprop, @cssstate): their summary stays, and the manifest is the one copy.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** `import … from "./x.js"`, `export … from "./x.js"` and `import("./x.js")` in a declaration file. */
const IMPORT = /(?:\bimport|\bexport)\s*(?:[^"'`;]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** `export … from "./x.js"` in a declaration file. */
const REEXPORT = /\bexport\s[^;]*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g;

/** A JSDoc block and the whitespace after it. */
const JSDOC = /\/\*\*[\s\S]*?\*\/\s*/g;

/** A tag line the manifest carries, with the lines that continue it. */
const MANIFEST_TAG = /^[ \t]*\* @(?:attr|fires|slot|csspart|cssprop|cssstate)\b.*\n(?:[ \t]*\*(?![ \t]*@|\/).*\n)*/gm;

/** Blank ` *` lines left before a comment's end once its tags went. */
const BLANK_BEFORE_END = /(?:\n[ \t]*\*[ \t]*)+\n([ \t]*\*\/)/g;

/** The declaration file `specifier` names from `file` (both paths from the package's folder). */
const target = (packageDir, file, specifier) =>
  relative(packageDir, resolve(packageDir, dirname(file), specifier)).replace(/\.js$/, '.d.ts');

/** The `types` files `exports` names, as paths from the package's folder. */
function entryTypes(exportsMap) {
  const found = [];
  const walk = (value, key) => {
    if (typeof value === 'string') {
      if (key === 'types') found.push(value.replace(/^\.\//, ''));
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(exportsMap);
  return found;
}

/**
 * Removes every .d.ts under `dist` that the entries' types do not reach, and the JSDoc of those
 * reached only through an import; returns the paths removed.
 */
export function pruneDeclarations(packageDir, dist = 'dist') {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const entries = entryTypes(pkg.exports);
  /** Every file `from` leads to through `pattern`'s specifiers, `from` included. */
  const closure = (from, pattern) => {
    const seen = new Set();
    const queue = [...from];
    while (queue.length > 0) {
      const file = queue.shift();
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(join(packageDir, file), 'utf8');
      for (const match of text.matchAll(pattern)) queue.push(target(packageDir, file, match[1] ?? match[2]));
    }
    return seen;
  };
  const reached = closure(entries, IMPORT);
  const exported = closure(entries, REEXPORT);
  const removed = readdirSync(join(packageDir, dist), { recursive: true })
    .map((name) => join(dist, name))
    .filter((path) => path.endsWith('.d.ts') && !reached.has(path));
  for (const path of removed) rmSync(join(packageDir, path));
  for (const path of reached) {
    const file = join(packageDir, path);
    const text = readFileSync(file, 'utf8');
    const kept = exported.has(path) ? text.replace(MANIFEST_TAG, '').replace(BLANK_BEFORE_END, '\n$1') : text.replace(JSDOC, '');
    if (kept !== text) writeFileSync(file, kept);
  }
  return removed;
}
