// A request arriving in a <choice-queue> never takes the person's hands: typed keys keep going
// where they went (a field of the page, an answer's field), focus stays, a pressed option stays
// under the pointer, what is shown stays; the arrival is said once, politely.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import '../../../src/choice-queue.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { deepActive, root } from '../helpers.js';
import { ask, bash, prompt, queueFixture, queueSaid, selectedTab, settledQueue, shown, tabNames } from './helpers.js';

const center = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

/** A request that takes typed text ("Other"), so the person can be typing inside the queue. */
const other = () => ask('typed', 'Which name?', ['Keep it', 'Rename it']);

describe('<choice-queue>: arrivals never take the person\'s hands', () => {
  afterEach(() => resetMouse());

  it('typing in the page goes on into the same field while a request arrives; the arrival is said once, politely', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><textarea aria-label="Message"></textarea><choice-queue><choice-prompt source="planner" .request=${ask('a', 'Which database?')}></choice-prompt></choice-queue></div>`,
    );
    const composer = page.querySelector('textarea')!;
    const queue = page.querySelector('choice-queue')!;
    await settledQueue(queue);
    expect(queueSaid(queue), 'what the page held when the queue started is not news').to.equal('');
    composer.focus();
    await sendKeys({ type: 'Ship the ' });
    queue.append(prompt(bash('b', 'npm publish'), 'researcher'));
    await sendKeys({ type: 'release 1' });
    await sendKeys({ press: 'Enter' });
    await settledQueue(queue);
    await sendKeys({ type: '2' });
    expect(composer.value).to.equal('Ship the release 1\n2');
    expect(document.activeElement).to.equal(composer);
    expect(queue.waiting.map((el) => el.getAttribute('state'))).to.deep.equal(['open', 'open'], 'nothing was answered');
    expect(shown(queue), 'the request shown stays').to.deep.equal([queue.children[0]]);
    expect(queueSaid(queue)).to.equal('New question from researcher. 2 waiting');
    const region = root(queue).querySelector('[aria-live]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    // Said once: later renders (a draft, another key) leave the region as it is.
    const before = region.innerHTML;
    queue.requestUpdate();
    await queue.updateComplete;
    expect(region.innerHTML).to.equal(before);
    await expect(queue).to.be.accessible();
  });

  it('typing an answer in the request shown goes on while another arrives: focus stays in the field, the new one gets the last tab', async () => {
    const queue = await queueFixture([prompt(other(), 'planner')]);
    const shownPrompt = queue.children[0] as ChoicePrompt;
    root(shownPrompt).querySelector<HTMLInputElement>('#q0-other')!.focus();
    await sendKeys({ type: 'cho' });
    queue.append(prompt(ask('b', 'Deploy now?'), 'deployer'), prompt(bash('c', 'rm -rf ./build'), 'cleaner'));
    await sendKeys({ type: 'ice-' });
    await settledQueue(queue);
    await sendKeys({ type: 'prompts' });
    const field = root(shownPrompt).querySelector<HTMLInputElement>('#q0-other')!;
    expect(field.value).to.equal('choice-prompts');
    expect(deepActive()).to.equal(field);
    expect(shown(queue)).to.deep.equal([shownPrompt]);
    expect(tabNames(queue)).to.deep.equal(['planner: Which name?', 'deployer: Deploy now?', 'cleaner: Allow the tool "Bash" to run?']);
    expect(selectedTab(queue)).to.equal(root(queue).querySelector('[role="tab"]'));
    expect(queueSaid(queue), 'two at once, said together').to.equal('New question from deployer. New question from cleaner. 3 waiting');
  });

  it('an option held down stays under the pointer while requests arrive (the tab row keeps its height), and the release chooses it', async () => {
    const queue = await queueFixture([prompt(ask('a', 'Which database?', ['PostgreSQL', 'SQLite', 'MySQL']), 'planner'), prompt(bash('b', 'npm test'), 'tester')]);
    const held = root(queue.children[0]!).querySelectorAll<HTMLButtonElement>('button.option')[1]!;
    const where = held.getBoundingClientRect().toJSON();
    await sendMouse({ type: 'move', position: center(held) });
    await sendMouse({ type: 'down' });
    // Arrivals: one more tab, and now two approvals wait ("Review 2 approvals" appears in the same line).
    queue.append(prompt(bash('c', 'npm publish'), 'publisher'), prompt(ask('d', 'A question with a much longer text than the others have, to be sure'), 'writer'));
    await settledQueue(queue);
    expect(root(queue).querySelector('[part="review-open"]'), 'the review is offered').not.to.equal(null);
    expect(held.getBoundingClientRect().toJSON()).to.deep.equal(where);
    await sendMouse({ type: 'up' });
    await settledQueue(queue);
    expect((queue.children[0] as ChoicePrompt).getAttribute('state'), 'the release chose what was pressed').to.equal('answered');
  });

  it('focus on a tab stays on that tab, and on that request, while others arrive', async () => {
    const queue = await queueFixture([prompt(ask('a', 'First?'), 'one'), prompt(ask('b', 'Second?'), 'two')]);
    const tab = root(queue).querySelectorAll<HTMLElement>('[role="tab"]')[1]!;
    tab.click();
    await queue.updateComplete;
    queue.prepend(prompt(ask('z', 'Arrived first in the page, later in time?'), 'zero'));
    queue.append(prompt(ask('c', 'Third?'), 'three'));
    await settledQueue(queue);
    expect(deepActive()).to.equal(tab);
    expect(selectedTab(queue)).to.equal(tab);
    expect(shown(queue)).to.deep.equal([queue.querySelector('[source="two"]')]);
  });

  it('an approval that arrives is never approved by the keys being typed: no digit, Enter or Space reaches it', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><input aria-label="Message" /><choice-queue></choice-queue></div>`);
    const composer = page.querySelector('input')!;
    const queue = page.querySelector('choice-queue')!;
    composer.focus();
    queue.append(prompt(bash('a', 'git push --force'), 'pusher'));
    await sendKeys({ type: '1 y ' });
    await settledQueue(queue);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: '2' });
    expect(composer.value).to.equal('1 y 2');
    expect(queue.waiting[0]!.getAttribute('state')).to.equal('open');
  });
});
