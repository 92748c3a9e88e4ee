/**
 * `findChoiceBlocks`: every ```` ```choices ```` block of a complete markdown text, where it
 * sits and what it parses to; the streaming reader gives the same blocks for the same text,
 * however it arrives.
 */
import type { ParseResult } from '../model.js';
import { choicesBlock } from '../dialects/choices-block/index.js';
import { FenceScanner } from './scanner.js';

/** One ```` ```choices ```` block of a markdown text. */
export interface ChoiceBlock {
  /** Offset of the first character of the opening fence line (its indentation included). */
  start: number;
  /**
   * Offset just past the closing fence line, its line break (LF, CRLF or CR) included, so
   * the text after the block starts on the next line. For a block without a closing fence,
   * the input's length.
   */
  end: number;
  /**
   * The text between the fences: each line break (CRLF and a lone CR too) as `\n`, each
   * line without as many leading white-space characters (a tab is one) as the opening fence
   * had spaces of indentation (as marked strips them), no final newline.
   */
  source: string;
  /** `source` parsed as the `choices-block` dialect; `ok: false` means render it raw. */
  result: ParseResult;
  /**
   * False when the input ended before a closing fence. CommonMark lets such a block run to
   * the end of the document, so it is still reported (and still parsed: a reply cut off
   * after its JSON may well be valid); a streaming host may treat it as incomplete.
   */
  closed: boolean;
  /**
   * The fence is inside a list item or a block quote (at any depth). `start` is then the
   * start of its line, container markers included, and `source` is the content as marked
   * reads it: without the item's indentation or the quote's `>` markers, then without the
   * fence's own indentation.
   */
  nested: boolean;
}

/**
 * Finds the ```` ```choices ```` blocks (info string's first word `choices`, any case) of
 * a markdown text in one linear pass: backtick or tilde fences, up to 3 spaces of
 * indentation. Lines end at LF, CRLF or a lone CR, each one line break, as `marked` reads
 * them; offsets index the text as given.
 *
 * A block is a fence at the top level of the message or inside a list item (indented under
 * `- item` as far as the item's text, or on the item's own line) or a block quote, at any
 * depth, as `marked` 18 reads it: exactly the fences `choicesMarkdown()` numbers, in the
 * same order, so a block's index here is its prompt's `blockIndex`. A nested block's
 * content is read as marked reads it (the container's indentation or `>` markers removed,
 * then the fence's own indentation), and ends with its container: a quote's fence has no
 * lazy lines. A fence inside an HTML block or another fenced block is not one, nor is a
 * fence line right under a `[label]:` line: marked takes it for the link definition's
 * destination. Where marked parts from CommonMark, marked wins: a closing fence followed
 * by a tab does not close the block. What `containers.ts` does not model (tables not
 * followed by a blank line, a few setext corners, the trimmed end of a list) may still
 * disagree.
 * Never throws; a non-string gives `[]`.
 */
export function findChoiceBlocks(markdown: string): ChoiceBlock[] {
  if (typeof markdown !== 'string') return [];
  const blocks: ChoiceBlock[] = [];
  const scanner = new FenceScanner({
    text() {},
    open() {},
    close: ({ start, end, source, closed, nested }) => blocks.push({ start, end, source, result: parseBlockSource(source), closed, nested }),
  });
  scanner.feed(markdown);
  scanner.finish();
  return blocks;
}

/** What a block's source means: the `choices-block` dialect's parse of it. */
export function parseBlockSource(source: string): ParseResult {
  return choicesBlock.parse(source);
}
