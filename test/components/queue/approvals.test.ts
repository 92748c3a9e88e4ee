// Several approvals waiting in a <choice-queue>: "Review 4 approvals" lists what each would run,
// with Approve / Deny on each, and Approve all / Deny all acting only on that list after a
// confirmation. No single key approves more than one action. The payloads and the replies are
// the corpus's real ones (test/fixtures/corpus/*.json, which cite where each comes from).
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import '../../../src/choice-queue.js';
import type { ChoiceQueue } from '../../../src/choice-queue.js';
import type { ChoiceSubmitEvent } from '../../../src/index.js';
import { buttonBehind, deepActive, record, root } from '../helpers.js';
import { ask, bash, parse, prompt, queueFixture, queueSaid, settledQueue, tabNames } from './helpers.js';

interface Case {
  name: string;
  dialect: string;
  payload: unknown;
  answer?: Record<string, { selected: string[] }>;
  reply?: unknown;
}
const corpus = async (file: string): Promise<Case[]> => ((await (await fetch(new URL(`../../fixtures/corpus/${file}`, import.meta.url))).json()) as { cases: Case[] }).cases;
const find = (cases: Case[], name: string) => cases.find((c) => c.name === name)!;

/** The four approvals of the agents' clients this kit speaks to, each with its reply when approved and when denied. */
async function approvals() {
  const claude = find(await corpus('claude-agent-sdk.json'), 'a permission request for Bash, approved');
  const aiSdk = find(await corpus('ai-sdk.json'), 'a dynamic tool awaiting approval, approved');
  const codex = find(await corpus('codex-mcp-approval.json'), 'a tool approval with an empty form, approved: accept with content null');
  const langgraph = find(await corpus('langgraph.json'), 'the HumanInterrupt docstring example, accepted');
  return [
    { source: 'coder', request: parse(claude.dialect, claude.payload, 'claude'), approved: claude.reply },
    { source: 'assistant', request: parse(aiSdk.dialect, aiSdk.payload, 'ai-sdk'), approved: aiSdk.reply },
    { source: 'calendar', request: parse(codex.dialect, codex.payload, 'codex'), approved: codex.reply },
    { source: 'graph', request: parse(langgraph.dialect, langgraph.payload, 'langgraph'), approved: langgraph.reply },
  ];
}

const reviewButton = (queue: ChoiceQueue) => root(queue).querySelector<HTMLButtonElement>('[part="review-open"]');
const items = (queue: ChoiceQueue) => [...root(queue).querySelectorAll<HTMLElement>('[part="review-item"]')];
const inItem = (queue: ChoiceQueue, index: number, part: string) => items(queue)[index]!.querySelector<HTMLElement>(`[part~="${part}"]`);
const byPart = (queue: ChoiceQueue, part: string) => root(queue).querySelector<HTMLElement>(`[part~="${part}"]`);

async function openReview(queue: ChoiceQueue): Promise<void> {
  reviewButton(queue)!.focus();
  await sendKeys({ press: 'Enter' });
  await queue.updateComplete;
}

