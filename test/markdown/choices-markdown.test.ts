import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../helpers/property.js';
import { marked, Marked } from 'marked';
// marked 14 (`npm:marked@^14`), the oldest the peer range allows.
import { Marked as MarkedOldest } from 'marked-oldest';
import { choicesMarkdown, type ChoicesMarkdownOptions } from '../../src/markdown.js';
import { findChoiceBlocks } from '../../src/protocol/markdown/blocks.js';

const seed = {
  question: 'How would you like to add this source?',
  options: [
    { label: 'Use RSS feed', value: 'rss' },
    { label: 'Use agentic extraction', value: 'agentic' },
  ],
};
const block = (payload: unknown, info = 'choices') => `\`\`\`${info}\n${typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2)}\n\`\`\`\n`;

const render = (markdown: string, options?: ChoicesMarkdownOptions) => new Marked(choicesMarkdown(options)).parse(markdown) as string;
const plain = (markdown: string) => new Marked().parse(markdown) as string;

/** The rendered HTML as inert DOM (a template never runs scripts or loads images). */
function dom(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('choicesMarkdown (marked extension)', () => {
  it('renders a valid block as <choice-prompt> holding the block as a JSON script', () => {
    const html = render(`Pick one:\n\n${block(seed)}\nThanks.`);
    const fragment = dom(html);
    const prompts = fragment.querySelectorAll('choice-prompt');
    expect(prompts).to.have.length(1);
    const script = prompts[0]!.querySelector(':scope > script[type="application/json"]')!;
    expect(script.getAttribute('dialect')).to.equal('choices-block');
    expect(JSON.parse(script.textContent!)).to.deep.equal(seed);
    expect(fragment.querySelector('pre'), 'no raw code block left').to.equal(null);
    expect([...fragment.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['Pick one:', 'Thanks.']);
  });

  it('leaves the rest of the document exactly as marked renders it', () => {
    const rest = '# Title\n\nSome *text* and `code`.\n\n```js\nconst x = "<b>";\n```\n\n- a\n- b\n';
    expect(render(rest)).to.equal(plain(rest));
    const html = render(`${rest}\n${block(seed)}`);
    expect(html.startsWith(plain(rest))).to.equal(true);
  });

  it('renders malformed or invalid blocks as the raw code block marked would show', () => {
    for (const bad of ['{"question": "Q?", "options": [', JSON.stringify({ ...seed, options: seed.options.slice(0, 1) }), '', 'not json at all']) {
      const markdown = `Before\n\n${block(bad)}\nAfter`;
      expect(render(markdown), bad).to.equal(plain(markdown));
      expect(render(markdown)).to.contain('<pre><code class="language-choices">');
    }
  });

  it('never lets a hostile payload close the script or inject markup', () => {
    const hostile = '</script><img src=x onerror=alert(1)><!--';
    const payload = {
      question: `Pick ${hostile}`,
      context: 'A\u2028B\u2029C & <b>bold</b>',
      options: [
        { label: hostile, value: '"><svg onload=alert(1)>' },
        { label: 'Fine', value: 'fine' },
      ],
    };
    const html = render(block(payload));
    expect(html).not.to.contain('</script><img');
    expect(html).not.to.match(/<(img|svg|b)\b/);
    expect(html).not.to.contain('<!--');
    expect(html).not.to.match(/[\u2028\u2029]/);
    expect(html.match(/<\/script>/g)).to.have.length(1);
    const fragment = dom(html);
    expect(fragment.querySelectorAll('img, svg, b')).to.have.length(0);
    const script = fragment.querySelector('choice-prompt > script')!;
    expect(JSON.parse(script.textContent!), 'the escaped JSON reads back as the same data').to.deep.equal(payload);
  });

  it('takes the info string case-insensitively with extra words, and tilde fences', () => {
    expect(dom(render(block(seed, 'Choices title="x"'))).querySelectorAll('choice-prompt')).to.have.length(1);
    expect(dom(render(`~~~choices\n${JSON.stringify(seed)}\n~~~\n`)).querySelectorAll('choice-prompt')).to.have.length(1);
    const other = block(seed, 'json');
    expect(render(other)).to.equal(plain(other));
  });

  it('passes per-block state as attributes, numbering blocks like findChoiceBlocks', () => {
    const markdown = `${block(seed)}\n${block('{broken')}\n${block(seed)}\n${block(seed)}`;
    const seen: number[] = [];
    const html = render(markdown, {
      state: (index) => {
        seen.push(index);
        return [{ status: 'answered', value: 'rss"<x>' }, undefined, { status: 'outdated' }, { status: 'open' }][index] as never;
      },
    });
    expect(seen, 'the broken block keeps its number').to.deep.equal([0, 2, 3]);
    const prompts = [...dom(html).querySelectorAll('choice-prompt')];
    expect(prompts.map((p) => [p.hasAttribute('answered'), p.hasAttribute('disabled'), p.getAttribute('value')])).to.deep.equal([
      [true, false, 'rss"<x>'],
      [false, true, null],
      [false, false, null],
    ]);
    expect(html).not.to.contain('<x>');
  });

  it('renders a choices block nested in a block quote as a prompt inside the quote, as findChoiceBlocks counts it', () => {
    const quoted = `> ${block(seed).trimEnd().split('\n').join('\n> ')}\n`;
    expect(findChoiceBlocks(quoted)).to.have.length(1);
    const html = render(quoted);
    expect(html).to.match(/^<blockquote>\n<choice-prompt><script type="application\/json" dialect="choices-block">/);
    expect(html).not.to.contain('language-choices');
  });

  it('reads the block as written even when a highlighter rewrites code token text', () => {
    const highlighter = {
      walkTokens(token: { type: string; text?: string; escaped?: boolean }) {
        if (token.type === 'code') Object.assign(token, { text: `<span class="hl">${token.text}</span>`, escaped: true });
      },
    };
    const html = new Marked(highlighter, choicesMarkdown()).parse(`${block(seed)}\n\`\`\`js\nx\n\`\`\`\n`) as string;
    const script = dom(html).querySelector('choice-prompt > script')!;
    expect(JSON.parse(script.textContent!)).to.deep.equal(seed);
    expect(html).to.contain('<span class="hl">x</span>');
  });

  it('works through marked.use on the shared instance and does not leak into new Marked()', () => {
    const isolated = new Marked();
    isolated.use(choicesMarkdown());
    expect(isolated.parse(block(seed))).to.contain('<choice-prompt>');
    expect(new Marked().parse(block(seed))).not.to.contain('<choice-prompt>');
    expect(marked.parse(block(seed))).not.to.contain('<choice-prompt>');
  });

  it('renders one prompt per valid block findChoiceBlocks finds, with matching numbers', () => {
    const valid = JSON.stringify(seed);
    const line = fc.constantFrom('text', '', '```', '```choices', '~~~choices', '````choices', '````', '~~~', valid, '{', '```js', '> quote');
    assertProperty(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const markdown = lines.join('\n');
        const numbers: number[] = [];
        const html = render(markdown, { state: (i) => (numbers.push(i), undefined) });
        const expected = findChoiceBlocks(markdown)
          .map((b, i) => (b.result.ok ? i : -1))
          .filter((i) => i >= 0);
        expect(numbers, markdown).to.deep.equal(expected);
        expect(dom(html).querySelectorAll('choice-prompt')).to.have.length(expected.length);
      }),
      { numRuns: 500 },
    );
  });
});

