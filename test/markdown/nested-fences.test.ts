import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../helpers/property.js';
import { Marked } from 'marked';
import { choicesMarkdown, upgradeChoiceBlocks, type ChoicesMarkdownOptions } from '../../src/markdown.js';
import { findChoiceBlocks } from '../../src/protocol/markdown/blocks.js';
import { resolveHistory } from '../../src/protocol/markdown/history.js';
import { createChoiceStream, type StreamSegment } from '../../src/protocol/markdown/stream.js';
import { markdownTailStart } from '../../src/protocol/markdown/tail.js';
import { chunk } from '../helpers/chunks.js';

// One rule, shared by the renderer and the readers: a choices block is a fence at the top
// level of the message or in a list item or block quote (at any depth), as marked lexes it.
// findChoiceBlocks, the stream, resolveHistory, the marked extension and upgradeChoiceBlocks
// must find the same blocks in the same order, or a blockIndex names the wrong prompt (hosts
// mark prompts answered by blockIndex).

const ask = (n: number) => ({ question: `Question ${n}?`, options: [{ label: 'Yes', value: `yes-${n}` }, { label: 'No', value: `no-${n}` }] });
const json = (n: number) => JSON.stringify(ask(n));
const fence = (n: number, indent = '', marks = '```') => `${indent}${marks}choices\n${indent}${json(n)}\n${indent}${marks}\n`;
/** `text`'s lines, the first behind `first`, the others behind `rest` (a container's markers or indentation). */
const within = (text: string, first: string, rest = first) =>
  text
    .replace(/\n$/, '')
    .split('\n')
    .map((line, k) => (k === 0 ? first : rest) + line)
    .join('\n') + '\n';

const render = (markdown: string, options?: ChoicesMarkdownOptions) => new Marked(choicesMarkdown(options)).parse(markdown) as string;
const plain = (markdown: string) => new Marked().parse(markdown) as string;

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const payloadOf = (prompt: Element) => JSON.parse(prompt.querySelector('script')!.textContent!) as ReturnType<typeof ask>;
const inContainer = (element: Element) => element.parentElement?.closest('li, blockquote') != null;

/**
 * Checks that the five readers agree on `markdown`'s prompts and returns their questions, in
 * order: findChoiceBlocks' blocks; the stream, cut at `cuts`, ends with the same blocks; the
 * marked extension and upgradeChoiceBlocks (on marked's plain HTML) number the same blocks,
 * show prompts with the same payloads, inside a list item or quote exactly when the block is
 * nested; and when the user answers the last prompt, resolveHistory's entries mark exactly
 * that prompt answered and the others outdated, on both pages.
 */
