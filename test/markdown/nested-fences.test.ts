import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { Marked } from 'marked';
import { choicesMarkdown, upgradeChoiceBlocks, type ChoicesMarkdownOptions } from '../../src/markdown.js';
import { findChoiceBlocks } from '../../src/protocol/markdown/blocks.js';
import { resolveHistory } from '../../src/protocol/markdown/history.js';
import { createChoiceStream } from '../../src/protocol/markdown/stream.js';
import { markdownTailStart } from '../../src/protocol/markdown/tail.js';
import { chunk } from '../helpers/chunks.js';

// One rule, shared by the renderer and the readers: a choices block is a fence at the top
// level of the message. A fence in a list item or block quote renders as a code block, so
// findChoiceBlocks, the stream and resolveHistory must skip it too, or every blockIndex
// after it names the wrong prompt (hosts mark prompts answered by blockIndex).

const ask = (n: number) => ({ question: `Question ${n}?`, options: [{ label: 'Yes', value: `yes-${n}` }, { label: 'No', value: `no-${n}` }] });
const json = (n: number) => JSON.stringify(ask(n));
const fence = (n: number, indent = '', marks = '```') => `${indent}${marks}choices\n${indent}${json(n)}\n${indent}${marks}\n`;

const render = (markdown: string, options?: ChoicesMarkdownOptions) => new Marked(choicesMarkdown(options)).parse(markdown) as string;