// `marked` is an optional peer, `>=14`: before 14 an extension's renderer got positional
// arguments, not the token (13 only with `useNewRenderer`), and every block rendered as code
// (checked with 12.0.2 and 13.0.3). The floor is tested with the oldest major it allows.
describe('choicesMarkdown with the oldest marked the peer range allows (14)', () => {
  // Each constructed directly, so the extension's type is checked against both versions' types too.
  const renderOldest = (markdown: string, options?: ChoicesMarkdownOptions) => new MarkedOldest(choicesMarkdown(options)).parse(markdown) as string;
  const prompts = (html: string) => [...dom(html).querySelectorAll('choice-prompt')].map((p) => p.outerHTML);
  const message = ['Pick one:', '', block(seed), '1. In a list:', '', ...block({ ...seed, question: 'Nested?' }).split('\n').map((line) => (line ? `   ${line}` : line)), '> ' + block(seed, 'choices').trimEnd().split('\n').join('\n> '), ''].join('\n');

  it('renders the same prompts, with their state, as the marked the kit is built with', () => {
    const state = (i: number) => (i === 1 ? { status: 'answered' as const, value: 'rss' } : undefined);
    const oldest = prompts(renderOldest(message, { state }));
    expect(oldest, 'a top-level, a nested and a quoted block').to.have.length(3);
    expect(oldest).to.deep.equal(prompts(render(message, { state })));
    expect(oldest[1]).to.include('answered').and.to.include('value="rss"');
  });

  it('shows a block the streaming text ends inside as pending', () => {
    const cut = `Pick one:\n\n${block(seed).slice(0, 40)}`;
    expect(prompts(renderOldest(cut, { streaming: true }))).to.deep.equal(['<choice-prompt pending=""></choice-prompt>']);
  });
});
