// An MCP server's requests asked at once (an InputRequiredResult of the corpus,
// test/fixtures/corpus/mcp-input-required.json) shown by a <question-set> as one set: a group
// per request, its form disclosed once Accept is chosen, each request declined or left on its
// own, answered with real clicks and keys; the reply is the retry's inputResponses. A task in
// input_required (test/fixtures/corpus/mcp-tasks.json) is answered as its tasks/update params.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/question-set.js';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { deepActive, optionButtons, part, root } from '../helpers.js';

type Corpus = { cases: { name: string; payload: unknown }[] };
let provision: unknown;
let builders: unknown;
before(async () => {
  const corpus: Corpus = await (await fetch(new URL('../../fixtures/corpus/mcp-input-required.json', import.meta.url))).json();
  const payloadOf = (name: string) => corpus.cases.find((c) => c.name.startsWith(name))!.payload;
  provision = payloadOf('write-once provision: two requests');
  builders = payloadOf("the builders' shapes together");
});

async function shown(payload: unknown): Promise<QuestionSet> {
  const result = parseRequest('mcp_elicitation', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const el = await fixture<QuestionSet>(html`<question-set .request=${result.request}></question-set>`);
  await el.updateComplete;
  return el;
}

const fields = (el: Element) => [...root(el).querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea')];
const labels = (el: Element) => optionButtons(el).map((b) => b.textContent!.trim());
const groups = (el: Element) => [...root(el).querySelectorAll('[role=group]')].map((g) => g.getAttribute('aria-labelledby')!.split(' ').map((id) => root(el).getElementById(id)?.textContent?.trim()).join(' '));
const dialog = (el: Element) => root(el).querySelector<HTMLDialogElement>('dialog[part=confirm]');

/** Presses option `label` of the request asking `question`. */
async function choose(el: QuestionSet, question: string, label: string): Promise<void> {
  const group = [...root(el).querySelectorAll('[role=group]')].find((g, i) => groups(el)[i]!.includes(question))!;
  const button = [...group.querySelectorAll('button')].find((b) => b.textContent!.trim() === label)!;
  button.click();
  await el.updateComplete;
}

describe('question-set: an MCP server asking several things at once', () => {
  it('shows one group per request, each named and asking its decision first; no field until Accept', async () => {
    const el = await shown(provision);
    expect(labels(el)).to.deep.equal(['Accept', 'Decline', 'Accept', 'Decline']);
    expect(fields(el)).to.have.length(0);
    expect(groups(el).map((g) => /Database name\?|Which region\?/.exec(g)?.[0])).to.deep.equal(['Database name?', 'Which region?']);
    await expect(el).to.be.accessible();
  });

  it('Accept shows that request\'s field, typed into and sent; Decline sends the other as declined', async () => {
    const el = await shown(provision);
    await choose(el, 'Database name?', 'Accept');
    expect(fields(el), 'the name field, once its request is answered').to.have.length(1);
    fields(el)[0]!.focus();
    await sendKeys({ type: 'orders' });
    await choose(el, 'Which region?', 'Decline');
    await expect(el).to.be.accessible();
    const sent = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    const { detail } = await sent;
    expect(detail.reply).to.deep.equal({ inputResponses: { name: { action: 'accept', content: { name: 'orders' } }, region: { action: 'decline' } } });
  });

  it('Submit with a request left undecided asks first; Submit anyway sends it as cancelled', async () => {
    const el = await shown(provision);
    await choose(el, 'Database name?', 'Decline');
    part(el, 'submit')!.click();
    await waitUntil(() => dialog(el)?.open, 'the confirmation opens');
    expect(deepActive()?.textContent).to.equal('Submit anyway');
    await expect(el).to.be.accessible();
    const sent = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await sent).detail.reply).to.deep.equal({ inputResponses: { name: { action: 'decline' }, region: { action: 'cancel' } } });
  });

  it("the set's Decline declines every request at once", async () => {
    const el = await shown(provision);
    const sent = oneEvent(el, 'choice-cancel');
    part(el, 'cancel')!.click();
    const { detail } = await sent;
    expect(detail.response.status).to.equal('declined');
    expect(detail.reply).to.deep.equal({ inputResponses: { name: { action: 'decline' }, region: { action: 'decline' } } });
  });

  it('a URL-mode request among them shows its full address and is accepted by its Accept', async () => {
    const el = await shown(builders);
    expect(root(el).textContent).to.contain('https://example.com/auth');
    await choose(el, 'Registration details?', 'Decline');
    await choose(el, 'go', 'Accept');
    const sent = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await sent).detail.reply).to.deep.equal({ inputResponses: { registration: { action: 'decline' }, auth: { action: 'accept' } } });
  });
});

describe('choice-prompt: a task waiting for one answer', () => {
  it('is answered as its tasks/update params', async () => {
    const corpus: Corpus = await (await fetch(new URL('../../fixtures/corpus/mcp-tasks.json', import.meta.url))).json();
    const result = parseRequest('mcp_elicitation', corpus.cases[0]!.payload);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${result.request}></choice-prompt>`);
    await el.updateComplete;
    fields(el)[0]!.focus();
    await sendKeys({ type: 'Luca' });
    await expect(el).to.be.accessible();
    const sent = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await sent).detail.reply).to.deep.equal({ taskId: '786512e2-9e0d-44bd-8f29-789f320fe840', inputResponses: { name: { action: 'accept', content: { name: 'Luca' } } } });
  });
});