function dom(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const questionOf = (prompt: Element) => (JSON.parse(prompt.querySelector('script')!.textContent!) as { question: string }).question;


/**
 * Checks that everything agrees on `markdown`'s prompts and returns their questions, in
 * order: the prompts marked renders and the numbers it passes to `state` are
 * findChoiceBlocks' valid blocks and their indices; the stream, cut at `cuts`, ends with
 * findChoiceBlocks' blocks; and when the user answers the last prompt, resolveHistory's
 * entries mark exactly that prompt answered and the others outdated on the page.
 */
function expectAgreement(markdown: string, cuts: number[] = []): string[] {
  const blocks = findChoiceBlocks(markdown);
  const valid = blocks.flatMap((block, index) => (block.result.ok ? [index] : []));
  const numbers: number[] = [];
  const shown = [...dom(render(markdown, { state: (index) => void numbers.push(index) })).querySelectorAll('choice-prompt')];
  expect(numbers, `state numbers of ${JSON.stringify(markdown)}`).to.deep.equal(valid);
  const questions = shown.map(questionOf);
  expect(questions, `prompts of ${JSON.stringify(markdown)}`).to.deep.equal(valid.map((i) => (JSON.parse(blocks[i]!.source) as { question: string }).question));

  const stream = createChoiceStream();
  const segments = [...chunk(markdown, cuts).flatMap((c) => stream.push(c)), ...stream.end()];
  const streamed = segments.flatMap((s) => (s.kind === 'block' ? [{ source: s.source, closed: s.closed, ok: s.result.ok }] : []));
  expect(streamed, 'the stream ends with the same blocks').to.deep.equal(blocks.map((b) => ({ source: b.source, closed: b.closed, ok: b.result.ok })));

  if (valid.length > 0) {
    const last = JSON.parse(blocks[valid[valid.length - 1]!]!.source) as ReturnType<typeof ask>;
    const reply = last.options[0]!.value;
    const entries = resolveHistory([
      { role: 'assistant', content: markdown },
      { role: 'user', content: reply },
    ]);
    expect(entries.map((e) => e.blockIndex)).to.deep.equal(valid);
    const page = [...dom(render(markdown, { state: (index) => entries.find((e) => e.blockIndex === index) })).querySelectorAll('choice-prompt')];
    expect(page.map((p) => [p.hasAttribute('answered'), p.hasAttribute('disabled'), p.getAttribute('value')])).to.deep.equal(
      page.map((_, k) => (k === page.length - 1 ? [true, false, reply] : [false, true, null])),
    );
    expect(questionOf(page[page.length - 1]!), 'the answered prompt is the one the user answered').to.equal(last.question);
  }
  return questions;
}

describe('choices fences nested in lists and quotes', () => {
  it('does not count a fence in a list item, which marked renders as code in the list (the reported bug)', () => {
    const reported = `- item\n\n  \`\`\`choices\n${json(1)}\n  \`\`\`\n`;
    expect(findChoiceBlocks(reported)).to.deep.equal([]);
    expect(expectAgreement(reported)).to.deep.equal([]);
    expect(dom(render(reported)).querySelector('li pre > code.language-choices')).not.to.equal(null);
    // So the real block after such a list is block 0, the prompt the page shows first.
    const markdown = `- item\n\n${fence(1, '  ')}\nNow the real question:\n\n${fence(2)}`;
    expect(expectAgreement(markdown)).to.deep.equal(['Question 2?']);
    expect(findChoiceBlocks(markdown).map((b) => b.start)).to.deep.equal([markdown.lastIndexOf('```choices')]);
    expect(resolveHistory([{ role: 'assistant', content: markdown }])).to.deep.equal([{ messageIndex: 0, blockIndex: 0, status: 'open' }]);
  });

  it('leaves fences in block quotes alone, lazy continuation or not, but a fence after a quote counts', () => {
    expect(expectAgreement(`> ${fence(1).trimEnd().split('\n').join('\n> ')}\n\n${fence(2)}`)).to.deep.equal(['Question 2?']);
    expect(expectAgreement(`> Quoted\n${fence(1)}`), 'a fence ends the quote').to.deep.equal(['Question 1?']);
    expect(expectAgreement(`> Quoted\nlazy text\n${fence(1)}`)).to.deep.equal(['Question 1?']);
  });

  it('counts top-level fences indented up to 3 spaces, not 4 or a tab (indented code)', () => {
    expect(expectAgreement(`${fence(1, ' ')}\n${fence(2, '  ')}\n${fence(3, '   ')}`)).to.deep.equal(['Question 1?', 'Question 2?', 'Question 3?']);
    expect(expectAgreement(`Intro\n\n${fence(1, '    ')}\n${fence(2, '\t')}`)).to.deep.equal([]);
  });

  it('reads a tab as indentation to the next multiple of 4 columns', () => {
    expect(expectAgreement(`- item\n\n${fence(1, '\t')}`), 'a tab reaches the item text at column 2').to.deep.equal([]);
    expect(expectAgreement(`10. item\n\n${fence(1, '\t')}`), 'and at column 4').to.deep.equal([]);
    expect(expectAgreement(`-\titem\n\n${fence(1, '   ')}\n${fence(2, '    ')}`), 'a tab after the marker sets the text at column 4').to.deep.equal(['Question 1?']);
  });

  it('follows the item text column: indented as far as it, a fence is in the item; less, it ends the list', () => {
    expect(expectAgreement(`1. item\n\n${fence(1, '   ')}`)).to.deep.equal([]);
    expect(expectAgreement(`1. item\n\n${fence(1, '  ')}`)).to.deep.equal(['Question 1?']);
    expect(expectAgreement(`10. item\n\n${fence(1, '   ')}`), '"10. " puts the text at column 4').to.deep.equal(['Question 1?']);
    expect(expectAgreement(`-   item\n\n${fence(1, '   ')}\n${fence(2, '    ')}`)).to.deep.equal(['Question 1?']);
    expect(expectAgreement(`- \`\`\`choices\n  ${json(1)}\n  \`\`\`\n`), 'a fence on the item line').to.deep.equal([]);
  });

  it('reads only a line feed as a line end: a U+2028 in an item line keeps it a list item', () => {
    expect(expectAgreement(`- a\u2028b\n\n${fence(1, '  ')}`)).to.deep.equal([]);
    expect(expectAgreement(`- a\u2029b\n\n${fence(1, '  ')}\n${fence(2)}`)).to.deep.equal(['Question 2?']);
  });

  it('counts nested lists as part of the outer item', () => {
    expect(expectAgreement(`- a\n  - b\n\n    ${fence(1).trimEnd().split('\n').join('\n    ')}\n`)).to.deep.equal([]);
    expect(expectAgreement(`- a\n  - b\n\n${fence(1, '  ')}`), 'still inside "a"').to.deep.equal([]);
    expect(expectAgreement(`- a\n  - b\n\n${fence(1, ' ')}`), 'outside both').to.deep.equal(['Question 1?']);
  });

  it('treats lazy continuation lines as marked does', () => {
    expect(expectAgreement(`- item\n${fence(1)}`), 'a fence is never a lazy line: it ends the list').to.deep.equal(['Question 1?']);
    expect(expectAgreement(`- item\nlazy text\n${fence(1, '  ')}`), 'a lazy line keeps the item open').to.deep.equal([]);
    expect(expectAgreement(`- item\n\n  more\nlazy text\n${fence(1, '  ')}`)).to.deep.equal([]);
    expect(expectAgreement(`- item\n\nnot lazy after a blank line\n${fence(1, '  ')}`)).to.deep.equal(['Question 1?']);
    expect(expectAgreement(`- # heading\nnot lazy after a heading\n${fence(1, '  ')}`)).to.deep.equal(['Question 1?']);
    expect(expectAgreement(`Text\n2. is no list item here\n${fence(1, '   ')}`), 'only "1." may interrupt a paragraph').to.deep.equal(['Question 1?']);
    expect(expectAgreement(`Text\n1. is a list item\n${fence(1, '   ')}`)).to.deep.equal([]);
  });

  it('keeps a fence inside another fenced block content, in a list item too', () => {
    expect(expectAgreement(`\`\`\`\`markdown\n${fence(1)}\`\`\`\`\n\n${fence(2)}`)).to.deep.equal(['Question 2?']);
    expect(expectAgreement(`- item\n\n  \`\`\`\`markdown\n${fence(1, '  ')}  \`\`\`\`\n\n${fence(2)}`)).to.deep.equal(['Question 2?']);
    // A fence outdented below the item text ends the item, and the open fence with it.
    expect(expectAgreement(`- item\n\n  \`\`\`\`markdown\n${fence(1)}`)).to.deep.equal(['Question 1?']);
  });

  it('applies the same rule to ~~~choices fences', () => {
    expect(expectAgreement(`- item\n\n${fence(1, '  ', '~~~')}\n${fence(2, '', '~~~')}`)).to.deep.equal(['Question 2?']);
  });

  it('does not count a fence that an HTML block takes in', () => {
    expect(expectAgreement(`<details>\n<summary>More</summary>\n${fence(1)}</details>\n`)).to.deep.equal([]);
    expect(expectAgreement(`<details>\n<summary>More</summary>\n\n${fence(1)}\n</details>\n`), 'a blank line ends the HTML').to.deep.equal(['Question 1?']);
  });

  it('lets upgradeChoiceBlocks skip and not count code blocks in list items and quotes', () => {
    const markdown = `- item\n\n${fence(1, '  ')}\n> ${fence(2).trimEnd().split('\n').join('\n> ')}\n\n${fence(3)}`;
    const root = document.createElement('div');
    root.innerHTML = new Marked().parse(markdown) as string;
    const numbers: number[] = [];
    const created = upgradeChoiceBlocks(root, { state: (index) => void numbers.push(index) });
    expect(created.map(questionOf)).to.deep.equal(['Question 3?']);
    expect(numbers, 'numbered as findChoiceBlocks numbers').to.deep.equal([0]);
    expect(findChoiceBlocks(markdown)).to.have.length(1);
    expect(root.querySelectorAll('li pre > code.language-choices, blockquote pre > code.language-choices')).to.have.length(2);
  });

  it('streams a nested fence as text, never as a pending prompt', () => {
    const stream = createChoiceStream();
    const segments = [...stream.push('- item\n\n  ```cho'), ...stream.push(`ices\n  {"question": `), ...stream.push(`"Q?"}\n  \`\`\`\n`), ...stream.end()];
    expect(segments.map((s) => s.kind)).to.deep.equal(['text', 'text', 'text']);
    expect(segments.map((s) => (s.kind === 'text' ? s.text : '')).join('')).to.equal('- item\n\n  ```choices\n  {"question": "Q?"}\n  ```\n');
  });

  it('lets markdownTailStart split only where marked starts a top-level block', () => {
    const splitsBeforeB = (text: string) => markdownTailStart(text) === text.lastIndexOf('\nb') + 1;
    expect(splitsBeforeB('- x\n\n\t```\n\ta\n\nb'), 'a tab-indented fence in the item ends with it').to.equal(true);
    expect(splitsBeforeB('- item\n\n  ```\n  code\n\nb'), 'at the margin after a blank line, the item ends').to.equal(true);
    expect(markdownTailStart('Text\n2. is no item\n   ```\n   a\n\nb'), 'the fence is top-level, and still open').to.equal(0);
    expect(markdownTailStart('- item\n ```\ncode\n\nb'), 'a fence less indented than the item text ends the list').to.equal(0);
  });

  describe('for any message built from paragraphs, lists, quotes and fences', () => {
    const n = fc.integer({ min: 1, max: 99 });
    const body = fc.oneof(
      { weight: 4, arbitrary: n.map(json) },
      { weight: 1, arbitrary: n.map((k) => JSON.stringify(ask(k), null, 2)) },
      { weight: 1, arbitrary: fc.constantFrom('{"question": 1}', '{', 'not json') },
    );
    /** A fenced block: choices (valid or not) or another language; its content indented with the fence or not. */
    const fenced = fc
      .record({
        marks: fc.constantFrom('```', '```', '~~~', '````'),
        info: fc.constantFrom('choices', 'choices', 'Choices title="Pick"', 'js', 'markdown'),
        body,
        closed: fc.constantFrom(true, true, true, false),
        indentBody: fc.boolean(),
      })
      .map(({ marks, info, body, closed, indentBody }) => ({ lines: [`${marks}${info}`, ...body.split('\n'), ...(closed ? [marks] : [])], indentBody }));
    const indentLines = ({ lines, indentBody }: { lines: string[]; indentBody: boolean }, indent: string) =>
      lines.map((line, k) => (k === 0 || indentBody || k === lines.length - 1 ? indent : '') + line).join('\n');
    const words = fc.constantFrom('Some text.', 'More *text* here.', 'A `code` span.', '2. is no list item here', 'lazy line');
    const paragraph = fc.array(words, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));
    const topFence = fc.tuple(fenced, fc.constantFrom('', '', ' ', '  ', '   ', '    ', '\t')).map(([f, indent]) => indentLines(f, indent));
    const nestedInFence = n.map((k) => `\`\`\`\`markdown\n${fence(k)}\`\`\`\``);
    const child = fc.oneof(
      words.map((w) => ({ lines: [w], indentBody: true })),
      fenced,
      fenced,
      fc.constantFrom('- sub item', '1. sub item', '> quoted').map((l) => ({ lines: [l], indentBody: true })),
    );
    const list = fc
      .array(
        fc.record({
          marker: fc.constantFrom('-', '*', '+', '1.', '2)', '10.'),
          gap: fc.constantFrom(' ', ' ', '  ', '\t'),
          first: fc.oneof(words.map((w) => ({ lines: [w], indentBody: true })), fenced),
          children: fc.array(fc.record({ sep: fc.constantFrom('\n', '\n\n'), at: fc.constantFrom('text', 'text', 'beyond', 'short', 'margin', 'tab'), child }), { maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      )
      .chain((items) => fc.array(fc.constantFrom('\n', '\n\n'), { minLength: items.length, maxLength: items.length }).map((seps) => ({ items, seps })))
      .map(({ items, seps }) =>
        items
          .map(({ marker, gap, first, children }, k) => {
            // The column the item's text starts at (a tab runs to the next multiple of 4).
            const column = gap === '\t' ? marker.length + 4 - (marker.length % 4) : marker.length + gap.length;
            const indent = { text: ' '.repeat(column), beyond: ' '.repeat(column + 1), short: ' '.repeat(column - 1), margin: '', tab: '\t' };
            const [head, ...rest] = indentLines(first, ' '.repeat(column)).split('\n');
            const text = [marker + gap + head!.trimStart(), ...rest].join('\n') + children.map(({ sep, at, child }) => sep + indentLines(child, indent[at])).join('');
            return text + (k < items.length - 1 ? seps[k] : '');
          })
          .join(''),
      );
    const quote = fc
      .tuple(fc.oneof(words.map((w) => ({ lines: [w], indentBody: true })), fenced), fc.option(words, { nil: undefined }))
      .map(([inner, lazy]) => indentLines(inner, '').split('\n').map((line) => `> ${line}`).join('\n') + (lazy ? `\n${lazy}` : ''));
    const piece = fc.oneof(paragraph, list, list, list, quote, topFence, topFence, nestedInFence, fc.constantFrom('# Heading', '---', '<details>\n<summary>More</summary>'));
    const message = fc
      .tuple(fc.array(fc.tuple(piece, fc.constantFrom('\n', '\n\n', '\n\n')), { minLength: 1, maxLength: 6 }), fc.boolean())
      .map(([pieces, trailing]) => pieces.map(([p, sep]) => p + sep).join('').replace(/\n+$/, trailing ? '\n' : ''));

    it('agree on every prompt: marked, findChoiceBlocks, the stream in any chunks, resolveHistory', function () {
      this.timeout(30_000);
      fc.assert(
        fc.property(message, fc.array(fc.nat(), { maxLength: 12 }), (markdown, cuts) => {
          expectAgreement(markdown, cuts);
        }),
        { numRuns: 400 },
      );
    });

    it('render the same streamed (text by markdownTailStart, blocks alone) as whole', function () {
      this.timeout(30_000);
      const plain = new Marked();
      const squash = (html: string) => html.replace(/>\s+</g, '><').trim();
      fc.assert(
        fc.property(message, fc.array(fc.nat(), { maxLength: 12 }), (markdown, cuts) => {
          // The README's streaming host: text committed up to markdownTailStart, each block
          // rendered on its own after the text before it.
          let html = '';
          let tail = '';
          const stream = createChoiceStream();
          for (const segment of [...chunk(markdown, cuts).flatMap((c) => stream.push(c)), ...stream.end()]) {
            if (segment.kind === 'text') {
              tail += segment.text;
              const cut = markdownTailStart(tail);
              html += plain.parse(tail.slice(0, cut)) as string;
              tail = tail.slice(cut);
            } else if (segment.kind === 'block') {
              html += (plain.parse(tail) as string) + render(segment.raw);
              tail = '';
            }
          }
          html += plain.parse(tail) as string;
          expect(squash(html), JSON.stringify(markdown)).to.equal(squash(render(markdown)));
        }),
        { numRuns: 300 },
      );
    });
  });
});
