// Host-wide configuration (`provideChoiceConfig`, through @lit/context): a chat log that is
// not a Lit element provides strings, language, tab stops and loading once; every prompt and
// set inside it follows, live, and an element's own settings win.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import '../../src/choice-prompt.js';
import '../../src/question-set.js';
import { provideChoiceConfig, type ChoicePrompt, type QuestionSet } from '../../src/index.js';
import { optionButtons, part, request, root } from './helpers.js';

const multi = request({ dialect: 'provide_choice' }, { multiple: true, maxSelections: 3 });
const twoQuestions = { ...multi, id: 'two', questions: [multi.questions[0]!, { ...multi.questions[0]!, id: 'q1', text: 'And another?' }] };

async function log() {
  const el = await fixture<HTMLDivElement>(html`<div role="log">
    <choice-prompt id="a" .request=${multi}></choice-prompt>
    <section><question-set id="b" .request=${twoQuestions}></question-set></section>
    <choice-prompt id="own" .request=${multi} .strings=${{ submit: 'Mine' }} tab-stops="roving" lang="en"></choice-prompt>
  </div>`);
  const [a, b, own] = ['#a', '#b', '#own'].map((id) => el.querySelector<ChoicePrompt | QuestionSet>(id)!);
  return { el, a: a!, b: b!, own: own!, all: [a!, b!, own!] };
}

const updated = (els: Array<ChoicePrompt | QuestionSet>) => Promise.all(els.map((e) => e.updateComplete));
const submitText = (el: Element) => part(el, 'submit')!.textContent!.trim();

describe('host-wide configuration', () => {
  it('every prompt and set inside a plain element follows the provided strings, live; an element\'s own strings win', async () => {
    const { el, a, b, own, all } = await log();
    const setConfig = provideChoiceConfig(el, { strings: { submit: 'Senden', chooseUpTo: 'Bis zu {max}' } });
    await updated(all);
    expect(all.map(submitText)).to.deep.equal(['Senden', 'Senden', 'Mine']);
    expect(part(a, 'hint')!.textContent!.trim()).to.equal('Choose at least 1');
    setConfig({ strings: { submit: 'Envoyer', cancel: 'Annuler' } });
    await updated(all);
    expect(all.map(submitText)).to.deep.equal(['Envoyer', 'Envoyer', 'Mine']);
    expect([a, b, own].map((e) => part(e, 'cancel')!.textContent!.trim())).to.deep.equal(['Annuler', 'Annuler', 'Annuler']);
    await expect(b).to.be.accessible();
  });

  it('the texts a lazily loaded part carries (a set\'s progress row) follow the provided strings too; an element\'s own win', async () => {
    const { el, b } = await log();
    const progressLabel = () => part(b, 'progress')!.getAttribute('aria-label');
    await b.updateComplete;
    expect(progressLabel(), 'the part\'s English default').to.equal('0 of 2 answered');
    provideChoiceConfig(el, { strings: { progress: '{answered} von {total} beantwortet' } });
    await b.updateComplete;
    expect(progressLabel()).to.equal('0 von 2 beantwortet');
    b.strings = { progress: 'Mine: {answered}/{total}' };
    await b.updateComplete;
    expect(progressLabel()).to.equal('Mine: 0/2');
  });

  it('reaches elements that upgraded before the provider existed', async () => {
    const { el, all } = await log();
    expect(all.map(submitText)).to.deep.equal(['Submit', 'Submit', 'Mine']);
    provideChoiceConfig(el, { strings: { submit: 'Später' } });
    await updated(all);
    expect(all.map(submitText)).to.deep.equal(['Später', 'Später', 'Mine']);
  });

  it('gives the language to each card unless the element has its own', async () => {
    const { el, a, b, own, all } = await log();
    provideChoiceConfig(el, { lang: 'de' });
    await updated(all);
    expect([a, b, own].map((e) => part(e, 'base')!.getAttribute('lang'))).to.deep.equal(['de', 'de', null]);
  });

  it('tab-stop mode: "each" from the provider makes every option a tab stop, unless the element says otherwise', async () => {
    const { el, a, b, own, all } = await log();
    provideChoiceConfig(el, { tabStops: 'each' });
    await updated(all);
    expect(optionButtons(a).map((o) => o.tabIndex)).to.deep.equal([0, 0, 0]);
    expect(optionButtons(b).map((o) => o.tabIndex)).to.deep.equal([0, 0, 0, 0, 0, 0]);
    expect(optionButtons(own).map((o) => o.tabIndex)).to.deep.equal([0, -1, -1]);
  });

  it('loading mode: "eager" from the provider renders a prompt far from the viewport in full at once', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><div style="height: 6000px"></div></div>`);
    provideChoiceConfig(wrapper, { loading: 'eager' });
    const el = document.createElement('choice-prompt');
    el.request = request({ dialect: 'provide_choice' });
    wrapper.append(el);
    await el.updateComplete;
    expect(!!root(el).querySelector('.indicator'), 'the full render, not the light one').to.equal(true);
  });

  it('a Lit element can be the provider too', async () => {
    class ChatLog extends LitElement {}
    customElements.define('config-test-log', ChatLog);
    const host = await fixture<ChatLog>(html`<config-test-log><choice-prompt .request=${multi}></choice-prompt></config-test-log>`);
    const prompt = host.querySelector<ChoicePrompt>('choice-prompt')!;
    const setConfig = provideChoiceConfig(host, { strings: { submit: 'Go' } });
    await prompt.updateComplete;
    expect(submitText(prompt)).to.equal('Go');
    setConfig({ strings: { submit: 'Go on' } });
    await prompt.updateComplete;
    expect(submitText(prompt)).to.equal('Go on');
  });
});
