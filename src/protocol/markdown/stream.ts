/**
 * `createChoiceStream`: splits an assistant message, as it streams in, into the text around
 * ```` ```choices ```` blocks and the blocks, so an open block shows as a pending prompt rather
 * than half-written JSON.
 */
import type { ParseResult } from '../model.js';
import { parseBlockSource } from './blocks.js';
import { FenceScanner } from './scanner.js';

/**
 * A piece of the streamed message.
 * - `text`: markdown outside `choices` blocks, exactly as received.
 * - `block`: a complete block (or, from `end()`, one the message left unterminated; or one
 *   in a list item or quote that ended before its closing fence): `source` is what
 *   `findChoiceBlocks` reports, `raw` the exact fenced text (the fences included, and a
 *   nested block's container markers and indentation) for hosts that fall back to
 *   rendering it as code when `result` is not ok.
 * - `pending`: the block still open, with its content so far (`raw`: the input so far from
 *   its opening line). It stands until the next `pending` or the `block` that replaces it.
 *
 * `nested` says the block is in a list item or block quote, which goes on after it: the
 * text segment that follows continues that container in the markdown, so rendered as a
 * piece of its own it starts a new list or quote. A host that wants the container whole
 * renders a nested block inside its text instead (docs/markdown.md, "Nested blocks: keep
 * them in the text").
 */
export type StreamSegment =
  | { kind: 'text'; text: string }
  | { kind: 'block'; source: string; raw: string; result: ParseResult; closed: boolean; nested: boolean }
  | { kind: 'pending'; source: string; raw: string; nested: boolean };

export interface ChoiceStream {
  /** Reads the next chunk; returns what became known since the previous call. */
  push(chunk: string): StreamSegment[];
  /** The message is complete: returns the rest (the held-back last line, an unterminated block). */
  end(): StreamSegment[];
}

/**
 * A streaming reader of one message. Guarantees, whatever the chunk boundaries:
 * - the `text` and `block` segments, adjacent texts merged and `pending` ones dropped, are
 *   the same for every chunking and match `findChoiceBlocks` on the whole text; texts and
 *   block `raw`s concatenate back to the input;
 * - text is released as soon as it is known not to start a `choices` block: only the current
 *   unfinished line is ever held back, and only while it could still be an opening fence
 *   (after container markers: `- `, `1. `, `> `, indentation) or a nested block's line
 *   (besides a CR ending a chunk: it waits for the next chunk, which may begin with its LF;
 *   LF, CRLF and a lone CR each break a line, as `marked` reads them);
 * - total work is linear in the message length (each character is examined once).
 *
 * `push` after `end` throws: that is a bug in the caller, not bad input.
 */
export function createChoiceStream(): ChoiceStream {
  let out: StreamSegment[] = [];
  let ended = false;
  const scanner = new FenceScanner({
    text(text) {
      const last = out[out.length - 1];
      if (last?.kind === 'text') last.text += text;
      else out.push({ kind: 'text', text });
    },
    open() {},
    close({ source, raw, closed, nested }) {
      out.push({ kind: 'block', source, raw, result: parseBlockSource(source), closed, nested });
    },
  });
  const drain = (): StreamSegment[] => {
    const segments = out;
    out = [];
    return segments;
  };
  return {
    push(chunk) {
      if (ended) throw new Error('createChoiceStream: push() after end().');
      if (typeof chunk !== 'string') throw new TypeError(`createChoiceStream: push() takes a string, not ${typeof chunk}.`);
      if (chunk === '') return [];
      scanner.feed(chunk);
      if (scanner.inBlock) out.push({ kind: 'pending', source: scanner.pendingSource, raw: scanner.pendingRaw, nested: scanner.nested });
      return drain();
    },
    end() {
      if (ended) return [];
      ended = true;
      scanner.finish();
      return drain();
    },
  };
}
