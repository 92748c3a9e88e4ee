// Drops the declarations no entry's types reach: tsc writes a .d.ts beside every module, but a
// user's TypeScript reads only those package.json's `exports` types lead to (an entry's, and
// what it imports, transitively); the others (the lazily loaded parts', templates', helpers')
// are bytes every install downloads for nothing.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** `import … from "./x.js"`, `export … from "./x.js"` and `import("./x.js")` in a declaration file. */
const IMPORT = /(?:\bimport|\bexport)\s*(?:[^"'`;]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

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

/** Removes every .d.ts under `dist` that the entries' types do not reach; returns the paths removed. */
export function pruneDeclarations(packageDir, dist = 'dist') {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const reached = new Set();
  const queue = entryTypes(pkg.exports);
  while (queue.length > 0) {
    const file = queue.shift();
    if (reached.has(file)) continue;
    reached.add(file);
    const text = readFileSync(join(packageDir, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = relative(packageDir, resolve(packageDir, dirname(file), match[1] ?? match[2]));
      queue.push(target.replace(/\.js$/, '.d.ts'));
    }
  }
  const removed = readdirSync(join(packageDir, dist), { recursive: true })
    .map((name) => join(dist, name))
    .filter((path) => path.endsWith('.d.ts') && !reached.has(path));
  for (const path of removed) rmSync(join(packageDir, path));
  return removed;
}
