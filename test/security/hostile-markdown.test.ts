/**
 * Hostile text in every field of a ```` ```choices ```` block, through the markdown
 * extension (`choicesMarkdown`) and through `upgradeChoiceBlocks`: the HTML holds the block
 * only as escaped JSON inside the prompt's script, the page gets exactly the elements of
 * the same block with harmless text, and the prompt renders the markup as text.
 */
import { expect } from '@open-wc/testing';
import { Marked } from 'marked';
import '../../src/bundle.js';
import { choicesMarkdown, upgradeChoiceBlocks } from '../../src/markdown.js';
import { HOSTILE_STRINGS } from './payloads.js';
import { activeAttributes, allText, settled, signature } from './dom.js';

type Text = (slot: string) => string;
const benign: Text = (slot) => slot;
const hostile = (): Text => {
  let i = 0;
  return (slot) => `${HOSTILE_STRINGS[i++ % HOSTILE_STRINGS.length]} ${slot}`;
};

/** A choices block with `t(slot)` in every text field, and an info string that tries to break out too. */
function markdown(t: Text): string {
  const block = {
    question: t('question'),
    context: t('context'),
    placeholder: t('placeholder'),
    allowOther: true,
    multiple: true,
    options: [0, 1, 2].map((i) => ({ label: t(`label${i}`), value: t(`value${i}`), description: t(`description${i}`), recommended: i === 1 })),
  };
  return `Pick one:\n\n\`\`\`choices ${t('info').replace(/[`\n]/g, '')}\n${JSON.stringify(block, null, 2)}\n\`\`\`\n\nThanks.\n`;
}

/** Parses `html` into a fresh container in the page (as a host without Trusted Types would). */
async function place(html: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await settled(container);
  return container;
}

function expectNothingRanOrLoaded(): void {
  expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
  expect(performance.getEntriesByType('resource').filter((e) => e.name.includes('x-pwned'))).to.deep.equal([]);
}

describe('hostile text through the markdown binding', () => {
  const placed: HTMLElement[] = [];
  afterEach(() => placed.splice(0).forEach((el) => el.remove()));

  it('choicesMarkdown: the block stays escaped JSON, the page gets the same elements, the prompt shows text', async () => {
    const render = (t: Text, value?: string) =>
      new Marked(choicesMarkdown({ state: () => (value === undefined ? undefined : { status: 'answered', value }) })).parse(markdown(t)) as string;
    const evilHtml = render(hostile());
    // In the HTML, the only tags are marked's paragraphs and the prompt with its script.
    expect(evilHtml.match(/<[a-z][\w-]*/gi)).to.deep.equal(['<p', '<choice-prompt', '<script', '<p']);
    expect(evilHtml.match(/<\/script/gi)).to.have.length(1);

    const safe = await place(render(benign));
    const evil = await place(evilHtml);
    placed.push(safe, evil);
    expect(signature(evil), 'light DOM and shadow DOM: the same elements and attribute names').to.deep.equal(signature(safe));
    expect(activeAttributes(evil)).to.deep.equal(activeAttributes(safe));
    const prompt = evil.querySelector('choice-prompt')!;
    expect(prompt.getAttribute('state')).to.equal('open');
    // The fields take the hostile strings in order: question, context, placeholder, then label0.
    const shown = allText(prompt.shadowRoot!);
    for (const text of [`${HOSTILE_STRINGS[0]} question`, `${HOSTILE_STRINGS[1]} context`, `${HOSTILE_STRINGS[2]} placeholder`, `${HOSTILE_STRINGS[3]} label0`]) {
      expect(shown).to.contain(text);
    }

    // A restored answer holding markup, through the state option: an escaped attribute value, shown as text.
    const restoredSafe = await place(render(benign, 'typed'));
    const restored = await place(render(hostile(), HOSTILE_STRINGS[2]));
    placed.push(restoredSafe, restored);
    expect(restored.querySelector('choice-prompt')!.getAttribute('value')).to.equal(HOSTILE_STRINGS[2]);
    expect(signature(restored)).to.deep.equal(signature(restoredSafe));
    expectNothingRanOrLoaded();
  });

  it('upgradeChoiceBlocks: a block marked rendered as code becomes a prompt built with DOM calls, markup as text', async () => {
    const plain = new Marked();
    const safe = await place(plain.parse(markdown(benign)) as string);
    const evil = await place(plain.parse(markdown(hostile())) as string);
    placed.push(safe, evil);
    expect(upgradeChoiceBlocks(safe)).to.have.length(1);
    expect(upgradeChoiceBlocks(evil)).to.have.length(1);
    await settled(safe);
    await settled(evil);
    expect(signature(evil)).to.deep.equal(signature(safe));
    const prompt = evil.querySelector('choice-prompt')!;
    expect(prompt.getAttribute('state')).to.equal('open');
    expect(allText(prompt.shadowRoot!)).to.contain(HOSTILE_STRINGS[0]);
    expectNothingRanOrLoaded();
  });

  it('a block whose JSON tries to close the script renders as a raw code block, as text', async () => {
    const broken = '```choices\n{"question": "</script><img src=/x-pwned.png onerror=window.__pwned=1>", "options": [\n```\n';
    const container = await place(new Marked(choicesMarkdown()).parse(broken) as string);
    placed.push(container);
    expect(container.querySelector('choice-prompt')).to.equal(null);
    expect(container.querySelector('img')).to.equal(null);
    expect(container.querySelector('pre > code')!.textContent).to.contain('</script><img');
    expectNothingRanOrLoaded();
  });
});
