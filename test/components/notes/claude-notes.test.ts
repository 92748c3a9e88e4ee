// Claude Code's AskUserQuestion as a person answers it in the elements, through real keys:
// a question with previews takes notes (typed before the choice that sends), which may be the
// whole answer; the chosen option's preview goes back with them; a question of a set may be
// skipped, as Claude Code's Submit tab allows after its warning. Replies are Claude Code's
// (test/protocol/dialects/ask-user-question-2026.test.ts has the reasons).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import type { ChoiceRequest } from '../../../src/protocol/model.js';
import { deepActive, optionButtons, part, root, statusText } from '../helpers.js';

const LAYOUT = 'Which layout should the settings page use?';
const layout = {
  question: LAYOUT,
  header: 'Layout',
  multiSelect: false,
  options: [
    { label: 'Sidebar', description: 'Sections in a left rail', preview: '## Sidebar\n\n```\n┌──────┬─────────┐\n│ Nav  │ Content │\n└──────┴─────────┘\n```' },
    { label: 'Tabs', description: 'Sections as tabs on top', preview: '**Tabs** on top' },
  ],
};
const checks = { question: 'Which checks should run?', header: 'Checks', multiSelect: true, options: [{ label: 'Lint', description: '' }, { label: 'Tests', description: '' }] };

function parsed(payload: unknown): ChoiceRequest {
  const result = parseRequest('ask_user_question', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const notes = (el: Element) => root(el).querySelector<HTMLInputElement>('#q0-note');

describe('Claude Code\'s notes on a question with previews', () => {
  it('"Notes (optional)", labelled and described, before the options; the focused option\'s preview drawn as markdown', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [layout] })}></choice-prompt>`);
    await el.updateComplete;
    const field = notes(el)!;
    expect(root(el).querySelector('label[for="q0-note"]')!.textContent).to.equal('Notes (optional)');
    expect(root(el).getElementById(field.getAttribute('aria-describedby')!)!.textContent).to.equal('Sent with the option you choose; with none chosen, the notes alone are your answer.');
    expect(field.compareDocumentPosition(optionButtons(el)[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    const preview = part(el, 'preview')!;
    expect(preview.querySelector('.md-heading')!.textContent).to.equal('Sidebar');
    expect(preview.querySelector('pre code')!.textContent).to.contain('│ Nav  │ Content │');
    await expect(el).to.be.accessible();
  });

  it('notes alone, sent with Enter: "(notes only)" and the notes, as Claude Code sends them', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [layout] })}></choice-prompt>`);
    await el.updateComplete;
    notes(el)!.focus();
    await sendKeys({ type: 'Neither: a command palette.' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ answers: { [LAYOUT]: '(notes only)' }, annotations: { [LAYOUT]: { notes: 'Neither: a command palette.' } } });
    await el.updateComplete;
    expect(notes(el)!.readOnly, 'the notes stay, as sent').to.equal(true);
    expect(notes(el)!.value).to.equal('Neither: a command palette.');
    expect(statusText(el)).to.equal('Answered');
    await expect(el).to.be.accessible();
  });

  it('notes typed, then an option chosen by key: its label, its preview and the notes', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [layout] })}></choice-prompt>`);
    await el.updateComplete;
    notes(el)!.focus();
    await sendKeys({ type: 'Only three tabs.' });
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(optionButtons(el)[0]);
    await sendKeys({ press: 'ArrowDown' });
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ answers: { [LAYOUT]: 'Tabs' }, annotations: { [LAYOUT]: { preview: '**Tabs** on top', notes: 'Only three tabs.' } } });
  });

  it('Enter in empty notes with nothing chosen sends nothing and says why', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${parsed({ questions: [layout] })}></choice-prompt>`);
    await el.updateComplete;
    notes(el)!.focus();
    let sent = false;
    el.addEventListener('choice-submit', () => (sent = true));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(sent).to.equal(false);
    expect(part(el, 'hint')!.textContent).to.contain('Choose an option or type your own answer.');
  });

  it('an HTML preview (the Agent SDK\'s previewFormat "html") shows in a sandboxed frame named for its option; its text describes the option', async () => {
    const result = parseRequest('ask_user_question', { questions: [{ ...layout, options: [{ label: 'Card', description: '', preview: '<div><b>Plan</b> <i>Pro</i></div><div>$9</div>' }, { label: 'List', description: '' }] }] }, { previewFormat: 'html' });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${result.request}></choice-prompt>`);
    await el.updateComplete;
    const frame = part(el, 'preview')!.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).to.equal('');
    expect(frame.title).to.equal('Preview: Card');
    expect(frame.srcdoc.indexOf('Content-Security-Policy'), 'the policy comes before the HTML').to.be.lessThan(frame.srcdoc.indexOf('<b>Plan</b>'));
    const described = optionButtons(el)[0]!.getAttribute('aria-describedby')!.split(' ').map((id) => root(el).getElementById(id)!.textContent);
    expect(described).to.include('Plan Pro $9');
    await expect(el).to.be.accessible();
  });
});

describe('questions left unanswered, as Claude Code lets them be', () => {
  it('Submit with a question unanswered asks first; Submit anyway sends the others, leaving it out', async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${parsed({ questions: [layout, checks] })}></question-set>`);
    await el.updateComplete;
    const buttons = () => optionButtons(el);
    buttons().find((b) => b.textContent!.trim() === 'Tests')!.click();
    await el.updateComplete;
    part(el, 'submit')!.click();
    await el.updateComplete;
    const dialog = root(el).querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.textContent).to.contain('Submit with unanswered questions?').and.contain('Layout');
    const submitted = oneEvent(el, 'choice-submit');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Submit anyway')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ answers: { 'Which checks should run?': 'Tests' } });
  });
});
