// The two approval options the agents' own clients offer beyond Approve and Deny, through real
// keys: Claude Code's "No, and tell Claude what to do differently" (a deny carrying the typed
// instruction) and Codex's remembered approvals ("Approve this session", "Always allow").
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PermissionResult } from '@anthropic-ai/claude-agent-sdk';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import type { ChoiceRequest } from '../../../src/protocol/model.js';
import { PERMISSION_DENIED_MESSAGE } from '../../../src/protocol/dialects/can-use-tool/index.js';
import { deepActive, optionButtons, part, record, root, statusText } from '../helpers.js';

function parsed(dialect: Parameters<typeof parseRequest>[0], payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect, payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

async function arrive(request: ChoiceRequest): Promise<ChoicePrompt> {
  const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request}></choice-prompt>`);
  await el.updateComplete;
  el.focus();
  return el;
}

const bash = { toolName: 'Bash', input: { command: 'npm test', description: 'Run the tests' } };
const focused = () => deepActive() as HTMLElement | null;
const field = (el: ChoicePrompt) => root(el).querySelector<HTMLInputElement>('#q0-message');

/** Clicks "No, and tell Claude what to do differently"; its field shows, with focus in it. */
async function chooseTellClaude(el: ChoicePrompt): Promise<void> {
  optionButtons(el)[2]!.click();
  await el.updateComplete;
  await el.updateComplete;
  expect(focused()).to.equal(field(el));
}

describe('"No, and tell Claude what to do differently"', () => {
  it('is offered after Deny; choosing it sends nothing, shows its field and moves focus into it', async () => {
    const el = await arrive(parsed('can_use_tool', bash));
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Approve', 'Deny', 'No, and tell Claude what to do differently']);
    expect(optionButtons(el).map((b) => b.getAttribute('aria-keyshortcuts')), 'Escape chooses Deny, not the message').to.deep.equal([null, 'Escape', null]);
    expect(root(el).querySelectorAll('kbd')).to.have.length(1);
    const events = record(el, 'choice-submit');
    await sendKeys({ press: 'Tab' });
    expect(focused()?.textContent?.trim(), 'the tab stop stays on Deny').to.equal('Deny');
    expect(field(el)).to.equal(null);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(el.state).to.equal('selected');
    expect(focused(), 'focus is in the field').to.equal(field(el));
    expect(root(el).querySelector('label[for="q0-message"]')!.textContent).to.equal('What should Claude do instead?');
    expect(field(el)!.getAttribute('aria-describedby')).to.equal('q0-message-hint');
    expect(root(el).querySelector('#q0-message-hint')!.textContent).to.equal('Left empty, this is sent as Deny.');
    await expect(el).to.be.accessible();
  });

  it('Enter in the field sends the deny with the typed instruction as its message', async () => {
    const el = await arrive(parsed('can_use_tool', bash));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    await el.updateComplete;
    await sendKeys({ type: 'Run only the unit tests' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    const reply = (await submitted).detail.reply as PermissionResult;
    expect(reply).to.deep.equal({ behavior: 'deny', message: 'Run only the unit tests' });
    await el.updateComplete;
    expect(statusText(el)).to.equal('Answered: No, and tell Claude what to do differently');
    expect(field(el)!.readOnly, 'the message stays, as sent').to.equal(true);
    expect(field(el)!.value).to.equal('Run only the unit tests');
    await expect(el).to.be.accessible();
  });

  it('the typed instruction is kept when the request also takes notes (the notes part handles the field then)', async () => {
    const request = { ...parsed('can_use_tool', bash), annotations: { perOption: true, global: false } };
    const el = await arrive(request);
    await chooseTellClaude(el);
    await sendKeys({ type: 'Ask me first' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    const reply = (await submitted).detail.reply as PermissionResult;
    expect(reply).to.deep.equal({ behavior: 'deny', message: 'Ask me first' });
  });

  it('Escape from the field holding text sends the refusal with that text: Esc means no, and nothing typed is dropped', async () => {
    const el = await arrive(parsed('can_use_tool', bash));
    await chooseTellClaude(el);
    await sendKeys({ type: 'half-typed' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Escape' });
    expect((await submitted).detail.reply).to.deep.equal({ behavior: 'deny', message: 'half-typed' });
  });

  it('Escape from the empty field sends the plain Deny', async () => {
    const el = await arrive(parsed('can_use_tool', bash));
    await chooseTellClaude(el);
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Escape' });
    expect((await submitted).detail.reply).to.deep.equal({ behavior: 'deny', message: PERMISSION_DENIED_MESSAGE });
    expect(optionButtons(el)[1]!.getAttribute('aria-pressed'), 'Deny is the answer').to.equal('true');
  });

  it('left empty, Submit sends a plain Deny', async () => {
    const el = await arrive(parsed('can_use_tool', bash));
    await chooseTellClaude(el);
    const submitted = oneEvent(el, 'choice-submit');
    root(el).querySelector<HTMLButtonElement>('[part="message-send"]')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ behavior: 'deny', message: PERMISSION_DENIED_MESSAGE });
  });

  it('in a question set too (a lone choice sends when chosen there as well): focus moves into the field, its Submit sends the message', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${parsed('can_use_tool', bash)}></question-set>`);
    await el.updateComplete;
    optionButtons(el)[2]!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(deepActive()).to.equal(root(el).querySelector('#q0-message'));
    await sendKeys({ type: 'Not now' });
    const submitted = oneEvent(el, 'choice-submit');
    root(el).querySelector<HTMLButtonElement>('[part="message-send"]')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ behavior: 'deny', message: 'Not now' });
  });

  it('a host\'s strings table words the option and the field', async () => {
    const el = await arrive(parsed('can_use_tool', bash));
    el.strings = { denyWithMessage: 'Non, et dire à Claude quoi faire', denyMessageLabel: 'Que doit faire Claude ?' };
    await el.updateComplete;
    expect(optionButtons(el)[2]!.textContent!.trim()).to.equal('Non, et dire à Claude quoi faire');
    optionButtons(el)[2]!.click();
    await el.updateComplete;
    expect(root(el).querySelector('label[for="q0-message"]')!.textContent).to.equal('Que doit faire Claude ?');
  });
});

