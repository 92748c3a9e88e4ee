// History folds: a request that arrives settled (restored from history) shows one line, a
// native disclosure (<details>/<summary>) that opens on Enter, Space or a click and keeps
// the answer in view; `expanded` keeps it open; one settled in the page folds once focus and
// the pointer are off it.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { fetchEveryPart } from '../../../src/components/loader/parts.js';
import { approvalRequest, deepActive, liveStatusText, optionButtons, pressed, question, request, root } from '../helpers.js';

const db = request({}, { text: 'Which database?', options: [{ id: 'pg', label: 'PostgreSQL', value: 'pg' }, { id: 'sq', label: 'SQLite', value: 'sq' }] });
const restored = { requestId: db.id, status: 'answered' as const, answers: { [db.questions[0]!.id]: { selected: ['pg'] } } };
const fold = (el: Element) => root(el).querySelector<HTMLElement>('summary.fold');
/** The disclosure the line opens, whether it is open. */
const open = (el: Element) => root(el).querySelector<HTMLDetailsElement>('details.fold-box')!.open;
/** The options the person sees: none inside a closed disclosure. */
const shownOptions = (el: Element) => optionButtons(el).filter((b) => b.checkVisibility());
/** Waits for the disclosure's `toggle` (queued after it opens or closes) and the element's update after it. */
async function toggled(el: ChoicePrompt | QuestionSet, act: () => unknown): Promise<void> {
  const event = oneEvent(root(el).querySelector('details.fold-box')!, 'toggle');
  await act();
  await event;
  await rendered(el);
}

before(async () => expect(await fetchEveryPart()).to.deep.equal([]));

