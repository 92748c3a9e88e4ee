import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/choice-prompt.js';
import '../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../src/index.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { typedQuestion } from '../../src/protocol/kinds.js';
import type { ChoiceRequest } from '../../src/protocol/model.js';
import { announcement, deepActive, optionButtons, part, pressed, record, root, statusText } from './helpers.js';

function elicit(properties: Record<string, unknown>, required: string[] = Object.keys(properties), message = 'Tell us'): ChoiceRequest {
  const result = parseRequest('mcp_elicitation', { message, requestedSchema: { type: 'object', properties, required } });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const field = (el: Element, index = 0) => root(el).querySelector<HTMLInputElement>(`#q${index}-other`)!;
const describedText = (el: Element, input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root(el).getElementById(id)?.textContent?.trim())
    .join(' | ');

async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

describe('question kinds in the elements: text', () => {
  it('a text field takes the request\'s maxlength, states its rules, and refuses a wrong answer next to the field, announced', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ email: { type: 'string', title: 'Work e-mail', format: 'email', maxLength: 60 } })}></choice-prompt>`);
    const input = field(el);
    expect(input.getAttribute('maxlength')).to.equal('60');
    expect(input.getAttribute('inputmode')).to.equal('email');
    expect(input.getAttribute('aria-required')).to.equal('true');
    expect(describedText(el, input)).to.equal('An e-mail address, like name@example.com · At most 60 characters');
    await expect(el).to.be.accessible();

    const events = record(el, 'choice-submit');
    await typeInto(input, 'not an address');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(events, 'an invalid draft is not submitted').to.have.length(0);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const problem = 'Enter an e-mail address, like name@example.com.';
    expect(describedText(el, input)).to.contain(problem);
    expect(announcement(el)).to.equal(problem);
    expect(deepActive()).to.equal(input);
    await expect(el).to.be.accessible();

    await typeInto(input, 'ada@example.com');
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: { email: 'ada@example.com' } });
  });

  it('a number field reads a whole number in its range; its hint writes numbers in the element\'s language', async () => {
    const request = elicit({ age: { type: 'integer', title: 'Age', minimum: 5, maximum: 1200 } });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt lang="de" .request=${request}></choice-prompt>`);
    const input = field(el);
    expect(input.getAttribute('inputmode')).to.equal('numeric');
    expect(describedText(el, input)).to.equal('A whole number from 5 to 1.200');
    const events = record(el, 'choice-submit');
    // The field is described by its rule and the problem, or by the problem alone when that
    // restates the rule (the range said once, not twice).
    for (const [typed, problem, described] of [
      ['12.5', 'Enter a whole number.', 'A whole number from 5 to 1.200 | Enter a whole number.'],
      ['4', 'Enter a whole number from 5 to 1.200.', 'Enter a whole number from 5 to 1.200.'],
      ['zwölf', 'Enter a whole number.', 'A whole number from 5 to 1.200 | Enter a whole number.'],
    ] as const) {
      await typeInto(input, typed);
      part(el, 'submit')!.click();
      await el.updateComplete;
      expect(announcement(el), typed).to.equal(problem);
      expect(describedText(el, input), typed).to.equal(described);
    }
    expect(events).to.have.length(0);
    await typeInto(input, ' 42 ');
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: { age: 42 } });
  });

  it('a number field is a spin button with the request\'s range: arrows, Page keys, Home and End step within it', async () => {
    const request = elicit({ count: { type: 'integer', title: 'Copies', minimum: 2, maximum: 30 } });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request}></choice-prompt>`);
    const input = field(el);
    expect(input.getAttribute('role')).to.equal('spinbutton');
    expect([input.getAttribute('aria-valuemin'), input.getAttribute('aria-valuemax')]).to.deep.equal(['2', '30']);
    expect(input.hasAttribute('aria-valuenow'), 'nothing typed yet').to.equal(false);
    expect(input.getAttribute('aria-valuetext'), 'read as empty, not as 0').to.equal('Empty');
    await expect(el).to.be.accessible();

    input.focus();
    const steps: [string, string][] = [
      ['ArrowUp', '2'],
      ['ArrowUp', '3'],
      ['PageUp', '13'],
      ['PageUp', '23'],
      ['PageUp', '30'],
      ['ArrowUp', '30'],
      ['ArrowDown', '29'],
      ['Home', '2'],
      ['ArrowDown', '2'],
      ['End', '30'],
      ['PageDown', '20'],
    ];
    for (const [key, value] of steps) {
      await sendKeys({ press: key });
      await el.updateComplete;
      expect([key, input.value, input.getAttribute('aria-valuenow'), input.getAttribute('aria-valuetext')]).to.deep.equal([key, value, value, null]);
    }
    await typeInto(input, '12.5');
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(input.value, 'a whole-number field steps to whole numbers').to.equal('13');
    // Out of range, the number is said as typed: a value Chromium would cap at the maximum
    // reads as 30 already, so the step back to 30 would change nothing a screen reader hears.
    await typeInto(input, '40');
    await el.updateComplete;
    expect([input.getAttribute('aria-valuenow'), input.getAttribute('aria-valuetext')], 'out of range: said as typed').to.deep.equal([null, '40']);
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect([input.value, input.getAttribute('aria-valuenow'), input.getAttribute('aria-valuetext')], 'stepped into the range').to.deep.equal(['30', '30', null]);
    await typeInto(input, 'zwölf');
    await el.updateComplete;
    expect(input.hasAttribute('aria-valuenow'), 'text that is no number has no value').to.equal(false);
    expect(input.getAttribute('aria-valuetext')).to.equal('zwölf');
    const submitted = oneEvent(el, 'choice-submit');
    await typeInto(input, '7');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: { count: 6 } });
    await el.updateComplete;
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(input.value, 'an answered field no longer steps').to.equal('6');
  });

  it('a decimal field without a range starts at 0 and steps by one, keeping its decimals exact', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ weight: { type: 'number', title: 'Weight' } })}></choice-prompt>`);
    const input = field(el);
    expect(['aria-valuemin', 'aria-valuemax'].map((a) => input.hasAttribute(a))).to.deep.equal([false, false]);
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(input.value, 'an empty field starts at 0').to.equal('0');
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(input.value).to.equal('-1');
    await typeInto(input, '0.1');
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(input.value).to.equal('1.1');
    await sendKeys({ press: 'Home' });
    expect(input.selectionStart, 'Home without a minimum moves the caret').to.equal(0);
    expect(input.value).to.equal('1.1');
  });

  it('a field with a default starts filled with it, and sends it untouched', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ name: { type: 'string', title: 'Name', default: 'John Doe' } })}></choice-prompt>`);
    expect(field(el).value).to.equal('John Doe');
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: { name: 'John Doe' } });
  });

  it('a secret is typed into a password field and never shown back', async () => {
    const request: ChoiceRequest = { id: 'r', dialect: 'mcp_elicitation', questions: [typedQuestion({ id: 'q0', kind: 'text', text: 'API key', secret: true })] };
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request}></choice-prompt>`);
    expect(field(el).type).to.equal('password');
    await typeInto(field(el), 'sk-123');
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.response.answers).to.deep.equal({ q0: { selected: [], text: 'sk-123' } });
    await el.updateComplete;
    expect(statusText(el)).to.equal('Answered: hidden');
    expect(root(el).textContent).to.not.contain('sk-123');
  });
});

