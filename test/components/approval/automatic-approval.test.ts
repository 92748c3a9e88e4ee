// An approval a policy decides (AI SDK 7's `isAutomatic`): the decision stands where the
// options would, nothing can be chosen or sent, and a decision that arrives while the prompt
// is on screen is spoken. The parts are the shapes `streamText` writes
// (test/node/ai-sdk-automatic-approval.test.mjs reads them from the SDK itself).
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { deepActive, optionButtons, part, record } from '../helpers.js';

const input = { path: 'a.ts' };
const pending = { type: 'tool-deleteFile', toolCallId: 'call-1', state: 'approval-requested', input, approval: { id: 'ap-1', isAutomatic: true } };
const denied = { ...pending, state: 'output-denied', approval: { id: 'ap-1', isAutomatic: true, approved: false, reason: 'Deleting files is off in this workspace.' } };
const approved = { ...pending, state: 'approval-responded', approval: { id: 'ap-1', isAutomatic: true, approved: true } };

function parsed(part: unknown) {
  const result = parseRequest('ai_sdk_tool_part', part);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

const said = (el: Element) => (part(el, 'decision')?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** What the decision's live region holds: text there is spoken (a settled request's folded markup has none: '' too). */
const spoken = (el: Element) => part(el, 'decision')?.querySelector('[role="status"]')?.textContent ?? (part(el, 'decision') ? '' : null);
const shown = (button: HTMLElement) => button.getClientRects().length > 0;

describe('automatic approvals: the decision, settled, with nothing to choose', () => {
  it('a denial shows the decision and the policy\'s reason in place of the options', async () => {
    const { request, response } = parsed(denied);
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request} .response=${response}></choice-prompt>`);
    expect(part(el, 'subject-text')!.textContent).to.equal('path: a.ts');
    expect(said(el)).to.equal('Automatic decision: Deny. Deleting files is off in this workspace.');
    expect(spoken(el), 'shown decided from the start: not spoken').to.equal('');
    expect(optionButtons(el).filter(shown), 'no option can be chosen').to.deep.equal([]);
    expect(part(el, 'submit')).to.equal(null);
    expect(part(el, 'cancel')).to.equal(null);
    expect(shown(part(el, 'status')!), 'the decision says what the state line would').to.equal(false);
    // The decision comes after the question, as an answer does.
    const question = part(el, 'question')!.getBoundingClientRect();
    expect(part(el, 'decision')!.getBoundingClientRect().top).to.be.greaterThan(question.top);
    await expect(el).to.be.accessible();
  });

  it('an approval says Approve', async () => {
    const { request, response } = parsed(approved);
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request} .response=${response}></choice-prompt>`);
    expect(said(el)).to.equal('Automatic decision: Approve');
  });

  it('while the decision is on its way, no key chooses or sends anything; when it arrives, the status says it', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${parsed(pending).request}></choice-prompt>`);
    expect(said(el)).to.equal('Automatic decision: …');
    expect(spoken(el), 'a live region, empty from the start').to.equal('');
    expect(optionButtons(el).filter(shown)).to.deep.equal([]);
    const events = record(el, 'choice-submit', 'choice-change', 'choice-cancel');
    el.focus();
    expect(deepActive(), 'first focus: what would run').to.equal(part(el, 'subject'));
    for (const key of ['Enter', 'Space', 'Escape', '1', 'Tab', 'Enter']) await sendKeys({ press: key });
    expect(events.map((e) => e.type)).to.deep.equal([]);
    const region = part(el, 'decision')!;
    // The stream's response arrives: the host hands the part's next state to the same element.
    const next = parsed(denied);
    el.request = next.request;
    el.response = next.response;
    await el.updateComplete;
    expect(part(el, 'decision'), 'the same region').to.equal(region);
    expect(spoken(el), 'the decision arrived on screen: spoken').to.equal('Automatic decision: Deny. Deleting files is off in this workspace.');
    expect(events.map((e) => e.type)).to.deep.equal([]);
  });
});
