// What a screen-reader user hears while a block streams: "Loading question…" spoken once,
// through a live region that was in the tree, empty, before its text landed (a region that
// appears already filled is often not announced); nothing for a page or history restoring
// unfinished blocks, for a block that loads in a moment, or inside a host's own live log;
// and nothing left saying "Loading" once the question (or the raw block) has arrived.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { announcement, liveStatusText, optionButtons, part, seedJson, sleep } from '../helpers.js';
import {
  SPEAK_WAIT_MS,
  appendWatched,
  expectEnteredEmpty,
  loadingRegion,
  pendingElement,
  quietMoment,
  shownText,
  spokenText,
  whenSpoken,
} from '../loading.js';

const pendingPrompt = (id: string) => pendingElement<ChoicePrompt>('choice-prompt', id);

/** Streams `text` into the prompt's JSON script, as a markdown host does while the block arrives. */
function stream(el: ChoicePrompt, text: string): void {
  let script = el.querySelector('script');
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/json';
    el.append(script);
  }
  script.textContent = text;
}

describe('<choice-prompt> while its block streams', () => {
  let host: HTMLElement;
  beforeEach(async () => {
    host = await fixture<HTMLElement>(html`<div></div>`);
  });

  it('puts its live region in the tree empty, and speaks "Loading question…" into it later, once', async () => {
    await quietMoment();
    const el = pendingPrompt('streaming');
    const { batches, stop } = appendWatched(host, el);
    await el.updateComplete;
    const region = loadingRegion(el);
    expect(shownText(el), 'the line shows at once').to.equal('Loading question…');
    await whenSpoken(el);
    // Half-written JSON streams in; every chunk re-renders the skeleton.
    for (const chunk of ['{"question": "Wh', '{"question": "Which?", "opt']) {
      stream(el, chunk);
      await sleep(0); // the script's change reaches the element through a MutationObserver
      await el.updateComplete;
    }
    await sleep(SPEAK_WAIT_MS);
    stop();
    expectEnteredEmpty(batches, region);
    expect(spokenText(el)).to.equal('Loading question…');
    expect(shownText(el), 'shown once, not twice').to.equal('Loading question…');
    await expect(el).to.be.accessible();
  });

  it('leaves nothing saying "Loading" in the accessibility tree once the question arrives, and does not announce it', async () => {
    await quietMoment();
    const el = pendingPrompt('arrives');
    host.append(el);
    await whenSpoken(el);
    expect(await ariaSnapshot('#arrives')).to.contain('Loading question…');
    stream(el, seedJson);
    el.pending = false;
    await el.updateComplete;
    expect(el.state).to.equal('open');
    expect(optionButtons(el)).to.have.length(2);
    const tree = await ariaSnapshot('#arrives');
    expect(tree).not.to.contain('Loading');
    expect(tree).to.contain('How would you like to add this source?');
    // The arrival is the agent's message: the host's message log speaks it, not the prompt.
    await sleep(SPEAK_WAIT_MS);
    expect(announcement(el)).to.equal('');
    expect(liveStatusText(el)).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('leaves nothing saying "Loading" once the block turns out malformed and shows as raw JSON', async () => {
    await quietMoment();
    const el = pendingPrompt('broken');
    host.append(el);
    await whenSpoken(el);
    stream(el, '{"question": "Half');
    el.pending = false;
    await el.updateComplete;
    expect(el.state).to.equal('invalid');
    const tree = await ariaSnapshot('#broken');
    expect(tree).not.to.contain('Loading');
    expect(tree).to.match(/^- code: .*Half/);
  });

  it('speaks a second block loading after the first as news of its own, not a repeat a screen reader drops', async () => {
    await quietMoment();
    const first = pendingPrompt('first');
    host.append(first);
    await whenSpoken(first);
    const firstText = loadingRegion(first).textContent;
    stream(first, seedJson);
    first.pending = false;
    await quietMoment();
    const second = pendingPrompt('second');
    host.append(second);
    await whenSpoken(second);
    // Orca drops a live message equal to the last one it heard: the two must differ.
    expect(loadingRegion(second).textContent, 'a different message').not.to.equal(firstText);
  });

  it('stays quiet when the block is complete within half a second (a dialect fetched in a moment)', async () => {
    await quietMoment();
    const el = pendingPrompt('quick');
    const { batches, stop } = appendWatched(host, el);
    await el.updateComplete;
    const region = loadingRegion(el);
    await sleep(100);
    stream(el, seedJson);
    el.pending = false;
    await el.updateComplete;
    await sleep(SPEAK_WAIT_MS);
    stop();
    expect(el.state).to.equal('open');
    expect(region.isConnected, 'the skeleton is gone').to.equal(false);
    expectEnteredEmpty(batches, region, { spoken: false });
  });

  it('stays quiet for a history of unfinished blocks restored at once, still showing each line as text', async () => {
    await quietMoment();
    const prompts = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(pendingPrompt);
    host.append(...prompts);
    await Promise.all(prompts.map((p) => p.updateComplete));
    await sleep(SPEAK_WAIT_MS);
    for (const p of prompts) {
      expect(spokenText(p), `${p.id} is not spoken`).to.equal('');
      expect(shownText(p), `${p.id} still shows its line`).to.equal('Loading question…');
    }
    expect(await ariaSnapshot('#h3'), 'a reader still finds the line').to.contain('Loading question…');
    await expect(prompts[0]).to.be.accessible();
  });

  it("leaves the line to the host's own live region (a chat log speaks what is added to it)", async () => {
    await quietMoment();
    const log = document.createElement('div');
    log.setAttribute('role', 'log');
    host.append(log);
    const el = pendingPrompt('in-log');
    log.append(el);
    await el.updateComplete;
    await sleep(SPEAK_WAIT_MS);
    expect(spokenText(el)).to.equal('');
    expect(shownText(el)).to.equal('Loading question…');
  });

  it('does not speak the line again when moved in the page after speaking it', async () => {
    await quietMoment();
    const el = pendingPrompt('moved');
    host.append(el);
    await whenSpoken(el);
    const elsewhere = document.createElement('section');
    host.append(elsewhere);
    elsewhere.append(el);
    // Emptied in the update its removal asked for, which runs before the next frame (and so
    // before the accessibility tree is next read).
    await el.updateComplete;
    expect(spokenText(el), 'emptied when it left the tree').to.equal('');
    await sleep(SPEAK_WAIT_MS);
    expect(spokenText(el)).to.equal('');
    expect(shownText(el)).to.equal('Loading question…');
    expect(part(el, 'status')!.classList.contains('pending')).to.equal(true);
  });
});
