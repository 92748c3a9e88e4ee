/**
 * A preview written in markdown (Claude Code's default), drawn from its text as Lit templates:
 * every piece of text is a binding, so nothing in a preview is ever markup (HTML in it shows
 * as written, as Claude Code's terminal shows it), and nothing loads.
 *
 * Written here rather than taken from a library: the elements never carry `marked`, and a
 * full CommonMark parser (micromark, markdown-it) is ten times the size of this subset, whose
 * output would still have to be turned into templates. What it reads: fenced code, ATX
 * headings, block quotes, lists, thematic breaks and paragraphs, whose line breaks and spaces
 * are kept (previews are mockups: the styles keep every line as it is); inline code, strong, emphasis,
 * strikethrough, backslash escapes, and links, which open only `http:`, `https:` and
 * `mailto:` addresses (an image shows its text). Every step is a scan forward: time grows
 * with the length of the text, however it is written.
 */
import { html, type TemplateResult } from 'lit';

type Piece = string | TemplateResult;

/** Nesting of strong, emphasis and links past which the rest is text. */
const MAX_DEPTH = 4;

/** The characters a backslash makes literal (CommonMark's ASCII punctuation). */
const ESCAPABLE = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** A line that opens or closes a fence: up to three spaces, then three or more ` or ~. */
function fenceOf(line: string): { char: string; length: number; rest: string } | undefined {
  const indent = line.length - line.trimStart().length;
  if (indent > 3) return undefined;
  const char = line[indent];
  if (char !== '`' && char !== '~') return undefined;
  let end = indent;
  while (line[end] === char) end++;
  return end - indent >= 3 ? { char, length: end - indent, rest: line.slice(end) } : undefined;
}

/** `#`…`######` then a space (or nothing): a heading's level and text, its closing `#`s dropped. */
function headingOf(line: string): { level: number; text: string } | undefined {
  const trimmed = line.trimStart();
  if (line.length - trimmed.length > 3 || trimmed[0] !== '#') return undefined;
  let level = 0;
  while (trimmed[level] === '#') level++;
  if (level > 6 || (trimmed.length > level && trimmed[level] !== ' ' && trimmed[level] !== '\t')) return undefined;
  let text = trimmed.slice(level).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end === 0 || text[end - 1] === ' ' || text[end - 1] === '\t') text = text.slice(0, end).trimEnd();
  return { level, text };
}

/** Three or more `-`, `*` or `_`, the same one, with spaces between at most. */
function isBreak(line: string): boolean {
  const marks = line.replace(/[ \t]/g, '');
  return marks.length >= 3 && (marks[0] === '-' || marks[0] === '*' || marks[0] === '_') && [...marks].every((c) => c === marks[0]);
}

/** A list item's marker: `-`, `*`, `+`, or a number and `.` / `)`, then a space; its kind and text. */
function itemOf(line: string): { ordered: boolean; text: string } | undefined {
  const match = /^ {0,3}([-*+]|\d{1,9}[.)])[ \t]/.exec(line);
  return match ? { ordered: /\d/.test(match[1]!), text: line.slice(match[0].length) } : undefined;
}

const quoteOf = (line: string) => (/^ {0,3}>/.test(line) ? line.replace(/^ {0,3}> ?/, '') : undefined);

/** Whether `line` starts a block of its own (it ends a paragraph). */
const startsBlock = (line: string) => !line.trim() || !!fenceOf(line) || !!headingOf(line) || isBreak(line) || !!itemOf(line) || quoteOf(line) !== undefined;

