// `prepack` of both packages: refuses to pack (or publish) a package whose build is missing,
// which would otherwise make a tarball of package.json and the README alone. Checks every
// file package.json points at (`exports`, `bin`, `customElements`) and the files named as
// arguments. Building is left to `npm run build`: a pack never rebuilds, so the packed-install
// test packs the build it tests.
import { existsSync, readFileSync } from 'node:fs';
import { normalize } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
/** Every path string inside an `exports` / `bin` value (conditions and subpaths alike). */
const paths = (value) => (typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(paths));
const wanted = [...paths(pkg.exports), ...paths(pkg.bin), ...(pkg.customElements ? [pkg.customElements] : []), ...process.argv.slice(2)];
const missing = [...new Set(wanted.map((path) => normalize(path)))].filter((path) => !existsSync(path));
if (missing.length) {
  console.error(`${pkg.name}: not built (${missing.length} files missing: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}). Run \`npm run build\` at the repository's root first.`);
  process.exit(1);
}
