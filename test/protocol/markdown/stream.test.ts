import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../../helpers/property.js';
import { createChoiceStream, type StreamSegment } from '../../../src/protocol/markdown/stream.js';
import { findChoiceBlocks } from '../../../src/protocol/markdown/blocks.js';
import { fence, seedJson, stable } from './fixtures.js';
import { chunk } from '../../helpers/chunks.js';
import { scannerWork } from '../../helpers/work.js';
import { longLines } from '../../fixtures/worst-case.mjs';

/** Feeds `chunks` then ends; returns every segment in order. */
function run(chunks: string[]): StreamSegment[] {
  const stream = createChoiceStream();
  return [...chunks.flatMap((c) => stream.push(c)), ...stream.end()];
}

/** Text and block segments with pendings dropped and adjacent texts merged: what a host finally shows. */
function settled(segments: StreamSegment[]): unknown[] {
  const out: unknown[] = [];
  for (const s of segments) {
    if (s.kind === 'pending') continue;
    const last = out[out.length - 1] as { kind: string; text: string } | undefined;
    if (s.kind === 'text') {
      if (last?.kind === 'text') last.text += s.text;
      else out.push({ kind: 'text', text: s.text });
    } else out.push({ kind: 'block', source: s.source, raw: s.raw, closed: s.closed, result: stable(s.result) });
  }
  return out;
}

/** The same picture built from findChoiceBlocks on the whole text. */
function expected(markdown: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  for (const b of findChoiceBlocks(markdown)) {
    if (b.start > at) out.push({ kind: 'text', text: markdown.slice(at, b.start) });
    out.push({ kind: 'block', source: b.source, raw: markdown.slice(b.start, b.end), closed: b.closed, result: stable(b.result) });
    at = b.end;
  }
  if (at < markdown.length) out.push({ kind: 'text', text: markdown.slice(at) });
  return out;
}


const smallJson = '{"question":"Q?","options":[{"label":"A","value":"a"},{"label":"B","value":"b"}]}';

/** Markdown built from lines that hit every fence rule: indents, both characters, lengths, info strings, CRLF. */
const fenceLine = fc
  .tuple(
    fc.constantFrom('', ' ', '   ', '    ', '\t'),
    fc.constantFrom('```', '````', '~~~', '~~~~', '``', '`````'),
    fc.constantFrom('', 'choices', 'Choices', ' choices x', 'js', 'markdown', 'choices`', 'choicesx', '  ', '\t'),
  )
  .map((parts) => parts.join(''));
const otherLine = fc.constantFrom('', 'text', '> quoted', '- item', smallJson, seedJson, '{', '}', '"a": 1,', ' `x` ', '``` ');
const markdownDoc = fc
  .tuple(fc.array(fc.oneof(fenceLine, otherLine), { maxLength: 14 }), fc.constantFrom('\n', '\r\n'), fc.boolean())
  .map(([lines, eol, trailing]) => lines.join(eol) + (trailing ? eol : ''));
const anyDoc = fc.oneof(markdownDoc, fc.string({ unit: fc.constantFrom('`', '~', ' ', '\n', '\r', 'c', 'choices', '{}', 'x') }));