/** The blocks of `source`, in order (a block quote's own, `depth` quotes deep). */
export function renderMarkdown(source: string, depth = 0): TemplateResult[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: TemplateResult[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = fenceOf(line);
    if (!line.trim()) i++;
    else if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length; i++) {
        const close = fenceOf(lines[i]!);
        if (close && close.char === fence.char && close.length >= fence.length && !close.rest.trim()) {
          i++;
          break;
        }
        body.push(lines[i]!);
      }
      blocks.push(html`<pre class="md-code"><code>${body.join('\n')}</code></pre>`);
    } else if (headingOf(line)) {
      const { level, text } = headingOf(line)!;
      blocks.push(html`<p class=${`md-heading md-h${level}`}>${inline(text)}</p>`);
      i++;
    } else if (isBreak(line)) {
      blocks.push(html`<hr />`);
      i++;
    } else if (quoteOf(line) !== undefined && depth < MAX_DEPTH) {
      const quoted: string[] = [];
      for (; i < lines.length && quoteOf(lines[i]!) !== undefined; i++) quoted.push(quoteOf(lines[i]!)!);
      blocks.push(html`<blockquote>${renderMarkdown(quoted.join('\n'), depth + 1)}</blockquote>`);
    } else if (itemOf(line)) {
      const ordered = itemOf(line)!.ordered;
      const items: string[] = [];
      // An item goes on over lines indented past its marker; another marker of its kind is the next item.
      for (; i < lines.length; i++) {
        const item = itemOf(lines[i]!);
        if (item && item.ordered === ordered) items.push(item.text);
        else if (!item && items.length > 0 && /^[ \t]{2,}\S/.test(lines[i]!)) items[items.length - 1] += `\n${lines[i]!.trim()}`;
        else break;
      }
      const list = items.map((text) => html`<li>${inline(text)}</li>`);
      blocks.push(ordered ? html`<ol>${list}</ol>` : html`<ul>${list}</ul>`);
    } else {
      const paragraph = [line];
      for (i++; i < lines.length && !startsBlock(lines[i]!); i++) paragraph.push(lines[i]!);
      blocks.push(html`<p>${inline(paragraph.join('\n'))}</p>`);
    }
  }
  return blocks;
}

/** Whether the delimiter run at `at` can open (not followed by a space) and, for `_`, stands at a word's start. */
function opens(text: string, at: number, mark: string): boolean {
  const next = text[at + mark.length];
  if (next === undefined || /\s/.test(next)) return false;
  return mark[0] !== '_' || at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!);
}

/**
 * Where the delimiter `mark` opened before `from` closes (not after a space; `_` at a word's
 * end), or -1. `tried` remembers, per mark, the first place after which none closes: a closer
 * is one whatever opened it, so no later search looks there again.
 */
function closing(text: string, from: number, mark: string, tried: Map<string, number>): number {
  if (from > (tried.get(mark) ?? Infinity)) return -1;
  for (let at = text.indexOf(mark, from); at >= 0; at = text.indexOf(mark, at + 1)) {
    if (at === from || /\s/.test(text[at - 1]!)) continue;
    const after = text[at + mark.length];
    if (mark[0] === '_' && after !== undefined && /[\p{L}\p{N}]/u.test(after)) continue;
    // `*` is not the half of a `**` that closes something else.
    if (mark.length === 1 && text[at + 1] === mark && text[at - 1] !== mark) continue;
    return at;
  }
  tried.set(mark, Math.min(from, tried.get(mark) ?? Infinity));
  return -1;
}

/** Whether a link's address may be opened: an absolute `http:`, `https:` or `mailto:` address. */
function openable(address: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(address).protocol);
  } catch {
    return false;
  }
}

/**
 * `[text](address)` at `at` (or `![…](…)` one back): its text, its address and where it ends,
 * or undefined. A link ends its line's search: its text holds no line break, and `tried`
 * remembers where no `](` or `)` follows, so no later search looks there again.
 */
