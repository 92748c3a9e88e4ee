import { expect } from '@open-wc/testing';
import { findChoiceBlocks } from '../../../src/protocol/markdown/blocks.js';
import { resolveHistory } from '../../../src/protocol/markdown/history.js';
import { createChoiceStream } from '../../../src/protocol/markdown/stream.js';
import { fence, seedJson, markedChoiceSources } from './fixtures.js';

// Corners where the scanner used to part from marked 18, which renders the page: each one
// moved a prompt's blockIndex (or hid a prompt, or made one up). Every example is checked
// against marked itself, and the expected blocks are written down too, so that a marked
// upgrade that reads one differently shows up here.

/** The sources of `markdown`'s blocks, once marked, findChoiceBlocks and the stream (fed one character at a time) agree on them. */
function blocks(markdown: string): string[] {
  const found = findChoiceBlocks(markdown).map((b) => b.source);
  const stream = createChoiceStream();
  const streamed = [...[...markdown].flatMap((c) => stream.push(c)), ...stream.end()].flatMap((s) => (s.kind === 'block' ? [s.source] : []));
  expect(streamed, `streamed ${JSON.stringify(markdown)}`).to.deep.equal(found);
  expect(found, `marked on ${JSON.stringify(markdown)}`).to.deep.equal(markedChoiceSources(markdown));
  return found;
}

const other = JSON.stringify({ question: 'Which feed?', options: [{ label: 'News', value: 'news' }, { label: 'Blog', value: 'blog' }] });

describe('blocks where marked 18 parts from CommonMark or from a simpler reading', () => {
  it('does not close a fence on "```" and a tab: marked reads that line as content', () => {
    expect(blocks('```choices\n{}\n```\t\nafter\n')).to.deep.equal(['{}\n```\t\nafter']);
    // So the choices fence after such a line is content of the first block, not a prompt.
    const message = `\`\`\`sh\nls\n\`\`\`\t\n${fence(seedJson)}`;
    expect(blocks(message)).to.deep.equal([]);
    expect(resolveHistory([{ role: 'assistant', content: message }])).to.deep.equal([]);
    expect(blocks('```choices\n{}\n```   \nafter\n'), 'spaces are fine').to.deep.equal(['{}']);
  });

  it('strips a tab of indentation from content lines, as marked does', () => {
    expect(blocks(`  \`\`\`choices\n\t${seedJson}\n  \`\`\`\n`)).to.deep.equal([seedJson]);
    expect(findChoiceBlocks(`  \`\`\`choices\n\t${seedJson}\n  \`\`\`\n`)[0]!.result.ok).to.equal(true);
  });

  it('lets a bare "<div" (attributes on the next lines) end no paragraph, and keep the next line in its HTML block', () => {
    expect(blocks(`Pick one:\n<div\n${fence(seedJson)}`), 'paragraph text: the fence after it counts').to.deep.equal([seedJson]);
    expect(blocks(`<div\n\n${fence(seedJson)}`), 'the blank line right after it does not end the HTML').to.deep.equal([]);
    expect(blocks(`<div\n\n\n${fence(seedJson)}`), 'a second one does').to.deep.equal([seedJson]);
    expect(blocks(`<div class="x">\n\n${fence(seedJson)}`), 'a tag with attributes ends at the blank line').to.deep.equal([seedJson]);
  });

  it('reads a fence line under "[label]:" as the link definition\'s destination, not as a fence', () => {
    // marked: a definition, then text, then a "```" that opens a block running to the end.
    const message = `[Question]:\n${fence(seedJson)}\n${fence(other)}`;
    expect(blocks(message)).to.deep.equal([]);
    expect(resolveHistory([{ role: 'assistant', content: message }, { role: 'user', content: 'news' }])).to.deep.equal([]);
    expect(blocks(`[Question]:\n\n${fence(seedJson)}`), 'a blank line in between: plain text').to.deep.equal([seedJson]);
    expect(blocks(`[docs]: https://example.com\n${fence(seedJson)}`), 'a whole definition ends on its line').to.deep.equal([seedJson]);
    // After a definition (not a paragraph), a lone tag starts an HTML block that takes the fence.
    expect(blocks(`[docs]: https://example.com "Docs"\n<span>\n${fence(seedJson)}`)).to.deep.equal([]);
  });

  it('follows a list inside a block quote by the list item rules', () => {
    // The indented fence is in the quoted item; a lazy line cannot follow a fence line, so
    // the quote ends and "<span>" starts an HTML block holding the choices fence.
    expect(blocks(`> 2. Install\n    \`\`\`sh\n<span>\n${fence(seedJson)}`)).to.deep.equal([]);
    // A fence in a quoted item ends with the item ("2." starts another list).
    expect(blocks(`> - a\n>   \`\`\`\n> 2. b\n</pre>\n${fence(seedJson)}`)).to.deep.equal([seedJson]);
    // After a lazy line marked reads the quoted list again from the raw lines, so the next
    // ">" line ends the list: "    code" is then indented code, and no lazy line follows.
    expect(blocks(`> - item\nmore text\n>     code\n<span>\n${fence(seedJson)}`)).to.deep.equal([]);
    expect(blocks(`> - rss\n> - agentic\nWhich one?\n${fence(seedJson)}`), 'as agents write it').to.deep.equal([seedJson]);
    // "10." cannot interrupt the quote's paragraph: its line is text, no fence opens there, so
    // the quoted item after it takes the lazy, tab-indented line into its choices fence.
    expect(blocks('> text\n> 10. ```choices\n> - ```choices\n\t```choices')).to.deep.equal(['  ```choices']);
  });
});
