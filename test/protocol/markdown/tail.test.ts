import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../../helpers/property.js';
import { Marked } from 'marked';
import { markdownTailStart } from '../../../src/protocol/markdown/tail.js';

// The promise hosts rely on: what lies before markdownTailStart(prefix) renders the same
// on its own, whatever the stream appends, so a host commits it once and re-renders only the
// tail. marked (what hosts pair with this kit) is the oracle.
const marked = new Marked();
const render = (markdown: string) => marked.parse(markdown) as string;

// Everyday chat markdown, and the corners where renderers read lists, fences and HTML
// blocks differently (lazy lines, empty items, HTML and quotes in items, fences four
// columns in, backticks in an info string, unclosed blocks).
const word = fc.constantFrom('alpha', 'beta', '`code`', '**bold**', '[link](https://example.com)', 'x_y', '1.', '-', '>', '#', '|', '<b>', '~~~', '```', '<div>', '</div>', '<!--', '-->', '    ', '*');
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const paragraph = fc.array(words, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));
const marker = fc.constantFrom('-', '*', '+', '1.', '2)', '  -', '   1.');
const itemRest = fc.constantFrom(
  '',
  '\n  more text',
  '\n  - nested',
  '\n\n  second paragraph',
  '\n\n  ```js\n  code\n\n  more\n  ```',
  '\n    indented',
  '\n  ```\n  x',
  '\nlazy',
  '\n\n    deep',
);
const list = fc
  .tuple(fc.array(fc.tuple(marker, words, itemRest), { minLength: 1, maxLength: 3 }), fc.constantFrom('\n', '\n\n'))
  .map(([items, sep]) => items.map(([m, w, rest]) => `${m} ${w}${rest}`).join(sep));
const fenced = fc
  .tuple(
    fc.constantFrom('```', '````', '~~~', '  ```', '    ```'),
    fc.constantFrom('', 'js', 'choices', 'a`b'),
    fc.array(fc.constantFrom('code', '', '```', '~~~', '  indented', '- not a list', '# not a heading', '    ```', '> q'), { maxLength: 5 }),
    fc.boolean(),
  )
  .map(([marks, info, lines, closed]) => [`${marks}${info}`, ...lines, ...(closed ? [marks.trim()] : [])].join('\n'));
const block = fc.oneof(
  paragraph,
  paragraph,
  list,
  list,
  fenced,
  fenced,
  fc.constantFrom(
    '# Heading',
    'Setext\n======',
    'Setext\n---',
    '---',
    '***',
    '    indented code\n\n    more code',
    '> quoted\n> more',
    '> quoted\n>\n> after a quoted blank',
    '> ```\n> in a quoted fence\n>\n> ```',
    '> ```\nnot quoted',
    '| a | b |\n| - | - |\n| 1 | 2 |',
    '<details>\n<summary>More</summary>\n\nbody\n\n</details>',
    '<!--\na comment\n\nstill the comment\n-->',
    '<pre>\npre text\n\nstill pre\n</pre>',
    '<b>\n```\n',
    '<span class="x">',
    '</p>',
    '<?php\n\n?>',
    '<![CDATA[\n\n]]>',
    '<!DOCTYPE\n\nhtml>',
    '- <b>\n```',
    '1. <div>\n  x\n\n  y',
  ),
);
// Line breaks of every kind marked reads (LF, CRLF, a lone CR), mixed in one text; a prefix
// may end between a CR and its LF.
const doc = fc
  .tuple(
    fc.array(fc.tuple(block, fc.constantFrom('\n\n', '\n\n', '\n\n\n', '\n', '\n \n')), { minLength: 1, maxLength: 8 }),
    fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: 1, maxLength: 4 }),
  )
  .map(([blocks, eols]) => {
    let k = 0;
    return blocks
      .map(([b, sep]) => b + sep)
      .join('')
      .replace(/\n/g, () => eols[k++ % eols.length]!);
  });

/** marked itself throws on a few of these (its own bug, e.g. a quote in a list item's code indent); those say nothing about the split. */
function renders(markdown: string): boolean {
  try {
    render(markdown);
    return true;
  } catch {
    return false;
  }
}

describe('markdownTailStart', () => {
  it('splits where rendering the two parts apart equals rendering the whole, now and after anything that follows', function () {
    this.timeout(30_000);
    assertProperty(
      fc.property(doc, fc.nat(), (text, at) => {
        fc.pre(renders(text));
        const prefix = text.slice(0, at % (text.length + 1));
        const n = markdownTailStart(prefix);
        expect(n).to.be.within(0, prefix.length);
        const context = JSON.stringify({ text, prefix: prefix.length, n });
        expect(render(prefix.slice(0, n)) + render(prefix.slice(n)), context).to.equal(render(prefix));
        expect(render(text.slice(0, n)) + render(text.slice(n)), context).to.equal(render(text));
      }),
      { numRuns: 4000 },
    );
  });

  it('keeps the tail to the last block in a long message without choices blocks', () => {
    const paragraphs = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} with \`code\` and a [link](https://example.com/${i}).`);
    const text = `${paragraphs.join('\n\n')}\n\nThe last one is still stream`;
    expect(text.slice(markdownTailStart(text))).to.equal('The last one is still stream');
  });

  it('commits nothing while the next block has not begun', () => {
    expect(markdownTailStart('One.\n\nTwo.')).to.equal(6);
    expect(markdownTailStart('One.\n\n')).to.equal(0);
    expect(markdownTailStart('One.\n\n  indented')).to.equal(0);
  });

  it('keeps a list whole across blank lines between its items, and ends it at other text', () => {
    expect(markdownTailStart('- a\n\n- b')).to.equal(0);
    expect(markdownTailStart('- a\n\n-')).to.equal(0);
    expect(markdownTailStart('- a\n\nAfter')).to.equal(5);
    expect(markdownTailStart('Intro\n\n1. a\n\n2')).to.equal(7);
  });

  it('never splits inside a fenced code block', () => {
    expect(markdownTailStart('```\na\n\nb\n')).to.equal(0);
    expect(markdownTailStart('```\na\n\nb\n```\n\nc')).to.equal(14);
    expect(markdownTailStart('Intro\n\n- x\n\n  ```\n  a\n\n  b')).to.equal(7);
    // At the margin after a blank line, the list item ends, and the fence in it.
    expect(markdownTailStart('- x\n\n  ```\n  a\n\nb')).to.equal(16);
  });

  it('commits what comes before raw HTML and nothing after it (renderers differ on where HTML blocks end)', () => {
    expect(markdownTailStart('<!--\na\n\nb')).to.equal(0);
    expect(markdownTailStart('Intro\n\n<!--\na\n\nb -->\n\nc')).to.equal(7);
    expect(markdownTailStart('Intro\n\n<details>\n\nMore\n\n</details>\n\nAfter')).to.equal(7);
  });
});
