/**
 * The single pass behind `findChoiceBlocks` and `createChoiceStream`: it reads markdown in
 * chunks of any size and reports the text outside ```` ```choices ```` blocks and each block,
 * so the whole-text and the streaming answers cannot drift apart.
 */
import { ContainerTracker } from './containers.js';
import { CloserProbe, OpenerProbe } from './fence-probe.js';
import { NestedOpenerProbe, NestedScanner, Role } from './nested.js';

/** Where a line may end: marked reads CRLF and a lone CR as LF. */
const BREAK = /[\n\r]/g;

function isBreak(c: string): boolean {
  return c === '\n' || c === '\r';
}

/** A fenced `choices` block as found in the input. */
export interface ScannedBlock {
  /** Offset of the opening fence line's first character. */
  start: number;
  /** Offset just past the closing fence line (its line ending included), or the input's end. */
  end: number;
  /** The input from `start` to `end`, exactly. */
  raw: string;
  /** The lines between the fences, indentation removed as CommonMark does, joined with `\n`. */
  source: string;
  /** False when the input (or the list item or block quote holding the block) ended before a closing fence. */
  closed: boolean;
  /** The fence is inside a list item or a block quote. */
  nested: boolean;
}

export interface ScannerSink {
  /** Input outside `choices` blocks, in order and exactly as given. */
  text(text: string): void;
  /** A `choices` fence opened; its block follows through `close`. */
  open(start: number): void;
  close(block: ScannedBlock): void;
}

/** `choices`: a top-level block is open; `nested`: one in a list item or block quote. */
type Mode = 'text' | 'code' | 'choices' | 'nested';

/**
 * The single pass behind `findChoiceBlocks` and `createChoiceStream`: it reads markdown in
 * chunks of any size and reports the text outside ```` ```choices ```` blocks and each block,
 * so the whole-text and the streaming answers cannot drift apart.
 *
 * The probes look at each character once: a line is classified as its characters arrive,
 * and once its fate is settled the rest of it is skipped to the next line break. A line
 * outside fenced code is also read once more, whole, when it ends, by the `ContainerTracker`
 * (which keeps a few flags, never earlier lines). Pieces are joined by concatenation only (never
 * re-sliced), so feeding a long line one character at a time is still linear.
 *
 * Markdown covered (CommonMark fenced code blocks, as `marked` reads them): fences of 3+
 * backticks or tildes indented by at most 3 spaces; a backtick fence's info string holds no
 * backtick; the closing fence uses the same character, is at least as long, and is followed
 * only by spaces (marked 18 does not close on a tab there, though CommonMark would); content
 * lines lose up to as many leading white-space characters (a tab is one) as the opening
 * fence had spaces, as marked strips them; a block without a closing fence runs to the end
 * of the input. Lines end at LF, CRLF or a lone CR, each one line break, as `marked` reads
 * them (it turns both into LF before anything else); a CR that ends a chunk is held until
 * the next one tells whether an LF follows it. Offsets, `raw` and the text passed on are the
 * input as given, CRs included. Fences of other languages are tracked so that a ```` ```choices ````
 * line inside, say, a ```` ````markdown ```` block is content, not a block. A fence in a list
 * item or block quote (at any depth) is a block too, read by a `NestedScanner` from the
 * container's content, whole lines at a time, and ended with its container (`nested.ts`);
 * one in an HTML block is text, and one under a `[label]:` line is that link definition's
 * destination (see `containers.ts`).
 */
export class FenceScanner {
  private mode: Mode = 'text';
  /** Characters fed before the current chunk. */
  private consumed = 0;
  private lineStart = 0;
  private lineLength = 0;
  private readonly opener = new OpenerProbe();
  private readonly closer = new CloserProbe();
  private readonly nestedOpener = new NestedOpenerProbe();
  private readonly containers = new ContainerTracker();
  /** The content of the list item or block quote the current line is in. */
  private container: NestedScanner | undefined;
  /**
   * Text mode: the current line so far, for the container tracker at its end. Until
   * `emitting`, it is also held back from the sink: it may still open a `choices` block.
   */
  private line = '';
  /** Text mode: the current line cannot open a `choices` block, so it streams straight out. */
  private emitting = false;
  // The open `choices` block.
  private blockStart = 0;
  private fenceIndent = 0;
  private raw = '';
  private source = '';
  private lines = 0;
  /** The current content line, indentation stripped. */
  private content = '';
  private indentLeft = 0;
  /** The last chunk ended in a CR: the line break it starts may go on with an LF. */
  private cr = false;
  private finished = false;

