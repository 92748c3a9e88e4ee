/**
 * Character-by-character recognisers for CommonMark fence lines, fed one line at a time.
 * They keep just enough state to decide a line without ever looking back at it, which is
 * what lets the scanner stay linear however its input is chunked.
 */

/** Space or tab (the scanner never feeds a line break: CR and LF both end the line). */
function isBlank(c: string): boolean {
  return c === ' ' || c === '\t';
}

const WORD = 'choices';

/**
 * Recognises an opening fence: up to 3 spaces, 3 or more backticks or tildes, an info
 * string (for backtick fences, one without backticks). Also tells whether the info string's
 * first word is `choices`, case-insensitively.
 */
export class OpenerProbe {
  /** 0 indent, 1 fence run, 2 info string, 3 not a fence. */
  private phase = 0;
  private indent = 0;
  char = '';
  run = 0;
  /** Info string's first word: 0 not started, 1 inside it, 2 after it. */
  private word = 0;
  private wordLength = 0;
  private wordMatches = true;

  reset(): void {
    this.phase = 0;
    this.indent = 0;
    this.char = '';
    this.run = 0;
    this.word = 0;
    this.wordLength = 0;
    this.wordMatches = true;
  }

  get indentation(): number {
    return this.indent;
  }

  feed(c: string): void {
    switch (this.phase) {
      case 0:
        if (c === ' ') {
          if (++this.indent > 3) this.phase = 3;
        } else if (c === '`' || c === '~') {
          this.char = c;
          this.run = 1;
          this.phase = 1;
        } else this.phase = 3;
        return;
      case 1:
        if (c === this.char) {
          this.run++;
          return;
        }
        if (this.run < 3) {
          this.phase = 3;
          return;
        }
        this.phase = 2;
        this.feedInfo(c);
        return;
      case 2:
        this.feedInfo(c);
    }
  }

  private feedInfo(c: string): void {
    if (this.char === '`' && c === '`') {
      this.phase = 3;
      return;
    }
    if (isBlank(c)) {
      if (this.word === 1) this.word = 2;
      return;
    }
    if (this.word === 2) return;
    this.word = 1;
    this.wordLength++;
    if (this.wordLength > WORD.length || c.toLowerCase() !== WORD[this.wordLength - 1]) this.wordMatches = false;
  }

  /** Whether more characters on this line could still change the verdict. */
  get live(): boolean {
    if (this.phase < 2) return true;
    if (this.phase === 3) return false;
    // A backtick anywhere later would unmake a backtick fence; a tilde fence is settled
    // once its first word is known.
    return this.char === '`' || (this.word < 2 && this.wordMatches);
  }

  /** Whether the line, as far as seen, could still end up opening a `choices` block. */
  get mayOpenChoices(): boolean {
    if (this.phase < 2) return true;
    if (this.phase === 3) return false;
    return this.wordMatches && (this.word < 2 || this.wordLength === WORD.length);
  }

  /** At line end: the line opens a fenced code block. */
  get isFence(): boolean {
    return (this.phase === 1 && this.run >= 3) || this.phase === 2;
  }

  /** At line end: the line opens a fenced code block whose info string starts with `choices`. */
  get isChoices(): boolean {
    return this.phase === 2 && this.word > 0 && this.wordMatches && this.wordLength === WORD.length;
  }
}

/**
 * Recognises the closing fence of an open block: up to 3 spaces, at least as many of the
 * opening fence's character, then only spaces. Not tabs: marked 18 takes "```" + tab for a
 * content line (CommonMark would close on it), and the rendered page is what counts.
 */
export class CloserProbe {
  /** 0 indent, 1 fence run, 2 trailing blanks, 3 not a closer. */
  private phase = 0;
  private indent = 0;
  private run = 0;
  private char = '`';
  private length = 3;

  /** Starts watching for the fence that closes a block opened with `length` × `char`. */
  expect(char: string, length: number): void {
    this.char = char;
    this.length = length;
    this.reset();
  }

  reset(): void {
    this.phase = 0;
    this.indent = 0;
    this.run = 0;
  }

  feed(c: string): void {
    switch (this.phase) {
      case 0:
        if (c === ' ') {
          if (++this.indent > 3) this.phase = 3;
        } else if (c === this.char) {
          this.run = 1;
          this.phase = 1;
        } else this.phase = 3;
        return;
      case 1:
        if (c === this.char) this.run++;
        else if (c === ' ' && this.run >= this.length) this.phase = 2;
        else this.phase = 3;
        return;
      case 2:
        if (c !== ' ') this.phase = 3;
    }
  }

  get live(): boolean {
    return this.phase !== 3;
  }

  /** At line end: the line closes the block. */
  get closes(): boolean {
    return (this.phase === 1 && this.run >= this.length) || this.phase === 2;
  }
}