describe('createChoiceStream', () => {
  it('gives the same text and blocks as findChoiceBlocks for every chunking', () => {
    assertProperty(
      fc.property(anyDoc, fc.array(fc.nat(), { maxLength: 12 }), (doc, cuts) => {
        const segments = run(chunk(doc, cuts));
        expect(settled(segments)).to.deep.equal(expected(doc));
        const rebuilt = segments.map((s) => (s.kind === 'text' ? s.text : s.kind === 'block' ? s.raw : '')).join('');
        expect(rebuilt, 'texts and block raws give the input back').to.equal(doc);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same result as the whole text for arbitrary text cut at arbitrary UTF-16 offsets', function () {
    // 500 generated cases: well within mocha's 5 s on an idle machine, not on a loaded CI one.
    this.timeout(30_000);
    // Any code point (surrogate pairs cut in half by a chunk boundary, lone surrogates,
    // CR and LF apart), mixed with fence lines and valid blocks so blocks open and close.
    const anyText = fc.string({ unit: 'binary', maxLength: 30 });
    const line = fc.oneof(anyText, fenceLine, otherLine, fc.constantFrom('\r', '\r\n', '\n', '\uD83D', '\uDE00', '\u2028'));
    const doc = fc.array(line, { maxLength: 16 }).chain((parts) => fc.array(fc.constantFrom('\n', '\r\n', '\r', ''), { minLength: parts.length, maxLength: parts.length }).map((eols) => parts.map((p, i) => p + eols[i]).join('')));
    assertProperty(
      fc.property(doc, fc.array(fc.nat(), { maxLength: 20 }), (text, cuts) => {
        const segments = run(chunk(text, cuts));
        expect(settled(segments)).to.deep.equal(expected(text));
        expect(segments.map((s) => (s.kind === 'text' ? s.text : s.kind === 'block' ? s.raw : '')).join('')).to.equal(text);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same result one character at a time as all at once', () => {
    assertProperty(
      fc.property(markdownDoc, (doc) => {
        expect(settled(run([...doc]))).to.deep.equal(settled(run([doc])));
      }),
      { numRuns: 150 },
    );
    const doc = `Intro\r\n\n${fence(seedJson)}middle ~~~\n~~~~choices x\n${smallJson}\n~~~~\nend`;
    const oneByOne = settled(run([...doc]));
    expect(oneByOne).to.deep.equal(settled(run([doc])));
    expect(oneByOne.map((s) => (s as { kind: string }).kind)).to.deep.equal(['text', 'block', 'text', 'block', 'text']);
  });

  it('releases text at once and holds back only a line that may still open a choices fence', () => {
    const stream = createChoiceStream();
    expect(stream.push('Hello wor')).to.deep.equal([{ kind: 'text', text: 'Hello wor' }]);
    expect(stream.push('ld\n``')).to.deep.equal([{ kind: 'text', text: 'ld\n' }]);
    expect(stream.push('`Cho')).to.deep.equal([]);
    expect(stream.push('ir\n')).to.deep.equal([{ kind: 'text', text: '```Choir\n' }]);
    // Inside a non-choices fence everything is text, partial lines included.
    expect(stream.push('```choices fake\n``')).to.deep.equal([{ kind: 'text', text: '```choices fake\n``' }]);
    expect(stream.push('`\n  ')).to.deep.equal([{ kind: 'text', text: '`\n' }]);
    expect(stream.push(' x')).to.deep.equal([{ kind: 'text', text: '   x' }]);
    expect(stream.end()).to.deep.equal([]);
  });

  it('shows an open block as pending, growing with each chunk, then replaces it with the block', () => {
    const stream = createChoiceStream();
    expect(stream.push('Pick one:\n```choices\n')).to.deep.equal([
      { kind: 'text', text: 'Pick one:\n' },
      { kind: 'pending', source: '', raw: '```choices\n', nested: false },
    ]);
    expect(stream.push(seedJson.slice(0, 30))).to.deep.equal([{ kind: 'pending', source: seedJson.slice(0, 30), raw: `\`\`\`choices\n${seedJson.slice(0, 30)}`, nested: false }]);
    expect(stream.push(`${seedJson.slice(30)}\n\`\``)).to.deep.equal([{ kind: 'pending', source: seedJson, raw: `\`\`\`choices\n${seedJson}\n\`\``, nested: false }]);
    const closing = stream.push('`\nThanks');
    expect(closing.map((s) => s.kind)).to.deep.equal(['block', 'text']);
    const block = closing[0] as Extract<StreamSegment, { kind: 'block' }>;
    expect(block).to.include({ source: seedJson, raw: `\`\`\`choices\n${seedJson}\n\`\`\`\n`, closed: true });
    expect(block.result.ok).to.equal(true);
    expect(closing[1]).to.deep.equal({ kind: 'text', text: 'Thanks' });
    expect(stream.end()).to.deep.equal([]);
  });

  it('ends an unterminated block as a block whose parse says what is wrong', () => {
    const stream = createChoiceStream();
    stream.push(`\`\`\`choices\n${seedJson.slice(0, 25)}`);
    const [last, ...rest] = stream.end();
    expect(rest).to.have.length(0);
    expect(last).to.include({ kind: 'block', source: seedJson.slice(0, 25), closed: false });
    expect((last as Extract<StreamSegment, { kind: 'block' }>).result.ok).to.equal(false);
  });

  it('turns a held opening fence at the very end into an empty unterminated block', () => {
    const stream = createChoiceStream();
    expect(stream.push('Done\n```choices')).to.deep.equal([{ kind: 'text', text: 'Done\n' }]);
    const [block] = stream.end();
    expect(block).to.include({ kind: 'block', source: '', raw: '```choices', closed: false });
  });

  it('refuses push after end and ignores empty chunks', () => {
    const stream = createChoiceStream();
    expect(stream.push('')).to.deep.equal([]);
    stream.end();
    expect(stream.end()).to.deep.equal([]);
    expect(() => stream.push('x')).to.throw(/after end/);
  });

  it('does linear work when fed one character at a time, even on very long lines', function () {
    // A hang guard: counted, not timed (the speed is bench/stream.mjs's).
    this.timeout(60_000);
    /** Long prose, a long info string, a block with a long JSON line, a long line of almost-fences: all `scale` times as long. */
    const doc = (scale: number) => {
      const longJson = JSON.stringify({ question: 'Q'.repeat(300 * scale), options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b'.repeat(10_000 * scale) }] });
      return `${'word '.repeat(4000 * scale)}\n\`\`\`choices ${'x'.repeat(4000 * scale)}\n${longJson}\n\`\`\`\n${'\u0060\u0060js'.repeat(2000 * scale)}`;
    };
    const oneByOne = (text: string) => {
      const stream = createChoiceStream();
      let blocks = 0;
      for (const c of text) for (const s of stream.push(c)) if (s.kind === 'block') blocks++;
      for (const s of stream.end()) if (s.kind === 'block') blocks++;
      return blocks;
    };
    const once = scannerWork(() => oneByOne(longLines(1)));
    const twice = scannerWork(() => oneByOne(longLines(2)));
    expect([once.result, twice.result]).to.deep.equal([1, 1]);
    // Every character is examined (the count is not blind), and twice the input is about
    // twice the work: rescanning the buffer or the line per push would be 4 times as much.
    expect(once.work).to.be.at.least(longLines(1).length);
    expect(twice.work / once.work, `work ${once.work} for ${longLines(1).length} characters, ${twice.work} for twice as many`).to.be.at.most(2.2);
  });
});