  constructor(private readonly sink: ScannerSink) {}

  /** A `choices` block is open (its closing fence not seen yet). */
  get inBlock(): boolean {
    return this.mode === 'choices' || this.mode === 'nested';
  }

  /** The open block's input so far, exactly as given (a nested block's whole lines only). */
  get pendingRaw(): string {
    return this.raw;
  }

  /** The open block is inside a list item or a block quote. */
  get nested(): boolean {
    return this.mode === 'nested';
  }

  /**
   * The open block's content so far, including the unfinished line unless that line might
   * still turn out to be the closing fence.
   */
  get pendingSource(): string {
    // A nested block's lines are read whole.
    if (this.mode === 'nested') return this.source;
    if (this.content === '' || this.closer.live) return this.source;
    return this.lines > 0 ? this.source + '\n' + this.content : this.content;
  }

  feed(chunk: string): void {
    if (this.finished) throw new Error('FenceScanner: feed() after finish().');
    if (this.cr) {
      // The last chunk ended in a CR: read it again in front of this one, which may begin
      // with the LF of a CRLF.
      this.cr = false;
      this.consumed--;
      chunk = '\r' + chunk;
    }
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      let j = i;
      if (this.probeLive()) {
        while (j < n && !isBreak(chunk[j]!) && this.probeLive()) this.probe(chunk[j++]!);
      } else {
        // Nothing later on this line can change anything: jump to its end.
        BREAK.lastIndex = i;
        j = BREAK.exec(chunk)?.index ?? n;
      }
      if (j > i) this.take(chunk.slice(i, j));
      i = j;
      if (j === n || !isBreak(chunk[j]!)) continue;
      if (j + 1 === n && chunk[j] === '\r') {
        // An LF in the next chunk would belong to this line break.
        this.cr = true;
        break;
      }
      i = chunk.startsWith('\r\n', j) ? j + 2 : j + 1;
      this.endLine(this.consumed + i, chunk.slice(j, i));
    }
    this.consumed += n;
  }

  /** The input has ended: settles the last line and any block left open. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    const end = this.consumed;
    if (this.cr) this.endLine(end, '\r');
    if (this.mode === 'text' || this.mode === 'nested') {
      // The last line, without a line break, is read as any other; a block still open then
      // ran to the end of the input.
      if (this.lineLength > 0) this.endLine(end, '');
      if (this.inBlock) this.closeBlock(end, false);
    } else if (this.mode === 'choices') {
      if (this.lineLength > 0) {
        if (this.closer.closes) return this.closeBlock(end, true);
        this.pushLine();
      }
      this.closeBlock(end, false);
    }
  }

  private probeLive(): boolean {
    switch (this.mode) {
      case 'text':
      case 'nested':
        return this.opener.live || this.nestedOpener.live;
      default:
        return this.closer.live;
    }
  }

  private probe(c: string): void {
    if (this.mode === 'text' || this.mode === 'nested') {
      this.opener.feed(c);
      this.nestedOpener.feed(c);
    } else this.closer.feed(c);
  }

  /** Routes a piece of the current line (no CR or LF in it), already seen by the probe. */
  private take(piece: string): void {
    this.lineLength += piece.length;
    switch (this.mode) {
      case 'text':
        this.line += piece;
        if (this.emitting) return this.sink.text(piece);
        if (!this.opener.mayOpenChoices && !this.nestedOpener.mayOpen) {
          this.sink.text(this.line);
          this.emitting = true;
        }
        return;
      case 'nested':
        // Held whole: the line may be the block's, or end its container.
        this.line += piece;
        return;
      case 'code':
        return this.sink.text(piece);
      case 'choices':
        this.raw += piece;
        return this.appendContent(piece);
    }
  }

  private appendContent(piece: string): void {
    let k = 0;
    // As marked does: any white space counts, a tab as one character.
    while (this.indentLeft > 0 && k < piece.length && /\s/.test(piece[k]!)) {
      k++;
      this.indentLeft--;
    }
    if (k === piece.length) return;
    this.indentLeft = 0;
    this.content += piece.slice(k);
  }

  /** The line break `eol` ending the current line was seen; `end` is the offset just past it. */
  private endLine(end: number, eol: string): void {
    switch (this.mode) {
      case 'text':
      case 'nested':
        this.textLine(end, eol);
        break;
      case 'code':
        this.sink.text(eol);
        if (this.closer.closes) this.leaveFence();
        break;
      case 'choices':
        this.raw += eol;
        if (this.closer.closes) this.closeBlock(end, true);
        else this.pushLine();
        break;
    }
    this.lineStart = end;
    this.lineLength = 0;
    this.line = '';
    this.emitting = false;
    this.opener.reset();
    this.nestedOpener.reset();
    this.closer.reset();
    this.content = '';
    this.indentLeft = this.fenceIndent;
  }

  /**
   * A whole line outside top-level fenced code: a top-level line, or one of a list item or
   * block quote (which may open, continue or close a `choices` block nested in it).
   */
  private textLine(end: number, eol: string): void {
    const line = this.line + eol;
    const topLevel = this.containers.topLevel(this.line);
    const place = this.containers.place;
    let role = Role.Text;
    if (place.in === 'item' || place.in === 'quote') {
      let cut: boolean;
      let text: string | undefined;
      if (this.container && !place.starts) ({ role, cut, text } = this.container.line(place.content));
      else {
        cut = this.mode === 'nested';
        this.container = new NestedScanner(place.in === 'item');
        role = this.container.line(place.content).role;
      }
      if (this.mode === 'nested') {
        if (!cut) {
          this.raw += line;
          if (role === Role.Close) this.closeBlock(end, true);
          else {
            this.content = text ?? '';
            this.pushLine();
          }
          return;
        }
        this.closeBlock(this.lineStart, false);
      }
    } else {
      this.container = undefined;
      // The list item or quote ended, and the block open in it.
      if (this.mode === 'nested') this.closeBlock(this.lineStart, false);
    }
    if (role === Role.Open && !this.emitting) {
      this.mode = 'nested';
      this.blockStart = this.lineStart;
      this.raw = line;
      this.source = '';
      this.lines = 0;
      this.sink.open(this.blockStart);
    } else if (!this.emitting && topLevel && this.opener.isChoices) {
      this.openBlock(line);
    } else {
      this.emit(this.emitting ? eol : line);
      if (topLevel && this.opener.isFence) {
        this.mode = 'code';
        this.closer.expect(this.opener.char, this.opener.run);
      }
    }
  }

  private emit(text: string): void {
    if (text !== '') this.sink.text(text);
  }

  private openBlock(line: string): void {
    this.mode = 'choices';
    this.blockStart = this.lineStart;
    this.fenceIndent = this.opener.indentation;
    this.raw = line;
    this.source = '';
    this.lines = 0;
    this.closer.expect(this.opener.char, this.opener.run);
    this.sink.open(this.blockStart);
  }

  /** A top-level fenced block ended: what follows starts a new block. */
  private leaveFence(): void {
    this.mode = 'text';
    this.containers.reset();
  }

  private pushLine(): void {
    this.source = this.lines === 0 ? this.content : this.source + '\n' + this.content;
    this.lines++;
  }

  private closeBlock(end: number, closed: boolean): void {
    const nested = this.mode === 'nested';
    const block: ScannedBlock = { start: this.blockStart, end, raw: this.raw, source: this.source, closed, nested };
    if (nested) this.mode = 'text';
    else this.leaveFence();
    this.fenceIndent = 0;
    this.raw = '';
    this.source = '';
    this.lines = 0;
    this.sink.close(block);
  }
}
