// An esbuild plugin that minifies the static text of Lit's tagged templates (html``, svg``,
// css``) in our own sources, for dist/bundle.js and the benches that build it the same way.
// esbuild keeps template literals as written: indentation and line breaks are bytes in the
// bundle and, in html``, whitespace-only text nodes that every prompt clones and Lit walks.
//
// HTML: whitespace inside a tag collapses to one space; a run of whitespace holding a line
// break between a tag (or a binding) and the next tag (or binding) is dropped, because in our
// templates a line break only separates blocks; any other run (a space between words, or
// after an inline element before a binding) becomes one space. Text inside <pre> and
// <textarea> is left alone. CSS: comments go, whitespace collapses, and the spaces around
// `{ } ; :` and after `,` go, except inside quoted strings.
//
// The scanner reads TypeScript token by token (comments, strings, regular expressions,
// nested template literals) only to find those templates; everything else is copied as is.
import { readFile } from 'node:fs/promises';

const TAGS = new Set(['html', 'svg', 'css']);

/** The plugin: transforms the `.ts` files `filter` matches (default: everything under src/) that hold such templates. */
export function minifyTemplates({ filter = /[\\/]src[\\/].*\.ts$/ } = {}) {
  return {
    name: 'minify-templates',
    setup(build) {
      build.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!/\b(?:html|svg|css)`/.test(source)) return undefined;
        return { contents: minifySource(source), loader: 'ts' };
      });
    },
  };
}

/** `source` with the static text of every html``/svg``/css`` template minified. */
export function minifySource(source) {
  const scanner = new Scanner(source);
  return scanner.code(false);
}

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_AFTER_WORDS = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

class Scanner {
  constructor(src) {
    this.src = src;
    this.i = 0;
  }

  /** Copies code until the end (or, inside `${…}`, until its closing brace, consumed). */
  code(inExpression) {
    const { src } = this;
    let out = '';
    let depth = 0;
    let last = ''; // the last significant character copied, to tell a regex from a division
    while (this.i < src.length) {
      const c = src[this.i];
      const next = src[this.i + 1];
      if (c === '/' && next === '/') {
        const end = src.indexOf('\n', this.i);
        const stop = end < 0 ? src.length : end;
        out += src.slice(this.i, stop);
        this.i = stop;
      } else if (c === '/' && next === '*') {
        const end = src.indexOf('*/', this.i + 2);
        if (end < 0) throw new Error('minify-templates: unterminated comment');
        out += src.slice(this.i, end + 2);
        this.i = end + 2;
      } else if (c === '"' || c === "'") {
        const start = this.i;
        this.skipString(c);
        out += src.slice(start, this.i);
        last = c;
      } else if (c === '`') {
        const tag = /(?:^|[^\w$.])(\w+)$/.exec(out)?.[1];
        out += this.template(TAGS.has(tag) ? tag : undefined);
        last = '`';
      } else if (c === '/' && (REGEX_BEFORE.has(last) || last === '' || REGEX_AFTER_WORDS.test(out.trimEnd()))) {
        const start = this.i;
        this.skipRegex();
        out += src.slice(start, this.i);
        last = '/';
      } else {
        if (inExpression && c === '{') depth++;
        if (inExpression && c === '}') {
          if (depth === 0) {
            this.i++;
            return out;
          }
          depth--;
        }
        out += c;
        if (!/\s/.test(c)) last = /[\w$]/.test(c) ? 'w' : c;
        this.i++;
      }
    }
    if (inExpression) throw new Error('minify-templates: unterminated ${ in a template');
    return out;
  }

  skipString(quote) {
    const { src } = this;
    this.i++;
    while (this.i < src.length && src[this.i] !== quote) {
      if (src[this.i] === '\\') this.i++;
      if (src[this.i] === '\n') throw new Error('minify-templates: unterminated string');
      this.i++;
    }
    this.i++;
  }

  skipRegex() {
    const { src } = this;
    this.i++;
    let inClass = false;
    while (this.i < src.length) {
      const c = src[this.i];
      if (c === '\\') this.i++;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      else if (c === '\n') throw new Error('minify-templates: unterminated regular expression');
      this.i++;
    }
    this.i++;
    while (/[a-z]/i.test(src[this.i] ?? '')) this.i++;
  }

  /** A template literal from its opening backtick; minified when `tag` is one of ours. */
  template(tag) {
    const { src } = this;
    this.i++;
    const chunks = [];
    const expressions = [];
    let chunk = '';
    while (this.i < src.length) {
      const c = src[this.i];
      if (c === '\\') {
        chunk += src.slice(this.i, this.i + 2);
        this.i += 2;
      } else if (c === '`') {
        this.i++;
        chunks.push(chunk);
        const minified = tag ? (tag === 'css' ? minifyCss(chunks) : minifyHtml(chunks)) : chunks;
        return '`' + minified.map((text, k) => (k === 0 ? text : '${' + expressions[k - 1] + '}' + text)).join('') + '`';
      } else if (c === '$' && src[this.i + 1] === '{') {
        this.i += 2;
        chunks.push(chunk);
        chunk = '';
        expressions.push(this.code(true));
      } else {
        chunk += c;
        this.i++;
      }
    }
    throw new Error('minify-templates: unterminated template literal');
  }
}

