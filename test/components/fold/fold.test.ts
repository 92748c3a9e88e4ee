// History folds: a request that arrives settled (restored from history) shows one line, a
// disclosure that opens on Enter, Space or a click; `expanded` keeps it open; one the user
// settles in the page stays open.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { fetchEveryPart } from '../../../src/components/loader/parts.js';
import { optionButtons, pressed, question, request, root } from '../helpers.js';

const db = request({}, { text: 'Which database?', options: [{ id: 'pg', label: 'PostgreSQL', value: 'pg' }, { id: 'sq', label: 'SQLite', value: 'sq' }] });
const restored = { requestId: db.id, status: 'answered' as const, answers: { [db.questions[0]!.id]: { selected: ['pg'] } } };
const fold = (el: Element) => root(el).querySelector<HTMLButtonElement>('button.fold');

before(async () => expect(await fetchEveryPart()).to.deep.equal([]));

describe('History folds', () => {
  it('a restored answered prompt shows one line, question → answer, collapsed', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt answered .response=${restored} .request=${db}></choice-prompt>`);
    const line = fold(el)!;
    expect(line, 'the summary line').to.exist;
    expect(line.textContent!.trim()).to.equal('Which database? → PostgreSQL');
    expect(line.getAttribute('aria-expanded')).to.equal('false');
    expect(line.getAttribute('aria-controls')).to.equal('fold-body');
    expect(root(el).getElementById('fold-body'), 'the region it controls').to.exist;
    expect(optionButtons(el), 'no options while folded').to.have.length(0);
    expect(el.getAttribute('state')).to.equal('answered');
    expect(el.hasAttribute('expanded')).to.equal(false);
  });

  for (const key of ['Enter', ' '] as const) {
    it(`${key === ' ' ? 'Space' : key} on the line opens the full settled prompt, and again folds it`, async () => {
      const el = await fixture<ChoicePrompt>(html`<choice-prompt answered .response=${restored} .request=${db}></choice-prompt>`);
      fold(el)!.focus();
      await sendKeys({ press: key === ' ' ? 'Space' : key });
      await el.updateComplete;
      expect(fold(el)!.getAttribute('aria-expanded')).to.equal('true');
      expect(el.hasAttribute('expanded'), 'reflected').to.equal(true);
      expect(optionButtons(el).map((b) => b.textContent!.trim().replace(/^\d\s*/, ''))).to.deep.equal(['PostgreSQL', 'SQLite']);
      expect(pressed(el)).to.have.length(1);
      expect(root(el).getElementById('fold-body')!.contains(optionButtons(el)[0]!)).to.equal(true);
      expect(root(el).activeElement, 'focus stays on the disclosure').to.equal(fold(el));
      await sendKeys({ press: key === ' ' ? 'Space' : key });
      await el.updateComplete;
      expect(fold(el)!.getAttribute('aria-expanded')).to.equal('false');
      expect(optionButtons(el)).to.have.length(0);
    });
  }

  it('a click opens it', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt disabled .request=${db}></choice-prompt>`);
    expect(fold(el)!.textContent!.trim()).to.match(/^Which database\? → /);
    fold(el)!.click();
    await el.updateComplete;
    expect(fold(el)!.getAttribute('aria-expanded')).to.equal('true');
    expect(optionButtons(el)).to.have.length(2);
  });

  it('expanded keeps a restored prompt open', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt expanded answered .response=${restored} .request=${db}></choice-prompt>`);
    expect(fold(el)!.getAttribute('aria-expanded')).to.equal('true');
    expect(optionButtons(el)).to.have.length(2);
  });

  it('a prompt answered by a click in the page stays open', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${db}></choice-prompt>`);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('answered');
    expect(fold(el), 'no fold').to.equal(null);
    expect(optionButtons(el)).to.have.length(2);
  });

  it('a restored set folds to its count of answers', async () => {
    const two = request({}, question({ id: 'a', text: 'A?' }));
    two.questions = [question({ id: 'a', text: 'A?' }), question({ id: 'b', text: 'B?' })];
    const response = { requestId: two.id, status: 'answered' as const, answers: { a: { selected: [two.questions[0]!.options[0]!.id] }, b: { selected: [two.questions[1]!.options[0]!.id] } } };
    const el = await fixture<QuestionSet>(html`<question-set answered .response=${response} .request=${two}></question-set>`);
    expect(fold(el)!.textContent!.trim()).to.equal('Answers: 2');
    fold(el)!.click();
    await el.updateComplete;
    expect(optionButtons(el).length).to.be.greaterThan(2);
  });
});

describe('History folds: only what arrives settled', () => {
  it('a prompt shown open, then settled by its host (a new request and response), stays open', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${db}></choice-prompt>`);
    el.request = { ...db, id: 'req-2' };
    el.response = { ...restored, requestId: 'req-2' };
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('answered');
    expect(fold(el), 'no fold').to.equal(null);
    expect(pressed(el)).to.have.length(1);
  });
});
