// The elements' lazily loaded parts (src/components/loader/parts.ts) on a page that has not
// fetched them yet, as with bundle.js: a plain choices prompt renders at once without them; a
// request holding a question answered in a field (or by Yes/No) shows the pending skeleton,
// and nothing of the request, until the question fields part and the kinds' rules are here,
// then renders, validates and answers in full. Runs in the `unregistered-dialects` group
// (web-test-runner.config.mjs), whose pages preload nothing. The order of the tests matters:
// a part once loaded stays loaded.
import '../helpers/unregistered-page.js';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/bundle.js';
import type { ChoicePrompt, QuestionSet } from '../../src/index.js';
import { kindRulesLoaded } from '../../src/protocol/kind-rules.js';
import type { ChoiceRequest } from '../../src/protocol/model.js';
import { optionButtons, part, request, root } from './helpers.js';

/** Whether the page fetched a part's module (`field-kinds.part`…): the network's word, not the kit's. */
const fetchedModule = (name: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/${name}.`));

const settles = (el: Element, state: string) => waitUntil(() => el.getAttribute('state') === state, `state becomes ${state}`, { timeout: 4000 });

/** A host-built request with a text and a boolean question, written out (importing the protocol's kinds.ts would register their rules). */
const typedRequest: ChoiceRequest = {
  id: 'typed-1',
  dialect: 'choices-block',
  questions: [
    { id: 'name', kind: 'text', text: 'Project name', maxLength: 20, options: [], multiple: false, allowOther: false, minSelections: 0, maxSelections: 0, defaults: [] },
    { id: 'ci', kind: 'boolean', text: 'Run CI?', options: [], multiple: false, allowOther: false, minSelections: 0, maxSelections: 0, defaults: [] },
  ],
};

describe('elements and their lazily loaded parts', () => {
  it('a plain choices prompt renders at once and fetches no part', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request()}></choice-prompt>`);
    expect(el.state).to.equal('open');
    expect(optionButtons(el)).to.have.length(3);
    expect(fetchedModule('field-kinds.part')).to.equal(false);
    expect(kindRulesLoaded()).to.equal(false);
  });

  it('a request with a text and a boolean question stays pending until its part is here, then answers in full', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${typedRequest}></question-set>`);
    expect(el.state).to.equal('pending');
    expect(root(el).querySelector('[part~="question-item"]'), 'nothing of the request shows while pending').to.equal(null);
    expect(part(el, 'status')?.textContent).to.include('Loading');
    await settles(el, 'open');
    expect(fetchedModule('field-kinds.part')).to.equal(true);
    expect(kindRulesLoaded()).to.equal(true);
    // Two questions: the progress row's part came too, with its styles.
    expect(fetchedModule('progress.part')).to.equal(true);
    expect(getComputedStyle(part(el, 'progress')!).display).to.equal('flex');
    const input = root(el).querySelector<HTMLInputElement>('#q0-other')!;
    expect(input.getAttribute('maxlength')).to.equal('20');
    expect(input.getAttribute('aria-labelledby')).to.equal('q0-question');
    input.value = 'Atlas';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    optionButtons(el)[0]!.click();
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { detail } = await submitted;
    expect(detail.response.answers).to.deep.equal({ name: { selected: [], text: 'Atlas' }, ci: { selected: [], boolean: true } });
    await expect(el).to.be.accessible();
  });

  it('a script that cannot be read stays pending until the fallbacks part is here, then shows its JSON, styled', async () => {
    expect(fetchedModule('fallbacks.part')).to.equal(false);
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">{"question": "Half</script></choice-prompt>`);
    expect(el.state).to.equal('pending');
    expect(part(el, 'fallback')).to.equal(null);
    await settles(el, 'invalid');
    const code = part(el, 'fallback')!;
    expect(code.localName).to.equal('pre');
    expect(code.textContent).to.equal('{"question": "Half');
    expect(getComputedStyle(code).whiteSpace, 'the part\'s styles are adopted').to.equal('pre-wrap');
    await expect(el).to.be.accessible();
  });

  it('a prompt given several questions says it needs a question set, once the fallbacks part is here', async () => {
    const two = request({}, {});
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${{ ...two, questions: [two.questions[0]!, { ...two.questions[0]!, id: 'q1' }] }}></choice-prompt>`);
    await settles(el, 'invalid');
    expect(part(el, 'fallback')!.textContent).to.include('2');
  });

  it('a request with a time limit, notes and a preview stays pending until their parts are here, then shows all three', async () => {
    expect([fetchedModule('countdown.part'), fetchedModule('annotations.part'), fetchedModule('previews.part')]).to.deep.equal([false, false, false]);
    const timed = request(
      { id: 'timed-1', timeoutMs: 60_000, annotations: { perOption: true, global: true } },
      { multiple: true, minSelections: 1, maxSelections: 2, options: [{ id: 'o0', label: 'Red', value: 'red', preview: 'color: red;' }, { id: 'o1', label: 'Blue', value: 'blue' }] },
    );
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${timed}></choice-prompt>`);
    expect(el.state).to.equal('pending');
    expect(optionButtons(el)).to.have.length(0);
    await settles(el, 'open');
    expect([fetchedModule('countdown.part'), fetchedModule('annotations.part'), fetchedModule('previews.part')]).to.deep.equal([true, true, true]);
    expect(part(el, 'countdown')?.getAttribute('role')).to.equal('timer');
    expect(part(el, 'note'), 'the note on the whole request').to.not.equal(null);
    optionButtons(el)[0]!.focus();
    await waitUntil(() => part(el, 'preview'), 'the focused option shows its preview', { timeout: 10_000 });
    expect(part(el, 'preview')!.textContent).to.include('color: red;');
    expect(getComputedStyle(part(el, 'preview')!.querySelector('.code')!).whiteSpace, 'the previews part\'s styles are adopted').to.equal('pre');
    expect(getComputedStyle(part(el, 'countdown')!).fontVariantNumeric, 'the countdown part\'s styles are adopted').to.equal('tabular-nums');
    optionButtons(el)[0]!.click();
    await waitUntil(() => root(el).querySelectorAll('[part~="note"]').length === 2, 'a note field for the chosen option', { timeout: 10_000 });
    await expect(el).to.be.accessible();
  });

  it('an approval stays pending until the approvals part is here, then shows its subject, styled, as its first focus', async () => {
    expect(fetchedModule('approval.part')).to.equal(false);
    const asked = request({ id: 'approval-1' }, {
      subject: { kind: 'command', text: 'rm -rf ./build' },
      options: [{ id: 'approve', label: 'Approve', value: 'approve', term: 'approve' }, { id: 'deny', label: 'Deny', value: 'deny', term: 'deny' }],
    });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${asked}></choice-prompt>`);
    expect(el.state).to.equal('pending');
    await settles(el, 'open');
    expect(fetchedModule('approval.part')).to.equal(true);
    expect(part(el, 'subject-text')!.textContent).to.equal('rm -rf ./build');
    expect(getComputedStyle(part(el, 'subject-text')!).whiteSpace, 'the approvals part\'s styles are adopted').to.equal('pre-wrap');
    el.focus();
    expect(root(el).activeElement).to.equal(part(el, 'subject'));
    await expect(el).to.be.accessible();
  });
});
