import { expect } from '@open-wc/testing';
import { upgradeChoiceBlocks } from '../../src/markdown.js';

const seed = {
  question: 'How would you like to add this source?',
  options: [
    { label: 'Use RSS feed', value: 'rss' },
    { label: 'Use agentic extraction', value: 'agentic' },
  ],
};

/** A container holding `<pre><code>` blocks the way markdown renderers emit them. */
function rendered(...blocks: [lang: string, text: string][]): HTMLElement {
  const root = document.createElement('div');
  root.append(Object.assign(document.createElement('p'), { textContent: 'Intro' }));
  for (const [lang, text] of blocks) {
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    if (lang) code.className = lang;
    code.textContent = text;
    pre.append(code);
    root.append(pre);
  }
  return root;
}

describe('upgradeChoiceBlocks', () => {
  it('replaces each valid choices code block with a <choice-prompt> and returns them', () => {
    const root = rendered(['language-choices', `${JSON.stringify(seed)}\n`], ['language-js', 'let a = 1;'], ['hljs language-Choices', JSON.stringify(seed)]);
    const created = upgradeChoiceBlocks(root);
    expect(created).to.have.length(2);
    expect([...root.children].map((e) => e.localName)).to.deep.equal(['p', 'choice-prompt', 'pre', 'choice-prompt']);
    for (const prompt of created) {
      expect(prompt.parentNode).to.equal(root);
      const script = prompt.querySelector(':scope > script[type="application/json"]')!;
      expect(script.getAttribute('dialect')).to.equal('choices-block');
      expect(JSON.parse(script.textContent!)).to.deep.equal(seed);
    }
    expect(root.querySelector('code.language-js')!.textContent).to.equal('let a = 1;');
  });

  it('leaves invalid or malformed blocks untouched but still counts them for state', () => {
    const root = rendered(['language-choices', '{"question": "Q?", "options": ['], ['language-choices', JSON.stringify(seed)]);
    const seen: number[] = [];
    const [prompt, ...rest] = upgradeChoiceBlocks(root, {
      state: (index) => (seen.push(index), { status: 'answered', value: 'rss' }),
    });
    expect(rest).to.have.length(0);
    expect(seen).to.deep.equal([1]);
    expect(root.querySelector('pre > code.language-choices')!.textContent).to.equal('{"question": "Q?", "options": [');
    expect(prompt!.hasAttribute('answered')).to.equal(true);
    expect(prompt!.getAttribute('value')).to.equal('rss');
  });

  it('keeps hostile text as data: no element is created from the payload', () => {
    const hostile = '</script><img src=x onerror="window.__pwned = true">';
    const payload = { ...seed, options: [{ label: hostile, value: 'x' }, seed.options[1]] };
    const root = rendered(['language-choices', JSON.stringify(payload)]);
    const [prompt] = upgradeChoiceBlocks(root, { state: () => ({ status: 'outdated', value: hostile }) });
    expect(root.querySelectorAll('img')).to.have.length(0);
    expect(prompt!.children).to.have.length(1);
    expect(prompt!.getAttribute('value')).to.equal(hostile);
    expect(prompt!.hasAttribute('disabled')).to.equal(true);
    const text = prompt!.querySelector('script')!.textContent!;
    expect(text).not.to.contain('<');
    expect(JSON.parse(text)).to.deep.equal(payload);
  });

  it('is idempotent and ignores code outside <pre>', () => {
    const root = rendered(['language-choices', JSON.stringify(seed)]);
    const inline = document.createElement('code');
    inline.className = 'language-choices';
    inline.textContent = JSON.stringify(seed);
    root.append(inline);
    expect(upgradeChoiceBlocks(root)).to.have.length(1);
    expect(upgradeChoiceBlocks(root)).to.have.length(0);
    expect(root.lastElementChild).to.equal(inline);
  });

  it('works on a DocumentFragment', () => {
    const template = document.createElement('template');
    template.innerHTML = `<pre><code class="language-choices">${JSON.stringify(seed).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code></pre>`;
    const created = upgradeChoiceBlocks(template.content);
    expect(created).to.have.length(1);
    expect(template.content.firstElementChild!.localName).to.equal('choice-prompt');
  });
});
