// A question set still streaming says "Loading questions…" as a prompt says "Loading question…": through a live
// region that was in the tree, empty, before its text landed, once; and nothing saying
// "Loading" stays once the questions are there.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, ChoiceRequest, QuestionSet } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { announcement, liveStatusText, question, root, sleep } from '../helpers.js';
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

const twoQuestions: ChoiceRequest = {
  id: 'set-pending',
  dialect: 'provide_choice',
  questions: [question({ id: 'colour', text: 'Which colour?' }), question({ id: 'size', text: 'Which size?' })],
};

const pendingSet = (id: string) => pendingElement<QuestionSet>('question-set', id);

describe('<question-set> while its request streams', () => {
  let host: HTMLElement;
  beforeEach(async () => {
    host = await fixture<HTMLElement>(html`<div></div>`);
  });

  it('puts its live region in the tree empty and speaks "Loading questions…" into it later, once', async () => {
    await quietMoment();
    const el = pendingSet('set-streaming');
    const { batches, stop } = appendWatched(host, el);
    await el.updateComplete;
    const region = loadingRegion(el);
    expect(shownText(el)).to.equal('Loading questions…');
    await whenSpoken(el);
    el.requestUpdate();
    await el.updateComplete;
    await sleep(SPEAK_WAIT_MS);
    stop();
    expectEnteredEmpty(batches, region);
    await expect(el).to.be.accessible();
  });

  it('leaves nothing saying "Loading" once the questions arrive, and does not announce them', async () => {
    await quietMoment();
    const el = pendingSet('set-arrives');
    host.append(el);
    await whenSpoken(el);
    el.request = twoQuestions;
    el.pending = false;
    await el.updateComplete;
    const prompts = [...root(el).querySelectorAll<ChoicePrompt>('choice-prompt')];
    await Promise.all(prompts.map((p) => p.updateComplete));
    expect(el.state).to.equal('open');
    const tree = await ariaSnapshot('#set-arrives');
    expect(tree).not.to.contain('Loading');
    expect(tree).to.contain('Which colour?');
    await sleep(SPEAK_WAIT_MS);
    expect(announcement(el)).to.equal('');
    expect(liveStatusText(el)).to.equal('');
  });

  it('stays quiet when it was already pending as the page restored it', async () => {
    await quietMoment();
    const sets = ['s1', 's2', 's3'].map(pendingSet);
    host.append(...sets);
    await Promise.all(sets.map((s) => s.updateComplete));
    await sleep(SPEAK_WAIT_MS);
    for (const s of sets) expect(spokenText(s), `${s.id} is not spoken`).to.equal('');
    await expect(sets[0]).to.be.accessible();
  });
});
