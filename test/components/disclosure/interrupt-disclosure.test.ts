// A LangGraph interrupt in a question set, answered with real clicks and keys: the decisions
// alone until one is chosen; the argument fields once Edit is, the Reply once Respond is (each
// said, and next in the Tab order); no ✓ for a field merely prefilled; and changes a later
// decision hides are never dropped silently: Submit refuses, says why, and offers to discard them.
// The payloads are the corpus's real ones (test/fixtures/corpus/langgraph.json, langchain.json).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/question-set.js';
import type { QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { announcement, deepActive, optionButtons, part, pressed, record, root } from '../helpers.js';
type Corpus = { cases: { name: string; payload: unknown }[] };
const corpus = async (file: string): Promise<Corpus> => (await fetch(new URL(`../../fixtures/corpus/${file}`, import.meta.url))).json();
/** InterruptToolNode's book_hotel request, all four responses allowed (langchain-ai/langgraph), and LangChain v1's HumanInTheLoopMiddleware write_file request: approve, edit, reject (langchain-ai/langchain). */
let bookHotel: unknown;
let writeFile: unknown;
before(async () => {
  const payloadOf = (c: Corpus, name: string) => c.cases.find((k) => k.name.startsWith(name))!.payload;
  bookHotel = payloadOf(await corpus('langgraph.json'), "InterruptToolNode's request for book_hotel");
  writeFile = payloadOf(await corpus('langchain.json'), 'one tool call, all three decisions allowed');
});

async function shown(payload: unknown): Promise<QuestionSet> {
  const result = parseRequest('langgraph_interrupt', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const el = await fixture<QuestionSet>(html`<question-set .request=${result.request}></question-set>`);
  await el.updateComplete;
  return el;
}

const fields = (el: Element) => [...root(el).querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
/** A field's accessible name, from the elements it is labelled by, without the set's "(optional)" mark. */
const labelOf = (field: Element) =>
  (field.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => (field.getRootNode() as ShadowRoot).getElementById(id)?.textContent?.trim())
    .join(' ')
    .replace(/ \(optional\)$/, '');
const option = (el: Element, label: string) => optionButtons(el).find((b) => b.textContent!.trim() === label)!;
const steps = (el: Element) => [...root(el).querySelectorAll('[part~="progress"] li')].map((li) => `${li.querySelector('.step-label')!.textContent!.trim()}${li.classList.contains('done') ? ' ✓' : ''}`);

async function choose(el: QuestionSet, label: string): Promise<void> {
  option(el, label).click();
  await el.updateComplete;
}

/** Types `text` over the whole of the field labelled `label`. */
async function typeOver(el: QuestionSet, label: string, text: string): Promise<void> {
  const field = fields(el).find((f) => labelOf(f) === label)!;
  field.focus();
  field.select();
  await sendKeys({ type: text });
  await el.updateComplete;
}

async function submitted(el: QuestionSet): Promise<unknown> {
  const sent = oneEvent(el, 'choice-submit');
  part(el, 'submit')!.click();
  return (await sent).detail.reply;
}

describe('interrupts: the fields a decision needs show once it is chosen', () => {
  it('before anything is chosen: the decisions alone, no field, no "Other", no ✓', async () => {
    const el = await shown(bookHotel);
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Accept', 'Edit', 'Respond', 'Ignore']);
    expect(fields(el), 'no field is focusable or shown').to.have.length(0);
    expect(root(el).textContent).not.to.include('Other');
    expect(steps(el), 'the progress row names the decision only').to.deep.equal(['book_hotel']);
    expect(part(el, 'progress')!.getAttribute('aria-label')).to.equal('0 of 1 answered');
    await expect(el).to.be.accessible();
  });

  it('Edit by keyboard shows the argument fields right after it, says so, keeps focus on Edit; Tab reaches the first field; prefilled is not ✓', async () => {
    const el = await shown(bookHotel);
    option(el, 'Ignore').focus();
    // Ignore is where an approval's tab stop starts; Edit is two to the left.
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Edit']);
    expect(deepActive() === option(el, 'Edit'), 'focus stays on Edit, as on a disclosure button').to.equal(true);
    expect(announcement(el)).to.equal('Shown below: hotel_name.');
    expect(fields(el).map((f) => [labelOf(f), f.value])).to.deep.equal([['hotel_name', 'hilton inn in boston']]);
    expect(steps(el), 'the field is listed, not marked done while merely prefilled').to.deep.equal(['book_hotel ✓', 'hotel_name']);
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === fields(el)[0], 'the field is next in the Tab order').to.equal(true);
    await expect(el).to.be.accessible();
    await typeOver(el, 'hotel_name', 'Hilton Boston Back Bay');
    expect(steps(el)).to.deep.equal(['book_hotel ✓', 'hotel_name ✓']);
    expect(await submitted(el)).to.deep.equal([{ type: 'edit', args: { action: 'book_hotel', args: { hotel_name: 'Hilton Boston Back Bay' } } }]);
  });

  it('Respond shows a field named Reply; an empty reply is refused, a typed one is the response', async () => {
    const el = await shown(bookHotel);
    await choose(el, 'Respond');
    expect(announcement(el)).to.equal('Shown below: Reply.');
    expect(fields(el).map(labelOf)).to.deep.equal(['Reply']);
    await expect(el).to.be.accessible();
    const events = record(el, 'choice-submit');
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(events, 'Respond without a reply is not sent').to.have.length(0);
    expect(deepActive() === fields(el)[0], 'focus goes to the Reply').to.equal(true);
    await typeOver(el, 'Reply', 'Pick one near the harbour');
    expect(await submitted(el)).to.deep.equal([{ type: 'response', args: 'Pick one near the harbour' }]);
  });

  it('LangChain v1: Reject shows an optional message; Approve hides it again', async () => {
    const el = await shown(writeFile);
    expect(optionButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Approve', 'Edit', 'Reject']);
    await choose(el, 'Reject');
    expect(fields(el).map(labelOf)).to.deep.equal(['Reply']);
    await typeOver(el, 'Reply', 'Not in notes.txt');
    expect(await submitted(el)).to.deep.equal({ decisions: [{ type: 'reject', message: 'Not in notes.txt' }] });
  });
});

describe('interrupts: changes a later decision hides are never dropped silently', () => {
  it('edited under Edit, then Ignore: the fields hide, the reason shows and is said, Submit refuses; Edit again shows the edits, which are sent', async () => {
    const el = await shown(bookHotel);
    await choose(el, 'Edit');
    await typeOver(el, 'hotel_name', 'Hilton Boston Back Bay');
    option(el, 'Ignore').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const reason = 'Your changes are not sent with Ignore: hotel_name. Choose Edit to send them, or discard them.';
    expect(fields(el), 'the fields hide').to.have.length(0);
    expect(part(el, 'unsent')!.textContent!.replace(/\s+/g, ' ')).to.include(reason);
    expect(announcement(el)).to.equal(reason);
    const events = record(el, 'choice-submit');
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(events, 'nothing is sent').to.have.length(0);
    expect(announcement(el), 'the refusal is said').to.equal(reason);
    expect(deepActive() === option(el, 'Ignore'), 'focus on the decision chosen').to.equal(true);
    await expect(el).to.be.accessible();
    await choose(el, 'Edit');
    expect(fields(el)[0]!.value, 'the edit is kept').to.equal('Hilton Boston Back Bay');
    expect(part(el, 'unsent')).to.equal(null);
    expect(await submitted(el)).to.deep.equal([{ type: 'edit', args: { action: 'book_hotel', args: { hotel_name: 'Hilton Boston Back Bay' } } }]);
  });

  it('switching from Edit to Respond by keyboard keeps focus on Respond; what it shows and what it leaves behind are both said', async () => {
    const el = await shown(bookHotel);
    await choose(el, 'Edit');
    await typeOver(el, 'hotel_name', 'Hilton Boston Back Bay');
    option(el, 'Edit').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['Respond']);
    expect(deepActive() === option(el, 'Respond'), 'focus stays on the option chosen, never on the page').to.equal(true);
    expect(announcement(el)).to.equal('Shown below: Reply. Your changes are not sent with Respond: hotel_name. Choose Edit to send them, or discard them.');
    expect(part(el, 'unsent')).to.not.equal(null);
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === part(el, 'discard'), 'Discard changes is next in the Tab order, right after the options').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('Discard changes: the hidden edits start over, it is said, and Ignore is sent', async () => {
    const el = await shown(bookHotel);
    await choose(el, 'Edit');
    await typeOver(el, 'hotel_name', 'Hilton Boston Back Bay');
    await choose(el, 'Ignore');
    part(el, 'discard')!.click();
    await el.updateComplete;
    expect(part(el, 'unsent')).to.equal(null);
    expect(announcement(el)).to.equal('Changes discarded');
    expect(deepActive() === option(el, 'Ignore'), 'focus back on the decision').to.equal(true);
    expect(await submitted(el)).to.deep.equal([{ type: 'ignore', args: null }]);
  });

  it('a reply typed under Respond, then Accept: refused with the reason naming Reply and Respond', async () => {
    const el = await shown(bookHotel);
    await choose(el, 'Respond');
    await typeOver(el, 'Reply', 'Pick one near the harbour');
    await choose(el, 'Accept');
    expect(part(el, 'unsent')!.textContent!.replace(/\s+/g, ' ')).to.include('Your changes are not sent with Accept: Reply. Choose Respond to send them, or discard them.');
    const events = record(el, 'choice-submit');
    part(el, 'submit')!.click();
    await el.updateComplete;
    expect(events).to.have.length(0);
  });

  it('a field typed back to its argument is no change: Ignore goes', async () => {
    const el = await shown(bookHotel);
    await choose(el, 'Edit');
    await typeOver(el, 'hotel_name', 'x');
    await typeOver(el, 'hotel_name', 'hilton inn in boston');
    await choose(el, 'Ignore');
    expect(part(el, 'unsent')).to.equal(null);
    expect(await submitted(el)).to.deep.equal([{ type: 'ignore', args: null }]);
  });
});
