/**
 * Which lines of a markdown message sit at its top level, as `marked` reads it: a fence in
 * a list item, a block quote or an HTML block renders as a code block or as HTML there,
 * never as a prompt, so the scanner must not take it for one; and `markdownTailStart` may
 * only split the text where a top-level block starts.
 *
 * The tracker is told each line once, whole, and keeps only what the next line needs:
 * whether a paragraph is open (it decides what may interrupt it), the content column of the
 * top-level list item the text is in (nested lists are part of its content), whether a block
 * quote can take an unmarked (lazy) line, or how a fenced or HTML block ends. List items
 * follow marked 18's list tokenizer line by line: the extent of an item does not depend on
 * what it holds, so no tree is needed.
 *
 * Not modelled, being rare in agent text and costly to follow: tables and link reference
 * definitions (read as paragraphs), which block a quote's content ends with beyond a fence,
 * heading, rule, HTML or indented code (a lazy line after a quoted list is taken as after a
 * quoted paragraph), and a bare `<div` ending its line (marked lets it interrupt a paragraph
 * only to take it back as text).
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
/** A lone open or closing tag (kind 7): it starts an HTML block, but cannot interrupt a paragraph. */
const HTML_TAG = /^ {0,3}<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>[ \t]*$/i;
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
  };
});

/** Follows a markdown text line by line to tell which lines sit at its top level (see above). */
export class ContainerTracker {
  #at = At.Nothing;
  // The list item: its content column; the previous line (as marked keeps it), whether it
  // was blank or a lazy continuation, and whether it was the item's first line.
  #column = 0;
  #previous = '';
  #previousBlank = false;
  #previousLazy = false;
  #firstLine = false;
  /** The block quote takes a lazy line: its last block is a paragraph (or a list). */
  #lazy = false;
  /** The line that ends the fence or HTML block (undefined: a blank line), or a fence inside the quote. */
  #end: RegExp | undefined;

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
    switch (this.#at) {
      case At.Item:
        if (this.#inItem(line)) return false;
        break;
      case At.Quote:
        if (this.#inQuote(line)) return false;
        break;
      case At.Html:
      case At.Fence:
        if (this.#end ? this.#end.test(line) : BLANK.test(line)) this.#at = At.Nothing;
        return false;
      case At.Paragraph:
        if (BLANK.test(line) || interruptsParagraph(line)) break;
        // A setext underline ends the paragraph as a heading.
        if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(line)) this.#at = At.Nothing;
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
      this.#lazy = false;
      this.#end = undefined;
      this.#inQuote(line);
      return false;
    }
    const item = ITEM.exec(line);
    if (item) {
      this.#startItem(item[1]!.length, item[2] ?? '');
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
      return false;
    }
    this.#at = At.Paragraph;
    return true;
  }

  #startItem(markerEnd: number, rest: string): void {
    this.#at = At.Item;
    const text = expandTabs(rest, markerEnd);
    this.#previousBlank = !text.trim();
    let indent = this.#previousBlank ? 1 : text.search(/[^ ]/);
    // Five spaces or more after the marker: one of them belongs to it, the rest indent code.
    if (indent > 4) indent = 1;
    this.#column = markerEnd + indent;
    this.#previous = text;
    this.#previousLazy = false;
    this.#firstLine = true;
  }

  /** marked's list item tokenizer, one line: whether the line stays in the item. */
  #inItem(line: string): boolean {
    const rules = itemRules[Math.min(3, this.#column - 1)]!;
    const blank = !line.trim();
    // An item that starts with a blank line is empty if a second one follows.
    if ((this.#firstLine && this.#previousBlank && BLANK.test(line)) || rules.leaves.test(line)) return false;
    const expanded = expandTabs(line);
    if (blank || expanded.search(/[^ ]/) >= this.#column) this.#previousLazy = false;
    else {
      // An outdented line: a lazy continuation of the item's paragraph, if it ends in one.
      let previous = this.#previous;
      if (this.#firstLine && !previous.includes('\t')) {
        let marker;
        while (!rules.closed.test(previous) && (marker = /^ {0,3}(?:(?:[*+-]|\d{1,9}[.)])(?: |$)|> ?)/.exec(previous))) previous = previous.slice(marker[0].length);
        if (!previous.trim()) return false;
      }
      if (this.#previousBlank || INDENTED.test(previous.replace(/\t/g, '    ')) || rules.closed.test(previous)) return false;
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
   * start of a block, unless the quote's last block is code, a heading, a rule or HTML.
   */
  #inQuote(line: string): boolean {
    if (!QUOTE.test(line)) return this.#lazy && !BLANK.test(line) && !ENDS_QUOTE.test(line);
    const content = line.replace(/^(?: {0,3}>[ \t]?)+/, '');
    const inner = content.replace(MARKERS, '');
    const fence = FENCE.exec(inner);
    const paragraph = this.#lazy;
    this.#lazy = false;
    if (this.#end) {
      // Inside a fence in the quote, up to its closing line.
      if (this.#end.test(content)) this.#end = undefined;
    } else if (fence) this.#end = closer(fence[1]!);
    else this.#lazy = !(BLANK.test(inner) || (!paragraph && INDENTED.test(inner)) || [HEADING, HR, HTML_START, HTML_TAG].some((block) => block.test(inner)) || HR.test(content));
    return true;
  }
}

/** The line that closes a fence opened with `run` (marked allows spaces after it, not tabs). */
export function closer(run: string): RegExp {
  return new RegExp(`^ {0,3}${run[0]}{${run.length},} *$`);
}

/** What ends a top-level paragraph (marked's paragraph rule). */
function interruptsParagraph(line: string): boolean {
  return HR.test(line) || HEADING.test(line) || QUOTE.test(line) || FENCE.test(line) || ITEM_AFTER_TEXT.test(line) || HTML_START.test(line);
}

/** Leading spaces and tabs as spaces, tabs stopping every 4 columns from `column`. */
function expandTabs(text: string, column = 0): string {
  return text.replace(/^[ \t]+/, (blanks) => {
    let out = '';
    for (const c of blanks) out += c === '\t' ? ' '.repeat(4 - ((column + out.length) % 4)) : c;
    return out;
  });
}