describe('question kinds in the elements: boolean', () => {
  it('two pressed-state buttons worded by the strings table, chosen by keyboard, sent as a real boolean', async () => {
    const request = elicit({ agree: { type: 'boolean', title: 'Accept the terms?' } });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request}></choice-prompt>`);
    const buttons = optionButtons(el);
    expect(buttons.map((b) => [b.textContent!.trim(), b.getAttribute('aria-pressed')])).to.deep.equal([
      ['Yes', 'false'],
      ['No', 'false'],
    ]);
    // A single choice that waits for Submit: its group's name says one is chosen ("Choose one"), as the radios show.
    expect(root(el).querySelector('[role=group]')!.getAttribute('aria-labelledby')).to.equal('q0-question q0-one');
    expect(root(el).getElementById('q0-one')!.textContent).to.equal('Choose one');
    await expect(el).to.be.accessible();

    buttons[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()).to.equal(buttons[1]);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['No']);
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: { agree: false } });
    await el.updateComplete;
    expect(statusText(el)).to.equal('Answered: No');
  });

  it('its default is pressed from the start; its words follow the element\'s strings', async () => {
    const request = elicit({ verified: { type: 'boolean', title: 'Verified?', default: true } });
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .strings=${{ yes: 'Ja', no: 'Nein' }} .request=${request}></choice-prompt>`);
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Ja', 'Nein']);
    expect(pressed(el)).to.deep.equal(['Ja']);
  });

  it('a required boolean left unanswered cannot be submitted', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ ok: { type: 'boolean', title: 'OK?' } })}></choice-prompt>`);
    const events = record(el, 'choice-submit');
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(events).to.have.length(0);
    expect(announcement(el)).to.equal('Choose an option to continue.');
  });
});

describe('question kinds in a set: names and problems', () => {
  it('progress and errors name fields by their titles; a filled optional field that is wrong says what is wrong, not "still open"', async () => {
    const request = elicit(
      {
        age: { type: 'integer', title: 'Age' },
        nick: { type: 'string', title: 'Nickname', maxLength: 5 },
        tags: { type: 'array', title: 'Tags', minItems: 1, items: { enum: ['a', 'b', 'c'] } },
      },
      ['age', 'tags'],
    );
    // Stacked: every question and its problem shown at once (a set of three pages by default).
    const el = await fixture<QuestionSet>(html`<question-set layout="stacked" .request=${request}></question-set>`);
    expect([...root(el).querySelectorAll('.step-label')].map((s) => s.textContent!.trim())).to.deep.equal(['Age', 'Nickname', 'Tags']);
    expect(root(el).querySelector('[data-q="2"] [role=group]')!.getAttribute('aria-labelledby')).to.equal('q2-question q2-rule');
    expect(root(el).getElementById('q2-rule')!.textContent!.trim(), 'a required multi-select says so').to.equal('Choose at least 1');
    // Typed past the limit by a script (the field's maxlength stops a person).
    const nick = field(el, 1);
    nick.value = 'far too long';
    nick.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(announcement(el)).to.equal(
      'Answer every question before submitting. Still open: Age, Tags. Nickname: Your answer is too long (at most 5 characters).',
    );
    expect(describedText(el, nick), 'the problem restates the rule "At most 5 characters"').to.equal('Your answer is too long (at most 5 characters).');
    await expect(el).to.be.accessible();
  });

  it('a length rule of two bounds stays in the description beside a problem that names one of them', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ nick: { type: 'string', title: 'Nickname', minLength: 2, maxLength: 5 } })}></choice-prompt>`);
    const input = field(el);
    input.value = 'far too long';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(describedText(el, input)).to.equal('2 to 5 characters | Your answer is too long (at most 5 characters).');
  });
});