describe('the message field at 320 px', () => {
  it('keeps room for a sentence: Submit wraps under a field the full width rather than squeezing it', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 254px"><choice-prompt expanded .request=${parsed('can_use_tool', bash)}></choice-prompt></div>`);
    const el = wrapper.querySelector<ChoicePrompt>('choice-prompt')!;
    await el.updateComplete;
    await chooseTellClaude(el);
    const input = field(el)!.getBoundingClientRect();
    const send = part(el, 'message-send')!.getBoundingClientRect();
    expect(input.width, `the field is ${input.width} px wide`).to.be.at.least(180);
    expect(send.top, 'Submit under the field').to.be.at.least(input.bottom);
  });
});

const codex = (persist: unknown) => ({
  threadId: 'thread-1',
  turnId: 'turn-1',
  serverName: 'server-1',
  mode: 'form',
  message: 'Allow this request?',
  _meta: { codex_approval_kind: 'mcp_tool_call', persist },
  requestedSchema: { type: 'object', properties: {} },
});

describe("Codex's remembered approvals", () => {
  it('a remembered approval weighs more than a one-off: its own loop glyph, its description in the text colour, never the primary look on focus', async () => {
    const el = await arrive(parsed('mcp_elicitation', codex(['session', 'always'])));
    const rows = root(el).querySelectorAll<HTMLElement>('.row');
    expect([...rows].map((r) => ['approve', 'remember', 'deny'].find((c) => r.classList.contains(c)))).to.deep.equal(['approve', 'remember', 'remember', 'deny']);
    expect(rows[1]!.querySelector('.indicator svg'), 'a glyph of its own, not the check').to.exist;
    expect(rows[0]!.querySelector('.indicator .check-mark')).to.exist;
    const always = rows[2]!;
    const before = getComputedStyle(always).backgroundColor;
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()?.textContent?.trim()).to.equal('Always allow');
    expect(getComputedStyle(always).backgroundColor, 'no primary fill on a remembered approval').to.equal(before);
    expect(getComputedStyle(always.querySelector('.description')!).color).to.equal(getComputedStyle(always.querySelector('.label')!).color);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()?.textContent?.trim()).to.equal('Approve Once');
    expect(getComputedStyle(rows[0]!).backgroundColor, 'the one-off approval is the primary action').to.not.equal(before);
  });

  it('offers "Approve this session" and "Always allow" where _meta.persist does, in Codex\'s order and words', async () => {
    const el = await arrive(parsed('mcp_elicitation', codex(['session', 'always'])));
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Approve Once', 'Approve this session', 'Always allow', 'Cancel']);
    expect(root(el).querySelector('#q0-o2-desc')!.textContent).to.equal('Run the tool and remember this choice for future tool calls.');
    await sendKeys({ press: 'Tab' });
    expect(focused()?.textContent?.trim(), 'the tab stop is on Cancel').to.equal('Cancel');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()?.textContent?.trim()).to.equal('Always allow');
    await expect(el).to.be.accessible();
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: null, _meta: { persist: 'always' } });
  });

  it('"Approve this session" answers with _meta.persist session; a persist Codex does not know offers nothing more', async () => {
    const el = await arrive(parsed('mcp_elicitation', codex('session')));
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Approve Once', 'Approve this session', 'Cancel']);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowUp' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: null, _meta: { persist: 'session' } });
    expect(parsed('mcp_elicitation', codex(['forever', 3])).questions[0]!.options.map((o) => o.id)).to.deep.equal(['accept', 'cancel']);
  });
});
