// Builds the MCP Apps View (src/server/view, see src/server/app.ts) into
// dist/server/view/question.html: its script, with the elements, every dialect and the
// ext-apps App bundled in, inlined into its HTML, so the one document fetches nothing and
// runs under a host's CSP without any domain. The registry's dialect `import()`s are bundled
// too (no chunks to fetch).
//
// Built from the kit's sources in this repository (tsconfig.json maps `choice-prompts/*` to
// ../src), with the kit's production settings and template minifier, so the View ships the
// same elements, built the same way, as the version of the kit this package depends on.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { production } from '../../scripts/esbuild-production.mjs';
import { minifyTemplates } from '../../scripts/minify-templates.mjs';

const html = readFileSync('src/server/view/question.html', 'utf8');
const tag = '<script type="module" src="./question-view.ts"></script>';
if (!html.includes(tag)) throw new Error(`src/server/view/question.html must load its script with ${tag}`);
const out = await build({
  ...production,
  tsconfig: 'tsconfig.json',
  entryPoints: ['src/server/view/question-view.ts'],
  write: false,
  plugins: [minifyTemplates()],
});
// Inside <script>, "</script" would end the element and "<!--" could start an escape: both
// can only occur in strings and regular expressions, where \x3C is the same "<".
const js = out.outputFiles[0].text.replace(/<(\/script|!--)/gi, '\\x3C$1');
mkdirSync('dist/server/view', { recursive: true });
writeFileSync('dist/server/view/question.html', html.replace(tag, () => `<script type="module">${js}</script>`));
