// What-if sizes behind the analysis in BENCHMARKS.md: the elements' bundle rebuilt with one
// module swapped at a time (esbuild plugins, nothing in src/ changes), so each proposed fix
// comes with the bytes it saves. `node bench/size-experiments.mjs`
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { production } from '../scripts/esbuild-production.mjs';

const KB = 1024;

/** `import()`s stay external, as in bench/sizes.mjs: the figure is what an entry loads up front. */
const lazyImports = { name: 'lazy-imports', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)) };

async function size(entry, plugins = [], stdin) {
  plugins = [lazyImports, ...plugins];
  const r = await build({
    ...(stdin ? { stdin: { contents: stdin, resolveDir: resolve('.'), loader: 'ts' } } : { entryPoints: [entry] }),
    ...production, write: false, logLevel: 'silent', plugins,
  });
  return gzipSync(r.outputFiles[0].contents, { level: 9 }).length / KB;
}

/** Replaces the source of files whose path ends with `suffix` by `transform(source)`. */
const swap = (suffix, transform) => ({
  name: `swap ${suffix}`,
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.endsWith(suffix)) return undefined;
      return { contents: transform(readFileSync(args.path, 'utf8')), loader: 'ts' };
    });
  },
});

/** The registry knowing only the dialects of markdown blocks; the others would register on import. */
const blockDialectsOnly = swap('src/protocol/registry.ts', (src) =>
  src
    .replace(/^import \{ (askUserQuestion|provideChoice|requestUserChoice|mcpElicitation|aiSdkToolPart) \}.*$/gm, '')
    .replace(/^\s+(ask_user_question|provide_choice|request_user_choice|mcp_elicitation|ai_sdk_tool_part): \w+,$/gm, '')
    .replace('const registry: Record<DialectName, Dialect>', 'const registry: Partial<Record<DialectName, Dialect>>')
    .replace(/registry\[(\w+(?:\.\w+)?)\]\./g, 'registry[$1]!.'),
);

