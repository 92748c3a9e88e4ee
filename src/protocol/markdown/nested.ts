/**
 * ```` ```choices ```` fences inside list items and block quotes, read from the container's
 * content as marked lexes it (an item's lines without its indentation, a quote's without one
 * `>`).
 */
import { ContainerTracker, FENCE, closer } from './containers.js';
import { OpenerProbe } from './fence-probe.js';

/** What a container's line is to the `choices` block it may open, continue or close. */
export const enum Role {
  /** Outside any `choices` block (other fences and text alike). */
  Text,
  /** The opening fence of a `choices` block in the container (at any depth). */
  Open,
  /** A content line of the open block. */
  Inside,
  /** The open block's closing fence. */
  Close,
}

export interface NestedLine {
  role: Role;
  /** For `Inside`: the block's content line, without the fence's indentation. */
  text?: string;
  /** A `choices` block open before this line ended without a closing fence: its container ended. */
  cut: boolean;
}

/**
 * How deep containers are followed: each level reads the line once more, so a bound keeps
 * the work linear (and the stack small) for hostile text like 30,000 `> ` in a row. A fence
 * nested deeper is text (marked, which recurses, would render it as code or fail).
 */
export const MAX_NESTING = 16;

/** The opening fence line of a code block: indentation, the fence run, its info string. */
const OPENER = /^( {0,3})(`{3,}|~{3,})(.*)$/s;

/**
 * ```` ```choices ```` fences inside list items and block quotes. marked lexes a container's
 * content as a markdown document of its own (an item's lines without its indentation, a
 * quote's without one `>` marker), so a `NestedScanner` does the same: the scanner hands it
 * each line of a container, as that content (from `ContainerTracker.place`), and it follows
 * fences at its own level and the containers inside it, each through a `NestedScanner` of
 * its own. A fence in a container ends with it, as in CommonMark and marked (a quote's lazy
 * line never continues a fence).
 *
 * It reads whole lines only; the scanner holds a line back while `NestedOpenerProbe` says
 * it could still open such a block, so the text it passes on never holds one.
 *
 * Follows the content of one list item or block quote, line by line.
 */
export class NestedScanner {
  readonly #tracker: ContainerTracker;
  /** The container the current line is in, one level down. */
  #child: NestedScanner | undefined;
  /** A fence open at this level: the line that closes it, whether it is a `choices` one, its indentation. */
  #fence: { end: RegExp; choices: boolean; indent: number } | undefined;

  /**
   * @param item the lines are a list item's content (else a block quote's)
   * @param depth how many containers hold these lines (1 for a top-level one)
   */
  constructor(
    item: boolean,
    private readonly depth = 1,
  ) {
    this.#tracker = new ContainerTracker(item);
  }

  /** A `choices` block is open, here or deeper. */
  get inBlock(): boolean {
    return this.#fence ? this.#fence.choices : (this.#child?.inBlock ?? false);
  }

  /** Reads the next line of the container's content (no line break). */
  line(content: string): NestedLine {
    const fence = this.#fence;
    if (fence) {
      if (fence.end.test(content)) {
        this.#fence = undefined;
        this.#tracker.reset();
        return { role: fence.choices ? Role.Close : Role.Text, cut: false };
      }
      if (!fence.choices) return { role: Role.Text, cut: false };
      return { role: Role.Inside, text: stripIndent(content, fence.indent), cut: false };
    }
    const open = this.inBlock;
    const top = this.#tracker.topLevel(content);
    const place = this.#tracker.place;
    if (place.in === 'item' || place.in === 'quote') {
      if (this.#child && !place.starts) return this.#child.line(place.content);
      // A new item or quote: a block open in the one before ended with it.
      if (this.depth >= MAX_NESTING) return { role: Role.Text, cut: open };
      this.#child = new NestedScanner(place.in === 'item', this.depth + 1);
      return { role: this.#child.line(place.content).role, cut: open };
    }
    this.#child = undefined;
    const opener = top && FENCE.test(content) ? OPENER.exec(content) : null;
    if (!opener) return { role: Role.Text, cut: open };
    const choices = isChoicesInfo(opener[3]!);
    this.#fence = { end: closer(opener[2]!), choices, indent: opener[1]!.length };
    return { role: choices ? Role.Open : Role.Text, cut: open };
  }
}

/** The info string's first word is `choices`, in any case (as `OpenerProbe` reads it). */
function isChoicesInfo(info: string): boolean {
  return info.replace(/^[ \t]+/, '').split(/[ \t]/, 1)[0]!.toLowerCase() === 'choices';
}

/** A content line without up to `indent` leading white-space characters (a tab is one), as marked strips them. */
function stripIndent(line: string, indent: number): string {
  let k = 0;
  while (k < indent && k < line.length && /\s/.test(line[k]!)) k++;
  return line.slice(k);
}

/**
 * Whether a line, as far as it has arrived, could still open a `choices` fence inside
 * containers: white space, `>` markers and list markers (`-`, `*`, `+`, `1.`, `1)`, each
 * followed by a space or tab), then a `choices` fence. While it could, the scanner holds the
 * line back rather than pass it on as text.
 */
export class NestedOpenerProbe {
  /** 0 prefix, 1 a list marker that needs a blank, 2 an ordered marker's digits, 3 the fence, 4 no opener. */
  #phase = 0;
  #digits = 0;
  readonly #fence = new OpenerProbe();

  reset(): void {
    this.#phase = 0;
    this.#digits = 0;
  }

  feed(c: string): void {
    switch (this.#phase) {
      case 0:
        if (c === ' ' || c === '\t' || c === '>') return;
        if (c === '-' || c === '*' || c === '+') this.#phase = 1;
        else if (c >= '0' && c <= '9') {
          this.#phase = 2;
          this.#digits = 1;
        } else if (c === '`' || c === '~') {
          this.#phase = 3;
          this.#fence.reset();
          this.#fence.feed(c);
        } else this.#phase = 4;
        return;
      case 1:
        this.#phase = c === ' ' || c === '\t' ? 0 : 4;
        return;
      case 2:
        if (c >= '0' && c <= '9' && ++this.#digits <= 9) return;
        this.#phase = c === '.' || c === ')' ? 1 : 4;
        return;
      case 3:
        this.#fence.feed(c);
    }
  }

  /** Whether more characters on this line could still change the verdict. */
  get live(): boolean {
    return this.#phase === 3 ? this.#fence.live : this.#phase !== 4;
  }

  /** Whether the line, as far as seen, could still open a nested `choices` block. */
  get mayOpen(): boolean {
    return this.#phase === 3 ? this.#fence.mayOpenChoices : this.#phase !== 4;
  }
}
