import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { Marked, type Tokens } from 'marked';
import { findChoiceBlocks } from '../../../src/protocol/markdown/blocks.js';

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
const markdownDoc = fc
  .tuple(fc.array(fc.oneof(fenceLine, otherLine), { maxLength: 14 }), fc.constantFrom('\n', '\r\n'), fc.boolean())
  .map(([lines, eol, trailing]) => lines.join(eol) + (trailing ? eol : ''));

const normalise = (source: string) => source.replace(/^ +/gm, '').replace(/\n+$/, '');
const isChoices = (t: { type: string }): t is Tokens.Code =>
  t.type === 'code' && ((t as Tokens.Code).lang ?? '').trim().split(/\s/, 1)[0]!.toLowerCase() === 'choices';

describe('findChoiceBlocks agrees with marked', () => {
  it('finds the same top-level choices blocks with the same content', () => {
    const marked = new Marked();
    fc.assert(
      fc.property(markdownDoc, (doc) => {
        const ours = findChoiceBlocks(doc).map((b) => normalise(b.source));
        const theirs = marked.lexer(doc).filter(isChoices).map((t) => normalise(t.text));
        expect(ours, JSON.stringify(doc)).to.deep.equal(theirs);
      }),
      { numRuns: 3000 },
    );
  });
});