/** Collapses the whitespace of css`` templates (esbuild leaves template literals as written). */
const minifiedCss = {
  name: 'minified css',
  setup(b) {
    b.onLoad({ filter: /\.styles\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(/css`([^`]*)`/g, (_, body) => 'css`' + body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{};:,>])\s*/g, '$1') + '`'),
      loader: 'ts',
    }));
  },
};

const rows = [];
const add = async (name, kb) => rows.push([name, kb]);
await add('bundle.js as is (both elements, Lit, every dialect)', await size('src/bundle.ts'));
await add('  registry with choices-block + present_choices only', await size('src/bundle.ts', [blockDialectsOnly]));
await add('  css`` templates whitespace-collapsed', await size('src/bundle.ts', [minifiedCss]));
await add('  both of the above', await size('src/bundle.ts', [blockDialectsOnly, minifiedCss]));
await add('<choice-prompt> alone (src/choice-prompt.ts)', await size('src/choice-prompt.ts'));
await add('  with the two-dialect registry', await size('src/choice-prompt.ts', [blockDialectsOnly]));
await add('<question-set> alone (src/question-set.ts)', await size('src/question-set.ts'));
await add('Lit floor: LitElement + html + css + one defined element', await size(null, [], `import { LitElement, html, css } from 'lit'; customElements.define('x-a', class extends LitElement { static styles = css\`:host{display:block}\`; render() { return html\`<button>\${1}</button>\`; } });`));
await add('  + @lit/context (provide/consume)', await size(null, [], `import { LitElement, html, css } from 'lit'; import { ContextProvider, ContextConsumer, createContext } from '@lit/context'; const c = createContext('c'); customElements.define('x-a', class extends LitElement { p = new ContextProvider(this, { context: c }); q = new ContextConsumer(this, { context: c }); static styles = css\`:host{display:block}\`; render() { return html\`<button>\${1}</button>\`; } });`));
await add('protocol.js as is', await size('src/protocol.ts'));
await add('  without the tools (tool definitions, JSON Schemas, instructions)', await size(null, [], readFileSync('src/protocol.ts', 'utf8').replace(/^export \{[^}]*\} from '\.\/protocol\/tools\/.*$/gm, '').replace(/from '\.\//g, "from './src/")));
await add('  without tools, session and markdown helpers (model, validation, dialects)', await size(null, [], readFileSync('src/protocol.ts', 'utf8').replace(/^export \{[^}]*\} from '\.\/protocol\/(tools|session|markdown)\/.*$/gm, '').replace(/from '\.\//g, "from './src/")));
await add('  only parseRequest/encodeReply/validateRequest (registry: all dialects)', await size(null, [], `export { parseRequest, encodeReply } from './src/protocol/registry.js'; export { validateRequest } from './src/protocol/validate.js';`));
await add('  one dialect module alone (choices-block) + validate', await size(null, [], `export { choicesBlock } from './src/protocol/dialects/choices-block.js'; export { validateRequest } from './src/protocol/validate.js';`));
await add('  markdown helpers alone (findChoiceBlocks, createChoiceStream, resolveHistory)', await size(null, [], `export { findChoiceBlocks } from './src/protocol/markdown/blocks.js'; export { createChoiceStream } from './src/protocol/markdown/stream.js'; export { resolveHistory } from './src/protocol/markdown/history.js';`));
await add('  proposed core: model, LIMITS, validate, registry (2 block dialects), markdown helpers', await size(null, [blockDialectsOnly], `export { DIALECTS } from './src/protocol/model.js'; export { LIMITS } from './src/protocol/limits.js'; export { validateRequest, answerProblem, orderSelected, defaultAnswers } from './src/protocol/validate.js'; export { parseRequest, encodeReply, isDialect } from './src/protocol/registry.js'; export { findChoiceBlocks } from './src/protocol/markdown/blocks.js'; export { createChoiceStream } from './src/protocol/markdown/stream.js'; export { resolveHistory } from './src/protocol/markdown/history.js';`));
const external = { name: 'ext', setup: (b) => b.onResolve({ filter: /^marked$/ }, () => ({ path: 'marked', external: true })) };
const both = await size(null, [external], `export * from './src/protocol.ts'; export * from './src/markdown.ts';`);
await add('markdown.js on top of protocol.js (both in one bundle, minus protocol.js alone)', both - (await size('src/protocol.ts')));
await add('markdown.js as is (marked external)', await size('src/markdown.ts', [{ name: 'ext', setup: (b) => b.onResolve({ filter: /^marked$/ }, () => ({ path: 'marked', external: true })) }]));
await add('  without validating the block (JSON.parse only; the element shows invalid blocks raw)', await size('src/markdown.ts', [
  swap('src/markdown.ts', (src) => src.replace(/^import \{ choicesBlock \}.*$/m, '').replace('if (!choicesBlock.parse(source).ok) return undefined;\n  return scriptSafeJson(JSON.parse(source));', 'try { return scriptSafeJson(JSON.parse(source)); } catch { return undefined; }')),
  { name: 'ext', setup: (b) => b.onResolve({ filter: /^marked$/ }, () => ({ path: 'marked', external: true })) },
]));

const width = Math.max(...rows.map((r) => r[0].length));
for (const [name, kb] of rows) console.log(`${name.padEnd(width)}  ${kb.toFixed(2).padStart(6)} KB`);

// Where the gzipped bytes of bundle.js go: each module's marginal cost, gzip(all) minus
// gzip(all without that module), measured on a build that keeps esbuild's per-module
// `// path` markers (identifiers and syntax minified, whitespace kept, so figures run a
// little above the real minified bundle's; compare them with each other).
async function attribution(entry, plugins = []) {
  const r = await build({
    ...production, entryPoints: [entry], write: false, minify: false, minifyIdentifiers: true, minifySyntax: true, logLevel: 'silent', plugins,
  });
  const text = r.outputFiles[0].text;
  const parts = text.split(/^(?=\/\/ (?:src|node_modules)\/)/m);
  const gz = (s) => gzipSync(s, { level: 9 }).length;
  const all = gz(text);
  const groups = new Map();
  for (let i = 0; i < parts.length; i++) {
    const name = /^\/\/ (\S+)/.exec(parts[i])?.[1] ?? '(glue)';
    const key = name.startsWith('node_modules/') ? name.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1') : name.replace(/^src\/protocol\/dialects\/.*$/, 'src/protocol/dialects/*');
    const without = parts.slice(0, i).join('') + parts.slice(i + 1).join('');
    groups.set(key, (groups.get(key) ?? 0) + (all - gz(without)));
  }
  return { all, groups: [...groups].sort((a, b) => b[1] - a[1]) };
}

const { all, groups } = await attribution('src/bundle.ts');
console.log(`\nbundle.js, marginal gzip bytes per module (sum of parts ${(groups.reduce((s, [, b]) => s + b, 0) / KB).toFixed(1)} KB of ${(all / KB).toFixed(1)} KB):`);
for (const [name, bytes] of groups.filter(([, b]) => b >= 150)) console.log(`${(bytes / KB).toFixed(2).padStart(6)} KB  ${name}`);
