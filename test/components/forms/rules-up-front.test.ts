// Forms say their rules up front, through keys and the accessibility tree: the fewer kind of
// question is marked "(optional)" or "(required)", a refused Submit marks its questions in the
// header row, a length limit shows a live counter that speaks only near the limit, and a
// per-option note field says what it is for.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import type { ChoiceRequest } from '../../../src/protocol/model.js';
import { optionButtons, part, request, root } from '../helpers.js';

function elicit(properties: Record<string, unknown>, required: string[]): ChoiceRequest {
  const result = parseRequest('mcp_elicitation', { message: 'Project setup', requestedSchema: { type: 'object', properties, required } });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const field = (el: Element, index = 0) => root(el).querySelector<HTMLInputElement>(`#q${index}-other`)!;
const questionTexts = (el: Element) => [...root(el).querySelectorAll('[part="question"]')].map((q) => q.textContent!.replace(/\s+/g, ' ').trim());
const counter = (el: Element) => part(el, 'counter')?.textContent?.trim();
const remark = (el: Element) => part(el, 'counter')?.nextElementSibling?.textContent?.trim() ?? '';
const steps = (el: Element) => [...root(el).querySelectorAll('.step')].map((s) => ({ invalid: s.classList.contains('invalid'), said: s.querySelector('.visually-hidden')!.textContent!.trim() }));

const four = {
  name: { type: 'string', title: 'Project name' },
  db: { type: 'string', title: 'Database', enum: ['Postgres', 'SQLite'] },
  deploy: { type: 'boolean', title: 'Deploy now' },
  notes: { type: 'string', title: 'Notes' },
};

describe('forms say their rules up front', () => {
  it('one optional question of four is marked "(optional)", and its group is named with the mark', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${elicit(four, ['name', 'db', 'deploy'])}></question-set>`);
    expect(questionTexts(el)).to.deep.equal(['Project name', 'Database', 'Deploy now', 'Notes (optional)']);
    expect(field(el, 3).getAttribute('aria-required'), 'the optional field is not required').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('three optional of four: the one required question is marked "(required)" instead', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${elicit(four, ['db'])}></question-set>`);
    expect(questionTexts(el)).to.deep.equal(['Project name', 'Database (required)', 'Deploy now', 'Notes']);
    const group = root(el).querySelector('[data-q="1"] [role="group"]')!;
    expect(group.getAttribute('aria-labelledby')!.split(' ')[0]).to.equal('q1-question');
  });

  it('every question required (or a lone question): no marks', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${elicit(four, Object.keys(four))}></question-set>`);
    expect(questionTexts(el)).to.deep.equal(['Project name', 'Database', 'Deploy now', 'Notes']);
    const lone = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ notes: four.notes }, [])}></choice-prompt>`);
    expect(questionTexts(lone)).to.deep.equal(['Notes']);
  });

  it('a refused Submit marks its questions in the header row: one left open, one answered wrongly', async () => {
    const el = await fixture<QuestionSet>(
      html`<question-set .request=${elicit({ name: { type: 'string', title: 'Project name', minLength: 3 }, db: four.db }, ['name', 'db'])}></question-set>`,
    );
    expect(steps(el).some((s) => s.invalid), 'nothing marked before Submit').to.equal(false);
    field(el, 0).focus();
    await sendKeys({ type: 'ab' });
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(steps(el)).to.deep.equal([
      { invalid: true, said: 'Project name, answer to fix' },
      { invalid: true, said: 'Database, not answered' },
    ]);
    optionButtons(el)[0]!.click();
    await el.updateComplete;
    expect(steps(el)[1], 'answered, the mark goes').to.deep.equal({ invalid: false, said: 'Database, answered' });
    await expect(el).to.be.accessible();
  });

  it('a length limit shows "count / max" as the user types, and speaks only near the limit and at it', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ name: { type: 'string', title: 'Project name', maxLength: 60 } }, ['name'])}></choice-prompt>`);
    expect(counter(el)).to.equal('0 / 60');
    field(el).focus();
    await sendKeys({ type: 'hello' });
    expect(counter(el)).to.equal('5 / 60');
    expect(remark(el), 'far from the limit: silent').to.equal('');
    await sendKeys({ type: 'x'.repeat(48) });
    expect(counter(el)).to.equal('53 / 60');
    expect(remark(el)).to.equal('');
    await sendKeys({ type: 'x' });
    expect(remark(el), 'within a tenth of the limit').to.equal('6 characters or fewer left');
    const region = part(el, 'counter')!.nextElementSibling!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    const changes: string[] = [];
    new MutationObserver(() => changes.push(region.textContent!.trim())).observe(region, { childList: true, characterData: true, subtree: true });
    await sendKeys({ type: 'xxxx' });
    expect(counter(el)).to.equal('58 / 60');
    expect(changes, 'no remark per key').to.deep.equal([]);
    await sendKeys({ type: 'xx' });
    expect(remark(el)).to.equal('Limit reached: 60 characters');
    await sendKeys({ type: 'y' });
    expect(field(el).value.length, 'the field stops at the limit').to.equal(60);
    expect(changes).to.deep.equal(['Limit reached: 60 characters']);
  });

  it('no counter without a limit, nor on a number field', async () => {
    const el = await fixture<QuestionSet>(
      html`<question-set .request=${elicit({ name: { type: 'string', title: 'Project name' }, port: { type: 'integer', title: 'Port', minimum: 1, maximum: 65535 } }, ['name', 'port'])}></question-set>`,
    );
    expect(part(el, 'counter')).to.equal(null);
  });

  it('a per-option note field has a placeholder saying it is optional', async () => {
    const req = request({ dialect: 'provide_choice', submitMode: 'confirm', annotations: { perOption: true, global: false } }, { multiple: true, maxSelections: 3 });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${req}></choice-prompt>`);
    optionButtons(el)[1]!.click();
    await el.updateComplete;
    expect(root(el).querySelector<HTMLInputElement>('#q0-note-1')!.placeholder).to.equal('Add a note (optional)');
    el.strings = { notePlaceholder: 'Eine Notiz (freiwillig)' };
    await el.updateComplete;
    expect(root(el).querySelector<HTMLInputElement>('#q0-note-1')!.placeholder, 'a table sets it as any other entry').to.equal('Eine Notiz (freiwillig)');
  });
});
