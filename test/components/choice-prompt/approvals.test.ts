// Approvals (Claude Agent SDK permissions, AI SDK tool approvals, LangGraph interrupts) through
// real key presses: what will run is the subject and takes the first focus, Enter on arrival
// sends nothing, Tab lands on the refusal, Approve needs a move, Escape denies where Claude
// Code does, "don't ask again" sends the SDK's own suggestions back.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PermissionResult, PermissionUpdate } from '@anthropic-ai/claude-agent-sdk';
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

const bash = { command: 'rm -rf ./build', description: 'Remove the build folder' };
const suggestions: PermissionUpdate[] = [{ type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'rm -rf ./build' }], behavior: 'allow', destination: 'localSettings' }];

/** A prompt between two buttons, as in a chat; the host focuses it as the demo chat does. */
async function arrive(request: ChoiceRequest) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><button id="before">before</button><choice-prompt expanded .request=${request}></choice-prompt><button id="after">after</button></div>`);
  const el = wrapper.querySelector<ChoicePrompt>('choice-prompt')!;
  await el.updateComplete;
  el.focus();
  return el;
}

/** Presses `key` and resolves with the reply of the choice-submit it causes. */
async function replyTo(el: Element, key: string): Promise<unknown> {
  const submitted = oneEvent(el, 'choice-submit');
  await sendKeys({ press: key });
  return (await submitted).detail.reply;
}

/** Presses Enter twice (a host focused the prompt, a double Enter followed), then `more`: nothing may be sent or chosen. */
async function enterSendsNothing(el: ChoicePrompt | QuestionSet, ...more: string[]): Promise<void> {
  const events = record(el, 'choice-submit', 'choice-change', 'choice-cancel');
  for (const key of ['Enter', 'Enter', ...more]) await sendKeys({ press: key });
  await el.updateComplete;
  expect(events.map((e) => e.type)).to.deep.equal([]);
  expect(el.state).to.equal('open');
}

const focused = () => deepActive() as HTMLElement | null;
const focusedLabel = () => focused()?.textContent?.trim();

describe('approvals: what will run is the subject, and nothing is given by accident', () => {
  it('a Bash permission shows the command itself in a monospace box, with no Cancel beside Deny', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: bash }));
    const text = part(el, 'subject-text')!;
    expect(text.textContent).to.equal('rm -rf ./build');
    expect(part(el, 'subject')!.textContent).to.contain('Command');
    expect(getComputedStyle(text).fontFamily).to.match(/mono/i);
    expect(getComputedStyle(text).whiteSpace, 'wraps, never cut').to.equal('pre-wrap');
    expect(text.getAttribute('translate'), 'a page translator leaves a command alone').to.equal('no');
    expect(part(el, 'context')!.textContent, 'the command\'s description, as Claude Code shows it; no JSON').to.equal('Remove the build folder');
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Approve', 'Deny', 'No, and tell Claude what to do differently']);
    expect(part(el, 'cancel'), 'Deny is the "No": no second one').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('focusing the prompt lands on the subject; Enter, even twice, sends nothing', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: bash }));
    expect(focused()?.id).to.equal('q0-subject');
    await enterSendsNothing(el, 'Space', '1');
    await expect(el).to.be.accessible();
  });

  it('Tab lands on Deny; Approve takes a move (an arrow), then Enter sends exactly the SDK\'s PermissionResult', async () => {
    const input = { command: 'npm test', description: 'Run the tests' };
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input }));
    await sendKeys({ press: 'Tab' });
    expect(focusedLabel()).to.equal('Deny');
    await sendKeys({ press: '1' });
    await el.updateComplete;
    expect(el.state, 'no digit chooses in an approval').to.equal('open');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedLabel()).to.equal('Approve');
    await expect(el).to.be.accessible();
    const reply = (await replyTo(el, 'Enter')) as PermissionResult;
    expect(reply).to.deep.equal({ behavior: 'allow', updatedInput: input });
  });

  it('Deny is reached as easily: Tab then Enter denies', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: bash }));
    await sendKeys({ press: 'Tab' });
    expect(await replyTo(el, 'Enter')).to.deep.equal({ behavior: 'deny', message: PERMISSION_DENIED_MESSAGE });
    await el.updateComplete;
    expect(statusText(el)).to.equal('Answered: Deny');
    await expect(el).to.be.accessible();
  });

  it('Escape denies a Claude permission (Claude Code: Esc means no), from the subject as from an option', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: bash }));
    const deny = optionButtons(el)[1]!;
    expect(deny.getAttribute('aria-keyshortcuts')).to.equal('Escape');
    expect(root(el).querySelector('kbd')!.textContent).to.equal('Esc');
    el.strings = { escapeKey: 'Échap' };
    await el.updateComplete;
    expect(root(el).querySelector('kbd')!.textContent, 'the key cap is in the strings table').to.equal('Échap');
    expect(await replyTo(el, 'Escape')).to.deep.equal({ behavior: 'deny', message: PERMISSION_DENIED_MESSAGE });
    await el.updateComplete;
    expect(focusedLabel(), 'focus rests on what was chosen').to.equal('Deny');

    const again = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: bash }));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowUp' });
    expect(await replyTo(again, 'Escape')).to.deep.equal({ behavior: 'deny', message: PERMISSION_DENIED_MESSAGE });
  });

  it('"don\'t ask again" where the SDK suggests permissions: the reply carries them as updatedPermissions', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: bash, suggestions }));
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Approve', "Approve, don't ask again", 'Deny', 'No, and tell Claude what to do differently']);
    expect(root(el).querySelector('#q0-o1-desc')!.textContent).to.equal('Bash(rm -rf ./build)');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedLabel()).to.equal("Approve, don't ask again");
    await expect(el).to.be.accessible();
    const reply = (await replyTo(el, 'Enter')) as PermissionResult;
    expect(reply).to.deep.equal({ behavior: 'allow', updatedInput: bash, updatedPermissions: suggestions });
  });

  it('the control protocol\'s permission_suggestions work the same; suppressAlwaysAllowRule offers no "don\'t ask again"', async () => {
    const wire = parsed('can_use_tool', { toolName: 'Bash', input: bash, permission_suggestions: suggestions });
    expect(wire.questions[0]!.options.map((o) => o.id)).to.deep.equal(['approve', 'approve-always', 'deny', 'deny-with-message']);
    const suppressed = parsed('can_use_tool', { toolName: 'Bash', input: bash, suggestions, suppressAlwaysAllowRule: true });
    expect(suppressed.questions[0]!.options.map((o) => o.id)).to.deep.equal(['approve', 'deny', 'deny-with-message']);
    const el = await arrive(suppressed);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowUp' });
    expect(await replyTo(el, 'Enter'), 'approved once, nothing remembered').to.deep.equal({ behavior: 'allow', updatedInput: bash });
  });

  it('Approve looks like the primary action only once focus moved to it', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: bash }));
    const approveRow = root(el).querySelectorAll<HTMLElement>('.row')[0]!;
    const denyRow = root(el).querySelectorAll<HTMLElement>('.row')[1]!;
    const before = getComputedStyle(approveRow).backgroundColor;
    expect(before).to.equal(getComputedStyle(denyRow).backgroundColor);
    await sendKeys({ press: 'Tab' });
    expect(getComputedStyle(approveRow).backgroundColor, 'not while Deny has focus').to.equal(before);
    await sendKeys({ press: 'ArrowUp' });
    expect(getComputedStyle(approveRow).backgroundColor).to.not.equal(before);
    expect(approveRow.classList.contains('approve') && denyRow.classList.contains('deny')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('an AI SDK approval: the same first focus; its reason field, then the tab stop on Deny; Escape does nothing (AI Elements has no such key)', async () => {
    const el = await arrive(parsed('ai_sdk_tool_part', { type: 'tool-deleteFile', toolCallId: 'c1', state: 'approval-requested', input: { path: 'src/legacy/old-api.ts' }, approval: { id: 'ap1' } }));
    expect(part(el, 'subject-text')!.textContent).to.equal('path: src/legacy/old-api.ts');
    const events = record(el, 'choice-submit', 'choice-cancel');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(optionButtons(el)[1]!.hasAttribute('aria-keyshortcuts')).to.equal(false);
    // The optional reason comes before the decision that sends it; Enter there decides nothing.
    await sendKeys({ press: 'Tab' });
    expect(focused()?.id).to.equal('q0-note');
    await sendKeys({ press: 'Enter' });
    expect(events).to.have.length(0);
    await sendKeys({ press: 'Tab' });
    expect(focusedLabel()).to.equal('Deny');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedLabel(), 'the arrows wrap').to.equal('Approve');
    expect(await replyTo(el, 'Enter')).to.deep.equal({ id: 'ap1', approved: true });
  });

  it('a LangGraph interrupt: the arguments are the subject, first focused; Tab lands on Ignore', async () => {
    const el = await arrive(parsed('langgraph_interrupt', { action_request: { action: 'send_email', args: { to: 'ops@example.com', subject: 'Deploy' } }, config: { allow_accept: true, allow_edit: false, allow_respond: false, allow_ignore: true } }));
    expect(part(el, 'subject-text')!.textContent).to.equal('to: ops@example.com\nsubject: Deploy');
    await enterSendsNothing(el);
    await sendKeys({ press: 'Tab' });
    expect(focusedLabel()).to.equal('Ignore');
    await expect(el).to.be.accessible();
  });

  it('an interrupt in a question set (Edit brings argument fields): the first focus is the subject too, and its Cancel stays', async () => {
    const request = parsed('langgraph_interrupt', { action_request: { action: 'send_email', args: { to: 'ops@example.com' } }, config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true } });
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${request}></question-set>`);
    el.focus();
    expect(focused()?.id).to.equal('q0-subject');
    await enterSendsNothing(el);
    await sendKeys({ press: 'Tab' });
    expect(focusedLabel()).to.equal('Ignore');
    expect(part(el, 'cancel'), 'an interrupt\'s Cancel (the graph stays interrupted) is not its Ignore').to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a file edit is a diff: each line marked removed or added by its sign, not by colour alone', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Edit', input: { file_path: 'src/app.ts', old_string: 'const a = 1;', new_string: 'const a = 2;\nconst b = 3;' } }));
    const lines = [...root(el).querySelectorAll('.subject-text .diff-line')].map((l) => `${l.className.replace('diff-line', '').trim()}|${l.textContent}`);
    expect(lines).to.deep.equal(['file|--- src/app.ts', 'file|+++ src/app.ts', 'del|-const a = 1;', 'ins|+const a = 2;', 'ins|+const b = 3;']);
    expect(part(el, 'subject')!.textContent).to.contain('Changes');
    const first = root(el).querySelector<HTMLElement>('.subject-text .diff-line')!;
    const text = part(el, 'subject-text')!;
    const range = document.createRange();
    range.selectNodeContents(first);
    const start = text.getBoundingClientRect().left + parseFloat(getComputedStyle(text).paddingLeft) + parseFloat(getComputedStyle(text).borderLeftWidth);
    expect(range.getBoundingClientRect().left, 'each line starts at the box\'s edge, unindented').to.be.closeTo(start, 1);
    await expect(el).to.be.accessible();
  });

  it('shows characters that would hide or reorder a command as their code points, and says them so', async () => {
    const el = await arrive(parsed('can_use_tool', { toolName: 'Bash', input: { command: 'echo safe\u202E; rm -rf ~\u200B' } }));
    expect(part(el, 'subject-text')!.textContent).to.equal('echo safeU+202E; rm -rf ~U+200B');
    // The box's name, which a screen reader says on arrival, marks them the same way.
    const name = part(el, 'subject')!.getAttribute('aria-label')!;
    expect(name).to.contain('echo safeU+202E; rm -rf ~U+200B');
    expect(name).not.to.match(/[\u202E\u200B]/);
  });

  it('a long subject is readable in full: every character there, the box scrolls and takes focus', async () => {
    const content = Array.from({ length: 200 }, (_, i) => `line ${i} ${'x'.repeat(60)}`).join('\n');
    const el = await arrive(parsed('can_use_tool', { toolName: 'Write', input: { file_path: 'notes.md', content } }));
    const text = part(el, 'subject-text')!;
    const box = part(el, 'subject')!;
    expect(text.textContent!.length).to.equal(`+++ notes.md`.length + content.split('\n').map((l) => `+${l}`).join('').length);
    expect(box.scrollHeight).to.be.greaterThan(box.clientHeight);
    expect(box.tabIndex).to.equal(0);
    expect(box.getAttribute('aria-label'), 'too long to be read as a name: the question and the caption name it').to.equal('Allow the tool "Write" to run? Changes');
    const caption = box.querySelector('.subject-caption')!;
    box.scrollTop = box.scrollHeight;
    expect(caption.getBoundingClientRect().top, 'the caption stays in view as the box scrolls').to.be.closeTo(box.getBoundingClientRect().top + 1, 1);
    await expect(el).to.be.accessible();
  });

  it('settled, the subject stays in history and focus goes to what was chosen, not to the subject', async () => {
    const result = parseRequest('ai_sdk_tool_part', { type: 'tool-deleteFile', toolCallId: 'c1', state: 'approval-responded', input: { path: 'a.ts' }, approval: { id: 'ap1', approved: false } });
    if (!result.ok) throw new Error('fixture');
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${result.request} .response=${result.response}></choice-prompt>`);
    expect(part(el, 'subject-text')!.textContent).to.equal('path: a.ts');
    el.focus();
    expect(focusedLabel()).to.equal('Deny');
    await expect(el).to.be.accessible();
  });
});