describe('the protocol\'s own words, said from the strings table', () => {
  const german = { approve: 'Genehmigen', deny: 'Ablehnen', toolApproval: 'Darf das Werkzeug „{name}“ laufen?', answered: 'Beantwortet: {answer}' };

  it('an approval\'s question and options are the element\'s words; the reply is the dialect\'s, unchanged', async () => {
    const result = parseRequest('ai_sdk_tool_part', { type: 'tool-deleteFile', toolCallId: 'c1', state: 'approval-requested', input: { path: 'a.ts' }, approval: { id: 'ap1' } });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const el = await fixture<ChoicePrompt>(html`<choice-prompt lang="de" .strings=${german} .request=${result.request}></choice-prompt>`);
    expect(part(el, 'question')!.textContent!.trim()).to.equal('Darf das Werkzeug „deleteFile“ laufen?');
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Genehmigen', 'Ablehnen']);
    await expect(el).to.be.accessible();
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[0]!.click();
    expect((await submitted).detail.reply).to.deep.equal({ id: 'ap1', approved: true });
    await el.updateComplete;
    expect(statusText(el)).to.equal('Beantwortet: Genehmigen');
  });

  it('an interrupt\'s actions follow the strings when they change, as every word does', async () => {
    const result = parseRequest('langgraph_interrupt', { action_request: { action: 'resize', args: {} }, config: { allow_accept: true, allow_edit: false, allow_respond: false, allow_ignore: true } });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${result.request}></choice-prompt>`);
    expect(part(el, 'question')!.textContent!.trim()).to.equal('Review the action "resize".');
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Accept', 'Ignore']);
    el.strings = { accept: 'Annehmen', ignore: 'Ignorieren', reviewAction: 'Aktion „{name}“ prüfen.' };
    await el.updateComplete;
    expect(part(el, 'question')!.textContent!.trim()).to.equal('Aktion „resize“ prüfen.');
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Annehmen', 'Ignorieren']);
  });
});

describe('an interrupt\'s Edit of an argument that spans lines (a file\'s content)', () => {
  const content = 'first line\n  indented\n';
  const interrupt = () => {
    const result = parseRequest('langgraph_interrupt', {
      action_request: { action: 'write_file', args: { path: 'a.txt', content } },
      config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.request;
  };
  // Each argument's field is question q0.args.<key>'s own.
  const fieldOf = (el: Element, key: string) => {
    const index = interrupt().questions.findIndex((q) => q.id === `q0.args.${key}`);
    return root(el).querySelector<HTMLTextAreaElement | HTMLInputElement>(`#q${index}-other`)!;
  };
  const edited = async (el: QuestionSet) => {
    optionButtons(el).find((b) => b.textContent!.trim() === 'Edit')!.click();
    await el.updateComplete;
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    return ((await submitted).detail.reply as [{ args: { args: Record<string, unknown> } }])[0].args.args;
  };

  // The argument fields show once Edit is chosen.
  const editing = async () => {
    const el = await fixture<QuestionSet>(html`<question-set .request=${interrupt()}></question-set>`);
    optionButtons(el).find((b) => b.textContent!.trim() === 'Edit')!.click();
    await el.updateComplete;
    return el;
  };

  it('is a text area holding its lines; left untouched, it is sent exactly as it came', async () => {
    const el = await editing();
    const area = fieldOf(el, 'content');
    expect(area.localName).to.equal('textarea');
    expect(area.value).to.equal(content);
    expect(fieldOf(el, 'path').localName, 'a one-line argument keeps a one-line field').to.equal('input');
    await expect(el).to.be.accessible();
    expect(await edited(el)).to.deep.equal({ path: 'a.txt', content });
  });

  it('Enter adds a line there (Ctrl+Enter submits); the edit is sent with its lines and spaces as typed', async () => {
    const el = await editing();
    const area = fieldOf(el, 'content') as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(content.length, content.length);
    const events = record(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'done' });
    await el.updateComplete;
    expect(events, 'Enter in a text area is a new line').to.have.length(0);
    expect(area.value).to.equal(`${content}\ndone`);
    const submitted = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Control+Enter' });
    const reply = (await submitted).detail.reply as [{ args: { args: Record<string, unknown> } }];
    expect(reply[0].args.args).to.deep.equal({ path: 'a.txt', content: `${content}\ndone` });
  });
});

