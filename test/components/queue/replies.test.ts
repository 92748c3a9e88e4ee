// Each request in a <choice-queue> is its own reply: answering one fires its own choice-submit at
// once (its request's id, its reply in its dialect), the next shows, the others keep their
// drafts; one its agent withdraws (removed, outdated, cancelled, timed out) leaves a short note.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import '../../../src/choice-queue.js';
import type { ChoicePrompt, ChoiceSubmitEvent, QuestionSet } from '../../../src/index.js';
import { deepActive, record, root } from '../helpers.js';
import { ask, bash, parse, prompt, queueFixture, queueSaid, selectedTab, settledQueue, shown, tabNames, tabs } from './helpers.js';

const options = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('button.option')];
const note = (queue: Element) => root(queue).querySelector('[part="note"]')?.textContent?.trim() ?? '';

/** A two-question set that waits for Submit. */
const scaffold = () =>
  parse('ask_user_question', {
    questions: [
      { question: 'Which language?', header: 'Language', multiSelect: false, options: [{ label: 'TypeScript' }, { label: 'Go' }] },
      { question: 'Which checks?', header: 'CI checks', multiSelect: true, options: [{ label: 'Lint' }, { label: 'Tests' }] },
    ],
  }, 'scaffold');

describe('<choice-queue>: each answer is its own reply', () => {
  it('answering the request shown fires its own choice-submit at once, then the next shows, focus on its tab; the answer is said', async () => {
    const queue = await queueFixture([prompt(ask('db', 'Which database?', ['PostgreSQL', 'SQLite']), 'researcher'), prompt(bash('rm', 'rm -rf ./build'), 'reviewer')]);
    const [first, second] = [...queue.children] as ChoicePrompt[];
    options(first!)[1]!.focus();
    const submitted = oneEvent(queue, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    const event = (await submitted) as ChoiceSubmitEvent;
    expect(event.target).to.equal(first);
    expect(event.detail.request.id).to.equal('db');
    expect(event.detail.response).to.deep.include({ requestId: 'db', status: 'answered' });
    expect(event.detail.reply).to.deep.equal({ answers: { 'Which database?': 'SQLite' } });
    await settledQueue(queue);
    expect(shown(queue)).to.deep.equal([second]);
    expect(tabNames(queue)).to.deep.equal(['reviewer: Allow the tool "Bash" to run?']);
    expect(deepActive(), 'focus on the next one\'s tab, not in it').to.equal(selectedTab(queue));
    expect(queueSaid(queue)).to.equal('Answered. 1 waiting');
    // A second Enter, meant for the first request, lands on the tab: it answers nothing.
    const events = record(queue, 'choice-submit', 'choice-cancel');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(events).to.have.length(0);
    expect(second!.getAttribute('state')).to.equal('open');
    // The answered element stays where the host put it, out of view, until the host moves or removes it.
    expect(first!.parentElement).to.equal(queue);
    expect(first!.getAttribute('state')).to.equal('answered');
    await expect(queue).to.be.accessible();
  });

  it('the others keep their drafts: a set half answered shows again as it was left', async () => {
    const queue = await queueFixture([prompt(ask('db', 'Which database?', ['PostgreSQL', 'SQLite']), 'researcher'), prompt(scaffold(), 'scaffolder')]);
    const [first, set] = [...queue.children] as [ChoicePrompt, QuestionSet];
    tabs(queue)[1]!.click();
    await queue.updateComplete;
    options(set)[1]!.click();
    options(set)[3]!.click();
    await set.updateComplete;
    tabs(queue)[0]!.click();
    await queue.updateComplete;
    const submitted = oneEvent(first, 'choice-submit');
    options(first)[0]!.click();
    await submitted;
    await settledQueue(queue);
    expect(shown(queue)).to.deep.equal([set]);
    expect(set.getAttribute('state')).to.equal('selected');
    expect(set.answers).to.deep.equal({ q0: { selected: ['o1'] }, q1: { selected: ['o1'] } });
    const setSubmitted = oneEvent(set, 'choice-submit');
    root(set).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    expect((await setSubmitted).detail.reply).to.deep.equal({ answers: { 'Which language?': 'Go', 'Which checks?': 'Tests' } });
  });

  it('a request its host removes leaves a note in the tab row, said once; focus that was in it goes to the next tab', async () => {
    const queue = await queueFixture([prompt(ask('db', 'Which database?'), 'researcher'), prompt(ask('ci', 'Run CI?'), 'builder')]);
    const [first] = [...queue.children] as ChoicePrompt[];
    options(first!)[0]!.focus();
    first!.remove();
    await settledQueue(queue);
    expect(note(queue)).to.equal('researcher: Which database? · Withdrawn');
    expect(queueSaid(queue)).to.equal('researcher: Which database? · Withdrawn. 1 waiting');
    expect(tabNames(queue)).to.deep.equal(['builder: Run CI?']);
    expect(deepActive()).to.equal(selectedTab(queue));
    await expect(queue).to.be.accessible();
  });

  it('focus on the tab of a request that leaves goes to the tab shown next, never to the page', async () => {
    const queue = await queueFixture([prompt(ask('a', 'First?'), 'one'), prompt(ask('b', 'Second?'), 'two')]);
    tabs(queue)[1]!.click();
    await queue.updateComplete;
    expect(deepActive()).to.equal(tabs(queue)[1]);
    queue.querySelector('[source="two"]')!.remove();
    await settledQueue(queue);
    expect(tabNames(queue)).to.deep.equal(['one: First?']);
    expect(deepActive()).to.equal(selectedTab(queue));
  });

  it('outdated by its host, cancelled by its agent: each leaves with its state line\'s word', async () => {
    const queue = await queueFixture([prompt(ask('a', 'First?'), 'one'), prompt(ask('b', 'Second?'), 'two'), prompt(ask('c', 'Third?'))]);
    const [a, b] = [...queue.children] as ChoicePrompt[];
    a!.disabled = true;
    await settledQueue(queue);
    expect(note(queue)).to.equal('one: First? · No longer active');
    b!.response = { requestId: 'b', status: 'cancelled', answers: {} };
    await settledQueue(queue);
    expect(note(queue)).to.equal('two: Second? · Cancelled');
    expect(queueSaid(queue)).to.equal('two: Second? · Cancelled. 1 waiting');
    expect(tabNames(queue)).to.deep.equal(['Third?']);
  });

  describe('a request whose clock runs out', () => {
    const realNow = Date.now;
    let now = 0;
    afterEach(() => {
      Date.now = realNow;
    });

    it('sends its own timeout reply and leaves with "Timed out"', async () => {
      now = realNow();
      Date.now = () => now;
      const timed = parse('provide_choice', { title: 'Release', prompt: 'Which environments?', selection_mode: 'single', options: [{ id: 'staging', label: 'Staging', recommended: true }, { id: 'prod', label: 'Production' }], default_selection_ids: ['staging'], timeout_seconds: 30 }, 'release');
      const queue = await queueFixture([prompt(ask('a', 'First?'), 'one'), prompt(timed, 'release manager')]);
      const submitted = oneEvent(queue, 'choice-submit');
      now += 31_000;
      const event = (await submitted) as ChoiceSubmitEvent;
      expect(event.detail.response.status).to.equal('timeout');
      await settledQueue(queue);
      expect(note(queue)).to.equal('release manager: Release · Timed out');
      expect(tabNames(queue)).to.deep.equal(['one: First?']);
    });
  });

  it('a cancel with nothing drafted leaves at once, said as the person did it; the last leaving keeps focus on "Nothing waiting"', async () => {
    const queue = await queueFixture([prompt(ask('db', 'Which database?'), 'researcher')]);
    const [only] = [...queue.children] as ChoicePrompt[];
    root(only!).querySelector<HTMLButtonElement>('[part="cancel"]')!.focus();
    const cancelled = oneEvent(only!, 'choice-cancel');
    await sendKeys({ press: 'Enter' });
    expect((await cancelled).detail.reply).to.deep.include({ cancelled: true });
    await settledQueue(queue);
    expect(queueSaid(queue)).to.equal('Cancelled. 0 waiting');
    const empty = root(queue).querySelector('[part="empty"]')!;
    expect(deepActive()).to.equal(empty);
    expect(empty.textContent!.trim()).to.equal('Nothing waiting');
    await expect(queue).to.be.accessible();
    // Gone once focus leaves it.
    (document.activeElement as HTMLElement).blur();
    await waitUntil(() => !root(queue).querySelector('[part="empty"]'), '"Nothing waiting" goes with focus');
    expect(queue.matches(':state(empty)')).to.equal(true);
  });
});