function expectAgreement(markdown: string, cuts: number[] = []): string[] {
  const what = JSON.stringify(markdown);
  const blocks = findChoiceBlocks(markdown);
  const valid = blocks.flatMap((block, index) => (block.result.ok ? [index] : []));
  const payloads = valid.map((i) => JSON.parse(blocks[i]!.source) as ReturnType<typeof ask>);
  const nested = valid.map((i) => blocks[i]!.nested);
  for (const i of valid) {
    const request = (blocks[i]!.result as Extract<(typeof blocks)[number]['result'], { ok: true }>).request;
    expect(request.questions[0]!.text, `request ${i} of ${what}`).to.equal(payloads[valid.indexOf(i)]!.question);
  }

  const stream = createChoiceStream();
  const segments = [...chunk(markdown, cuts).flatMap((c) => stream.push(c)), ...stream.end()];
  const streamed = segments.flatMap((s) => (s.kind === 'block' ? [{ source: s.source, closed: s.closed, ok: s.result.ok, nested: s.nested }] : []));
  expect(streamed, `the stream ends with the same blocks: ${what}`).to.deep.equal(blocks.map((b) => ({ source: b.source, closed: b.closed, ok: b.result.ok, nested: b.nested })));

  const pages = {
    marked: (state: ChoicesMarkdownOptions['state']) => [...dom(render(markdown, { state })).querySelectorAll('choice-prompt')],
    upgrade: (state: ChoicesMarkdownOptions['state']) => upgradeChoiceBlocks(dom(plain(markdown)), { state }),
  };
  for (const [name, page] of Object.entries(pages)) {
    const numbers: number[] = [];
    const shown = page((index) => void numbers.push(index));
    expect(numbers, `${name}: state numbers of ${what}`).to.deep.equal(valid);
    expect(shown.map(payloadOf), `${name}: prompts of ${what}`).to.deep.equal(payloads);
    expect(shown.map(inContainer), `${name}: prompts in their list item or quote, ${what}`).to.deep.equal(nested);
  }

  if (valid.length > 0) {
    const reply = payloads[payloads.length - 1]!.options[0]!.value;
    const entries = resolveHistory([
      { role: 'assistant', content: markdown },
      { role: 'user', content: reply },
    ]);
    expect(entries.map((e) => e.blockIndex)).to.deep.equal(valid);
    for (const [name, page] of Object.entries(pages)) {
      const shown = page((index) => entries.find((e) => e.blockIndex === index));
      expect(shown.map((p) => [p.hasAttribute('answered'), p.hasAttribute('disabled'), p.getAttribute('value')]), `${name}: ${what}`).to.deep.equal(
        shown.map((_, k) => (k === shown.length - 1 ? [true, false, reply] : [false, true, null])),
      );
      expect(payloadOf(shown[shown.length - 1]!).question, 'the answered prompt is the one the user answered').to.equal(payloads[payloads.length - 1]!.question);
    }
  }
  return payloads.map((p) => p.question);
}

