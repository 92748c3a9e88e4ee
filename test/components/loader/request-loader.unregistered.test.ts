// One element's loader, seen from outside: what a request needs fetched shows as pending
// (the skeleton and its loading line), then the request; a part that cannot be fetched shows
// the invalid fallback saying so; a request replaced while its parts load never shows. Runs
// in the `unregistered-dialects` group (web-test-runner.config.mjs): nothing is preloaded,
// and the link part's module is missing.
import '../../helpers/unregistered-page.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/bundle.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { part, request, root } from '../helpers.js';

const settles = (el: Element, state: string) => waitUntil(() => el.getAttribute('state') === state, `state becomes ${state}`, { timeout: 4000 });
const questionText = (el: Element) => part(el, 'question')?.textContent ?? null;

describe('the loader of a request element', () => {
  it('shows a request that needs a part as pending, then the request with the part', async () => {
    const timed = request({ id: 'timed', timeoutMs: 60_000 }, { text: 'Deploy now?' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${timed}></choice-prompt>`);
    expect(el.state).to.equal('pending');
    expect(questionText(el), 'nothing of the request while pending').to.equal(null);
    expect(part(el, 'status')!.textContent).to.include('Loading');
    await settles(el, 'open');
    expect(questionText(el)).to.equal('Deploy now?');
    expect(part(el, 'countdown')!.getAttribute('role')).to.equal('timer');
    expect(el.validationErrors).to.deep.equal([]);
  });

  it('shows the invalid fallback with the path and reason when a part cannot be fetched', async () => {
    const link = request({ id: 'link', link: 'https://example.com/consent', questions: [] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${link}></choice-prompt>`);
    expect(el.state).to.equal('pending');
    await settles(el, 'invalid');
    expect(el.validationErrors).to.have.length(1);
    expect(el.validationErrors[0]!.path).to.equal('$');
    expect(el.validationErrors[0]!.message).to.match(/^The elements' link part could not be loaded \(.+\)\.$/);
    const fallback = part(el, 'fallback')!;
    expect(fallback.textContent).to.include("The elements' link part could not be loaded");
    expect(fallback.textContent).to.include('$');
    expect(part(el, 'submit'), 'no link to follow').to.equal(null);
    await expect(el).to.be.accessible();
    // Another element needing the same part says the same at once: the page fetched it once.
    const again = await fixture<ChoicePrompt>(html`<choice-prompt .request=${{ ...link, id: 'link-2' }}></choice-prompt>`);
    expect(again.state).to.equal('invalid');
  });

  it('renders only the newest request when one is replaced while its parts load', async () => {
    const seen = new Set<string>();
    const first = request({ id: 'first' }, { text: 'First question', options: [{ id: 'o0', label: 'Red', value: 'red', preview: 'red' }, { id: 'o1', label: 'Blue', value: 'blue' }] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${first}></choice-prompt>`);
    new MutationObserver(() => seen.add(questionText(el) ?? '')).observe(root(el), { subtree: true, childList: true, characterData: true });
    expect(el.state, JSON.stringify(el.validationErrors)).to.equal('pending');
    el.request = request({ id: 'second', annotations: { perOption: false, global: true } }, { text: 'Second question' });
    await settles(el, 'open');
    expect(questionText(el)).to.equal('Second question');
    // The first request's part comes too: another element needing it shows once it is here,
    // after the first element's superseded wait ended.
    const other = await fixture<ChoicePrompt>(html`<choice-prompt .request=${{ ...first, id: 'other' }}></choice-prompt>`);
    await settles(other, 'open');
    await el.updateComplete;
    expect(questionText(el)).to.equal('Second question');
    expect(part(el, 'note'), 'the second request\'s own part').to.not.equal(null);
    expect([...seen]).to.not.include('First question');
  });
});
