/**
 * Which lines of a markdown message sit at its top level, as `marked` 18 reads it, and which
 * are a list item's or a block quote's: what the block finder needs to tell a real fence, and
 * where `markdownTailStart` may split. What is and is not modelled is on `ContainerTracker`.
 */
/** What the previous lines left open. */
const enum At {
  /** Between blocks: the next line starts a block of its own. */
  Nothing,
  Paragraph,
  /** A list item (nested lists are part of its content). */
  Item,
  Quote,
  /** An HTML block: a fence in it is HTML text. */
  Html,
  /** A link reference definition's `[label]:`, its destination maybe on the next line. */
  Def,
  /** A top-level fenced code block (the scanner follows those itself, and calls `reset`). */
  Fence,
}

const BLANK = /^[ \t]*$/;
/** Indented code (it cannot interrupt a paragraph, so only at the start of a block). */
const INDENTED = /^(?: {4}| {0,3}\t)/;
const HR = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})$/;
const HEADING = /^ {0,3}#{1,6}(?:\s|$)/;
const QUOTE = /^ {0,3}>/;
/** A fence line (a backtick fence has no backtick in its info string), as `OpenerProbe` reads it. */
export const FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
/** A list item's first line: a marker, then a space, a tab or the line's end. */
export const LIST_ITEM = /^ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)/;
/**
 * A list item's first line: the marker with its indentation, then the rest (`s`: only CR
 * and LF end a line for marked, so a U+2028 in the text must not end the match).
 */
const ITEM = /^( {0,3}(?:[*+-]|\d{1,9}[.)]))([ \t].*)?$/s;
/** A list item that may interrupt a paragraph: not empty, and an ordered one starts at 1. */
const ITEM_AFTER_TEXT = /^ {0,3}(?:[*+-]|1[.)])[ \t]+[^ \t]/;
/** The markers that open a nested list item or quote at the start of an item's or a quote's line. */
const MARKERS = /^(?: {0,3}(?:(?:[*+-]|\d{1,9}[.)])(?:[ \t]+|$)|>[ \t]?))+/;
/** The start of an HTML block that may interrupt a paragraph (CommonMark kinds 1 to 6). */
const HTML =
  '<(?:/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \\t]|/?>|$)|(?:script|pre|style|textarea)(?:[ \\t>]|$)|!--|\\?|![A-Za-z]|!\\[CDATA\\[)';
const HTML_START = new RegExp(`^ {0,3}${HTML}`, 'i');
/**
 * A kind 6 tag name ending its line (`<div`, its attributes on the next lines): marked's HTML
 * block takes the line break after it, so the next line cannot end the block, blank or not;
 * and marked lets it interrupt a paragraph only to take it back as text.
 */
