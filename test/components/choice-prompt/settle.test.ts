import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { announcement, optionButtons, part, pressed, record, request, seedJson, sleep, statusText } from '../helpers.js';

function center(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
}

describe('<choice-prompt> settles exactly once', () => {
  afterEach(() => resetMouse());

  it('fires one choice-submit for a real double click', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${seedJson}</script></choice-prompt>`);
    const events = record(el, 'choice-submit', 'choice-cancel');
    const [x, y] = center(optionButtons(el)[0]!);
    await sendMouse({ type: 'click', position: [x, y] });
    await sendMouse({ type: 'click', position: [x, y] });
    await el.updateComplete;
    expect(events).to.have.length(1);
    expect(events[0]!.detail.reply).to.equal('rss');
  });

  it('fires one event for synchronous clicks on two different options', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${seedJson}</script></choice-prompt>`);
    const events = record(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    optionButtons(el)[1]!.click();
    expect(events).to.have.length(1);
    expect(events[0]!.detail.reply).to.equal('rss');
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Use RSS feed']);
  });

  it('fires one event for a held Enter key (auto-repeat)', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${seedJson}</script></choice-prompt>`);
    const events = record(el, 'choice-submit');
    optionButtons(el)[1]!.focus();
    await sendKeys({ down: 'Enter' });
    await sendKeys({ down: 'Enter' });
    await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });
    expect(events).to.have.length(1);
    expect(events[0]!.detail.reply).to.equal('agentic');
  });

  it('fires one event for repeated Enter on Submit, and for a click racing a key', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt multiple question="Q" .options=${JSON.parse(seedJson).options}></choice-prompt>`);
    const events = record(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    const submit = part(el, 'submit')!;
    submit.focus();
    submit.click();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    expect(events).to.have.length(1);
  });

  it('cancels once, with the dialect\'s cancel reply, and locks the prompt', async () => {
    const payload = { questions: [{ question: 'Which?', header: 'H', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] };
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt><script type="application/json" dialect="ask_user_question">${JSON.stringify(payload)}</script></choice-prompt>`,
    );
    const events = record(el, 'choice-submit', 'choice-cancel');
    const cancelled = oneEvent(el, 'choice-cancel');
    part(el, 'cancel')!.click();
    part(el, 'cancel')?.click();
    const { detail } = await cancelled;
    expect(detail.response.status).to.equal('cancelled');
    expect((detail.reply as { cancelled: boolean }).cancelled).to.equal(true);
    await el.updateComplete;
    optionButtons(el)[0]!.click();
    expect(events.map((e) => e.type)).to.deep.equal(['choice-cancel']);
    expect(el.getAttribute('state')).to.equal('cancelled');
    expect(statusText(el)).to.equal('Cancelled');
    expect(part(el, 'cancel')).to.equal(null);
    expect(optionButtons(el).every((b) => b.getAttribute('aria-disabled') === 'true')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('offers no Cancel for a choices-block (the user just types on)', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt><script type="application/json">${seedJson}</script></choice-prompt>`);
    expect(part(el, 'cancel')).to.equal(null);
  });

  it('on timeout answers with the defaults as choice-submit, status timeout', async () => {
    const req = request({ dialect: 'provide_choice', submitMode: 'confirm', timeoutMs: 150 }, { defaults: ['o1'] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    expect(part(el, 'countdown')!.textContent!.trim()).to.equal('0:01 left, then Green is sent');
    expect(part(el, 'countdown')!.getAttribute('role')).to.equal('timer');
    const events = record(el, 'choice-submit', 'choice-cancel');
    const submitted = oneEvent(el, 'choice-submit');
    const { detail } = await submitted;
    expect(detail.response).to.deep.equal({ requestId: 'req-1', status: 'timeout', answers: { q0: { selected: ['o1'] } } });
    expect((detail.reply as { action_status: string }).action_status).to.equal('timeout');
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('timeout');
    expect(statusText(el)).to.equal('Timed out. Sent the default: Green');
    expect(pressed(el)).to.deep.equal(['Green']);
    expect(part(el, 'countdown')).to.equal(null);
    optionButtons(el)[0]!.click();
    part(el, 'submit')?.click();
    expect(events).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('on timeout with timeoutAction "cancel" fires choice-cancel, status timeout', async () => {
    const req = request({ dialect: 'ask_user_question', timeoutMs: 100, timeoutAction: 'cancel' }, { defaults: ['o1'] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    const { detail } = await oneEvent(el, 'choice-cancel');
    expect(detail.response.status).to.equal('timeout');
    expect(detail.response.answers).to.deep.equal({});
    await el.updateComplete;
    expect(statusText(el)).to.equal('Timed out');
    expect(pressed(el)).to.deep.equal([]);
  });

  it('an answer before the deadline stops the clock: no timeout event follows', async () => {
    const req = request({ timeoutMs: 120 });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    const events = record(el, 'choice-submit', 'choice-cancel');
    optionButtons(el)[2]!.click();
    await sleep(250);
    expect(events.map((e) => e.detail.response.status)).to.deep.equal(['answered']);
  });

  it('announces time running out at thresholds only, politely', async () => {
    const req = request({ timeoutMs: 10_400 });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    expect(announcement(el)).to.equal('');
    // The remark comes on the clock's tick at 10 s left, 400 ms in: waited for, not slept for.
    await waitUntil(() => announcement(el) !== '', 'a remark', { timeout: 5000 });
    expect(announcement(el)).to.equal('10 seconds left to answer, then it times out unanswered');
    expect(el.shadowRoot!.querySelector('[aria-live="polite"]')).to.exist;
    expect(part(el, 'countdown')!.getAttribute('aria-live'), 'the visible clock is never read out every second').to.equal('off');
    optionButtons(el)[0]!.click();
  });
});
