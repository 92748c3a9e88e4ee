// The sizes behind BENCHMARKS.md §1 (where bundle.js's bytes go), each built as
// scripts/build.mjs builds bundle.js: the production esbuild options, templates minified,
// dialects that load lazily (`import()`) left out. `node bench/size-experiments.mjs`
import { readFileSync } from 'node:fs';
import { KB, attribution, sizeOf } from './size-tools.mjs';

/** The gzipped KB of `entry` (or of `stdin`), built like bundle.js; `plugins` run before the template minifier. */
const size = (entry, plugins = [], stdin) => sizeOf({ entry, stdin, plugins });

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
  import { ScriptSourceController } from './src/components/request/script-source.controller.js';
  import { promptSource } from './src/components/choice-prompt/prompt-input.js';
  import { RevealController } from './src/components/reveal/reveal.controller.js';
  import { renderLite } from './src/components/question/question.template.js';
  import { tokens } from './src/components/internal/tokens.styles.js';
  import { base } from './src/components/internal/shared.styles.js';
  import { skeleton } from './src/components/loading/skeleton.styles.js';
  import { questionStyles, promptHostStyles } from './src/components/question/question.styles.js';
  import { requestStyles } from './src/components/request/request.styles.js';
  import { defaultStrings } from './src/components/strings/strings.js';
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
  ['the protocol the elements use: choices-block + validation', await size(null, [], `export { choicesBlock } from './src/protocol/dialects/choices-block/index.js'; export { validateRequest } from './src/protocol/validate.js';`)],
  ['floor: Lit + request reading + the light render + the stylesheets, nothing interactive', await size(null, [], lightShell)],
];
const width = Math.max(...rows.map((r) => r[0].length));
for (const [name, kb] of rows) console.log(`${name.padEnd(width)}  ${kb.toFixed(2).padStart(6)} KB`);

// Where the gzipped bytes of bundle.js go (`attribution` in size-tools.mjs).
const { all, groups } = await attribution({ entry: 'src/bundle.ts' });
console.log(`\nbundle.js, marginal gzip bytes per module (sum of parts ${(groups.reduce((s, [, b]) => s + b, 0) / KB).toFixed(1)} KB of ${(all / KB).toFixed(1)} KB):`);
for (const [name, bytes] of groups.filter(([, b]) => b >= 150)) console.log(`${(bytes / KB).toFixed(2).padStart(6)} KB  ${name}`);
