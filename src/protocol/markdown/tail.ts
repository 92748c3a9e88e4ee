/**
 * `markdownTailStart`: where the part of a streaming markdown message that may still change
 * begins. A host rendering markdown per token renders the text before it once and
 * re-renders only the tail, instead of the whole message so far (issue 5): the cost per
 * token then follows the size of the last block, not of the message.
 */

const BLANK = /^[ \t]*$/;
/** A list item's marker at the start of a line, as far as the line has arrived. */
const LIST_MARKER = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;
/** Text that may still grow into a list marker once more characters arrive. */
const MAYBE_MARKER = /^ {0,3}(?:[-+*]|\d{1,9}[.)]?)$/;
/** A list item's marker and the spaces after it (from five on, one counts: the rest indents code). */
const ITEM = /^[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]{1,4}(?=\S)|[ \t](?=[ \t]{4}))/;
/** A fence opener after any container prefix (block quotes, list markers, indentation). */
const FENCE_OPEN = /^((?:[ \t]*(?:>|[-+*][ \t]|\d{1,9}[.)][ \t]))*[ \t]*)(`{3,}|~{3,})(.*)$/;
/** List markers and indentation at the start of a line. */
const LIST_PREFIX = /^(?:[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))*[ \t]*/;
/** HTML (a block, or inline at the start of a line): renderers differ on where its blocks end. */
const HTML_START = /^<[A-Za-z/!?]/;
/** Headings and thematic breaks: they end the list above them (only text continues an item lazily). */
const NOT_TEXT = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|([-*_])(?:[ \t]*\1){2,}[ \t]*$)/;

interface Fence {
  char: string;
  length: number;
  /** Opened inside a block quote, which (and so the fence) ends at a line without `>`. */
  quoted: boolean;
  /** Opened in a list item: a line indented less than this leaves the item, and the fence. */
  itemIndent: number;
}

/**
 * The offset where the trailing, unfinished part of `text` begins: 0 when nothing is known
 * to be finished yet, at most `text.length`. The text before it is whole top-level blocks
 * ended by a blank line that nothing appended can reopen, so for any continuation `more`,
 * rendering `text.slice(0, n)` and `(text + more).slice(n)` separately and joining the HTML
 * gives what rendering `text + more` whole gives. Call it again on the tail as it grows
 * (the tail starts at a block boundary, so the scan needs nothing from before it).
 *
 * A line starts the tail when it follows a blank line and is outside fenced code (```` ``` ````
 * and `~~~`, in block quotes and list items too); it must start with something other than
 * a space or tab (an indented line may continue indented code or a list item) and, after a
 * list, must not be another item of it (a blank line between items makes one loose list,
 * not two). Its first characters must have arrived to tell. Where markdown renderers part
 * ways (raw HTML, which may hold blank lines; a line at the margin right under a list item;
 * an empty item; a quote, heading or rule as an item's first block), nothing after it is
 * committed: the tail grows, and stays right.
 *
 * One thing a split cannot honour: a link reference definition (`[label]: url`) applies to
 * the whole document, so one arriving after the split does not turn `[label]` before it into
 * a link. Work is linear in `text.length`.
 */
export function markdownTailStart(text: string): number {
  let start = 0;
  let at = 0;
  let afterBlank = false;
  /** The blocks since the last boundary began with a list item. */
  let inList = false;
  /** Where the content of the list items the line may be in begins, outermost first. */
  let items: number[] = [];
  let fence: Fence | undefined;
  /** Since the last boundary there is something renderers read differently: commit no more. */
  let murky = false;
  while (at < text.length) {
    const lineStart = at;
    const end = text.indexOf('\n', at);
    const complete = end >= 0;
    const raw = text.slice(at, complete ? end : text.length);
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const blank = BLANK.test(line);
    const prevBlank = afterBlank;
    afterBlank = blank;
    at = complete ? end + 1 : text.length;

    // Inside a fence the line is content, unless it leaves the container the fence is in: a
    // blank line or one without `>` leaves a block quote; a line indented less than a list
    // item's content leaves the item when it starts a block of its own or follows a blank
    // line (other text may be a lazy continuation: renderers differ). A line that leaves is
    // read anew.
    if (fence) {
      const outdented = !blank && indentOf(line) < fence.itemIndent;
      if (outdented && !prevBlank && !startsBlock(line)) murky = true;
      const leaves = fence.quoted ? blank || !/^[ \t]*>/.test(line) : outdented && (prevBlank || startsBlock(line));
      if (!leaves) {
        if (isCloser(line, fence)) fence = undefined;
        continue;
      }
      fence = undefined;
    }

    if (blank) continue;
    const indented = /^[ \t]/.test(line);
    if (prevBlank && !indented) {
      // Renderers read something since the last boundary differently: commit no more.
      if (murky) break;
      // Enough of the line must be here to tell whether it is another item of the list.
      if (inList && !complete && MAYBE_MARKER.test(line)) break;
      if (!(inList && LIST_MARKER.test(line))) {
        start = lineStart;
        inList = false;
        items = [];
      }
    }
    if (LIST_MARKER.test(line)) inList = true;
    else if (inList && !indented && !prevBlank) {
      // A line at the margin right under an item: a lazy continuation or the list's end,
      // which renderers decide differently.
      murky = true;
    }
    const item = ITEM.exec(line);
    if (item) {
      const indent = indentOf(line);
      while (items.length > 0 && items[items.length - 1]! > indent) items.pop();
      items.push(item[0].length);
    }
    // The innermost item whose content this line's indentation reaches.
    const within = item ? 0 : (items.filter((column) => column <= indentOf(line)).pop() ?? 0);
    // Four columns into its container, a fence is indented code.
    const code = indentOf(line) - within >= 4;
    fence = code ? undefined : fenceOpenedBy(line, within);
    const inItem = line.slice(LIST_PREFIX.exec(line)![0].length);
    if (!fence && !code && HTML_START.test(inItem.replace(/^(?:>[ \t]*)+/, ''))) murky = true;
    // Lists holding more than text and fenced code (an empty item, a quote, heading or
    // thematic break in an item) are where renderers part ways too.
    if (inList && LIST_MARKER.test(line) && (inItem === '' || /^(?:[>#]|[-*_][ \t]*[-*_][ \t]*[-*_])/.test(inItem))) murky = true;
  }
  return start;
}

/** A line that starts a block of its own: it cannot be the lazy continuation of a paragraph. */
function startsBlock(line: string): boolean {
  return LIST_MARKER.test(line) || NOT_TEXT.test(line) || /^ {0,3}>/.test(line) || FENCE_OPEN.test(line) || HTML_START.test(line.trimStart());
}

function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)![0].length;
}

/** `within`: the indentation a line needs to stay in the list item the fence may be in. */
function fenceOpenedBy(line: string, within: number): Fence | undefined {
  const match = FENCE_OPEN.exec(line);
  if (!match) return undefined;
  const [, prefix, marks, info] = match;
  if (marks![0] === '`' && info!.includes('`')) return undefined;
  const quoted = prefix!.includes('>');
  const item = /(?:[-+*]|\d{1,9}[.)])[ \t]/.exec(prefix!);
  return {
    char: marks![0]!,
    length: marks!.length,
    quoted,
    itemIndent: quoted ? 0 : item ? prefix!.length : within,
  };
}

function isCloser(line: string, fence: Fence): boolean {
  // Quote markers are the container's, and only a quoted fence has them before its closer.
  const body = fence.quoted ? line.replace(/^(?:[ \t]*>)*/, '') : line;
  const match = /^([ \t]*)(`{3,}|~{3,})[ \t]*$/.exec(body);
  if (!match || match[2]![0] !== fence.char || match[2]!.length < fence.length) return false;
  // Up to three spaces in from its container: the quote (and the space after `>`), the
  // list item's content, or the margin.
  return match[1]!.length <= (fence.quoted ? 4 : fence.itemIndent + 3);
}
