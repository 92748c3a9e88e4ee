// <choice-queue>: the requests placed in it, one shown (the oldest), a tab per request named by
// its source and what it asks, "3 waiting" in the element's language; the tabs as the WAI-ARIA
// tabs pattern has them (one tab stop, arrows and Home / End, automatic activation).
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import '../../../src/choice-queue.js';
import { deepActive, root } from '../helpers.js';
import { ask, count, parse, prompt, queueFixture, selectedTab, shown, tabNames, tabs } from './helpers.js';

const three = () => [
  prompt(ask('a', 'Which database?', ['PostgreSQL', 'SQLite']), 'researcher'),
  prompt(parse('ask_user_question', {
    questions: [
      { question: 'Which language?', header: 'Language', multiSelect: false, options: [{ label: 'TypeScript' }, { label: 'Go' }] },
      { question: 'Which checks?', header: 'CI checks', multiSelect: true, options: [{ label: 'Lint' }, { label: 'Tests' }] },
    ],
  }, 'b'), 'scaffolder'),
  prompt(ask('c', 'Deploy now?')),
];

describe('<choice-queue>', () => {
  it('shows the oldest request, a tab for each named by its source and question (a set by its headers), and how many wait', async () => {
    const queue = await queueFixture(three());
    const [first] = queue.children;
    expect(shown(queue)).to.deep.equal([first]);
    expect(queue.current).to.equal(first);
    expect(tabNames(queue)).to.deep.equal(['researcher: Which database?', 'scaffolder: Language, CI checks', 'Deploy now?']);
    expect(count(queue)).to.equal('3 waiting');
    const tablist = root(queue).querySelector('[role="tablist"]')!;
    expect(tablist.getAttribute('aria-labelledby')).to.equal('count');
    expect(tabs(queue).map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(tabs(queue).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    const panel = root(queue).querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).to.equal(selectedTab(queue)!.id);
    expect(selectedTab(queue)!.getAttribute('aria-controls')).to.equal(panel.id);
    expect(deepActive(), 'showing takes no focus').to.equal(document.body);
    await expect(queue).to.be.accessible();
  });

  it('the tabs are one tab stop: arrows (wrapping) and Home / End show each request, focus staying on the tab', async () => {
    const queue = await queueFixture(three());
    const children = [...queue.children];
    tabs(queue)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await queue.updateComplete;
    expect(shown(queue)).to.deep.equal([children[1]]);
    expect(deepActive()).to.equal(tabs(queue)[1]);
    await sendKeys({ press: 'End' });
    await queue.updateComplete;
    expect(shown(queue)).to.deep.equal([children[2]]);
    await sendKeys({ press: 'ArrowRight' });
    await queue.updateComplete;
    expect(shown(queue), 'wraps to the first').to.deep.equal([children[0]]);
    await sendKeys({ press: 'ArrowLeft' });
    await queue.updateComplete;
    expect(shown(queue), 'wraps to the last').to.deep.equal([children[2]]);
    await sendKeys({ press: 'Home' });
    await queue.updateComplete;
    expect(shown(queue)).to.deep.equal([children[0]]);
    expect(deepActive()).to.equal(tabs(queue)[0]);
    await sendKeys({ press: 'Tab' });
    expect(children[0]!.contains(deepActive()) || children[0]!.shadowRoot!.contains(deepActive()), 'Tab leaves the row for the request shown').to.equal(true);
    await expect(queue).to.be.accessible();
  });

  it('right to left, the arrows are mirrored', async () => {
    const queue = await queueFixture(three(), html`<choice-queue dir="rtl"></choice-queue>`);
    const children = [...queue.children];
    tabs(queue)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await queue.updateComplete;
    expect(shown(queue)).to.deep.equal([children[1]]);
    await sendKeys({ press: 'ArrowRight' });
    await queue.updateComplete;
    expect(shown(queue)).to.deep.equal([children[0]]);
  });

  it('a click on a tab shows its request; the drafts of the others stay as they were', async () => {
    const queue = await queueFixture(three());
    const [first, second] = [...queue.children] as HTMLElement[];
    // Something chosen in the set (it waits for Submit).
    tabs(queue)[1]!.click();
    await queue.updateComplete;
    second!.shadowRoot!.querySelector<HTMLButtonElement>('button.option')!.click();
    await (second as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    tabs(queue)[0]!.click();
    await queue.updateComplete;
    expect(shown(queue)).to.deep.equal([first]);
    expect(second!.getAttribute('state'), 'the draft stays').to.equal('selected');
    expect(tabs(queue)[1]!.classList.contains('started'), 'its tab marks it started').to.equal(true);
  });

  it('"3 waiting" in the element\'s language and from its strings table', async () => {
    const arabic = await queueFixture(three(), html`<choice-queue lang="ar-EG"></choice-queue>`);
    expect(count(arabic)).to.equal('٣ waiting');
    const german = await queueFixture(three(), html`<choice-queue strings=${JSON.stringify({ queueWaiting: '{count} offen', queueTab: '{source} fragt: {question}' })}></choice-queue>`);
    expect(count(german)).to.equal('3 offen');
    expect(tabNames(german)[0]).to.equal('researcher fragt: Which database?');
  });

  it('empty, it draws nothing and matches :state(empty)', async () => {
    const queue = await queueFixture([]);
    expect(queue.matches(':state(empty)')).to.equal(true);
    expect(tabs(queue)).to.have.length(0);
    expect(queue.getBoundingClientRect().height).to.equal(0);
    await expect(queue).to.be.accessible();
  });
});
