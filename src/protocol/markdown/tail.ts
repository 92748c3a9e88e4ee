import { ContainerTracker, FENCE, LIST_ITEM, closer } from './containers.js';

const BLANK = /^[ \t]*$/;
/** A line break, as marked reads them (it turns CRLF and a lone CR into LF before anything else). */
const BREAK = /\r\n?|\n/g;
/** Text that may still grow into a list marker once more characters arrive. */
const MAYBE_MARKER = /^ {0,3}(?:[-+*]|\d{1,9}[.)]?)$/;
/** List markers and indentation at the start of a line. */
const LIST_PREFIX = /^(?:[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))*[ \t]*/;
/** HTML (a block, or inline at the start of a line): renderers differ on where its blocks end. */
const HTML_START = /^<[A-Za-z/!?]/;
/** An item's first block that renderers read differently: a quote, a heading or a rule. */
const ODD_ITEM = /^(?:[>#]|[-*_][ \t]*[-*_][ \t]*[-*_])/;

/**
 * `markdownTailStart`: where the part of a streaming markdown message that may still change
 * begins. A host rendering markdown per token renders the text before it once and
 * re-renders only the tail, instead of the whole message so far: the cost per
 * token then follows the size of the last block, not of the message.
 *
 * The offset where the trailing, unfinished part of `text` begins: 0 when nothing is known
 * to be finished yet, at most `text.length`. The text before it is whole top-level blocks
 * ended by a blank line that nothing appended can reopen, so for any continuation `more`,
 * rendering `text.slice(0, n)` and `(text + more).slice(n)` separately and joining the HTML
 * gives what rendering `text + more` whole gives. Call it again on the tail as it grows
 * (the tail starts at a block boundary, so the scan needs nothing from before it).
 *
 * Lines end at LF, CRLF or a lone CR, as `marked` reads them; a text ending in a CR whose LF
 * is still to come gives the same offset either way.
 *
 * A line starts the tail when it follows a blank line at the top level of the text, as
 * `marked` reads it (the same `ContainerTracker` that tells `findChoiceBlocks` which fences
 * are nested): outside fenced code and HTML blocks, and outside a list item unless it ends
 * the list. It must start with something other than a space or tab (an indented line may
 * continue indented code or a list item) and, after a list, must not be another item of it
 * (a blank line between items makes one loose list, not two). Its first characters must
 * have arrived to tell. Where markdown renderers part ways (raw HTML, which may hold blank
 * lines; a line at the margin right under a list item; an empty item; a quote, heading or
 * rule as an item's first block), nothing after it is committed: the tail grows, and stays
 * right.
 *
 * One thing a split cannot honour: a link reference definition (`[label]: url`) applies to
 * the whole document, so one arriving after the split does not turn `[label]` before it into
 * a link. Work is linear in `text.length`.
 */
export function markdownTailStart(text: string): number {
  const blocks = new ContainerTracker();
  let start = 0;
  let at = 0;
  let afterBlank = false;
  /** The last line that was not blank is in a list item. */
  let inList = false;
  /** Since the last boundary there is something renderers read differently: commit no more. */
  let murky = false;
  /** The closing line of a fence open in a list item. */
  let itemFence: RegExp | undefined;
  while (at < text.length) {
    const lineStart = at;
    BREAK.lastIndex = at;
    const complete = BREAK.exec(text);
    const line = text.slice(at, complete ? complete.index : text.length);
    at = complete ? BREAK.lastIndex : text.length;
    const blank = BLANK.test(line);
    const prevBlank = afterBlank;
    afterBlank = blank;
    if (blank) {
      blocks.topLevel(line);
      continue;
    }
    const indented = /^[ \t]/.test(line);
    const marker = LIST_ITEM.test(line);
    if (prevBlank && !indented && !blocks.inRaw) {
      if (murky) break;
      // Enough of the line must be here to tell whether it is another item of the list.
      if (inList && !complete && MAYBE_MARKER.test(line)) break;
      if (!(inList && marker)) start = lineStart;
    }
    const wasRaw = blocks.inRaw;
    const underItem = blocks.inList && !indented && !prevBlank && !marker;
    blocks.topLevel(line);
    inList = blocks.inList;
    if (wasRaw) continue;
    const inItem = line.slice(LIST_PREFIX.exec(line)![0].length);
    // Fenced code in a list item (the tracker follows top-level fences only).
    if (itemFence && inList) {
      if (itemFence.test(inItem)) itemFence = undefined;
      continue;
    }
    const fence = inList ? FENCE.exec(inItem) : null;
    itemFence = fence ? closer(fence[1]!) : undefined;
    // A line at the margin right under an item is a lazy continuation or the list's end;
    // HTML anywhere, or an empty item or one holding a quote, heading or thematic break,
    // are where renderers part ways too.
    if (underItem || HTML_START.test(inItem.replace(/^(?:>[ \t]*)+/, '')) || (marker && (inItem === '' || ODD_ITEM.test(inItem)))) murky = true;
  }
  return start;
}
