/**
 * The gallery's cards reached by clicking (a draft, a refused Submit) really are in the state
 * their title names: a designer judges each state by its card, and the visual baselines are
 * pictures of them.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import '../../src/choice-prompt.js';
import '../../src/question-set.js';
import type { Card } from '../../demo/gallery/fixtures.js';
import { promptCards } from '../../demo/gallery/prompt-cards.js';
import { setCards } from '../../demo/gallery/set-cards.js';
import { kindCards } from '../../demo/gallery/kind-cards.js';
import { textSet } from '../../demo/gallery/texts.js';

type Shown = HTMLElement & { updateComplete: Promise<unknown> };

async function shown(card: Card): Promise<Shown> {
  const host = await fixture<HTMLElement>(html`<div></div>`);
  render(card.render(textSet('ltr', 'short')), host);
  // The card's root, or the element in it (a card may show its element inside a form).
  const stage = host.firstElementChild as Shown;
  const element = host.querySelector<Shown>('choice-prompt, question-set')!;
  await element.updateComplete;
  await card.after?.(stage);
  await element.updateComplete;
  return element;
}

const cards = [...promptCards, ...setCards, ...kindCards];
const card = (id: string) => cards.find((c) => c.id === id)!;
const pressed = (el: Element) => [...el.shadowRoot!.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.textContent!.trim());

/** The cards whose click sends: a choice that sends, and a form's Submit. */
const SENT = ['sends-chosen', 'submit-sent'];
const kinds = (el: Element) => [...el.shadowRoot!.querySelectorAll('button[aria-pressed] .indicator')].map((i) => ['key', 'radio'].find((k) => i.classList.contains(k)));

describe('the gallery cards reached by clicking', () => {
  // Every card a click brings into its state, but the folded one a click opens (it stays answered) and those a click sends.
  for (const c of cards.filter((c) => c.after && c.id !== 'folded-open' && !SENT.includes(c.id))) {
    it(`"${c.title}" (${c.id}) is no longer untouched`, async () => {
      const element = await shown(c);
      expect(element.getAttribute('state')).to.equal('selected');
    });
  }

  it('"Folded, opened" stays answered, its line pressed open', async () => {
    const element = await shown(card('folded-open'));
    expect(element.getAttribute('state')).to.equal('answered');
    expect(element.shadowRoot!.querySelector<HTMLDetailsElement>('details:has(> [part~="fold"])')!.open).to.equal(true);
  });

  it('"Choosing sent" and "Chosen, then submitted" are answered and show radios (no key works once sent)', async () => {
    const t = textSet('ltr', 'short');
    const sent = await shown(card('sends-chosen'));
    expect([sent.getAttribute('state'), pressed(sent), kinds(sent)]).to.deep.equal(['answered', [t.deploy.options[1]!.label], ['radio', 'radio']]);
    const submitted = await shown(card('submit-sent'));
    expect([submitted.getAttribute('state'), pressed(submitted), kinds(submitted)]).to.deep.equal(['answered', [t.database.options[1]!.label], ['radio', 'radio', 'radio']]);
  });

  it('the set "In progress" has its first question answered and the others open', async () => {
    const element = await shown(card('set-progress'));
    expect(pressed(element)).to.deep.equal([textSet('ltr', 'short').database.options[1]!.label]);
  });

  it('the set "Submit refused" names the questions still open, not the one answered', async () => {
    const t = textSet('ltr', 'short');
    const element = await shown(card('set-refused'));
    expect(pressed(element)).to.deep.equal([t.database.options[0]!.label]);
    const problem = element.shadowRoot!.querySelector('[part~="hint"].problem')!.textContent!;
    expect(problem).to.include(t.features.header).and.include(t.deploy.header);
    expect(problem).not.to.include(t.database.header);
  });
});