/**
 * HTML chunks (the static text between bindings), minified as one document whose bindings
 * may sit in text or inside a tag.
 */
export function minifyHtml(chunks) {
  let inTag = false;
  let quote = '';
  let raw = ''; // inside <pre> or <textarea>: keep text as is
  return chunks.map((chunk, k) => {
    let out = '';
    let i = 0;
    while (i < chunk.length) {
      const c = chunk[i];
      if (inTag) {
        if (quote) {
          if (c === quote) quote = '';
          out += c;
          i++;
        } else if (c === '"' || c === "'") {
          quote = c;
          out += c;
          i++;
        } else if (c === '>') {
          inTag = false;
          out = out.replace(/ $/, '') + c;
          i++;
        } else if (/\s/.test(c)) {
          while (i < chunk.length && /\s/.test(chunk[i])) i++;
          if (chunk[i] !== '>' && !(chunk[i] === '/' && chunk[i + 1] === '>') && !out.endsWith(' ')) out += ' ';
        } else {
          out += c;
          i++;
        }
      } else if (c === '<' && /[a-zA-Z/!]/.test(chunk[i + 1] ?? '')) {
        const name = /^<\/?([a-zA-Z]+)/.exec(chunk.slice(i))?.[1]?.toLowerCase();
        if (name === 'pre' || name === 'textarea') raw = chunk[i + 1] === '/' ? '' : name;
        inTag = true;
        out += c;
        i++;
      } else if (!raw && /\s/.test(c)) {
        const start = i;
        while (i < chunk.length && /\s/.test(chunk[i])) i++;
        const run = chunk.slice(start, i);
        const before = start === 0 ? (k === 0 ? '' : '${') : chunk[start - 1];
        const after = i === chunk.length ? (k === chunks.length - 1 ? '' : '${') : chunk[i];
        const blockGap = run.includes('\n') && (before === '>' || before === '${' || before === '') && (after === '<' || after === '${' || after === '');
        if (!blockGap) out += ' ';
      } else {
        out += c;
        i++;
      }
    }
    return out;
  });
}

/** CSS chunks, minified; a binding stands for a value or a block of declarations. */
export function minifyCss(chunks) {
  return chunks.map((chunk, k) => {
    let out = '';
    let i = 0;
    while (i < chunk.length) {
      const c = chunk[i];
      if (c === '/' && chunk[i + 1] === '*') {
        const end = chunk.indexOf('*/', i + 2);
        i = end < 0 ? chunk.length : end + 2;
      } else if (c === '"' || c === "'") {
        const end = chunk.indexOf(c, i + 1);
        const stop = end < 0 ? chunk.length : end + 1;
        out += chunk.slice(i, stop);
        i = stop;
      } else if (/\s/.test(c)) {
        while (i < chunk.length && /\s/.test(chunk[i])) i++;
        const prev = out[out.length - 1];
        const next = chunk[i];
        if (prev === undefined || next === undefined) {
          // Next to a binding one space stays (it may separate two tokens); at either end of the template none.
          if (!(prev === undefined && k === 0) && !(next === undefined && k === chunks.length - 1) && !'{};:,'.includes(prev ?? '')) out += ' ';
        } else if (!'{};:,'.includes(prev) && !'{};'.includes(next)) {
          out += ' ';
        }
      } else if (c === '}' && out.endsWith(';')) {
        out = out.slice(0, -1) + c;
        i++;
      } else {
        out += c;
        i++;
      }
    }
    return out;
  });
}
