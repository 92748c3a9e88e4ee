// Lazy upgrade (issue 5): prompts near the viewport render in full at once; the others first
// render a light structure that is complete for assistive technology and the tab order, then
// their full interface when they come near, in idle time, on focus, or when a host changes
// them. What the user and a screen reader meet must not depend on which render shows.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { deepActive, optionButtons, part, record, root, seedBlock, seedJson, statusText } from '../helpers.js';

const full = (el: ChoicePrompt) => !!root(el).querySelector('.indicator');
const light = (el: ChoicePrompt) => !!root(el).querySelector('.lite');

/** A prompt far below the viewport (several screens of page above it), in a wrapper. */
async function farPrompt(template = html`<choice-prompt id="far"><script type="application/json">${seedJson}</script></choice-prompt>`) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><div style="height: 6000px"></div>${template}</div>`);
  const el = wrapper.querySelector<ChoicePrompt>('choice-prompt')!;
  await el.updateComplete;
  return { wrapper, el };
}

/**
 * The ARIA snapshot of `selector` in `el`, taken while the same render shows: the idle-time
 * reveal can replace the light structure while the snapshot is being read (the locator then
 * reads a detached group, ''), and a snapshot of that moment says nothing about either render.
 */
async function steadySnapshot(el: ChoicePrompt, selector: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const wasLight = light(el);
    const snapshot = await ariaSnapshot(selector);
    if (light(el) === wasLight || attempt === 2) return snapshot;
    await el.updateComplete;
  }
}

describe('<choice-prompt> lazy upgrade', () => {
  it('renders in full at once when it starts near the viewport', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${seedJson}</script></choice-prompt>`);
    expect(full(el)).to.equal(true);
    expect(light(el)).to.equal(false);
  });

  it('far from the viewport: a light structure the accessibility tree reads like the full prompt', async () => {
    const { el } = await farPrompt();
    expect(light(el), 'light before anyone comes near').to.equal(true);
    expect(el.getAttribute('state')).to.equal('open');
    expect(await steadySnapshot(el, '#far [role=group]')).to.equal(
      [
        '- group "How would you like to add this source?":',
        '  - button "Use RSS feed"',
        '  - text: Recommended Fast, summaries only.',
        '  - button "Use agentic extraction"',
      ].join('\n'),
    );
    expect(optionButtons(el).map((b) => b.tabIndex), 'one tab stop, where the full prompt keeps it').to.deep.equal([0, -1]);
    await expect(el).to.be.accessible();
  });

  it('far from the viewport: a restored state is shown and disables the options', async () => {
    const { el } = await farPrompt(
      html`<choice-prompt id="far" disabled value="agentic"><script type="application/json">${seedJson}</script></choice-prompt>`,
    );
    expect(light(el)).to.equal(true);
    expect(statusText(el)).to.equal('No longer active. Chosen: Use agentic extraction');
    expect(await steadySnapshot(el, '#far [role=group]')).to.contain('- button "Use agentic extraction" [disabled] [pressed]');
    await expect(el).to.be.accessible();
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
    const { el: eager } = await farPrompt(html`<choice-prompt loading="eager"><script type="application/json">${seedJson}</script></choice-prompt>`);
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
