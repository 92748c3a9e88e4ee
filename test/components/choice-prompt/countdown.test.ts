import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { part, record, request, sleep } from '../helpers.js';

const countdown = (el: Element) => part(el, 'countdown')?.textContent?.trim();

describe('countdown deadline', () => {
  // The clock reads Date.now: these tests stop it and move it on, so what it shows cannot
  // depend on how long the machine took in between.
  const realNow = Date.now;
  let now = 0;
  const stopClock = () => {
    now = realNow();
    Date.now = () => now;
  };
  afterEach(() => {
    Date.now = realNow;
  });

  it('a prompt disabled for a while and enabled again keeps its first deadline', async () => {
    stopClock();
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', timeoutMs: 5000 })}></choice-prompt>`);
    expect(countdown(el)).to.equal('0:05 left, then it times out unanswered');
    now += 1500;
    el.disabled = true;
    await el.updateComplete;
    expect(!!part(el, 'countdown'), 'no countdown while disabled').to.equal(false);
    el.disabled = false;
    await el.updateComplete;
    expect(countdown(el), 'not the full time again').to.equal('0:04 left, then it times out unanswered');
    el.disabled = true;
  });

  it('a deadline that passed while disabled times out as soon as the prompt is enabled', async () => {
    stopClock();
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', timeoutMs: 200 }, { defaults: ['o1'] })}></choice-prompt>`);
    const events = record(el, 'choice-submit', 'choice-cancel');
    el.disabled = true;
    await el.updateComplete;
    now += 350;
    await sleep(50);
    expect(events, 'nothing while disabled').to.have.length(0);
    const submitted = oneEvent(el, 'choice-submit');
    el.disabled = false;
    // At once: before a timer set now for half the request's time, which a clock started
    // afresh or waiting for its next tick would let run first. (An order, not a duration.)
    const first = await Promise.race([submitted.then(() => 'the timeout'), sleep(100).then(() => 'a 100 ms timer')]);
    expect(first).to.equal('the timeout');
    expect((await submitted).detail.response.status).to.equal('timeout');
  });

  it('a question set keeps its first deadline too', async () => {
    stopClock();
    const el = await fixture<QuestionSet>(html`<question-set .request=${request({ dialect: 'provide_choice', timeoutMs: 5000 })}></question-set>`);
    expect(countdown(el)).to.equal('0:05 left, then it times out unanswered');
    now += 1500;
    el.disabled = true;
    await el.updateComplete;
    el.disabled = false;
    await el.updateComplete;
    expect(countdown(el)).to.equal('0:04 left, then it times out unanswered');
    el.disabled = true;
  });
});

describe('what the clock says happens at zero', () => {
  it('shows it beside the time: the defaults sent, a cancel, or a timeout with nothing chosen', async () => {
    const sends = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', timeoutMs: 60_000 }, { defaults: ['o2'] })}></choice-prompt>`);
    expect(countdown(sends)).to.match(/^\d:\d\d left, then Blue is sent$/);
    const cancels = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', timeoutMs: 60_000, timeoutAction: 'cancel' }, { defaults: ['o2'] })}></choice-prompt>`);
    expect(countdown(cancels)).to.match(/^\d:\d\d left, then it is cancelled$/);
    const nothing = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', timeoutMs: 60_000 })}></choice-prompt>`);
    expect(countdown(nothing)).to.match(/^\d:\d\d left, then it times out unanswered$/);
  });
});

describe('countdown remarks', () => {
  const remark = (el: Element) => (el.shadowRoot!.querySelector('[aria-live="polite"]')?.textContent ?? '').replace(/\u00a0/g, '').trim();
  // A stopped clock, moved to 10 s left: the remark then stands until the clock moves again,
  // so waiting for it depends on no timer's timing.
  const realNow = Date.now;
  let now = 0;
  const stopClock = () => {
    now = realNow();
    Date.now = () => now;
  };
  afterEach(() => {
    Date.now = realNow;
  });

  it('"10 seconds left" is gone from the live region once time is up', async () => {
    stopClock();
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', timeoutMs: 10_150 }, { defaults: ['o1'] })}></choice-prompt>`);
    now += 150;
    await waitUntil(() => remark(el) === '10 seconds left to answer, then Green is sent', 'the 10-second remark, with what is sent at zero', { timeout: 10_000 });
    // The clock reads Date.now at each tick: move it past the deadline.
    const submitted = oneEvent(el, 'choice-submit');
    now += 11_000;
    expect((await submitted).detail.response.status).to.equal('timeout');
    await el.updateComplete;
    expect(remark(el)).to.equal('');
    expect(el.shadowRoot!.textContent).not.to.include('seconds left');
  });

  it('a prompt outdated while a remark stands drops the remark', async () => {
    stopClock();
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', timeoutMs: 10_150 })}></choice-prompt>`);
    now += 150;
    await waitUntil(() => remark(el) === '10 seconds left to answer, then it times out unanswered', 'the 10-second remark', { timeout: 10_000 });
    el.disabled = true;
    await el.updateComplete;
    expect(remark(el)).to.equal('');
  });
});
