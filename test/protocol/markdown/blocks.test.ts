import { expect } from '@open-wc/testing';
import { findChoiceBlocks } from '../../../src/protocol/markdown/blocks.js';
import { fence, seedJson } from './fixtures.js';
import { scannerWork } from '../../helpers/work.js';
import { almostFences } from '../../fixtures/worst-case.mjs';

const sources = (markdown: string) => findChoiceBlocks(markdown).map((b) => b.source);

describe('findChoiceBlocks', () => {
  it('finds the seed block with exact offsets, its source and a valid parse', () => {
    const before = 'Here is a question for you:\n\n';
    const block = fence(seedJson);
    const markdown = `${before}${block}after`;
    const [found, ...rest] = findChoiceBlocks(markdown);
    expect(rest).to.have.length(0);
    expect(found).to.include({ start: before.length, end: before.length + block.length, source: seedJson, closed: true });
    expect(markdown.slice(found!.start, found!.end)).to.equal(block);
    expect(markdown.slice(found!.end)).to.equal('after');
    expect(found!.result.ok).to.equal(true);
    if (found!.result.ok) expect(found!.result.request.questions[0]!.options.map((o) => o.value)).to.deep.equal(['rss', 'agentic']);
  });

  it('accepts tilde fences and fences longer than three, closed only by the same character at least as long', () => {
    expect(sources(`~~~choices\n${seedJson}\n~~~\n`)).to.deep.equal([seedJson]);
    const long = `\`\`\`\`choices\n{\n\`\`\`\n~~~~\n}\n\`\`\`\`\`\ntext`;
    const [block] = findChoiceBlocks(long);
    expect(block!.source).to.equal('{\n```\n~~~~\n}');
    expect(long.slice(block!.end)).to.equal('text');
  });

  it('reads the info string case-insensitively, with extra words after it, and nothing else', () => {
    expect(sources(`\`\`\`Choices title="Pick one"\n{}\n\`\`\`\n`)).to.deep.equal(['{}']);
    expect(sources(`\`\`\`  CHOICES\n{}\n\`\`\`\n`)).to.deep.equal(['{}']);
    for (const info of ['choice', 'choicesx', 'json', '', 'my choices']) {
      expect(sources(`\`\`\`${info}\n{}\n\`\`\`\n`), info).to.deep.equal([]);
    }
  });

  it('allows up to three spaces of indentation and strips that much from the content', () => {
    const [block] = findChoiceBlocks('   ```choices\n   {\n     "a": 1\n  }\n   ```\n');
    expect(block!.source).to.equal('{\n  "a": 1\n}');
    expect(block!.closed).to.equal(true);
    expect(sources('    ```choices\n{}\n    ```\n'), 'four spaces make an indented code block').to.deep.equal([]);
    expect(sources('\t```choices\n{}\n```\n'), 'a tab is four columns').to.deep.equal([]);
  });

  it('handles CRLF line endings: offsets over the raw text, source with plain newlines', () => {
    const markdown = `Pick:\r\n\`\`\`choices\r\n{\r\n"x": 1\r\n}\r\n\`\`\`\r\nafter\r\n`;
    const [block] = findChoiceBlocks(markdown);
    expect(block!.source).to.equal('{\n"x": 1\n}');
    expect(block!.start).to.equal('Pick:\r\n'.length);
    expect(markdown.slice(block!.end)).to.equal('after\r\n');
  });

  it('closes on a fence followed by spaces, but not on one followed by a tab or text', () => {
    expect(findChoiceBlocks('```choices\n{}\n```  \nz')[0]).to.include({ source: '{}', closed: true });
    // CommonMark would close on the tab too; marked 18, which renders the page, does not, so
    // neither do we (see marked-gaps.test.ts).
    expect(findChoiceBlocks('```choices\n{}\n```  \t\nz')[0]).to.include({ source: '{}\n```  \t\nz', closed: false });
    const [open] = findChoiceBlocks('```choices\n{}\n``` not a closer\n');
    expect(open).to.include({ source: '{}\n``` not a closer', closed: false });
    const [short] = findChoiceBlocks('````choices\n{}\n``` \n````\n');
    expect(short, 'a shorter fence does not close, trailing blanks or not').to.include({ source: '{}\n``` ', closed: true });
  });

  it('runs an unterminated block to the end of the input and still parses it', () => {
    const cutAfterJson = `Text\n\`\`\`choices\n${seedJson}\n`;
    const [whole] = findChoiceBlocks(cutAfterJson);
    expect(whole).to.include({ end: cutAfterJson.length, source: seedJson, closed: false });
    expect(whole!.result.ok, 'a complete JSON is still a valid block').to.equal(true);
    const [partial] = findChoiceBlocks(`\`\`\`choices\n${seedJson.slice(0, 20)}`);
    expect(partial).to.include({ source: seedJson.slice(0, 20), closed: false });
    expect(partial!.result.ok).to.equal(false);
    const [bare] = findChoiceBlocks('text\n```choices');
    expect(bare).to.include({ start: 5, end: 15, source: '', closed: false });
    expect(bare!.result.ok).to.equal(false);
  });

  it('does not take a choices fence inside another fenced block for a block', () => {
    const quoted = `\`\`\`\`markdown\n${fence(seedJson)}\`\`\`\`\n`;
    expect(sources(quoted)).to.deep.equal([]);
    const tilde = `~~~\n${fence(seedJson)}~~~\n`;
    expect(sources(tilde)).to.deep.equal([]);
    // Inside a ``` block the inner "```choices" is content and the inner "```" closes the
    // outer block, so the JSON after it is plain text; the real block after that counts.
    const sameLength = `\`\`\`markdown\n\`\`\`choices\n{"not": "a block"}\n\`\`\`\n${fence('{}')}`;
    expect(sources(sameLength)).to.deep.equal(['{}']);
  });

  it('does not treat a backtick fence with a backtick in its info string as a fence', () => {
    expect(sources('```choices `x`\n{}\n```\n')).to.deep.equal([]);
    expect(sources('~~~choices `x`\n{}\n~~~\n'), 'tilde fences allow backticks').to.deep.equal(['{}']);
  });

  it('finds several blocks, valid or not, in order, one in a block quote too', () => {
    const markdown = `a\n${fence(seedJson)}b\n${fence('{"question": 1}')}> \`\`\`choices\n> ${seedJson}\n> \`\`\`\n`;
    const blocks = findChoiceBlocks(markdown);
    expect(blocks.map((b) => [b.result.ok, b.nested])).to.deep.equal([[true, false], [false, false], [true, true]]);
    expect(markdown.slice(blocks[0]!.end, blocks[1]!.start)).to.equal('b\n');
    expect(blocks[2]!.source, 'without the quote markers').to.equal(seedJson);
    expect(markdown.slice(blocks[2]!.start, blocks[2]!.end), 'from the start of the opening line, markers included').to.equal(`> \`\`\`choices\n> ${seedJson}\n> \`\`\`\n`);
  });

  it('lets a fence interrupt a paragraph and puts the following text on the next line', () => {
    const markdown = `Choose:\n\`\`\`choices\n{}\n\`\`\`\nThanks`;
    const [block] = findChoiceBlocks(markdown);
    expect(markdown.slice(0, block!.start)).to.equal('Choose:\n');
    expect(markdown.slice(block!.end)).to.equal('Thanks');
  });

  it('never throws on odd input', () => {
    for (const input of ['', '\n', '```', '~~~~~~', '```choices\n```', '\r\n\r\n', '`'.repeat(1000)]) findChoiceBlocks(input);
    expect(findChoiceBlocks(undefined as unknown as string)).to.deep.equal([]);
    expect(sources('```choices\n```')).to.deep.equal(['']);
  });

  it('stays linear on large inputs full of almost-fences', function () {
    // A hang guard: counted, not timed (the speed is bench/stream.mjs's).
    this.timeout(30_000);
    const once = scannerWork(() => findChoiceBlocks(almostFences(1)));
    const twice = scannerWork(() => findChoiceBlocks(almostFences(2)));
    expect(once.result).to.have.length(1);
    expect(twice.result).to.have.length(1);
    expect(once.work).to.be.at.least(almostFences(1).length);
    expect(twice.work / once.work, `work ${once.work}, then ${twice.work} for twice the input`).to.be.at.most(2.2);
  });
});