describe('requests without questions', () => {
  it('a form with no fields is a bare confirm: Confirm and Decline', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({}, [], 'Delete the branch?')}></choice-prompt>`);
    expect([part(el, 'cancel')!.textContent!.trim(), part(el, 'submit')!.textContent!.trim()]).to.deep.equal(['Decline', 'Confirm']);
    await expect(el).to.be.accessible();
    const submitted = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept', content: {} });
  });

  it('settled by keyboard, a bare confirm keeps focus: on its state line, since its buttons go', async () => {
    for (const [key, button, status] of [
      ['Enter', 'submit', 'Confirmed'],
      ['Space', 'cancel', 'Declined'],
    ] as const) {
      const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({}, [], 'Delete the branch?')}></choice-prompt>`);
      part(el, button)!.focus();
      const settled = oneEvent(el, button === 'submit' ? 'choice-submit' : 'choice-cancel');
      await sendKeys({ press: key });
      await settled;
      await el.updateComplete;
      expect(part(el, button), 'the button is gone').to.equal(null);
      const active = deepActive() as HTMLElement;
      expect(active?.getAttribute('part'), `${button}: focus stays in the element`).to.equal('status');
      expect(active.textContent!.trim()).to.equal(status);
      await expect(el).to.be.accessible();
    }
  });

  it('URL mode: a consent card with the link\'s host; only following the link opens it, and that accepts', async () => {
    const result = parseRequest('mcp_elicitation', {
      mode: 'url',
      elicitationId: 'e1',
      url: 'https://mcp.example.com/ui/set_api_key',
      message: 'Please provide your API key to continue.',
    });
    if (!result.ok) throw new Error('fixture');
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${result.request}></choice-prompt>`);
    const link = part(el, 'submit') as HTMLAnchorElement;
    expect(link.tagName).to.equal('A');
    expect([link.href, link.target, link.rel]).to.deep.equal(['https://mcp.example.com/ui/set_api_key', '_blank', 'noopener noreferrer']);
    expect(link.textContent!.trim()).to.equal('Open mcp.example.com');
    expect(part(el, 'link')!.textContent).to.contain('Opens a page on mcp.example.com').and.contain('https://mcp.example.com/ui/set_api_key');
    expect(part(el, 'title')!.textContent).to.equal('Please provide your API key to continue.');
    await expect(el).to.be.accessible();

    // The test page stays put: the default action (a new tab) is not what is tested.
    link.addEventListener('click', (e) => e.preventDefault());
    const submitted = oneEvent(el, 'choice-submit');
    link.click();
    expect((await submitted).detail.reply).to.deep.equal({ action: 'accept' });
    await el.updateComplete;
    expect(part(el, 'status')!.textContent!.trim(), 'said as the user said it, as Declined is').to.equal('Confirmed');
  });

  it('URL mode: Decline declines without opening anything', async () => {
    const result = parseRequest('mcp_elicitation', { mode: 'url', elicitationId: 'e1', url: 'https://example.com/x', message: 'Sign in' });
    if (!result.ok) throw new Error('fixture');
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${result.request}></choice-prompt>`);
    const cancelled = oneEvent(el, 'choice-cancel');
    part(el, 'cancel')!.click();
    const { detail } = await cancelled;
    expect(detail.reply).to.deep.equal({ action: 'decline' });
    expect(detail.response.status, 'an explicit decline, not a dismissal').to.equal('declined');
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('cancelled');
    expect(part(el, 'status')!.textContent!.trim()).to.equal('Declined');
  });

  it('a form\'s refusal says Decline, as the reply it sends is MCP\'s decline (a dismissal would be "cancel")', async () => {
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${elicit({ email: { type: 'string', title: 'Invoice e-mail' } })}></choice-prompt>`);
    const button = part(el, 'cancel')!;
    expect(button.textContent!.trim()).to.equal('Decline');
    const cancelled = oneEvent(el, 'choice-cancel');
    button.click();
    const { detail } = await cancelled;
    expect(detail.reply).to.deep.equal({ action: 'decline' });
    expect(detail.response.status).to.equal('declined');
    await el.updateComplete;
    expect(part(el, 'status')!.textContent!.trim()).to.equal('Declined');
    await expect(el).to.be.accessible();
  });
});