const BARE_TAG = /^ *<\/?(?!(?:script|pre|style|textarea)$)[a-z][a-z\d]*$/i;
/** A lone open or closing tag (kind 7): it starts an HTML block, but cannot interrupt a paragraph. */
const HTML_TAG = /^ {0,3}<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>[ \t]*$/i;
/** A link reference definition's destination and title on one line, as marked reads them. */
const DEST = /(?:[^<\s]\S*|<[^<>]*>)(?: +(?:"[^"]*"|'[^']*'|\([^()]*\)))? *$/.source;
/** A definition's first line; without a destination (group 1), the next line may hold it. */
const DEF = new RegExp(`^ {0,3}\\[(?!\\s*\\])[^[\\]]+\\]: *(?:(${DEST})|$)`);
const DEF_NEXT = new RegExp(`^[ \\t]*${DEST}`);
/** Lines that end a block quote's lazy lines (a list item of any kind among them). */
const ENDS_QUOTE = new RegExp(`${HR.source}|${HEADING.source}|${FENCE.source}|${LIST_ITEM.source}|${HTML_START.source}`, 'i');

/** A list item's rules, by content column: marked allows `min(3, column - 1)` spaces before a line that leaves it. */
const itemRules = [0, 1, 2, 3].map((n) => {
  const lead = `^ {0,${n}}`;
  const closed = `${lead}(?:\`\`\`|~~~|#{1,6}(?:\\s|$)|${HTML})`;
  return {
    /** A non-blank line that ends the item: a fence, heading, HTML, quote, new item or rule. */
    leaves: new RegExp(`${closed}|${lead}(?:>|(?:[*+-]|\\d{1,9}[.)])(?:[ \\t]|$)|(?:(?:-[ \\t]*){3,}|(?:_[ \\t]*){3,}|(?:\\*[ \\t]*){3,})$)`, 'i'),
    /** A previous line after which an outdented line cannot continue the item lazily. */
    closed: new RegExp(`${closed}|${lead}(?:(?:-[ \\t]*){3,}|(?:_[ \\t]*){3,}|(?:\\*[ \\t]*){3,})$`, 'i'),
    /** `closed` but for a rule: for a line with other characters than a rule's. */
    block: new RegExp(closed, 'i'),
  };
});

/**
 * Where the line `ContainerTracker.topLevel` just read sits: at the top level; in raw text
 * (an HTML block, a fence the tracker follows, a definition's destination); or in a list
 * item or block quote, with the line as that container's content (what marked lexes inside
 * it: the item's indentation or one `>` marker removed, a lazy line as written).
 */
export type LinePlace = { in: 'top' } | { in: 'raw' } | { in: 'item' | 'quote'; content: string; starts: boolean };

const TOP: LinePlace = { in: 'top' };
const RAW: LinePlace = { in: 'raw' };

/**
 * Which lines of a markdown message sit at its top level, as `marked` 18 reads it, and which
 * are a list item's or a block quote's (`place`, with the line as that container's content):
 * a fence in an HTML block is HTML, one in a list item or quote is read again in the
 * container's content (`nested.ts`); and `markdownTailStart` may only split the text where a
 * top-level block starts. The same tracker follows a container's content, one level down
 * (`itemContent`: marked lexes an item's content a line at a time, without paragraphs).
 *
 * The tracker is told each line once, whole, and keeps only what the next line needs:
 * whether a paragraph is open (it decides what may interrupt it), the content column of the
 * list item the text is in (nested lists are part of its content), whether a block quote can
 * take an unmarked (lazy) line, or how a fenced or HTML block ends. List items follow
 * marked 18's list tokenizer line by line: the extent of an item does not depend on what it
 * holds, so no tree is needed.
 *
 * Modelled, besides paragraphs, ATX and setext headings, rules, indented code and fences:
 * - list items: lazy lines, nested lists, tabs, and which lines may interrupt a paragraph
 *   (`2.` or an empty item may not);
 * - block quotes: lazy lines, a fence in the quote, and a list in it, whose item decides
 *   which lazy line it takes (after one, marked reads the rest of the quote's list again from
 *   the lines as written, and reads the `>` lines after that as a new start);
 * - HTML blocks of all seven kinds; a bare tag name ending its line (`<div`) cannot interrupt
 *   a paragraph, and its block takes the next line whatever it is;
 * - link reference definitions on one line, and `[label]:` alone, which takes the next line
 *   as its destination if it can (a fence line too: it is then no fence).
 *
 * Not modelled, being rare in agent text and needing a line of lookahead or more state:
 * - tables, read as paragraphs: the two differ only when no blank line follows the table
 *   (an indented line, an empty list item or a bare `<div` ends a table, so a `<span>` line
 *   may then start an HTML block, or an indented fence be in the item; a `===` row would end
 *   a paragraph);
 * - a line marked takes for a table header because a `-`, `--` or `|--|` line follows it:
 *   in `Text\n2. x\n-`, `2. x` starts a list (it could not interrupt `Text` otherwise);
 * - a setext underline marked refuses: `===` under a paragraph that has a `2. x`, a bare
 *   `<div` or a `|--|` line (its setext rule does not look past those);
 * - a list item with a tab after its marker under a paragraph, when a setext underline
 *   follows: marked's setext rule looks past it (it stops only at a marker and a space), so
 *   the item is heading text, and a fence in it no block;
 * - marked trims the end of a list's last item, so a fence run followed by a tab on the
 *   item's last line closes a fence there (anywhere else it is content, as at the top level);
 * - marked reads a setext underline that is a lazy line of an item or quote differently;
 * - a definition whose title is on a line of its own, or whose label spans lines;
 * - nested block quotes (`> >`), read as one quote for where it ends (the quote's content,
 *   one level down, holds the inner quote and the fences in it).
 *
 * Follows a markdown text line by line to tell which lines sit at its top level, and which in a container.
 */
export class ContainerTracker {
  #at = At.Nothing;
  /** Where the last line read sits (see `LinePlace`). */
  place: LinePlace = TOP;
  /** The last line started a list item or a block quote. */
  #starts = false;
  /** The list item's content of the last line, as marked's list tokenizer builds it. */
  #content = '';
  /** The last line is the quote's content as written, `>` and all (see `#inQuote`). */
  #asWritten = false;
  // The list item: its content column; the previous line (as marked keeps it), whether it
  // was blank or a lazy continuation, and whether it was the item's first line.
  #column = 0;
  #previous = '';
  #previousBlank = false;
  #previousLazy = false;
  #firstLine = false;
  /** The block quote takes a lazy line: its last block is a paragraph (or a list). */
  #lazy = false;
  /** The block quote's last block is a list: the list item fields follow its item. */
  #quotedItem = false;
  /** The last line was a lazy line of the block quote. */
  #wasLazy = false;
  /** That lazy line was indented (4 columns or a tab). */
  #lazyIndented = false;
  /** The fence open in the quote is in that list's item. */
  #itemFence = false;
  /** The line that ends the fence or HTML block (undefined: a blank line), or a fence inside the quote. */
  #end: RegExp | undefined;
  /** The HTML block started with a bare tag name: the next line cannot end it (see `BARE_TAG`). */
  #bare = false;

  /**
   * @param itemContent the lines are a list item's content, which marked lexes a line at a
   *   time (a document or block quote's, by paragraphs)
   */
  constructor(readonly itemContent = false) {}

  /** Back between blocks: a top-level fence just ended. */
  reset(): void {
    this.#at = At.Nothing;
  }

  /** The lines so far end inside a list item. */
  get inList(): boolean {
    return this.#at === At.Item;
  }

  /** The lines so far end inside a fenced code block or an HTML block, which may hold blank lines. */
  get inRaw(): boolean {
    return this.#at === At.Fence || this.#at === At.Html;
  }

  /**
   * Reads the next line (without its line ending) and tells whether it is at the top level,
   * so that a fence on it opens a top-level fenced block.
   */
  topLevel(line: string): boolean {
    this.#starts = this.#asWritten = false;
    const top = this.#read(line);
    const at = this.#at;
    this.place = top
      ? TOP
      : at === At.Item
        ? { in: 'item', content: this.#content, starts: this.#starts }
        : at === At.Quote
          ? { in: 'quote', content: QUOTE.test(line) && !this.#asWritten ? quoteContent(line) : line, starts: this.#starts }
          : RAW;
    return top;
  }

  #read(line: string): boolean {
    switch (this.#at) {
      case At.Item:
        if (this.#inItem(line)) return false;
        break;
      case At.Quote:
        if (this.#inQuote(line)) return false;
        break;
      case At.Html:
      case At.Fence:
        if (this.#bare) this.#bare = false;
        else if (this.#end ? this.#end.test(line) : BLANK.test(line)) this.#at = At.Nothing;
        return false;
      case At.Def:
        // `[label]:` takes a destination from the next line (a fence line too); or it was text.
        if (DEF_NEXT.test(line)) {
          this.#at = At.Nothing;
          return false;
        }
        this.#at = At.Paragraph;
        return this.#read(line);
      case At.Paragraph:
        if (BLANK.test(line) || interruptsParagraph(line)) break;
        // A setext underline ends the paragraph as a heading.
        if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(line)) this.#at = At.Nothing;
        // In a list item marked reads text a line at a time, so any block but indented code
        // and a list that may not interrupt a paragraph starts on the next line (a lone tag,
        // a `[label]:` taking the line after it).
        else if (this.itemContent && !INDENTED.test(line) && !LIST_ITEM.test(line)) break;
        return true;
    }
    return this.#startBlock(line);
  }

  /** A line no open block takes. */
  #startBlock(line: string): boolean {
    this.#at = At.Nothing;
    const fence = FENCE.exec(line);
    if (fence) {
      this.#at = At.Fence;
      this.#end = closer(fence[1]!);
    }
    if (fence || BLANK.test(line) || INDENTED.test(line) || HEADING.test(line) || HR.test(line)) return true;
    if (QUOTE.test(line)) {
      this.#at = At.Quote;
      this.#starts = true;
      this.#lazy = this.#quotedItem = this.#wasLazy = false;
      this.#end = undefined;
      this.#inQuote(line);
      return false;
    }
    if (this.#startItem(line)) {
      this.#at = At.Item;
      this.#starts = true;
      return false;
    }
    if (HTML_START.test(line) || HTML_TAG.test(line)) {
      // A script, pre, style or textarea ends at its end tag, a comment at `-->`, `<?` at
      // `?>`, CDATA at `]]>`, `<!X` at `>` (each maybe on the first line already, after its
      // start); any other HTML at a blank line.
      const start = /^ *<(!--|\?|!\[CDATA\[|![a-z]|(script|pre|style|textarea)(?=[\s>]|$))/i.exec(line);
      const kind = start?.[1];
      this.#end = start?.[2] ? new RegExp(`</${start[2]}>`, 'i') : kind === '!--' ? /-->/ : kind === '?' ? /\?>/ : kind ? (kind.length > 2 ? /\]\]>/ : />/) : undefined;
      const rest = line.slice(start?.[0].length);
      this.#at = this.#end?.test(rest) || (kind === '!--' && /^-?>/.test(rest)) ? At.Nothing : At.Html;
      this.#bare = BARE_TAG.test(line);
      return false;
    }
    const def = DEF.exec(line);
    this.#at = !def ? At.Paragraph : def[1] ? At.Nothing : At.Def;
    return true;
  }

  /** Starts following a list item if `line` starts one. */
  #startItem(line: string): boolean {
    const item = ITEM.exec(line);
    if (!item) return false;
    const markerEnd = item[1]!.length;
    const text = expandTabs(item[2] ?? '', markerEnd);
    this.#previousBlank = !text.trim();
    let indent = this.#previousBlank ? 1 : text.search(/[^ ]/);
    // Five spaces or more after the marker: one of them belongs to it, the rest indent code.
    if (indent > 4) indent = 1;
    this.#column = markerEnd + indent;
    this.#content = this.#previousBlank ? '' : text.slice(indent);
    this.#previous = text;
    this.#previousLazy = false;
    this.#firstLine = true;
    return true;
  }

  /** marked's list item tokenizer, one line: whether the line stays in the item. */
  #inItem(line: string): boolean {
    const rules = itemRules[Math.min(3, this.#column - 1)]!;
    const blank = !line.trim();
    // An item that starts with a blank line is empty if a second one follows.
    if ((this.#firstLine && this.#previousBlank && BLANK.test(line)) || rules.leaves.test(line)) return false;
    const expanded = expandTabs(line);
    if (blank || expanded.search(/[^ ]/) >= this.#column) {
      this.#previousLazy = false;
      this.#content = expanded.slice(this.#column);
    } else {
      this.#content = line;
      // An outdented line: a lazy continuation of the item's paragraph, if it ends in one.
      let previous = this.#previous;
      if (this.#firstLine && !previous.includes('\t')) {
        // Past the markers of the nested items and quotes it opens, as marked does, one at a
        // time; a rule is only tried once no other character is left (else a line of 40,000
        // "- " would take quadratic time).
        const other = previous.search(/[^-*_ \t][-*_ \t]*$/);
        let at = 0;
        let marker;
        while (!(at > other ? rules.closed : rules.block).test(previous.slice(at)) && (marker = /^ {0,3}(?:(?:[*+-]|\d{1,9}[.)])(?: |$)|> ?)/.exec(previous.slice(at)))) at += marker[0].length;
        previous = previous.slice(at);
        if (!previous.trim()) return false;
      }
      // (Indented code needs a character after its four columns: a line of tabs is not.)
      if (this.#previousBlank || /^ {4,}[^ ]/.test(previous.replace(/\t/g, '    ')) || rules.closed.test(previous)) return false;
      if (!this.#previousLazy) {
        const inner = this.#previous.replace(MARKERS, '');
        if (FENCE.test(inner) || HEADING.test(inner) || HR.test(inner)) return false;
      }
      this.#previousLazy = true;
    }
    this.#previousBlank = blank;
    this.#previous = expanded.slice(this.#column);
    this.#firstLine = false;
    return true;
  }

  /**
   * A block quote: a `>` line is in it; so is a lazy line that is neither blank nor the
   * start of a block, unless the quote's last block is code, a heading, a rule or HTML, or a
   * list whose item does not take the line.
   */
  #inQuote(line: string): boolean {
    const afterLazy = this.#wasLazy;
    this.#wasLazy = false;
    if (!QUOTE.test(line)) {
      this.#lazyIndented = INDENTED.test(line);
      return (this.#wasLazy = this.#lazy && !BLANK.test(line) && !ENDS_QUOTE.test(line) && (!this.#quotedItem || this.#inItem(line)));
    }
    const content = line.replace(/^(?: {0,3}>[ \t]?)+/, '');
    let paragraph = this.#lazy;
    if (afterLazy && this.#quotedItem) {
      // After a lazy line, marked reads the rest of the quote's list again from the lines
      // as written, `>` and all, up to one the item does not take.
      if (this.#inItem(line)) {
        this.#lazy = !BLANK.test(content);
        this.#asWritten = true;
        return (this.#wasLazy = true);
      }
      this.#quotedItem = paragraph = false;
      // The quote's content starts again after the list.
      this.#starts = true;
    }
    // A list item in the quote, followed as at the top level: a lazy line must stay in it
    // too, and a fence in it ends with it. After a lazy line of a paragraph the paragraph goes
    // on, so only an item that may interrupt it starts (`2) x` is text); an indented lazy line
    // joins the paragraph as marked's indented code would, so nothing of the paragraph is left
    // to continue: the quote's content starts again, one level down too, where any item may begin.
    const restarts = afterLazy && this.#lazyIndented;
    const text = paragraph && !this.#quotedItem && !restarts;
    if (restarts) this.#starts = true;
    const stays = this.#quotedItem && this.#inItem(content);
    if (!stays && this.#itemFence) this.#end = undefined;
    this.#quotedItem = stays || (!this.#end && !HR.test(content) && (!text || ITEM_AFTER_TEXT.test(content)) && this.#startItem(content));
    // A list marker that cannot interrupt the quote's paragraph (`10. x`) is text.
    const inner = text && !this.#quotedItem ? content.replace(/^(?: {0,3}>[ \t]?)+/, '') : content.replace(MARKERS, '');
    const fence = FENCE.exec(inner);
    this.#lazy = false;
    if (this.#end) {
      // Inside a fence in the quote, up to its closing line.
      if (this.#end.test(content)) this.#end = undefined;
    } else if (fence) {
      this.#end = closer(fence[1]!);
      this.#itemFence = this.#quotedItem;
    } else {
      this.#lazy = !(BLANK.test(inner) || (!paragraph && INDENTED.test(inner)) || [HEADING, HR, HTML_START, HTML_TAG].some((block) => block.test(inner)) || HR.test(content));
    }
    // In a list item, the item's rules decide which lazy line it takes.
    if (this.#quotedItem) this.#lazy = !BLANK.test(content);
    return true;
  }
}

/** The line that closes a fence opened with `run` (marked allows spaces after it, not tabs). */
export function closer(run: string): RegExp {
  return new RegExp(`^ {0,3}${run[0]}{${run.length},} *$`);
}

/**
 * A block quote line without its first `>` marker, as marked strips it: the marker takes one
 * space after it; a tab after it runs to its tab stop, of which the marker takes one column.
 */
function quoteContent(line: string): string {
  const [, marker, blanks, rest] = /^( {0,3}>)([ \t]*)(.*)$/s.exec(line)!;
  if (blanks!.startsWith(' ')) return blanks!.slice(1) + rest;
  return expandTabs(blanks!, marker!.length).slice(1) + rest;
}

/** What ends a top-level paragraph (marked's paragraph rule). */
function interruptsParagraph(line: string): boolean {
  return HR.test(line) || HEADING.test(line) || QUOTE.test(line) || FENCE.test(line) || ITEM_AFTER_TEXT.test(line) || (HTML_START.test(line) && !BARE_TAG.test(line));
}

/** Leading spaces and tabs as spaces, tabs stopping every 4 columns from `column`. */
function expandTabs(text: string, column = 0): string {
  return text.replace(/^[ \t]+/, (blanks) => {
    let out = '';
    for (const c of blanks) out += c === '\t' ? ' '.repeat(4 - ((column + out.length) % 4)) : c;
    return out;
  });
}
