// The markdown of options' previews (Claude Code's default format), drawn as text and marks:
// what each mark becomes, HTML and hostile links shown as text, and the work done growing
// with the text's length whatever it holds (counted, not timed).
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { renderMarkdown } from '../../../src/components/previews/markdown.js';
import { scannerWork } from '../../helpers/work.js';

function drawn(source: string): HTMLElement {
  const box = document.createElement('div');
  render(renderMarkdown(source), box);
  return box;
}

/** The element structure, tags and their text, without Lit's comment markers. */
function shape(node: Element): unknown[] {
  return [...node.childNodes].flatMap((child): unknown[] => {
    if (child instanceof Element) return [[child.localName, ...shape(child)]];
    return child.nodeType === Node.TEXT_NODE && child.textContent ? [child.textContent] : [];
  });
}

describe('markdown previews', () => {
  it('draws the blocks: headings, paragraphs keeping their lines, lists, quotes, fenced code, breaks', () => {
    const box = drawn('# Settings\n\nLeft  rail\n  aligned\n\n- one\n- **two**\n\n1. first\n2. second\n\n> quoted *note*\n\n```ts\nconst a = 1;\n  indented\n```\n\n---\nend');
    expect(shape(box)).to.deep.equal([
      ['p', 'Settings'],
      ['p', 'Left  rail\n  aligned'],
      ['ul', ['li', 'one'], ['li', ['strong', 'two']]],
      ['ol', ['li', 'first'], ['li', 'second']],
      ['blockquote', ['p', 'quoted ', ['em', 'note']]],
      ['pre', ['code', 'const a = 1;\n  indented']],
      ['hr'],
      ['p', 'end'],
    ]);
    expect(box.querySelector('p')!.className, 'a heading is bold text, not a heading of the page').to.equal('md-heading md-h1');
  });

  it('draws inline marks: code, strong, emphasis, strikethrough, escapes; underscores inside words stay', () => {
    expect(shape(drawn('`a*b*` **bold** __also__ *em* _em_ ~~gone~~ \\*star\\* snake_case_name 2*3*4'))).to.deep.equal([
      ['p', ['code', 'a*b*'], ' ', ['strong', 'bold'], ' ', ['strong', 'also'], ' ', ['em', 'em'], ' ', ['em', 'em'], ' ', ['s', 'gone'], ' *star* snake_case_name 2', ['em', '3'], '4'],
    ]);
    expect(shape(drawn('``code with ` inside``'))).to.deep.equal([['p', ['code', 'code with ` inside']]]);
    expect(shape(drawn('unclosed `tick and **star'))).to.deep.equal([['p', 'unclosed `tick and **star']]);
  });

  it('shows HTML as the text it is, links only web and mail addresses, and turns images into their text', () => {
    const box = drawn('<b onclick="x()">hi</b> [site](https://example.com/a) [mail](mailto:a@example.com) [bad](javascript:alert(1)) [data](data:text/html,x) ![logo](https://example.com/logo.png)');
    expect(box.querySelector('b')).to.equal(null);
    expect(box.textContent).to.contain('<b onclick="x()">hi</b>');
    expect([...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel])).to.deep.equal([
      ['site', 'https://example.com/a', '_blank', 'noopener noreferrer'],
      ['mail', 'mailto:a@example.com', '_blank', 'noopener noreferrer'],
    ]);
    expect(box.textContent).to.contain('bad').and.contain('data').and.contain('logo');
    expect(box.querySelector('img')).to.equal(null);
  });

  it('does work that grows with the text\'s length, however it is written', () => {
    const patterns = ['*a ', '**a ', '_a ', '[a', '[a](', '`', '` ``', '> ', '- ', '# ', '\\', '**a** ', '~~', '![a](b) '];
    for (const unit of patterns) {
      const small = unit.repeat(1000);
      const large = unit.repeat(2000);
      const { work: w1 } = scannerWork(() => renderMarkdown(small));
      const { work: w2 } = scannerWork(() => renderMarkdown(large));
      expect(w2, `${JSON.stringify(unit)} × 2000 against × 1000`).to.be.at.most(2.2 * w1 + 200);
    }
    // Backtick runs of every length, each left open.
    const runs = (n: number) => Array.from({ length: n }, (_, i) => '`'.repeat(i + 1)).join(' a ');
    const { work: r1 } = scannerWork(() => renderMarkdown(runs(60)));
    const { work: r2 } = scannerWork(() => renderMarkdown(runs(85)));
    expect(r2 / runs(85).length, 'work per character, at about twice the length').to.be.at.most(1.1 * (r1 / runs(60).length) + 0.5);
  });
});
