// An AI SDK approval a person answers may carry a reason they type (AI SDK 7's
// `addToolApprovalResponse({id, approved, reason})`): optional, typed before the decision that
// sends it, sent with Approve or Deny; the SDK's own `requestReason` is shown, never sent back.
// Parts are the shapes `streamText` writes (test/node/ai-sdk-approval-reason.test.mjs).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { deepActive, optionButtons, part, record, root, statusText } from '../helpers.js';

const asked = {
  type: 'tool-deleteFile',
  toolCallId: 'call-1',
  state: 'approval-requested',
  input: { path: 'a.ts' },
  approval: { id: 'ap-1', requestReason: 'Deleting files needs a person in this workspace.', signature: 'CE-KRwKCUOKMRdms6liu8sA9qAWqZhuQZu97iT9mVwA' },
};

function parsed(payload: unknown) {
  const result = parseRequest('ai_sdk_tool_part', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

async function arrive(payload: unknown = asked): Promise<ChoicePrompt> {
  const { request, response } = parsed(payload);
  const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request} .response=${response}></choice-prompt>`);
  await el.updateComplete;
  return el;
}

const field = (el: ChoicePrompt) => root(el).querySelector<HTMLInputElement>('#q0-note');
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('an AI SDK approval\'s reason', () => {
  it('a labelled, optional field before the options, its hint its description; the SDK\'s reason for asking is the context', async () => {
    const el = await arrive();
    expect(text(part(el, 'context'))).to.equal('Deleting files needs a person in this workspace.');
    const input = field(el)!;
    expect(text(root(el).querySelector('label[for="q0-note"]'))).to.equal('Reason (optional)');
    expect(text(root(el).getElementById(input.getAttribute('aria-describedby')!))).to.equal('Sent with Approve or Deny.');
    expect(input.required).to.equal(false);
    // Before the decision that sends it, in the order of the page and of Tab.
    expect(input.compareDocumentPosition(optionButtons(el)[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await expect(el).to.be.accessible();
  });

  it('typed, then Deny pressed by key: the denial carries the reason, the SDK\'s own reason is not sent', async () => {
    const el = await arrive();
    el.focus();
    expect(deepActive()?.id, 'first focus: what would run').to.equal('q0-subject');
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(field(el));
    await sendKeys({ type: 'Keep it, it is the config.' });
    await sendKeys({ press: 'Tab' });
    expect(text(deepActive())).to.equal('Deny');
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ id: 'ap-1', approved: false, reason: 'Keep it, it is the config.' });
    await el.updateComplete;
    expect(statusText(el)).to.equal('Answered: Deny');
    expect(field(el)!.readOnly, 'the reason stays, as sent').to.equal(true);
    expect(field(el)!.value).to.equal('Keep it, it is the config.');
    await expect(el).to.be.accessible();
  });

  it('never required: Approve clicked with nothing typed sends no reason', async () => {
    const el = await arrive();
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    expect((await submitted).detail.reply).to.deep.equal({ id: 'ap-1', approved: true });
    await el.updateComplete;
    expect(field(el), 'nothing typed: no field once settled').to.equal(null);
  });

  it('typing is a change of the draft, and Enter in the field sends nothing', async () => {
    const el = await arrive();
    const events = record(el, 'choice-change', 'choice-submit');
    field(el)!.focus();
    await sendKeys({ type: 'ok' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(events.map((e) => e.type)).to.deep.equal(['choice-change', 'choice-change']);
    expect((events[1] as CustomEvent).detail.answer).to.deep.equal({ selected: [], note: 'ok' });
  });

  it('restored from history, the reason shows as it was sent; a policy\'s decision has no field', async () => {
    const el = await arrive({ ...asked, state: 'output-denied', approval: { ...asked.approval, approved: false, reason: 'Not now' } });
    expect(field(el)!.value).to.equal('Not now');
    expect(field(el)!.readOnly).to.equal(true);
    await expect(el).to.be.accessible();
    const automatic = await arrive({ ...asked, state: 'approval-requested', approval: { id: 'ap-2', isAutomatic: true } });
    expect(field(automatic)).to.equal(null);
  });

  it('says the host\'s words where its table has them', async () => {
    const { request } = parsed(asked);
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .strings=${{ reasonLabel: 'Why (optional)', reasonHint: 'Goes with your decision.' }} .request=${request}></choice-prompt>`);
    await el.updateComplete;
    expect(text(root(el).querySelector('label[for="q0-note"]'))).to.equal('Why (optional)');
    expect(text(root(el).querySelector('#q0-note-hint'))).to.equal('Goes with your decision.');
  });
});
