// One look per single-choice behaviour: options a click sends show their digit key and the hint
// "Choosing an option sends your answer."; options Submit sends show radios and no such hint.
// The request decides, not the element (a one-question request looks and acts the same in
// <choice-prompt> and <question-set>). A chosen single choice has one look everywhere, a
// radio's ring and dot, never a checkbox's check; settled, no digit key is shown (none works).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import type { ChoiceRequest, DialectName } from '../../../src/protocol.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { ariaSnapshot } from '../../helpers/aria.js';
import { hintText, optionButtons, part, root } from '../helpers.js';

const SENDS = 'Choosing an option sends your answer.';
type Element = ChoicePrompt | QuestionSet;

function parse(dialect: DialectName, payload: unknown, id: string): ChoiceRequest {
  const result = parseRequest(dialect, payload, { id });
  if (!result.ok) throw new Error(`${dialect} fixture: ${result.errors[0]?.message}`);
  return result.request;
}

/** Gemini CLI's ask_user with one yes/no question (its dialog sends a lone answer when chosen). */
const yesNo = () => parse('gemini_ask_user', { questions: [{ question: 'Deploy now?', header: 'Deploy', type: 'yesno' }] }, 'gemini-1');
/** An MCP form of one boolean field: a form is sent with its Submit. */
const mcpBoolean = () => parse('mcp_elicitation', { message: 'Deploy now?', requestedSchema: { type: 'object', properties: { deploy: { type: 'boolean' } }, required: ['deploy'] } }, 'mcp-1');
/** The requestUserChoice tool: its options send their title; typed text is sent with Submit. */
const userChoice = () =>
  parse('request_user_choice', { question: 'How should people sign in?', options: [{ title: 'Magic link', description: 'No passwords.' }, { title: 'Password', description: 'Familiar.' }] }, 'ruc-1');
/** Claude Code's AskUserQuestion with two questions: answered together, with Submit. */
const twoQuestions = () =>
  parse(
    'ask_user_question',
    {
      questions: [
        { question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] },
        { question: 'Deploy now?', header: 'Deploy', multiSelect: false, options: [{ label: 'Yes' }, { label: 'Not yet' }] },
      ],
    },
    'auq-2',
  );

/** Each option's indicator kind: `key` (a digit: a click sends), `radio` (Submit sends) or `check`. */
const kinds = (el: Element) => optionButtons(el).map((b) => ['key', 'radio', 'check'].find((k) => b.querySelector('.indicator')!.classList.contains(k)));
/** The digits the keys show (none on the chosen one, which shows a radio's dot, nor once settled). */
const digits = (el: Element) => optionButtons(el).map((b) => b.querySelector('.indicator')!.getAttribute('data-key'));
const indicatorShape = (el: Element, index: number) => getComputedStyle(optionButtons(el)[index]!.querySelector('.indicator')!).borderTopLeftRadius;

async function show(tag: 'choice-prompt' | 'question-set', request: ChoiceRequest, id = 'el'): Promise<Element> {
  return tag === 'choice-prompt'
    ? fixture<ChoicePrompt>(html`<choice-prompt expanded id=${id} .request=${request}></choice-prompt>`)
    : fixture<QuestionSet>(html`<question-set expanded id=${id} .request=${request}></question-set>`);
}

/** The hint as shown, the prompt's or the set's question's. */
const hint = (el: Element) => hintText(el) || (part(el, 'question-hint')?.textContent ?? '').trim();