/** The message of the cases below: a block at the top level, then one in each kind of container, then one at the top level again. */
const pretty = JSON.stringify(ask(2), null, 2);
const cases = {
  'a bullet list': `- Pick one:\n${within(fence(1), '  ')}- another item\n`,
  'an ordered list, its block after a blank line, pretty-printed': `1. First\n2. Pick:\n\n${within(`\`\`\`choices\n${pretty}\n\`\`\`\n`, '   ')}3. Third\n`,
  'a nested list': `- outer\n  - inner:\n${within(fence(3), '    ')}`,
  'a block quote': `> Quoted:\n${within(fence(4), '> ')}`,
  'a quote in a list item': `- ${within(fence(5), '> ', '  > ')}`,
  'a list in a quote': `> 1. Ordered in a quote\n${within(fence(6), '>    ')}`,
  'a fence on the list item line': `- ${within(fence(7), '', '  ')}`,
};
const message = `Before:\n\n${fence(0)}\n${Object.values(cases).join('\n')}\nAfter:\n\n${fence(8)}`;
const questions = Array.from({ length: 9 }, (_, n) => `Question ${n}?`);

describe('choices fences nested in lists and quotes', () => {
  it('are prompts in the five readers alike, numbered in document order with the top-level ones', () => {
    expect(expectAgreement(message)).to.deep.equal(questions);
    expect(findChoiceBlocks(message).map((b) => b.nested)).to.deep.equal([false, true, true, true, true, true, true, true, false]);
    for (const [name, markdown] of Object.entries(cases)) expect(expectAgreement(`${fence(0)}\n${markdown}\n${fence(8)}`), name).to.have.length(3);
  });

  it('read the content as CommonMark and marked do: without the item indentation or the quote markers, then the fence indentation', () => {
    const sources = findChoiceBlocks(message).map((b) => b.source);
    expect(sources).to.deep.equal([json(0), json(1), pretty, ...[3, 4, 5, 6, 7, 8].map(json)]);
    // The pretty-printed block keeps its own indentation under the item's.
    expect(sources[2]).to.contain('\n  "options": [\n    {');
    // A fence indented inside the item (by 2 here) loses that much from each line, as it would at the top level.
    expect(findChoiceBlocks(`- item\n\n    \`\`\`choices\n      {"a":\n     1}\n    \`\`\`\n`).map((b) => b.source)).to.deep.equal(['  {"a":\n 1}']);
    // A tab after ">" runs to its tab stop; the marker takes one column of it.
    expect(findChoiceBlocks(`>\t\`\`\`choices\n>\t${json(1)}\n>\t\`\`\`\n`).map((b) => b.source)).to.deep.equal([json(1)]);
    // Offsets cover the whole lines, markers included, so text and blocks still join back to the message.
    const [, bullet] = findChoiceBlocks(message);
    expect(message.slice(bullet!.start, bullet!.end)).to.equal(within(fence(1), '  '));
  });

  it('keep the list or quote whole around the prompt', () => {
    const page = dom(render(message));
    const ordered = page.querySelector('ol')!;
    expect(ordered.children).to.have.length(3);
    expect(ordered.children[1]!.querySelector('choice-prompt')).not.to.equal(null);
    expect(page.querySelector('ul > li > ul > li > choice-prompt'), 'the nested list').not.to.equal(null);
    expect(page.querySelector('li > blockquote > choice-prompt'), 'the quote in a list').not.to.equal(null);
    expect(page.querySelector('blockquote > ol > li > choice-prompt'), 'the list in a quote').not.to.equal(null);
    expect(page.querySelectorAll('code.language-choices'), 'no block shows as code').to.have.length(0);
  });

  it('end with their list item or quote: a quote has no lazy lines inside a fence, an item ends at a line indented less', () => {
    // The line without ">" ends the quote and the fence in it; it is a paragraph of its own.
    const cutQuote = `> \`\`\`choices\n> {"question": "Q?",\n"options": []}\n> \`\`\`\n`;
    expect(findChoiceBlocks(cutQuote).map((b) => [b.source, b.closed, b.nested])).to.deep.equal([['{"question": "Q?",', false, true]]);
    expect(expectAgreement(cutQuote)).to.deep.equal([]);
    // An item's fence ends where the item does, and a top-level choices fence may start right there.
    const cutItem = `- item\n  \`\`\`choices\n  ${json(1)}\n${fence(2)}`;
    expect(findChoiceBlocks(cutItem).map((b) => [b.closed, b.nested])).to.deep.equal([[false, true], [true, false]]);
    expect(expectAgreement(cutItem)).to.deep.equal(['Question 1?', 'Question 2?']);
    // After a lazy line of the quote's paragraph, that paragraph goes on: `2) x` (which may not
    // interrupt it) is text, so the fence after it is the quote's, and ends with it. After an
    // indented lazy line the quote's content starts again, and `2) x` is a list item.
    const afterLazy = `> Some text.\nSome text.\n> 2) Some text.\n>    \`\`\`choices\n>    ${json(1)}\nSome text.`;
    expect(findChoiceBlocks(afterLazy).map((b) => [b.source, b.closed, b.nested])).to.deep.equal([[json(1), false, true]]);
    expect(expectAgreement(afterLazy)).to.deep.equal(['Question 1?']);
    expect(expectAgreement(`> a\n    b\n> 2) x\n> \`\`\`choices\n> ${json(1)}\nc`)).to.deep.equal(['Question 1?']);
    // marked (not CommonMark) lets an item's fence take a lazy line after a content line.
    expect(findChoiceBlocks(`- \`\`\`choices\n  {"question": "Q?",\n"options": []}\n  \`\`\`\n`).map((b) => [b.source, b.closed])).to.deep.equal([['{"question": "Q?",\n"options": []}', true]]);
  });

  it('follow the item text column and tabs: indented as far as the text, a fence is in the item; less, it ends the list', () => {
    expect(expectAgreement(`1. item\n\n${fence(1, '   ')}`)).to.deep.equal(['Question 1?']);
    expect(findChoiceBlocks(`1. item\n\n${fence(1, '   ')}`)[0]!.nested).to.equal(true);
    expect(findChoiceBlocks(`1. item\n\n${fence(1, '  ')}`)[0]!.nested, 'two spaces: a top-level fence').to.equal(false);
    expect(findChoiceBlocks(`10. item\n\n${fence(1, '   ')}`)[0]!.nested, '"10. " puts the text at column 4').to.equal(false);
    expect(findChoiceBlocks(`- item\n\n${fence(1, '\t')}`)[0]!.nested, 'a tab reaches the item text at column 2').to.equal(true);
    expect(expectAgreement(`-\titem\n\n${fence(1, '   ')}\n${fence(2, '    ')}`), 'a tab after the marker sets the text at column 4 (then 4 spaces are indented code)').to.deep.equal(['Question 1?']);
    expect(expectAgreement(`- a\u2028b\n\n${fence(1, '  ')}`), 'only LF, CR and CRLF end a line').to.deep.equal(['Question 1?']);
  });

  it('are content inside another fenced block or an HTML block, in a list item too', () => {
    expect(expectAgreement(`\`\`\`\`markdown\n- item\n${fence(1, '  ')}\`\`\`\`\n\n${fence(2)}`)).to.deep.equal(['Question 2?']);
    expect(expectAgreement(`- item\n\n  \`\`\`\`markdown\n${fence(1, '  ')}  \`\`\`\`\n\n${fence(2)}`)).to.deep.equal(['Question 2?']);
    expect(expectAgreement(`- item\n  <details>\n${fence(1, '  ')}`), 'in an item, a lone tag after text starts an HTML block').to.deep.equal([]);
    expect(expectAgreement(`- item\n  [Question]:\n${fence(1, '  ')}`), "and a fence under `[label]:` is the definition's destination").to.deep.equal([]);
  });

  it('render as a pending prompt in place while a streaming message ends inside them (streaming option)', () => {
    for (const [name, markdown] of Object.entries(cases)) {
      const block = findChoiceBlocks(markdown)[0]!;
      const firstLineEnd = markdown.indexOf('\n', block.start) + 1;
      for (let at = firstLineEnd; at < block.end; at++) {
        // With its closing fence whole, the block is complete.
        if (/(`{3}|~{3})$/.test(markdown.slice(0, at))) continue;
        const page = dom(render(markdown.slice(0, at), { streaming: true }));
        const pending = page.querySelectorAll('choice-prompt[pending]');
        expect(pending, `${name} cut at ${at}`).to.have.length(1);
        expect(inContainer(pending[0]!), name).to.equal(true);
        expect(page.textContent, 'no JSON shows').not.to.contain('"question"');
      }
      expect(dom(render(markdown, { streaming: true })).querySelectorAll('choice-prompt[pending]'), 'closed: the prompt').to.have.length(0);
    }
    for (const done of [`- ${within(fence(1), '', '  ')}- then more`, `> \`\`\`choices\n> ${json(1)}\n\nafter the quote`]) {
      expect(dom(render(done, { streaming: true })).querySelectorAll('choice-prompt:not([pending])'), `the text does not end in ${JSON.stringify(done)}`).to.have.length(1);
    }
  });

  it('keep a nested payload as data: a hostile label makes no element, rendered by marked or upgraded', () => {
    const hostile = '</script><img src=x onerror="window.__pwned = true">';
    const payload = JSON.stringify({ question: 'Q?', options: [{ label: hostile, value: 'x' }, { label: 'No', value: 'n' }] });
    const block = `\`\`\`choices\n${payload}\n\`\`\`\n`;
    for (const markdown of [`- ${within(block, '', '  ')}`, within(block, '> ')]) {
      const upgraded = dom(plain(markdown));
      upgradeChoiceBlocks(upgraded);
      for (const root of [dom(render(markdown)), upgraded]) {
        expect(root.querySelectorAll('img'), markdown).to.have.length(0);
        expect(payloadOf(root.querySelector('li choice-prompt, blockquote choice-prompt')!).options[0]!.label).to.equal(hostile);
      }
    }
  });

  it('are followed 16 containers deep, and hostile depths are text, without a throw', () => {
    expect(expectAgreement(within(fence(1), '> '.repeat(16)))).to.deep.equal(['Question 1?']);
    expect(findChoiceBlocks(within(fence(1), '> '.repeat(17))), 'deeper: text').to.deep.equal([]);
    // How long such input takes is the bench's to measure, not a unit test's (a timed test
    // fails on a loaded machine); each of the 16 levels reads the line once, and a line of
    // 40,000 "- " no longer takes quadratic time in the list item's lazy-line check.
    for (const marker of ['> ', '- ', '1. ', '* > ']) {
      const hostile = `${marker.repeat(40_000)}\`\`\`choices\n${json(1)}\n`;
      expect(findChoiceBlocks(hostile), marker).to.deep.equal([]);
    }
  });

  it('are read without a throw in a message marked itself throws on', () => {
    // marked 18's block quote tokenizer throws on this (a lazy `2.` line, then an indented
    // `> 2)` line, then a lazy line); the readers still find the top-level block after it.
    const crash = `> a\n2. b\n   > 2) c\nd\n\n${fence(1)}`;
    expect(() => plain(crash), 'marked throws (if it no longer does, drop markedReads from the properties below)').to.throw(TypeError);
    const blocks = findChoiceBlocks(crash);
    expect(blocks.map((b) => [b.source, b.closed, b.nested])).to.deep.equal([[json(1), true, false]]);
    const stream = createChoiceStream();
    const segments = [...stream.push(crash), ...stream.end()];
    expect(segments.flatMap((s) => (s.kind === 'block' ? [s.source] : []))).to.deep.equal([json(1)]);
    expect(resolveHistory([{ role: 'assistant', content: crash }, { role: 'user', content: 'yes-1' }]).map((e) => e.blockIndex)).to.deep.equal([0]);
  });

  describe('streamed', () => {
    it('hold every line of a nested block back from the text and show it pending, cut at any one point', () => {
      for (const [name, markdown] of Object.entries(cases)) {
        const [block] = findChoiceBlocks(markdown);
        const openingEnd = markdown.indexOf('\n', block!.start) + 1;
        for (let at = 0; at <= markdown.length; at++) {
          const stream = createChoiceStream();
          const first = stream.push(markdown.slice(0, at));
          const rest = [...stream.push(markdown.slice(at)), ...stream.end()];
          const segments = [...first, ...rest];
          const text = segments.flatMap((s) => (s.kind === 'text' ? [s.text] : [])).join('');
          expect(text, `${name} cut at ${at}: no line of the block is text`).to.equal(markdown.slice(0, block!.start) + markdown.slice(block!.end));
          const pending = first.filter((s): s is Extract<StreamSegment, { kind: 'pending' }> => s.kind === 'pending');
          if (at >= openingEnd && at < block!.end) {
            expect(pending, `${name} cut at ${at}: pending`).to.have.length(1);
            expect(pending[0]!.nested).to.equal(true);
            expect(block!.source.startsWith(pending[0]!.source), 'its source so far').to.equal(true);
            expect(markdown.slice(block!.start, at).startsWith(pending[0]!.raw), 'its raw so far: whole lines').to.equal(true);
          } else expect(pending, `${name} cut at ${at}: not pending`).to.have.length(0);
          expect(segments.filter((s) => s.kind === 'block')).to.have.length(1);
        }
      }
    });

    it('show a nested block pending at every character, then the block', () => {
      for (const [name, markdown] of Object.entries(cases)) {
        const [block] = findChoiceBlocks(markdown);
        const stream = createChoiceStream();
        let text = '';
        let shown: 'text' | 'pending' | 'block' = 'text';
        for (const [at, c] of [...markdown].entries()) {
          for (const segment of stream.push(c)) {
            if (segment.kind === 'text') {
              text += segment.text;
              expect(at < block!.start || at >= block!.end, `${name}: text at ${at} is outside the block`).to.equal(true);
            } else if (segment.kind === 'pending') {
              expect(shown, name).not.to.equal('block');
              shown = 'pending';
            } else {
              expect(shown, `${name}: pending before the block`).to.equal('pending');
              expect(segment.source).to.equal(block!.source);
              shown = 'block';
            }
          }
        }
        for (const segment of stream.end()) if (segment.kind === 'text') text += segment.text;
        expect(shown, name).to.equal('block');
        expect(text).to.equal(markdown.slice(0, block!.start) + markdown.slice(block!.end));
      }
    });
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
      .tuple(fc.oneof(words.map((w) => ({ lines: [w], indentBody: true })), fenced), fc.option(words, { nil: undefined }), fc.constantFrom('> ', '>', '> > '))
      .map(([inner, lazy, marker]) => indentLines(inner, '').split('\n').map((line) => `${marker}${line}`).join('\n') + (lazy ? `\n${lazy}` : ''));
    // (Without a quote in the list: a quote in a quote that ends first is not modelled, see docs/markdown.md.)
    const quotedList = fc
      .tuple(
        list.filter((l) => !l.includes('>')),
        fc.constantFrom('> ', '   > '),
      )
      .map(([l, marker]) => l.split('\n').map((line) => marker + line).join('\n'));
    const piece = fc.oneof(paragraph, list, list, list, quote, quotedList, topFence, topFence, nestedInFence, fc.constantFrom('# Heading', '---', '<details>\n<summary>More</summary>'));
    /**
     * A list item with a tab after its marker, and a line a setext underline could be: marked's
     * setext rule looks past such an item to the underline, which a reader of lines as they
     * come cannot (see containers.ts, "Not modelled").
     */
    const setextPastTabItem = (markdown: string) => /^ {0,3}(?:[*+-]|\d{1,9}[.)])\t/m.test(markdown) && /^ {0,3}(?:=+|-+)[ \t]*$/m.test(markdown);
    /** marked itself throws on a few of these (its own bug, see 'a message marked itself throws on'); those say nothing about agreeing with it. */
    const markedReads = (markdown: string) => {
      try {
        plain(markdown);
        return true;
      } catch {
        return false;
      }
    };
    const markdownMessage = fc
      .tuple(fc.array(fc.tuple(piece, fc.constantFrom('\n', '\n\n', '\n\n')), { minLength: 1, maxLength: 6 }), fc.boolean())
      .map(([pieces, trailing]) => pieces.map(([p, sep]) => p + sep).join('').replace(/\n+$/, trailing ? '\n' : ''));

    it('agree on every prompt: findChoiceBlocks, the stream in any chunks, resolveHistory, marked and upgradeChoiceBlocks', function () {
      this.timeout(60_000);
      assertProperty(
        fc.property(markdownMessage, fc.array(fc.nat(), { maxLength: 12 }), (markdown, cuts) => {
          fc.pre(!setextPastTabItem(markdown) && markedReads(markdown));
          expectAgreement(markdown, cuts);
        }),
        { numRuns: 300 },
      );
    });

    it('render the same streamed as whole, with the host of docs/markdown.md (nested blocks kept in the text)', function () {
      this.timeout(30_000);
      const squash = (html: string) => html.replace(/>\s+</g, '><').trim();
      assertProperty(
        fc.property(markdownMessage, fc.array(fc.nat(), { maxLength: 12 }), (markdown, cuts) => {
          fc.pre(!setextPastTabItem(markdown) && markedReads(markdown));
          // Text committed up to markdownTailStart; a nested block's raw goes into the text,
          // which renders with choicesMarkdown(); a top-level block renders on its own after
          // the text before it. While a nested block is pending, the tail shows it pending.
          let html = '';
          let tail = '';
          const stream = createChoiceStream();
          for (const segment of [...chunk(markdown, cuts).flatMap((c) => stream.push(c)), ...stream.end()]) {
            if (segment.kind === 'pending') {
              if (segment.nested) {
                const page = dom(render(tail + segment.raw, { streaming: true }));
                expect(page.querySelectorAll('choice-prompt[pending]'), 'shown pending').to.have.length(1);
                expect(page.querySelectorAll('code.language-choices'), 'not as code').to.have.length(dom(render(tail)).querySelectorAll('code.language-choices').length);
              }
              continue;
            }
            if (segment.kind === 'block' && !segment.nested) {
              html += render(tail) + render(segment.raw);
              tail = '';
              continue;
            }
            tail += segment.kind === 'text' ? segment.text : segment.raw;
            const cut = markdownTailStart(tail);
            html += render(tail.slice(0, cut));
            tail = tail.slice(cut);
          }
          html += render(tail);
          expect(squash(html), JSON.stringify(markdown)).to.equal(squash(render(markdown)));
        }),
        { numRuns: 300 },
      );
    });
  });
});
