// The sizes behind BENCHMARKS.md §1 (where bundle.js's bytes go), each built as
// scripts/build.mjs builds bundle.js: the production esbuild options, templates minified,
// dialects that load lazily (`import()`) left out. `node bench/size-experiments.mjs`
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { production } from '../scripts/esbuild-production.mjs';
import { minifyTemplates } from '../scripts/minify-templates.mjs';

const KB = 1024;

/** `import()`s stay external, as in bench/sizes.mjs: the figure is what an entry loads up front. */
const lazyImports = { name: 'lazy-imports', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)) };

/** The gzipped bytes of `entry` (or of `stdin`), built like bundle.js; `plugins` run before the template minifier. */
async function size(entry, plugins = [], stdin) {
  const r = await build({
    ...(stdin ? { stdin: { contents: stdin, resolveDir: resolve('.'), loader: 'ts' } } : { entryPoints: [entry] }),
    ...production, write: false, logLevel: 'silent', plugins: [lazyImports, ...plugins, minifyTemplates()],
  });
  return gzipSync(r.outputFiles[0].contents, { level: 9 }).length / KB;
}

/** Every css`…` template of the styles modules emptied: what the stylesheets cost is the difference. */
const noCss = {
  name: 'no css',
  setup(b) {
    b.onLoad({ filter: /styles\.ts$/ }, (args) => ({ contents: emptyCssTemplates(readFileSync(args.path, 'utf8')), loader: 'ts' }));
  },
};

/** `source` with the text of each css`…` template removed, `${…}` substitutions (which may hold backticks) included. */
function emptyCssTemplates(source) {
  let out = '';
  let at = 0;
  for (let start = source.indexOf('css`'); start >= 0; start = source.indexOf('css`', at)) {
    out += source.slice(at, start) + 'css`';
    let i = start + 4;
    for (let depth = 0; i < source.length; i++) {
      const c = source[i];
      if (c === '\\') i++;
      else if (depth === 0 && c === '`') break;
      else if (c === '$' && source[i + 1] === '{') (depth++, i++);
      else if (depth > 0 && c === '}') depth--;
    }
    out += '`';
    at = i + 1;
  }
  return out + source.slice(at);
}

const lit = `import { LitElement, html, css } from 'lit'; customElements.define('x-a', class extends LitElement { static styles = css\`:host{display:block}\`; render() { return html\`<button>\${1}</button>\`; } });`;

/**
 * The floor under any bundle.js with these features: a Lit element (reactive properties, the
 * stylesheets of <choice-prompt>) that reads its request as the real one does (script child,
 * attributes, the request property: parsed, validated, lazy dialects) and shows only the light,
 * non-interactive render of the lazy upgrade. No answer flow, keyboard, events, live regions,
 * countdown, notes, fallbacks or <question-set>: what a bundle that fetched the whole
 * interface as a chunk would still have to hold.
 */
const lightShell = `
  import { LitElement, nothing } from 'lit';
  import { property } from 'lit/decorators.js';
  import { ScriptSourceController } from './src/components/controllers/script-source.js';
  import { promptSource } from './src/components/source/prompt-input.js';
  import { RevealController } from './src/components/controllers/reveal.js';
  import { renderLite } from './src/components/templates/lite.template.js';
  import { tokens } from './src/components/styles/tokens.styles.js';
  import { base } from './src/components/styles/shared.styles.js';
  import { skeleton } from './src/components/styles/skeleton.styles.js';
  import { questionStyles, promptHostStyles } from './src/components/styles/question.styles.js';
  import { requestStyles } from './src/components/styles/request.styles.js';
  import { defaultStrings } from './src/components/strings.js';
  class Shell extends LitElement {
    static styles = [tokens, base, skeleton, questionStyles, requestStyles, promptHostStyles];
    @property({ attribute: false }) request;
    @property() question;
    @property() options;
    #script = new ScriptSourceController(this);
    #reveal = new RevealController(this, { eager: () => false, updateNow: () => this.requestUpdate() });
    render() {
      const s = promptSource(this, this.#script, 'x');
      return s.kind === 'ok' ? renderLite({ request: s.request, strings: defaultStrings, lock: null, lang: undefined, shown: () => ({ selected: [] }), status: '', tabIndexFor: (q, i) => (i ? -1 : 0) }) : nothing;
    }
  }
  customElements.define('x-shell', Shell);`;

const bundle = await size('src/bundle.ts');
const rows = [
  ['bundle.js (both elements, Lit, the two block dialects)', bundle],
  ['  without the stylesheets\' text (so the CSS costs the difference)', await size('src/bundle.ts', [noCss])],
  ['<choice-prompt> alone (choice-prompt.js)', await size('src/choice-prompt.ts')],
  ['<question-set> alone (question-set.js)', await size('src/question-set.ts')],
  ['Lit floor: LitElement + html + css + one defined element', await size(null, [], lit)],
  ['the protocol the elements use: choices-block + validation', await size(null, [], `export { choicesBlock } from './src/protocol/dialects/choices-block.js'; export { validateRequest } from './src/protocol/validate.js';`)],
  ['floor: Lit + request reading + the light render + the stylesheets, nothing interactive', await size(null, [], lightShell)],
];
const width = Math.max(...rows.map((r) => r[0].length));
for (const [name, kb] of rows) console.log(`${name.padEnd(width)}  ${kb.toFixed(2).padStart(6)} KB`);

// Where the gzipped bytes of bundle.js go: each module's marginal cost, gzip(all) minus
// gzip(all without that module), measured on a build that keeps esbuild's per-module
// `// path` markers (identifiers and syntax minified, whitespace kept, so figures run a
// little above the real minified bundle's; compare them with each other).
async function attribution(entry) {
  const r = await build({
    ...production, entryPoints: [entry], write: false, minify: false, minifyIdentifiers: true, minifySyntax: true, logLevel: 'silent',
    plugins: [lazyImports, minifyTemplates()],
  });
  const text = r.outputFiles[0].text;
  const parts = text.split(/^(?=\/\/ (?:src|node_modules)\/)/m);
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

const { all, groups } = await attribution('src/bundle.ts');
console.log(`\nbundle.js, marginal gzip bytes per module (sum of parts ${(groups.reduce((s, [, b]) => s + b, 0) / KB).toFixed(1)} KB of ${(all / KB).toFixed(1)} KB):`);
for (const [name, bytes] of groups.filter(([, b]) => b >= 150)) console.log(`${(bytes / KB).toFixed(2).padStart(6)} KB  ${name}`);
