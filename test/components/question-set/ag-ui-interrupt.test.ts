// An AG-UI run stopped on interrupts (test/fixtures/corpus/ag-ui.json) in a <question-set>,
// answered with real clicks and keys: each approval Approve, Edit or Deny, Edit showing the
// call's arguments; Submit with one left asks first and sends it cancelled; the reply is the
// resume list covering every open interrupt.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/question-set.js';
import type { QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { deepActive, optionButtons, part, root } from '../helpers.js';

type Corpus = { cases: { name: string; payload: Record<string, unknown> }[] };
let corpus: Corpus;
before(async () => {
  corpus = await (await fetch(new URL('../../fixtures/corpus/ag-ui.json', import.meta.url))).json();
});
const payloadOf = (name: string) => corpus.cases.find((c) => c.name.startsWith(name))!.payload;

async function shown(payload: unknown): Promise<QuestionSet> {
  const result = parseRequest('ag_ui_interrupt', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const el = await fixture<QuestionSet>(html`<question-set layout="stacked" .request=${result.request}></question-set>`);
  await el.updateComplete;
  return el;
}

/** Presses the `index`th option labelled `label` (one approval per interrupt, in order). */
async function choose(el: QuestionSet, index: number, label: string): Promise<void> {
  optionButtons(el).filter((b) => b.textContent!.trim().startsWith(label))[index]!.click();
  await el.updateComplete;
}

describe('question-set: AG-UI interrupts', () => {
  it('parallel approvals: two approved, one left; Submit asks first, then resumes with it cancelled', async () => {
    const el = await shown(payloadOf('parallel interrupts'));
    await expect(el).to.be.accessible();
    await choose(el, 0, 'Approve');
    await choose(el, 1, 'Approve');
    part(el, 'submit')!.click();
    await waitUntil(() => root(el).querySelector<HTMLDialogElement>('dialog[part=confirm]')?.open, 'the confirmation opens');
    expect(deepActive()?.textContent).to.equal('Submit anyway');
    const sent = oneEvent(el, 'choice-submit');
    await sendKeys({ press: 'Enter' });
    expect((await sent).detail.reply).to.deep.equal([
      { interruptId: 'i-1', status: 'resolved', payload: { approved: true } },
      { interruptId: 'i-2', status: 'resolved', payload: { approved: true } },
      { interruptId: 'i-3', status: 'cancelled' },
    ]);
  });

  it("Edit shows the call's arguments, starting at their values; the edit is sent as the whole editedArgs", async () => {
    const strands = payloadOf("AWS Strands' tool approval");
    const withEdits = structuredClone(strands) as { outcome: { interrupts: { responseSchema: { properties: Record<string, unknown> } }[] } };
    withEdits.outcome.interrupts[0]!.responseSchema.properties['editedArgs'] = { type: 'object' };
    const el = await shown(withEdits);
    expect(root(el).querySelectorAll('input, textarea')).to.have.length(0);
    await choose(el, 0, 'Edit');
    const field = root(el).querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
    expect(field.value).to.equal('production');
    await expect(el).to.be.accessible();
    field.focus();
    field.select();
    await sendKeys({ type: 'staging' });
    const sent = oneEvent(el, 'choice-submit');
    part(el, 'submit')!.click();
    expect((await sent).detail.reply).to.deep.equal([{ interruptId: 'appr-1', status: 'resolved', payload: { approved: true, editedArgs: { environment: 'staging' } } }]);
  });
});
