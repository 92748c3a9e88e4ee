// What a screen reader gets from a question set: the progress row read as phrases, each
// header once, groups named by their questions, and the state line spoken only when the user
// (or the clock) settles the set while it is on screen.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, ChoiceRequest, QuestionSet } from '../../../src/index.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { cancelNow, liveStatusText, optionButtons, part, pressed, question, root, spokenStatus, statusText, hintText, questions } from '../helpers.js';

const setRequest: ChoiceRequest = {
  id: 'set-a',
  dialect: 'provide_choice',
  questions: [
    question({ id: 'auth', header: 'Auth', text: 'Which auth method?', defaults: ['o1'] }),
    question({ id: 'features', header: 'Features', text: 'Which features?', multiple: true, allowOther: true, maxSelections: 3 }),
  ],
};

/** The set's questions, each queried like an element (`questions` in helpers.ts). */
const prompts = questions;

async function settled(el: QuestionSet) {
  await el.updateComplete;
}

describe('<question-set expanded> in the accessibility tree', () => {
  it('reads each progress step as one phrase, "Auth, not answered", and each header once', async () => {
    await fixture(html`<question-set expanded id="s" .request=${setRequest}></question-set>`);
    const el = document.querySelector<QuestionSet>('#s')!;
    await settled(el);
    const snapshot = await ariaSnapshot('#s');
    // Auth's preselected default is not an answer anyone gave: not marked answered until chosen.
    expect(snapshot).to.contain(['- list "0 of 2 answered":', '  - listitem: Auth, not answered', '  - listitem: Features, not answered'].join('\n'));
    expect(snapshot.match(/Auth/g), 'the header is not repeated above its question').to.have.length(1);
    expect(snapshot.match(/Features/g)).to.have.length(1);
    expect(snapshot).to.contain('- group "Which auth method? Choose one":');
    expect(snapshot).to.contain('- group "Which features? Choose at least 1, or type your own":');
    expect(prompts(el).map((p) => !!part(p, 'header')), 'no header chips under the progress row').to.deep.equal([false, false]);
    await expect(el).to.be.accessible();
  });

  it('a single question has no progress row, so the set shows its header chip', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${{ ...setRequest, questions: [setRequest.questions[0]!] }}></question-set>`);
    await settled(el);
    expect(!!part(el, 'progress')).to.equal(false);
    expect(part(el, 'header')!.textContent).to.equal('Auth');
  });

  it('stays open with only defaults preselected; selected once the user changes something', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${setRequest}></question-set>`);
    await settled(el);
    expect(pressed(prompts(el)[0]!)).to.deep.equal(['Green']);
    expect(el.getAttribute('state')).to.equal('open');
    optionButtons(prompts(el)[1]!)[0]!.click();
    await settled(el);
    expect(el.getAttribute('state')).to.equal('selected');
  });

  it('speaks "Answered: …" when the user submits, through a live region that was there, empty, before', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${setRequest}></question-set>`);
    await settled(el);
    expect(liveStatusText(el)).to.equal('');
    optionButtons(prompts(el)[1]!)[2]!.click();
    await settled(el);
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    await submitted;
    await settled(el);
    expect(liveStatusText(el)).to.equal('Answered: Green; Blue');
    await expect(el).to.be.accessible();
  });

  it('submitted from the keyboard, focus lands on the state line where Submit was: not back on the first question, and the page does not scroll', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><div style="height: 150vh"></div><question-set expanded .request=${setRequest}></question-set><button>After</button><div style="height: 150vh"></div></div>`);
    const el = wrapper.querySelector('question-set')!;
    await settled(el);
    optionButtons(prompts(el)[1]!)[0]!.click();
    await settled(el);
    const submit = part(el, 'submit')!;
    submit.focus();
    submit.scrollIntoView({ block: 'center' });
    const y = scrollY;
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    await submitted;
    await settled(el);
    await el.updateComplete;
    expect(root(el).activeElement, 'focus on the state line').to.equal(part(el, 'status'));
    expect(liveStatusText(el)).to.equal('Answered: Green; Red');
    expect(scrollY, 'the page stays where the person was').to.equal(y);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement, 'the next Tab leaves the answered set for what follows it').to.equal(wrapper.querySelector('button'));
  });

  it('restored as answered: shown, not spoken', async () => {
    const response = { requestId: 'set-a', status: 'answered' as const, answers: { auth: { selected: ['o0'] }, features: { selected: ['o2'] } } };
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${setRequest} .response=${response}></question-set>`);
    await settled(el);
    expect(statusText(el)).to.equal('Answered: Red; Blue');
    expect(spokenStatus(el)).to.equal('');
  });

  it('cancelled: nothing chosen in any question, defaults included, and no hints', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${setRequest}></question-set>`);
    await settled(el);
    optionButtons(prompts(el)[1]!)[0]!.click();
    await settled(el);
    expect(pressed(prompts(el)[1]!)).to.deep.equal(['Red']);
    await cancelNow(el);
    await settled(el);
    expect(el.getAttribute('state')).to.equal('cancelled');
    expect(prompts(el).map((p) => pressed(p))).to.deep.equal([[], []]);
    expect(prompts(el).map((p) => hintText(p))).to.deep.equal(['', '']);
    expect(statusText(el)).to.equal('Cancelled');
    expect(liveStatusText(el)).to.equal('Cancelled');
    await expect(el).to.be.accessible();
  });

  it('outdated after an early Submit: the "still open" message and every hint go away; untouched defaults are not shown as chosen', async () => {
    const el = await fixture<QuestionSet>(html`<question-set expanded .request=${setRequest}></question-set>`);
    await settled(el);
    part(el, 'submit')!.click();
    await settled(el);
    expect(part(el, 'hint')!.textContent).to.contain('Still open: Features');
    expect(hintText(prompts(el)[1]!)).to.equal('Choose an option or type your own answer.');
    el.disabled = true;
    await settled(el);
    expect(hintText(el)).to.equal('');
    expect(prompts(el).map((p) => hintText(p))).to.deep.equal(['', '']);
    expect(pressed(prompts(el)[0]!)).to.deep.equal([]);
    expect(statusText(el)).to.equal('No longer active');
    expect(spokenStatus(el), 'a host marking it outdated is not announced').to.equal('');
    await expect(el).to.be.accessible();
  });
});
