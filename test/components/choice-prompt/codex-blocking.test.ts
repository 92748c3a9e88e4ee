// Codex's request_user_input in the elements: a question Codex does not wait on shows the
// countdown Codex runs, one it waits on shows none; and an openai/form the kit cannot show is
// one the person can still refuse.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/choice-prompt.js';
import type { ChoicePrompt } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { optionButtons, part, root } from '../helpers.js';

const questions = [{ id: 'color', header: 'Color', question: 'Which accent color?', options: [{ label: 'Green', description: '' }, { label: 'Blue', description: '' }] }];

async function shown(dialect: 'codex_request_user_input' | 'mcp_elicitation', payload: unknown): Promise<ChoicePrompt> {
  const result = parseRequest(dialect, payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${result.request}></choice-prompt>`);
  await el.updateComplete;
  return el;
}

describe('choice-prompt: Codex', () => {
  it('isBlocking false: the countdown Codex runs is shown', async () => {
    const el = await shown('codex_request_user_input', { threadId: 't', turnId: 'u', itemId: 'i', questions, isBlocking: false });
    expect(part(el, 'countdown')?.textContent).to.contain('2:00');
    await expect(el).to.be.accessible();
  });

  it('blocking, even with the deprecated autoResolutionMs: no countdown', async () => {
    const el = await shown('codex_request_user_input', { threadId: 't', turnId: 'u', itemId: 'i', questions, autoResolutionMs: 60000 });
    expect(part(el, 'countdown')).to.equal(null);
  });

  it('an openai/form it cannot show says so, and Decline sends decline', async () => {
    const el = await shown('mcp_elicitation', { serverName: 'linear', mode: 'openai/form', message: 'Describe the release.', requestedSchema: true });
    expect(root(el).textContent).to.contain('This question could not be shown.');
    expect(root(el).textContent).to.contain('Describe the release.');
    await expect(el).to.be.accessible();
    const sent = oneEvent(el, 'choice-submit');
    optionButtons(el).find((b) => b.textContent!.trim().startsWith('Decline'))!.click();
    await el.updateComplete;
    part(el, 'submit')!.click();
    expect((await sent).detail.reply).to.deep.equal({ action: 'decline' });
  });
});
