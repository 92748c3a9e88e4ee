// A LangGraph interrupt in a question set, answered with real clicks and typing: an argument
// edited and then Accept chosen is sent as the edit (as the Agent Inbox submits it), not as an
// accept that drops the edit; an untouched Accept stays an accept.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/question-set.js';
import type { QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { optionButtons, part, root } from '../helpers.js';

const payload = {
  action_request: { action: 'send_email', args: { to: 'ops@example.com', count: 2 } },
  config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true },
};

async function shown(): Promise<QuestionSet> {
  const result = parseRequest('langgraph_interrupt', payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const el = await fixture<QuestionSet>(html`<question-set .request=${result.request}></question-set>`);
  await el.updateComplete;
  return el;
}

/** Clicks Accept, then Submit, and resolves with the reply sent. */
async function accept(el: QuestionSet): Promise<unknown> {
  optionButtons(el).find((b) => b.textContent?.trim() === 'Accept')!.click();
  await el.updateComplete;
  const submitted = oneEvent(el, 'choice-submit');
  part(el, 'submit')!.click();
  return (await submitted).detail.reply;
}

describe('interrupts: an edit is never dropped by Accept', () => {
  it('an argument typed over, then Accept: the reply is the edit', async () => {
    const el = await shown();
    const field = root(el).querySelector<HTMLInputElement | HTMLTextAreaElement>('[data-q="1"] input, [data-q="1"] textarea')!;
    field.focus();
    field.select();
    await sendKeys({ type: 'legal@example.com' });
    expect(await accept(el)).to.deep.equal([{ type: 'edit', args: { action: 'send_email', args: { to: 'legal@example.com', count: 2 } } }]);
  });

  it('Accept with every argument as it came: the reply is the accept', async () => {
    expect(await accept(await shown())).to.deep.equal([{ type: 'accept', args: null }]);
  });
});