describe('History folds', () => {
  it('a restored answered prompt shows one line, question → answer, collapsed', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt answered .response=${restored} .request=${db}></choice-prompt>`);
    const line = fold(el)!;
    expect(line, 'the summary line').to.exist;
    expect(line.textContent!.trim()).to.equal('Which database? → PostgreSQL');
    expect(open(el)).to.equal(false);
    expect(shownOptions(el), 'no options shown while folded').to.have.length(0);
    await expect(el).to.be.accessible();
    expect(el.getAttribute('state')).to.equal('answered');
    expect(el.hasAttribute('expanded')).to.equal(false);
  });

  for (const key of ['Enter', ' '] as const) {
    it(`${key === ' ' ? 'Space' : key} on the line opens the full settled prompt, and again folds it`, async () => {
      const el = await fixture<ChoicePrompt>(html`<choice-prompt answered .response=${restored} .request=${db}></choice-prompt>`);
      fold(el)!.focus();
      await toggled(el, () => sendKeys({ press: key === ' ' ? 'Space' : key }));
      expect(open(el)).to.equal(true);
      expect(el.hasAttribute('expanded'), 'reflected').to.equal(true);
      expect(shownOptions(el).map((b) => b.textContent!.trim().replace(/^\d\s*/, ''))).to.deep.equal(['PostgreSQL', 'SQLite']);
      expect(pressed(el)).to.have.length(1);
      expect(root(el).activeElement, 'focus stays on the disclosure').to.equal(fold(el));
      await expect(el).to.be.accessible();
      await toggled(el, () => sendKeys({ press: key === ' ' ? 'Space' : key }));
      expect(open(el)).to.equal(false);
      expect(el.hasAttribute('expanded')).to.equal(false);
      expect(shownOptions(el)).to.have.length(0);
    });
  }

  it('arrows in an opened settled prompt move its tab stop with focus: Tab leaves it from any option', async () => {
    const page = await fixture<HTMLElement>(html`<div><choice-prompt answered .response=${restored} .request=${db}></choice-prompt><button>After</button></div>`);
    const el = page.querySelector<ChoicePrompt>('choice-prompt')!;
    await rendered(el);
    fold(el)!.focus();
    await toggled(el, () => sendKeys({ press: 'Enter' }));
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === optionButtons(el)[0], 'Tab enters at the chosen option').to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await rendered(el);
    expect(deepActive() === optionButtons(el)[1], 'ArrowDown moves focus').to.equal(true);
    expect(optionButtons(el).map((b) => b.tabIndex), 'and the tab stop').to.deep.equal([-1, 0]);
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === page.querySelector('button'), 'Tab leaves the prompt').to.equal(true);
  });

  it('a restored prompt the timer answered says so on its line, not the default alone', async () => {
    const timedOut = { ...restored, status: 'timeout' as const };
    const el = await fixture<ChoicePrompt>(html`<choice-prompt answered .response=${timedOut} .request=${db}></choice-prompt>`);
    expect(el.getAttribute('state')).to.equal('timeout');
    expect(fold(el)!.textContent!.trim()).to.equal('Which database? → Timed out. Sent the default: PostgreSQL');
  });

  it('a click opens it', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt disabled .request=${db}></choice-prompt>`);
    expect(fold(el)!.textContent!.trim()).to.match(/^Which database\? → /);
    await toggled(el, () => fold(el)!.click());
    expect(open(el)).to.equal(true);
    expect(shownOptions(el)).to.have.length(2);
  });

  it('expanded keeps a restored prompt open', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded answered .response=${restored} .request=${db}></choice-prompt>`);
    expect(open(el)).to.equal(true);
    expect(shownOptions(el)).to.have.length(2);
  });

  it('a restored set folds to its answers, each after its question’s name', async () => {
    const two = request({}, question({ id: 'a', text: 'A?' }));
    two.questions = [question({ id: 'a', text: 'A?' }), question({ id: 'b', text: 'B?' })];
    const response = { requestId: two.id, status: 'answered' as const, answers: { a: { selected: [two.questions[0]!.options[0]!.id] }, b: { selected: [two.questions[1]!.options[0]!.id] } } };
    const el = await fixture<QuestionSet>(html`<question-set answered .response=${response} .request=${two}></question-set>`);
    const [first, second] = two.questions.map((q) => q.options[0]!.label);
    expect(fold(el)!.textContent!.trim()).to.equal(`A?: ${first}; B?: ${second}`);
    expect([...fold(el)!.querySelectorAll('.fold-answer')].map((a) => a.textContent)).to.deep.equal([first, second]);
    await toggled(el, () => fold(el)!.click());
    expect(shownOptions(el).length).to.be.greaterThan(2);
  });

  it('a folded approval names what it was about: the tool and its command', async () => {
    const deny = approvalRequest('Bash', { command: 'rm -rf ./build' });
    const denial = (command: string) => ({ ...deny, id: command, questions: [{ ...deny.questions[0]!, subject: { kind: 'command' as const, text: `${command}\nsecond line` } }] });
    const said = async (command: string) => {
      const request = denial(command);
      const refusal = request.questions[0]!.options.find((o) => o.term === 'deny')!;
      const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request} .response=${{ requestId: request.id, status: 'answered', answers: { [request.questions[0]!.id]: { selected: [refusal.id] } } }}></choice-prompt>`);
      return fold(el)!.textContent!.trim();
    };
    expect(await said('rm -rf ./build')).to.equal('Bash: rm -rf ./build → Deny');
    expect(await said('git push --force')).to.equal('Bash: git push --force → Deny');
  });

  it('on a short line the question gives way, the answer stays whole', async () => {
    const long = request({}, { text: 'Which of these many databases would you like the new service to use for its orders and customers?', options: [{ id: 'pg', label: 'PostgreSQL', value: 'pg' }, { id: 'sq', label: 'SQLite', value: 'sq' }] });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt style="inline-size: 320px" .request=${long} .response=${{ requestId: long.id, status: 'answered', answers: { [long.questions[0]!.id]: { selected: ['pg'] } } }}></choice-prompt>`);
    const answer = fold(el)!.querySelector<HTMLElement>('.fold-answer')!;
    const question = fold(el)!.querySelector<HTMLElement>('.fold-question')!;
    expect(answer.scrollWidth, 'the answer is not cut').to.equal(answer.clientWidth);
    expect(question.scrollWidth, 'the question is').to.be.greaterThan(question.clientWidth);
    expect(fold(el)!.getBoundingClientRect().height, 'one line').to.be.lessThan(48);
  });
});

/** Lets `el` finish its updates, the one a fold asks for after a render included. */
async function rendered(el: ChoicePrompt | QuestionSet): Promise<void> {
  do await el.updateComplete;
  while (el.isUpdatePending);
}

/** The centre of `target` in the page, for the mouse. */
function centre(target: Element): [number, number] {
  const box = target.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** A prompt open in the page, with a button after it to take focus elsewhere. */
async function openPrompt(attributes = ''): Promise<{ el: ChoicePrompt; after: HTMLButtonElement }> {
  const page = await fixture<HTMLElement>(html`<div><choice-prompt .request=${db}></choice-prompt><button id="after">After</button></div>`);
  const el = page.querySelector<ChoicePrompt>('choice-prompt')!;
  if (attributes) el.toggleAttribute(attributes, true);
  await rendered(el);
  return { el, after: page.querySelector<HTMLButtonElement>('#after')! };
}

describe('History folds: settled in the page', () => {
  afterEach(() => resetMouse());

  it('answered with the keyboard, it stays open while focus is inside, and folds when Tab leaves it', async () => {
    const { el, after } = await openPrompt();
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await rendered(el);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(fold(el) === null, 'no fold under focus').to.equal(true);
    expect(deepActive() === optionButtons(el)[0], 'focus stays on the chosen option').to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await rendered(el);
    expect(fold(el) === null, 'moving inside does not fold it').to.equal(true);
    await sendKeys({ press: 'Tab' });
    await rendered(el);
    expect(deepActive() === after, 'focus went where Tab sent it').to.equal(true);
    expect(fold(el)!.textContent!.trim()).to.equal('Which database? → PostgreSQL');
    expect(open(el)).to.equal(false);
    expect(shownOptions(el)).to.have.length(0);
    expect(el.hasAttribute('expanded')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('its fold line opens with Enter, the settled card under it', async () => {
    const { el } = await openPrompt();
    optionButtons(el)[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    await rendered(el);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive() === fold(el), 'Shift+Tab comes back to the line').to.equal(true);
    await toggled(el, () => sendKeys({ press: 'Enter' }));
    expect(open(el)).to.equal(true);
    expect(pressed(el)).to.have.length(1);
    expect(deepActive() === fold(el), 'focus stays on the line').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('marked outdated by its host while focus is elsewhere, it folds at once', async () => {
    const { el, after } = await openPrompt();
    after.focus();
    el.disabled = true;
    await rendered(el);
    expect(el.getAttribute('state')).to.equal('outdated');
    expect(fold(el)!.textContent!.trim()).to.match(/^Which database\? → No longer active/);
    expect(deepActive() === after, 'focus stays where it was').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('answered from elsewhere (the host sets its response) while focus is elsewhere, it folds at once', async () => {
    const { el } = await openPrompt();
    el.response = restored;
    await rendered(el);
    expect(fold(el)!.textContent!.trim()).to.equal('Which database? → PostgreSQL');
  });

  // A response set from elsewhere: `disabled` would take focus out by itself (a form-associated element disabled gives up focus).
  it('answered from elsewhere while focus is inside, it stays open until focus leaves', async () => {
    const { el, after } = await openPrompt();
    optionButtons(el)[1]!.focus();
    el.response = restored;
    await rendered(el);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(fold(el) === null, 'no fold under focus').to.equal(true);
    expect(deepActive() === optionButtons(el)[1], 'focus stays').to.equal(true);
    after.focus();
    await rendered(el);
    expect(fold(el)).to.exist;
  });

  it('a host lifting the lock (clearing disabled) unfolds it, open again', async () => {
    const { el, after } = await openPrompt();
    after.focus();
    el.disabled = true;
    await rendered(el);
    expect(fold(el)).to.exist;
    el.disabled = false;
    await rendered(el);
    expect(fold(el) === null, 'no fold').to.equal(true);
    expect(el.getAttribute('state')).to.equal('open');
    expect(shownOptions(el)).to.have.length(2);
  });

  it('expanded keeps it open: the line shows above the card, open', async () => {
    const { el, after } = await openPrompt('expanded');
    after.focus();
    el.disabled = true;
    await rendered(el);
    expect(open(el)).to.equal(true);
    expect(shownOptions(el)).to.have.length(2);
  });

  it('a host folding it under focus (clearing expanded) sends focus to the line, not the page', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded answered .response=${restored} .request=${db}></choice-prompt>`);
    optionButtons(el)[1]!.focus();
    expect(deepActive() === optionButtons(el)[1], 'focus in the card').to.equal(true);
    el.expanded = false;
    await rendered(el);
    expect(shownOptions(el)).to.have.length(0);
    expect(deepActive() === fold(el), 'focus on the line').to.equal(true);
  });

  it('answered with a click, it stays open while the pointer is on it, and folds when the pointer leaves', async () => {
    const { el, after } = await openPrompt();
    await sendMouse({ type: 'click', position: centre(optionButtons(el)[0]!) });
    await rendered(el);
    expect(el.getAttribute('state')).to.equal('answered');
    after.focus();
    await rendered(el);
    expect(fold(el) === null, 'the pointer is still on it').to.equal(true);
    await sendMouse({ type: 'move', position: [centre(after)[0], centre(after)[1] + 200] });
    await rendered(el);
    expect(fold(el)).to.exist;
  });

  it('a press elsewhere that takes focus from it folds it only after its click, and the click lands where it was pressed', async () => {
    const { el, after } = await openPrompt();
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await rendered(el);
    const clicked = oneEvent(after, 'click');
    await sendMouse({ type: 'move', position: centre(after) });
    await sendMouse({ type: 'down' });
    await rendered(el);
    expect(fold(el) === null, 'no fold while the button is pressed').to.equal(true);
    await sendMouse({ type: 'up' });
    await clicked;
    await rendered(el);
    expect(fold(el)).to.exist;
  });

  it('a click on the bare page around it (focus going nowhere, under a press) folds it after the click', async () => {
    const { el } = await openPrompt();
    optionButtons(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await rendered(el);
    const blank: [number, number] = [5, Math.round(innerHeight) - 5];
    expect(document.elementFromPoint(...blank), 'a spot of the bare page').to.equal(document.documentElement);
    await sendMouse({ type: 'click', position: blank });
    await rendered(el);
    expect(fold(el)).to.exist;
  });

  it('timed out while focus is elsewhere, it stays open while its state line says so', async () => {
    const timed = request({ dialect: 'ask_user_question', timeoutMs: 100, timeoutAction: 'cancel' }, { text: 'Which database?' });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${timed}></choice-prompt>`);
    await oneEvent(el, 'choice-cancel');
    await rendered(el);
    expect(liveStatusText(el)).to.equal('Timed out');
    expect(fold(el) === null, 'folding would take the spoken line away').to.equal(true);
  });

  it('a set answered from elsewhere folds to its answers', async () => {
    const two = request({}, question({ id: 'a', text: 'A?' }));
    two.questions = [question({ id: 'a', text: 'A?' }), question({ id: 'b', text: 'B?' })];
    const el = await fixture<QuestionSet>(html`<question-set .request=${two}></question-set>`);
    el.response = { requestId: two.id, status: 'answered', answers: { a: { selected: [two.questions[0]!.options[0]!.id] } } };
    await rendered(el);
    expect(fold(el)!.textContent!.trim()).to.equal(`A?: ${two.questions[0]!.options[0]!.label}`);
    await expect(el).to.be.accessible();
  });
});
