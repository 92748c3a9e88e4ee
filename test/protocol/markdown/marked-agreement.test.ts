import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { Marked, type Tokens } from 'marked';
import { findChoiceBlocks } from '../../../src/protocol/markdown/blocks.js';
import { createChoiceStream } from '../../../src/protocol/markdown/stream.js';
import { chunk } from '../../helpers/chunks.js';

// marked (the renderer hosts pair with this kit) as an independent oracle for the fence rules.
// Two known marked quirks are normalised away: it strips content indentation only for
// backtick fences, and keeps one trailing blank line in the code text. Where CommonMark and
// marked disagree (a tab after a closing fence, HTML blocks, list items) the generator stays out.
const fenceLine = fc
  .tuple(
    fc.constantFrom('', ' ', '   ', '    '),
    fc.constantFrom('```', '````', '~~~', '~~~~', '``', '`````'),
    fc.constantFrom('', 'choices', 'Choices', ' choices x', 'js', 'choices`', 'choicesx', '  ', 'choices  '),
  )
  .map((parts) => parts.join(''));
const otherLine = fc.constantFrom('', 'text', '{', '}', '"a": 1,', ' `x` ', '  indented', '> quoted', '> ```choices', '# heading', '---', 'para\ttab');
/**
 * Each line ends its own way: marked reads `\r\n` and a lone `\r` as `\n`, so `\r\r\n` is
 * two line breaks, and a CR in front of an LF on the next line is one.
 */
const eol = fc.constantFrom('\n', '\r\n', '\r');
const markdownDoc = fc
  .tuple(fc.array(fc.tuple(fc.oneof(fenceLine, otherLine), eol), { maxLength: 14 }), fc.oneof(fenceLine, otherLine, fc.constant('')))
  .map(([lines, last]) => lines.map(([line, end]) => line + end).join('') + last);

const normalise = (source: string) => source.replace(/^ +/gm, '').replace(/\n+$/, '');
const isChoices = (t: { type: string }): t is Tokens.Code =>
  t.type === 'code' && ((t as Tokens.Code).lang ?? '').trim().split(/\s/, 1)[0]!.toLowerCase() === 'choices';

describe('findChoiceBlocks agrees with marked', () => {
  const marked = new Marked();
  const theirs = (doc: string) => marked.lexer(doc).filter(isChoices).map((t) => normalise(t.text));

  it('finds the same top-level choices blocks with the same content, LF, CRLF and lone CR alike', () => {
    fc.assert(
      fc.property(markdownDoc, (doc) => {
        const ours = findChoiceBlocks(doc).map((b) => normalise(b.source));
        expect(ours, JSON.stringify(doc)).to.deep.equal(theirs(doc));
      }),
      { numRuns: 3000 },
    );
  });

  it('streamed in any chunks (a CR and its LF apart included), gives marked blocks', () => {
    fc.assert(
      fc.property(markdownDoc, fc.array(fc.nat(), { maxLength: 12 }), (doc, cuts) => {
        const stream = createChoiceStream();
        const chunks = chunk(doc, cuts);
        const segments = [...chunks.flatMap((c) => stream.push(c)), ...stream.end()];
        const ours = segments.flatMap((s) => (s.kind === 'block' ? [normalise(s.source)] : []));
        expect(ours, JSON.stringify(chunks)).to.deep.equal(theirs(doc));
      }),
      { numRuns: 1500 },
    );
  });
});