describe('one look per single-choice behaviour', () => {
  for (const tag of ['choice-prompt', 'question-set'] as const) {
    it(`<${tag}>: a lone yes/no question whose choice sends shows keys and says that choosing sends; a click sends it`, async () => {
      const el = await show(tag, yesNo());
      expect(kinds(el)).to.deep.equal(['key', 'key']);
      expect(digits(el)).to.deep.equal(['1', '2']);
      expect(hint(el)).to.equal(SENDS);
      await expect(el).to.be.accessible();
      const sent = oneEvent(el, 'choice-submit');
      optionButtons(el)[1]!.click();
      expect((await sent).detail.reply).to.deep.equal({ answers: { '0': 'No' } });
    });

    it(`<${tag}>: an MCP form's lone boolean shows radios and no such hint; a click only chooses, Submit sends`, async () => {
      const el = await show(tag, mcpBoolean());
      expect(kinds(el)).to.deep.equal(['radio', 'radio']);
      expect(hint(el)).to.equal('');
      expect(root(el).textContent).not.to.include(SENDS);
      await expect(el).to.be.accessible();
      optionButtons(el)[0]!.click();
      await el.updateComplete;
      expect(el.getAttribute('state'), 'chosen, not sent').to.equal('selected');
      const sent = oneEvent(el, 'choice-submit');
      part(el, 'submit')!.click();
      expect((await sent).detail.reply).to.deep.equal({ action: 'accept', content: { deploy: true } });
    });

    it(`<${tag}>: request_user_choice's options are keys with the hint, beside its own field and Submit for typed text`, async () => {
      const el = await show(tag, userChoice());
      expect(kinds(el)).to.deep.equal(['key', 'key']);
      expect(hint(el)).to.equal(SENDS);
      expect(part(el, 'submit'), 'Submit sends what is typed').to.exist;
      await expect(el).to.be.accessible();
      const sent = oneEvent(el, 'choice-submit');
      optionButtons(el)[0]!.click();
      expect((await sent).detail.reply).to.equal('Magic link');
    });
  }

  it('the same request looks and reads the same in <choice-prompt> and <question-set>', async () => {
    const look = async (el: Element) => ({ kinds: kinds(el), hint: hint(el), group: (await ariaSnapshot(`#${el.id} [role=group]`)).split('\n')[0], submit: !!part(el, 'submit') });
    for (const make of [yesNo, mcpBoolean, userChoice]) {
      const prompt = await show('choice-prompt', make(), `prompt-${make.name}`);
      const set = await show('question-set', make(), `set-${make.name}`);
      expect(await look(set), make.name).to.deep.equal(await look(prompt));
    }
  });

  it('a request of several single-choice questions waits for Submit: radios, and no hint that choosing sends', async () => {
    const el = await show('question-set', twoQuestions());
    expect(kinds(el)).to.deep.equal(['radio', 'radio', 'radio', 'radio']);
    expect(root(el).textContent).not.to.include(SENDS);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('selected');
  });

  it('keys and radios are drawn apart while open: a rounded key, a round radio; settled, both are radios', async () => {
    const sends = await show('choice-prompt', yesNo());
    const submits = await show('choice-prompt', mcpBoolean());
    expect(indicatorShape(submits, 0)).to.equal('50%');
    expect(indicatorShape(sends, 0)).not.to.equal(indicatorShape(submits, 0));
    optionButtons(sends)[1]!.click();
    optionButtons(submits)[1]!.click();
    part(submits, 'submit')!.click();
    await Promise.all([sends.updateComplete, submits.updateComplete]);
    expect([sends, submits].map((el) => el.getAttribute('state'))).to.deep.equal(['answered', 'answered']);
    for (const i of [0, 1]) expect(indicatorShape(sends, i), `settled option ${i}`).to.equal('50%');
  });

  for (const tag of ['choice-prompt', 'question-set'] as const) {
    it(`<${tag}>: once sent, no digit keys (none works): radios, the chosen one a ring and dot, not a check; the hint goes`, async () => {
      const el = await show(tag, yesNo());
      optionButtons(el)[1]!.click();
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('answered');
      expect(kinds(el)).to.deep.equal(['radio', 'radio']);
      expect(digits(el)).to.deep.equal([null, null]);
      expect(optionButtons(el)[1]!.querySelector('.indicator .check-mark'), 'a single choice is not checked like a box').to.equal(null);
      expect(getComputedStyle(optionButtons(el)[1]!.querySelector('.indicator')!, '::after').content, 'its dot').to.not.equal('none');
      expect(getComputedStyle(optionButtons(el)[0]!.querySelector('.indicator')!, '::after').content, 'no dot on the other').to.equal('none');
      expect(hint(el)).to.equal('');
      expect(root(el).textContent).not.to.include(SENDS);
      expect((await ariaSnapshot('#el [role=group]')).split('\n')[0]).to.equal('- group "Deploy now?":');
      await expect(el).to.be.accessible();
    });

    it(`<${tag}>: once submitted, the radios stay, the chosen one's ring and dot as a choice that sent`, async () => {
      const el = await show(tag, mcpBoolean());
      optionButtons(el)[1]!.click();
      part(el, 'submit')!.click();
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('answered');
      expect(kinds(el)).to.deep.equal(['radio', 'radio']);
      expect(optionButtons(el)[1]!.querySelector('.indicator .check-mark')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('a multi-select\'s chosen box is filled and checked: never the single choice\'s look', async () => {
    const el = await show('question-set', parse('ask_user_question', { questions: [{ question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Auth' }, { label: 'Search' }] }] }, 'auq-m'));
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(kinds(el)).to.deep.equal(['check', 'check']);
    const box = optionButtons(el)[0]!.querySelector('.indicator')!;
    expect(box.querySelector('.check-mark')).to.exist;
    expect(getComputedStyle(box).borderTopLeftRadius).to.not.equal('50%');
    expect(getComputedStyle(box, '::after').content).to.equal('none');
  });

  it('an open single choice that waits for Submit says in its group\'s name that one is chosen; a multi-select says its rule; a choice that sends, its hint', async () => {
    const set = await show('question-set', twoQuestions(), 'two');
    expect((await ariaSnapshot('#two [data-q="0"] [role=group]')).split('\n')[0]).to.equal('- group "Which database? Choose one":');
    expect(hint(set), 'not on screen: the radios say it').to.equal('');
    const sends = await show('choice-prompt', yesNo(), 'sends');
    expect((await ariaSnapshot('#sends [role=group]')).split('\n')[0]).to.equal(`- group "Deploy now? ${SENDS}":`);
    optionButtons(set)[0]!.click();
    optionButtons(set)[2]!.click();
    part(set, 'submit')!.click();
    await set.updateComplete;
    expect((await ariaSnapshot('#two [data-q="0"] [role=group]')).split('\n')[0], 'settled, nothing to choose').to.equal('- group "Which database?":');
  });

  it('restored from history (answered, outdated, cancelled), a choice that sent shows radios, no digit keys, no hint', async () => {
    const request = yesNo();
    const restored: Element[] = [
      await fixture<ChoicePrompt>(html`<choice-prompt expanded .request=${request} .response=${{ requestId: request.id, status: 'answered', answers: { q0: { selected: ['o0'] } } }}></choice-prompt>`),
      await fixture<ChoicePrompt>(html`<choice-prompt expanded disabled .request=${request}></choice-prompt>`),
      await fixture<QuestionSet>(html`<question-set expanded .request=${request} .response=${{ requestId: request.id, status: 'cancelled', answers: {} }}></question-set>`),
    ];
    for (const el of restored) {
      expect(kinds(el), el.getAttribute('state')!).to.deep.equal(['radio', 'radio']);
      expect(digits(el)).to.deep.equal([null, null]);
      expect(root(el).textContent).not.to.include(SENDS);
      await expect(el).to.be.accessible();
    }
  });
});