describe('<choice-queue>: several approvals together', () => {
  it('offers "Review 4 approvals" once two or more wait, without taking focus; one approval alone, or other questions, offer nothing', async () => {
    const [claude, aiSdk] = await approvals();
    const queue = await queueFixture([prompt(ask('q', 'Which database?'), 'planner'), prompt(claude!.request, claude!.source)]);
    expect(reviewButton(queue), 'one approval').to.equal(null);
    queue.append(prompt(aiSdk!.request, aiSdk!.source));
    await settledQueue(queue);
    expect(reviewButton(queue)!.textContent!.trim()).to.equal('Review 2 approvals');
    expect(deepActive()).to.equal(document.body);
    await expect(queue).to.be.accessible();
  });

  it('the review lists what each would run, Deny before Approve on each; the tabs give way to it and focus goes to its heading', async () => {
    const list = await approvals();
    const queue = await queueFixture(list.map(({ request, source }) => prompt(request, source)));
    expect(reviewButton(queue)!.textContent!.trim()).to.equal('Review 4 approvals');
    await openReview(queue);
    expect(queue.matches(':state(reviewing)')).to.equal(true);
    expect(deepActive()).to.equal(root(queue).querySelector('#review-title'));
    expect(deepActive()!.textContent!.trim()).to.equal('Review 4 approvals');
    expect(root(queue).querySelector<HTMLElement>('[role="tablist"]')!.hidden).to.equal(true);
    expect(items(queue).map((item) => item.querySelector('.item-name')!.textContent!.trim())).to.deep.equal([
      'coder: Allow the tool "Bash" to run?',
      'assistant: Allow the tool "deleteFile" to run?',
      'calendar: Allow Calendar to create an event',
      'graph: Please review the command before execution',
    ]);
    const subjects = items(queue).map((item) => item.querySelector('[part="subject-text"]')!.textContent!.trim());
    expect(subjects[0]).to.equal('rm -rf ./build');
    expect(subjects[1]).to.equal('path: notes.txt');
    expect(subjects[3]).to.equal('ls');
    for (const item of items(queue)) {
      expect([...item.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal(['Deny', 'Approve']);
    }
    await expect(queue).to.be.accessible();
  });

  it('Approve on one sends only its own reply, and focus stays on that approval, now its decision', async () => {
    const list = await approvals();
    const queue = await queueFixture(list.map(({ request, source }) => prompt(request, source)));
    await openReview(queue);
    const events = record(queue, 'choice-submit', 'choice-cancel');
    inItem(queue, 1, 'approve')!.focus();
    await sendKeys({ press: 'Enter' });
    await settledQueue(queue);
    expect(events).to.have.length(1);
    expect(events[0]!.detail.reply).to.deep.equal(list[1]!.approved);
    expect(deepActive()).to.equal(inItem(queue, 1, 'decision'));
    expect(inItem(queue, 1, 'decision')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('assistant: Allow the tool "deleteFile" to run?: Approved');
    // A second Enter lands on that decision: it approves nothing more.
    await sendKeys({ press: 'Enter' });
    expect(events).to.have.length(1);
    expect(queue.waiting).to.have.length(3);
    await expect(queue).to.be.accessible();
  });

  it('Approve all asks first, focus on Go back: Enter twice approves nothing; confirmed, each approval sends its own reply, then the tabs come back', async () => {
    const list = await approvals();
    const queue = await queueFixture([...list.map(({ request, source }) => prompt(request, source)), prompt(ask('q', 'Which database?'), 'planner')]);
    await openReview(queue);
    const events = record(queue, 'choice-submit', 'choice-cancel');
    byPart(queue, 'approve-all')!.focus();
    await sendKeys({ press: 'Enter' });
    await queue.updateComplete;
    const dialog = root(queue).querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(deepActive()).to.equal(byPart(queue, 'confirm-back'));
    expect(dialog.querySelector('#confirm-title')!.textContent).to.equal('Approve these 4 actions?');
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'coder: Allow the tool "Bash" to run? rm -rf ./build',
      'assistant: Allow the tool "deleteFile" to run? path: notes.txt',
      'calendar: Allow Calendar to create an event Calendar: primary',
      'graph: Please review the command before execution ls',
    ]);
    await expect(queue).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await queue.updateComplete;
    expect(root(queue).querySelector('dialog'), 'Go back closes it').to.equal(null);
    expect(deepActive(), 'focus back on Approve all').to.equal(byPart(queue, 'approve-all'));
    expect(events).to.have.length(0);

    await sendKeys({ press: 'Enter' });
    await queue.updateComplete;
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(byPart(queue, 'confirm-act'));
    expect(deepActive()!.textContent!.trim()).to.equal('Approve 4');
    await sendKeys({ press: 'Enter' });
    await settledQueue(queue);
    expect(events.map((e) => (e as ChoiceSubmitEvent).detail.reply)).to.deep.equal(list.map((a) => a.approved));
    expect(events.map((e) => (e.target as Element).getAttribute('source'))).to.deep.equal(['coder', 'assistant', 'calendar', 'graph']);
    expect(queue.matches(':state(reviewing)')).to.equal(false);
    expect(tabNames(queue)).to.deep.equal(['planner: Which database?']);
    expect(deepActive()).to.equal(root(queue).querySelector('[role="tab"]'));
    expect(queueSaid(queue)).to.equal('Approved: 4. 1 waiting');
  });

  it('Approve all acts only on the list the person saw: an approval arriving later is not in it, one withdrawn meanwhile is skipped', async () => {
    const queue = await queueFixture([prompt(bash('a', 'npm test'), 'tester'), prompt(bash('b', 'npm run lint'), 'linter'), prompt(bash('c', 'npm run build'), 'builder')]);
    await openReview(queue);
    queue.append(prompt(bash('late', 'rm -rf /'), 'late'));
    queue.querySelector('[source="linter"]')!.remove();
    await settledQueue(queue);
    expect(items(queue)).to.have.length(3);
    expect(inItem(queue, 1, 'decision')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('linter: Allow the tool "Bash" to run?: Withdrawn');
    expect(queueSaid(queue), 'the arrival is said; the review keeps its list').to.match(/New question from late\./);
    const events = record(queue, 'choice-submit');
    byPart(queue, 'approve-all')!.click();
    await queue.updateComplete;
    expect([...root(queue).querySelectorAll('dialog li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'tester: Allow the tool "Bash" to run? npm test',
      'builder: Allow the tool "Bash" to run? npm run build',
    ]);
    byPart(queue, 'confirm-act')!.click();
    await settledQueue(queue);
    expect(events.map((e) => (e.target as Element).getAttribute('source'))).to.deep.equal(['tester', 'builder']);
    expect(queue.waiting.map((el) => el.getAttribute('source'))).to.deep.equal(['late']);
    expect(queue.querySelector('[source="late"]')!.getAttribute('state')).to.equal('open');
  });

  it('the confirmation names each action by what it touches: a command by its first line, a file edit or write by its file', async () => {
    const edit = parse('can_use_tool', { toolName: 'Edit', input: { file_path: 'src/app.ts', old_string: 'let a = 1;', new_string: 'const a = 1;' }, toolUseID: 'e' }, 'e');
    const write = parse('can_use_tool', { toolName: 'Write', input: { file_path: 'README.md', content: '# Notes\n' }, toolUseID: 'w' }, 'w');
    const queue = await queueFixture([prompt(bash('a', 'npm test\nnpm run lint'), 'tester'), prompt(edit, 'editor'), prompt(write, 'writer')]);
    await openReview(queue);
    byPart(queue, 'approve-all')!.click();
    await queue.updateComplete;
    expect([...root(queue).querySelectorAll('dialog li code')].map((code) => code.textContent)).to.deep.equal(['npm test', 'src/app.ts', 'README.md']);
    await expect(queue).to.be.accessible();
  });

  it('Deny all, confirmed, sends each its own refusal', async () => {
    const list = await approvals();
    const queue = await queueFixture(list.slice(0, 2).map(({ request, source }) => prompt(request, source)));
    await openReview(queue);
    const events = record(queue, 'choice-submit', 'choice-cancel');
    byPart(queue, 'deny-all')!.click();
    await queue.updateComplete;
    expect(root(queue).querySelector('#confirm-title')!.textContent).to.equal('Deny these 2 actions?');
    byPart(queue, 'confirm-act')!.click();
    await settledQueue(queue);
    expect(events.map((e) => e.detail.reply)).to.deep.equal([
      { behavior: 'deny', message: events[0]!.detail.reply.message },
      { id: 'approval-8', approved: false },
    ]);
    expect(events[0]!.detail.reply.message).to.be.a('string');
    expect(queueSaid(queue)).to.equal('Denied: 2. 0 waiting');
    expect(deepActive()!.textContent!.trim()).to.equal('Nothing waiting');
  });

  it('Escape in the confirmation goes back, acting on nothing; Back to questions leaves the list', async () => {
    const queue = await queueFixture([prompt(bash('a', 'npm test'), 'tester'), prompt(bash('b', 'npm run lint'), 'linter')]);
    await openReview(queue);
    const events = record(queue, 'choice-submit', 'choice-cancel');
    byPart(queue, 'approve-all')!.click();
    await queue.updateComplete;
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !root(queue).querySelector('dialog'), 'the confirmation closes');
    expect(events).to.have.length(0);
    byPart(queue, 'review-back')!.click();
    await queue.updateComplete;
    expect(queue.matches(':state(reviewing)')).to.equal(false);
    expect(deepActive()).to.equal(root(queue).querySelector('[role="tab"][aria-selected="true"]'));
    expect(queue.waiting).to.have.length(2);
  });
});

describe('<choice-queue> confirmation: a click outside', () => {
  it('goes back as Go back does, and reaches nothing behind it', async () => {
    const queue = await queueFixture([prompt(bash('a', 'npm test'), 'tester'), prompt(bash('b', 'npm run lint'), 'linter')]);
    await openReview(queue);
    const events = record(queue, 'choice-submit', 'choice-cancel');
    byPart(queue, 'approve-all')!.click();
    await queue.updateComplete;
    const dialog = root(queue).querySelector('dialog')!;
    expect([dialog.open, dialog.getAttribute('aria-modal')]).to.deep.equal([true, 'true']);
    // A button of the page at its top corner, under the dimmed page: the click goes back instead.
    const behind = buttonBehind();
    try {
      await sendMouse({ type: 'click', position: [10, 10] });
      await waitUntil(() => !root(queue).querySelector('dialog'), 'the confirmation closes');
      expect(events, 'nothing decided').to.have.length(0);
      expect(behind.pressed, 'the page behind was not pressed').to.equal(0);
      expect(deepActive()).to.equal(byPart(queue, 'approve-all'));
    } finally {
      behind.remove();
    }
  });
});

describe('<choice-queue> review: one submit each', () => {
  it('a decision made in the list fires from the approval\'s own element, once', async () => {
    const queue = await queueFixture([prompt(bash('a', 'npm test'), 'tester'), prompt(bash('b', 'npm run lint'), 'linter')]);
    await openReview(queue);
    const first = queue.querySelector('[source="tester"]')!;
    const submitted = oneEvent(first, 'choice-submit');
    inItem(queue, 0, 'deny')!.click();
    const event = await submitted;
    expect(event.detail.reply).to.deep.include({ behavior: 'deny' });
    await settledQueue(queue);
    expect(first.getAttribute('state')).to.equal('answered');
  });
});
