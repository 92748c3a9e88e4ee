/**
 * Every state of the gallery, rendered as the gallery does in Arabic (`lang="ar"`, its complete
 * strings table, provided host-wide): nothing the elements show or say may be English, and no
 * list may be joined with a Latin comma. Latin words the agent's own texts hold (product
 * names, a URL, the code of a preview, a tool's name and arguments) are allowed: they come
 * from the request, not the kit; so is the agent's product name (Claude).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import '../../src/choice-prompt.js';
import '../../src/question-set.js';
import '../../src/choice-queue.js';
import { provideChoiceConfig } from '../../src/index.js';
import type { Card } from '../../demo/gallery/fixtures.js';
import { promptCards } from '../../demo/gallery/prompt-cards.js';
import { setCards } from '../../demo/gallery/set-cards.js';
import { AGENT_DATA, kindCards, words } from '../../demo/gallery/kind-cards.js';
import { queueCards, sources } from '../../demo/gallery/queue-cards.js';
import { textSet, type TextSet } from '../../demo/gallery/texts.js';

type Shown = HTMLElement & { updateComplete: Promise<unknown> };

/** What a person reads or hears from an element: its shadow root's text and the labels and placeholders that are spoken. */
function heard(element: Element): string[] {
  const out: string[] = [];
  const visit = (root: ShadowRoot | Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        // A preview and styles are not the kit's words: a preview comes from the request as it is.
        // A key cap (kbd) shows the key's own label, which keyboards print in Latin letters.
        if (!node.parentElement?.closest('pre, style, script, kbd, [part="preview"]')) out.push(node.data);
        continue;
      }
      const el = node as Element;
      for (const name of ['aria-label', 'placeholder', 'title', 'aria-roledescription']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  // A card may show its element inside a form: its own text (the form's button) is read too.
  visit(element.shadowRoot ?? element);
  return out.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Latin words the request's own texts hold (labels, questions, placeholders), which may show as they are. */
function requestWords(t: TextSet): Set<string> {
  const { strings: _kit, ...texts } = t;
  return new Set([...(JSON.stringify([texts, words(t), AGENT_DATA, sources(t)]).match(/[A-Za-z][A-Za-z]*/g) ?? []), ...PRODUCT_NAMES]);
}

/**
 * The agent's product name in the kit's own words, which its client writes in Latin letters in
 * every language (Claude Code's "No, and tell Claude what to do differently").
 */
const PRODUCT_NAMES = ['Claude'];

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function renderCards(t: TextSet, cards: Card[]): Promise<Shown[]> {
  const host = await fixture<HTMLElement>(html`<div lang="ar" dir="rtl"></div>`);
  provideChoiceConfig(host, { strings: t.strings ?? {}, lang: t.lang, loading: 'eager' });
  render(html`${cards.map((card) => html`<div data-card=${card.id}>${card.render(t)}</div>`)}`, host);
  const elements = [...host.querySelectorAll<Shown>('[data-card] > *')];
  for (const [i, card] of cards.entries()) if (card.after) await card.after(elements[i]!);
  await Promise.all(elements.map((e) => e.updateComplete));
  return elements;
}

describe('the gallery in Arabic', () => {
  for (const length of ['short', 'long'] as const) {
    it(`every state, ${length} texts: no English word and no Latin list comma`, async () => {
      const t = textSet('rtl', length);
      const allowed = requestWords(t);
      const cards = [...promptCards, ...setCards, ...kindCards, ...queueCards];
      const elements = await renderCards(t, cards);
      const problems: string[] = [];
      elements.forEach((element, i) => {
        for (const text of heard(element)) {
          const english = (text.match(/[A-Za-z][A-Za-z]*/g) ?? []).filter((w) => !allowed.has(w));
          if (english.length > 0) problems.push(`${cards[i]!.id}: "${text}" (${english.join(' ')})`);
          // A tool's arguments are shown as the agent sent them, as JSON; their commas are not a list.
          if (text.includes(', ') && !isJson(text)) problems.push(`${cards[i]!.id}: Latin comma in "${text}"`);
        }
      });
      expect(problems).to.deep.equal([]);
    });
  }
});
