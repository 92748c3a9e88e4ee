// Lazy upgrade (issue 5): prompts near the viewport render in full at once; the others first
// render a light structure that is complete for assistive technology and the tab order, then
// their full interface when they come near, in idle time, on focus, or when a host changes
// them. What the user and a screen reader meet must not depend on which render shows.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { deepActive, optionButtons, part, record, request, root, seedBlock, seedJson, statusText } from '../helpers.js';

const full = (el: Element) => !!root(el).querySelector('.indicator');
const light = (el: Element) => !!root(el).querySelector('.lite');

/** A prompt far below the viewport (several screens of page above it), in a wrapper. */
async function farPrompt(template = html`<choice-prompt expanded id="far"><script type="application/json">${seedJson}</script></choice-prompt>`) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><div style="height: 6000px"></div>${template}</div>`);
  const el = wrapper.querySelector<ChoicePrompt>('choice-prompt')!;
  await el.updateComplete;
  return { wrapper, el };
}

/**
 * While `holdingIdle`, idle callbacks (the idle-time reveal) wait: a light structure stays
 * light while an ARIA snapshot (a round trip to the test server) reads it. A callback the
 * browser runs meanwhile, even one requested before the hold, is kept and requested again on
 * release, so later prompts are revealed in idle time as usual.
 */
const realIdle = window.requestIdleCallback;
let holdingIdle = false;
const heldIdle: IdleRequestCallback[] = [];
const gatedIdle = (callback: IdleRequestCallback, options?: IdleRequestOptions): number =>
  realIdle((deadline) => (holdingIdle ? heldIdle.push(callback) : callback(deadline)), options);

function holdIdleReveal(): () => void {
  holdingIdle = true;
  return () => {
    holdingIdle = false;
    for (const callback of heldIdle.splice(0)) gatedIdle(callback);
  };
}

/** The ARIA snapshot of `selector`, read from `el`'s light structure (fails if it was revealed meanwhile). */
async function lightSnapshot(el: Element, selector: string): Promise<string> {
  expect(light(el), 'light before the snapshot').to.equal(true);
  const snapshot = await ariaSnapshot(selector);
  expect(light(el), 'still light after the snapshot').to.equal(true);
  return snapshot;
}

describe('<choice-prompt expanded> lazy upgrade', () => {
  let release: (() => void) | undefined;
  before(() => (window.requestIdleCallback = gatedIdle));
  after(() => (window.requestIdleCallback = realIdle));
  afterEach(() => {
    release?.();
    release = undefined;
  });

  it('renders in full at once when it starts near the viewport', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded><script type="application/json">${seedJson}</script></choice-prompt>`);
    expect(full(el)).to.equal(true);
    expect(light(el)).to.equal(false);
  });

  it('far from the viewport: a light structure the accessibility tree reads like the full prompt', async () => {
    release = holdIdleReveal();
    const { el } = await farPrompt();
    expect(light(el), 'light before anyone comes near').to.equal(true);
    expect(el.getAttribute('state')).to.equal('open');
    expect(await lightSnapshot(el, '#far [role=group]')).to.equal(
      [
        '- group "How would you like to add this source? Choosing an option sends your answer.":',
        '  - button "Use RSS feed"',
        '  - text: Recommended Fast, summaries only.',
        '  - button "Use agentic extraction"',
      ].join('\n'),
    );
    expect(optionButtons(el).map((b) => b.tabIndex), 'one tab stop, where the full prompt keeps it').to.deep.equal([0, -1]);
    await expect(el).to.be.accessible();
  });

  it("far from the viewport: a group whose context is a tool call's arguments is named with them, as in full", async () => {
    release = holdIdleReveal();
    // An approval renders in full at once; a block whose question has arguments as its
    // context and only options renders light.
    const block = JSON.stringify({ ...JSON.parse(seedJson), context: '{ "path": "old-api.ts" }' });
    const { el } = await farPrompt(html`<choice-prompt expanded id="far"><script type="application/json">${block}</script></choice-prompt>`);
    const name = (await lightSnapshot(el, '#far [role=group]')).split('\n')[0]!;
    expect(name).to.include('How would you like to add this source? {').and.include('old-api.ts');
    await expect(el).to.be.accessible();
  });

  it('far from the viewport: a restored state shows at once as its settled markup, the options disabled', async () => {
    release = holdIdleReveal();
    const { el } = await farPrompt(
      html`<choice-prompt expanded id="far" disabled value="agentic"><script type="application/json">${seedJson}</script></choice-prompt>`,
    );
    // A settled request needs no light render and no reveal: its markup is the same at any distance.
    expect(light(el)).to.equal(false);
    expect(root(el).querySelector<HTMLDetailsElement>('details.fold-box')!.open).to.equal(true);
    expect(statusText(el)).to.equal('No longer active. Chosen: Use agentic extraction');
    expect(await ariaSnapshot('#far [role=group]')).to.contain('- button "Use agentic extraction" [disabled] [pressed]');
    await expect(el).to.be.accessible();
  });

  it('far from the viewport, an answered set shows its settled markup, each group named and pressed, and takes focus as in full', async () => {
    release = holdIdleReveal();
    const wrapper = await fixture<HTMLDivElement>(html`<div><div style="height: 6000px"></div><question-set expanded id="far-set"></question-set></div>`);
    const set = wrapper.querySelector<QuestionSet>('question-set')!;
    const base = request({ dialect: 'provide_choice' });
    set.request = { ...base, questions: [base.questions[0]!, { ...base.questions[0]!, id: 'q1', text: 'Pick two', multiple: true, minSelections: 0, maxSelections: 2 }] };
    set.response = { requestId: base.id, status: 'answered', answers: { q0: { selected: ['o1'] }, q1: { selected: ['o0', 'o2'] } } };
    await set.updateComplete;
    expect(light(set)).to.equal(false);
    const tree = await ariaSnapshot('#far-set [data-q="1"] [role=group]');
    expect(tree).to.match(/^- group "Pick two":/);
    expect(tree).to.contain('- button "Red" [disabled] [pressed]');
    set.focus({ preventScroll: true });
    expect(deepActive(), 'focus lands on the first chosen option of the first question').to.equal(optionButtons(set)[1]);
    (deepActive() as HTMLElement).blur();
  });

  it('takes the same room light as full, so revealing it moves nothing', async () => {
    const { el } = await farPrompt();
    // Laid out although off screen, to compare the two renders' boxes.
    el.style.contentVisibility = 'visible';
    const before = el.getBoundingClientRect().height;
    el.loading = 'eager';
    await el.updateComplete;
    expect(full(el)).to.equal(true);
    expect(el.getBoundingClientRect().height).to.be.closeTo(before, 0.5);
  });

  it('keeps a prompt-sized box before its first render', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><div style="height: 6000px"></div></div>`);
    const el = document.createElement('choice-prompt') as ChoicePrompt;
    el.question = 'Q?';
    el.options = seedBlock.options;
    el.style.contentVisibility = 'visible';
    wrapper.append(el);
    await new Promise((r) => queueMicrotask(() => r(undefined)));
    await Promise.resolve();
    expect(el.hasAttribute('state'), 'not rendered yet').to.equal(false);
    expect(el.getBoundingClientRect().height, 'a placeholder keeps its room').to.be.greaterThan(150);
    await el.updateComplete;
    expect(root(el).querySelector('.deferred')).to.equal(null);
  });

  it('Tab reaches a light prompt, which renders in full with focus on the same option', async () => {
    const { wrapper, el } = await farPrompt();
    const before = document.createElement('button');
    before.textContent = 'before';
    wrapper.insertBefore(before, el);
    expect(light(el)).to.equal(true);
    before.focus();
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(full(el)).to.equal(true);
    const active = deepActive() as HTMLElement;
    expect(active.matches('button.option')).to.equal(true);
    expect(active.textContent!.trim()).to.equal('Use RSS feed');
    await sendKeys({ press: 'ArrowDown' });
    expect((deepActive() as HTMLElement).textContent!.trim(), 'the full prompt answers the keys').to.equal('Use agentic extraction');
  });

  it('focus() renders in full at once and focuses the option holding the tab stop', async () => {
    const { el } = await farPrompt();
    el.focus();
    expect(full(el), 'synchronously').to.equal(true);
    expect((deepActive() as HTMLElement).textContent!.trim()).to.equal('Use RSS feed');
  });

  it('a click on a light option (as assistive technology sends one) answers once', async () => {
    const { el } = await farPrompt();
    const events = record(el, 'choice-submit');
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[1]!.click();
    optionButtons(el)[0]!.click();
    expect((await submitted).detail.reply).to.equal('agentic');
    await el.updateComplete;
    expect(events).to.have.length(1);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(full(el)).to.equal(true);
  });

  it('renders in full when scrolled near, and in idle time when nobody comes', async () => {
    const near = await farPrompt();
    near.el.scrollIntoView();
    await waitUntil(() => full(near.el), 'revealed near the viewport', { timeout: 3000 });
    window.scrollTo(0, 0);

    const idle = await farPrompt();
    expect(light(idle.el)).to.equal(true);
    await waitUntil(() => full(idle.el), 'revealed in idle time', { timeout: 4000 });
  });

  it('renders in full at once with loading="eager", or when a host changes it', async () => {
    const { el: eager } = await farPrompt(html`<choice-prompt expanded loading="eager"><script type="application/json">${seedJson}</script></choice-prompt>`);
    expect(full(eager)).to.equal(true);

    const { el } = await farPrompt();
    expect(light(el)).to.equal(true);
    el.value = 'rss';
    el.answered = true;
    await el.updateComplete;
    expect(full(el)).to.equal(true);
    expect(part(el, 'status')!.textContent).to.contain('Answered: Use RSS feed');
  });
});
