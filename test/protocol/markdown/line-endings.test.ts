import { expect } from '@open-wc/testing';
import { findChoiceBlocks } from '../../../src/protocol/markdown/blocks.js';
import { createChoiceStream, type StreamSegment } from '../../../src/protocol/markdown/stream.js';
import { markdownTailStart } from '../../../src/protocol/markdown/tail.js';
import { resolveHistory } from '../../../src/protocol/markdown/history.js';
import { seedJson, markedChoiceSources } from './fixtures.js';

// marked turns `\r\n` and a lone `\r` into `\n` before reading anything (`Lexer.lex`), so
// a message written with old-Mac line breaks, or mangled by a proxy, has its blocks where
// marked sees them, and offsets still index the text as written.

/** Every segment of `chunks` streamed then ended. */
function run(chunks: string[]): StreamSegment[] {
  const stream = createChoiceStream();
  return [...chunks.flatMap((c) => stream.push(c)), ...stream.end()];
}
const blocksOf = (segments: StreamSegment[]) => segments.filter((s): s is Extract<StreamSegment, { kind: 'block' }> => s.kind === 'block');
const joined = (segments: StreamSegment[]) => segments.map((s) => (s.kind === 'text' ? s.text : s.kind === 'block' ? s.raw : '')).join('');

describe('lone carriage returns as line breaks', () => {
  it('finds a block written with lone CR line breaks, with offsets into the text as written', () => {
    const markdown = `Pick:\r\`\`\`choices\r${seedJson}\r\`\`\`\rafter`;
    expect(markedChoiceSources(markdown)).to.deep.equal([seedJson]);
    const [block, ...rest] = findChoiceBlocks(markdown);
    expect(rest).to.have.length(0);
    expect(block).to.include({ start: 'Pick:\r'.length, source: seedJson, closed: true });
    expect(markdown.slice(block!.start, block!.end)).to.equal(`\`\`\`choices\r${seedJson}\r\`\`\`\r`);
    expect(block!.result.ok).to.equal(true);
  });

  it('joins content lines with \\n whatever broke them, and reads \\r\\r\\n as two line breaks', () => {
    const markdown = '```choices\r{\r\n"a": 1,\r\r\n"b": 2\n}\r```';
    expect(findChoiceBlocks(markdown).map((b) => b.source)).to.deep.equal(markedChoiceSources(markdown));
    expect(findChoiceBlocks(markdown)[0]).to.include({ source: '{\n"a": 1,\n\n"b": 2\n}', end: markdown.length, closed: true });
  });

  it('does not count a fence that a lone CR puts inside another block, nor miss one it puts outside', () => {
    // `x\r~~~` is a paragraph then an (unclosed) tilde fence, which swallows the choices fence.
    const swallowed = 'x\r~~~\n```choices\n{}\n```\n';
    expect(markedChoiceSources(swallowed)).to.deep.equal([]);
    expect(findChoiceBlocks(swallowed)).to.deep.equal([]);
    // `~~~\r~~~` opens and closes a fence: the choices block after it is at the top level.
    const after = `~~~\r~~~\n\`\`\`choices\n${seedJson}\n\`\`\`\n`;
    expect(markedChoiceSources(after)).to.deep.equal([seedJson]);
    expect(findChoiceBlocks(after).map((b) => b.source)).to.deep.equal([seedJson]);
    // In a list item: `- a\r  ```choices` is a fence nested in the item, a block there.
    const nested = '- a\r  ```choices\r  {}\r  ```\r';
    expect(markedChoiceSources(nested)).to.deep.equal(['{}']);
    expect(findChoiceBlocks(nested).map((b) => [b.source, b.nested])).to.deep.equal([['{}', true]]);
    // In the swallowing tilde fence, a fence in a list item is content all the same.
    expect(findChoiceBlocks(`x\r~~~\n${nested}`)).to.deep.equal([]);
  });

  it('streams lone-CR text in any chunks to the same blocks, the text given back exactly', () => {
    const markdown = `Pick:\r\`\`\`choices\r${seedJson}\r\`\`\`\rafter\r`;
    for (const chunks of [[markdown], [...markdown], ['Pick:\r```cho', `ices\r${seedJson}\r`, '```', '\r', 'after\r']]) {
      const segments = run(chunks);
      expect(blocksOf(segments).map((b) => b.source), JSON.stringify(chunks)).to.deep.equal([seedJson]);
      expect(blocksOf(segments)[0]!.raw).to.equal(`\`\`\`choices\r${seedJson}\r\`\`\`\r`);
      expect(joined(segments)).to.equal(markdown);
    }
  });

  it('reads a CR ending one chunk and an LF starting the next as one line break', () => {
    // An HTML block runs to a blank line: read as two breaks, `\r` + `\n` would end it and
    // let the fence count; marked reads one break, so the fence is HTML text.
    const html = '<div>\r\n```choices\n{}\n```\n';
    expect(markedChoiceSources(html)).to.deep.equal([]);
    expect(blocksOf(run(['<div>\r', '\n```choices\n{}\n```\n']))).to.deep.equal([]);
    // A closing fence's CRLF split across chunks: the block ends after the LF, not before it.
    const markdown = `\`\`\`choices\r\n${seedJson}\r\n\`\`\`\r\nafter`;
    const segments = run(['```choices\r', `\n${seedJson}\r`, '\n```\r', '\nafter']);
    expect(blocksOf(segments).map((b) => b.raw)).to.deep.equal([`\`\`\`choices\r\n${seedJson}\r\n\`\`\`\r\n`]);
    expect(segments.filter((s) => s.kind === 'text')).to.deep.equal([{ kind: 'text', text: 'after' }]);
    expect(joined(segments)).to.equal(markdown);
  });

  it('keeps the pending block growing while a CR waits for its next character', () => {
    const stream = createChoiceStream();
    const pending = (source: string, raw: string) => [{ kind: 'pending', source, raw, nested: false }];
    expect(stream.push('```choices\r{"a":')).to.deep.equal(pending('{"a":', '```choices\r{"a":'));
    expect(stream.push(' 1\r')).to.deep.equal(pending('{"a": 1', '```choices\r{"a": 1'));
    expect(stream.push('}\r```')).to.deep.equal(pending('{"a": 1\n}', '```choices\r{"a": 1\r}\r```'));
    const [block, ...rest] = stream.end();
    expect(rest).to.have.length(0);
    expect(block).to.include({ kind: 'block', source: '{"a": 1\n}', raw: '```choices\r{"a": 1\r}\r```', closed: true });
  });

  it('splits the tail after a blank line made of lone CRs, and not at a CRLF', () => {
    expect(markdownTailStart('One.\r\rTwo.')).to.equal(6);
    expect(markdownTailStart('One.\r\nTwo.')).to.equal(0);
    expect(markdownTailStart('One.\r\n\r\nTwo.')).to.equal(8);
    expect(markdownTailStart('```\ra\r\rb\r')).to.equal(0);
    expect(markdownTailStart('- a\r\r-')).to.equal(0);
    expect(markdownTailStart('- a\r\rAfter')).to.equal(5);
  });

  it('numbers history blocks as the rendered page does', () => {
    const message = `~~~\r~~~\n\`\`\`choices\n${seedJson}\n\`\`\`\n`;
    expect(resolveHistory([{ role: 'assistant', content: message }, { role: 'user', content: 'rss' }])).to.deep.equal([
      { messageIndex: 0, blockIndex: 0, status: 'answered', value: 'rss' },
    ]);
  });
});
