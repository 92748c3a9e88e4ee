// `choice-prompts/history.css`, written from the elements' own stylesheets (their css``
// modules in src/components/), so what `renderHTML` writes looks as the elements do, from one
// source: each sheet's text, `:host` read as renderHTML's wrapper and each class with the prefix
// renderHTML gives its classes in the page (`cp-`, so a page's own `.button` or `.row` never
// meets them), inside one cascade layer, every selector below `.choice-prompts` (renderHTML's
// wrapper), so nothing in it reaches the rest of the page; minified.
//
// Why selectors below `.choice-prompts` and not one `@scope (.choice-prompts)`, which says the
// same more briefly: measured in Chromium on 1,000 painted prompts, style and layout took a
// median 839 ms with `@scope` against 569 ms prefixed (BENCHMARKS.md), and a browser without
// `@scope` reads these too.
// `node scripts/history-css.mjs` prints it.
import { build, transform } from 'esbuild';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The stylesheets of what `renderHTML` writes, module by module, in the order the elements adopt them. */
export const SHEETS = [
  ['src/components/internal/tokens.styles.ts', 'tokens'],
  ['src/components/internal/shared.styles.ts', 'base'],
  ['src/components/question/question.styles.ts', 'questionStyles'],
  ['src/components/request/request.styles.ts', 'requestStyles'],
  ['src/components/internal/secondary-button.styles.ts', 'secondaryButton'],
  ['src/components/progress/progress.styles.ts', 'progressStyles'],
  ['src/components/unanswered/unanswered.styles.ts', 'unansweredStyles'],
  ['src/components/approval/approval.styles.ts', 'approvalStyles'],
  ['src/components/approval/message.styles.ts', 'messageStyles'],
  ['src/components/cancel/cancel.styles.ts', 'cancelStyles'],
  ['src/components/countdown/countdown.styles.ts', 'countdownStyles'],
  ['src/components/fields/counter.template.ts', 'counterStyles'],
  ['src/components/notes/notes.styles.ts', 'notesStyles'],
  ['src/components/notes/note-field.styles.ts', 'noteFieldStyles'],
  ['src/components/internal/code-block.styles.ts', 'codeBlock'],
  ['src/components/previews/preview.styles.ts', 'previewStyles'],
  ['src/components/link/link.styles.ts', 'linkStyles'],
  ['src/components/fallbacks/fallback.styles.ts', 'fallbacks'],
  ['src/components/fold/fold.styles.ts', 'foldStyles'],
];

/** The layer the sheet's rules are in: a page puts its own layers before or after it. */
export const LAYER = 'choice-prompts';
/** The element `renderHTML` wraps each request in: every selector of the sheet starts from it. */
export const WRAPPER = '.choice-prompts';

/** What renderHTML's classes start with in the page (`CLASS_PREFIX` in src/html/render.ts). */
export const CLASS_PREFIX = 'cp-';

/** The text of each sheet in `SHEETS`, as Lit's css`` gives it (built and run in Node: Lit's `css` needs no DOM). */
async function sheetTexts() {
  const entry = SHEETS.map(([file, name], i) => `import { ${name} as s${i} } from ${JSON.stringify(resolve(root, file))};`).join('\n');
  const list = SHEETS.map((_, i) => `s${i}.cssText`).join(', ');
  const result = await build({
    stdin: { contents: `${entry}\nexport default [${list}];`, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return module.default;
}

/**
 * What only a live element draws, never renderHTML (it draws a request's state, not what a
 * person is doing): the confirmation before sending unanswered questions, the undo window and
 * the questions it holds inert, text kept under Other, a markdown or HTML preview (renderHTML
 * shows a preview's text as code), the empty block that holds a prompt's room while a part of
 * the element loads.
 */
const LIVE_ONLY = /\.(confirm|undo|kept|markdown|deferred)\b|\[inert\]|\biframe\b/;

/**
 * One sheet's text for the light DOM: each class prefixed, each selector below the wrapper
 * (`:host` is the wrapper itself). A selector about the host element itself (`:host([hidden])`,
 * `:host(:disabled…)`), which has no place in a page's markup, or about what only a live
 * element draws leaves its list; a rule left with none goes.
 */
export function forLightDom(text) {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  // A rule's selectors are what stands before a `{` since the last `{`, `}` or `;` (which is
  // not part of the match: the `{` of an at-rule is also what the first rule in it follows);
  // an at-rule's prelude is left as it is.
  return css.replace(/(?<=^|[{};])([^{};]*)\{([^{}]*\})?/g, (rule, prelude, body) => {
    if (prelude.trim().startsWith('@')) return rule;
    const kept = selectors(prelude).filter((selector) => !/^\s*:host\(/.test(selector) && !LIVE_ONLY.test(selector));
    if (kept.length > 0) return `${kept.map((selector) => belowWrapper(prefixClasses(selector))).join(',')}{${body ?? ''}`;
    if (body === undefined) throw new Error(`history.css: a rule nested in one that goes, which forLightDom() cannot drop: ${prelude.trim()}`);
    return '';
  });
}

/** `selector` with each class prefixed: `.row` but not the text of an attribute selector or a string (`[href$=".pdf"]`). */
function prefixClasses(selector) {
  let out = '';
  let quote = '';
  let inAttribute = false;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      out += c + (selector[++i] ?? '');
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') inAttribute = true;
    else if (c === ']') inAttribute = false;
    else if (c === '.' && !inAttribute && /^-?[_a-zA-Z]/.test(selector.slice(i + 1))) {
      out += `.${CLASS_PREFIX}`;
      continue;
    }
    out += c;
  }
  return out;
}

/** `selector` below the wrapper: `:host…` is the wrapper itself, anything else a descendant of it. */
function belowWrapper(selector) {
  const s = selector.trim();
  if (/^:host(?![\w-])/.test(s)) return `${WRAPPER}${s.slice(':host'.length)}`;
  if (s.includes(':host')) throw new Error(`history.css: ":host" inside a selector, which belowWrapper() does not rewrite: ${s}`);
  return `${WRAPPER} ${s}`;
}

/** A selector list split at its top-level commas (not those inside `:is(…)`, `:not(…)` or a string). */
function selectors(list) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/** The whole stylesheet, minified. */
export async function historyCss() {
  const body = (await sheetTexts()).map(forLightDom).join('\n');
  const { code } = await transform(`@layer ${LAYER}{${body}}`, { loader: 'css', minify: true, logLevel: 'silent' });
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(await historyCss());