function linkAt(text: string, at: number, tried: Map<string, number>, lineBreak: (from: number) => number): { label: string; address: string; end: number } | undefined {
  if (at > (tried.get('](') ?? Infinity)) return undefined;
  const close = text.indexOf('](', at + 1);
  if (close < 0) tried.set('](', at);
  const line = lineBreak(at + 1);
  if (close < 0 || (line >= 0 && line < close)) return undefined;
  const end = text.indexOf(')', close + 2);
  if (end < 0) {
    tried.set('](', at);
    return undefined;
  }
  const address = text.slice(close + 2, end).trim();
  return /\s/.test(address) ? undefined : { label: text.slice(at + 1, close), address, end: end + 1 };
}

/**
 * The runs of backticks in `text`, read once: `next(length, from)` is where the first run of
 * exactly `length` backticks at or after `from` starts, or -1. Each length's runs are read in
 * order, once, however many code spans open.
 */
function backtickRuns(text: string): { next(length: number, from: number): number } {
  const runs = new Map<number, number[]>();
  for (let i = text.indexOf('`'); i >= 0; i = text.indexOf('`', i)) {
    let end = i;
    while (text[end] === '`') end++;
    const list = runs.get(end - i) ?? [];
    list.push(i);
    runs.set(end - i, list);
    i = end;
  }
  const cursors = new Map<number, number>();
  return {
    next(length, from) {
      const list = runs.get(length) ?? [];
      let at = cursors.get(length) ?? 0;
      while (at < list.length && list[at]! < from) at++;
      cursors.set(length, at);
      return at < list.length ? list[at]! : -1;
    },
  };
}

/** The inline pieces of a block's text: text as text, and the marks above as elements. */
export function inline(text: string, depth = 0): Piece[] {
  const out: Piece[] = [];
  // Per mark (a delimiter, a link's `](`), where a search found nothing after.
  const tried = new Map<string, number>();
  let ticks: ReturnType<typeof backtickRuns> | undefined;
  // The first line break at or after `breakFrom` (-1: none), found again only once passed.
  let lineBreak = -1;
  let breakFrom = Infinity;
  const lineBreakAfter = (from: number) => {
    if (from < breakFrom || (lineBreak >= 0 && lineBreak < from)) [lineBreak, breakFrom] = [text.indexOf('\n', from), from];
    return lineBreak;
  };
  let plain = '';
  const flush = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '\\' && ESCAPABLE.includes(text[i + 1] ?? ' ')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '`') {
      ticks ??= backtickRuns(text);
      let run = i;
      while (text[run] === '`') run++;
      // A run of exactly as many backticks closes it.
      const end = ticks.next(run - i, run);
      if (end >= 0) {
        flush();
        const code = text.slice(run, end).replace(/\n/g, ' ');
        out.push(html`<code>${/^ .* $/.test(code) && code.trim() ? code.slice(1, -1) : code}</code>`);
        i = end + run - i;
        continue;
      }
      plain += text.slice(i, run);
      i = run;
      continue;
    }
    const mark = depth < MAX_DEPTH ? ['**', '__', '~~', '*', '_'].find((m) => text.startsWith(m, i)) : undefined;
    if (mark && opens(text, i, mark)) {
      const end = closing(text, i + mark.length, mark, tried);
      if (end > i + mark.length) {
        flush();
        const inner = inline(text.slice(i + mark.length, end), depth + 1);
        out.push(mark === '~~' ? html`<s>${inner}</s>` : mark.length === 2 ? html`<strong>${inner}</strong>` : html`<em>${inner}</em>`);
        i = end + mark.length;
        continue;
      }
    }
    const image = c === '!' && text[i + 1] === '[';
    const link = depth < MAX_DEPTH && (c === '[' || image) ? linkAt(text, image ? i + 1 : i, tried, lineBreakAfter) : undefined;
    if (link) {
      flush();
      const label = inline(link.label, depth + 1);
      // An image is never fetched: its text stands for it.
      if (!image && openable(link.address)) out.push(html`<a href=${link.address} target="_blank" rel="noopener noreferrer">${label}</a>`);
      else out.push(...label);
      i = link.end;
      continue;
    }
    plain += c;
    i++;
  }
  flush();
  return out;
}
