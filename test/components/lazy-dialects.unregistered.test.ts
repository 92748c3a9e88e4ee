// The elements on a page that never imported `choice-prompts/dialects.js` (as with
// bundle.js): a prompt in a dialect other than the two block ones shows its pending state,
// fetches the dialect, then renders and answers in that dialect; a dialect that cannot be
// fetched shows the invalid fallback saying so. Runs in the `unregistered-dialects` group,
// whose dev server refuses the ai_sdk_tool_part module (web-test-runner.config.mjs). Each
// test uses a dialect no earlier test loaded: a loaded dialect stays loaded.
import '../helpers/unregistered-page.js';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/bundle.js';
import type { ChoicePrompt, QuestionSet } from '../../src/index.js';
import { isDialectLoaded } from '../../src/protocol/registry.js';
import { optionButtons, part, request } from './helpers.js';

const settles = (el: Element, state: string) => waitUntil(() => el.getAttribute('state') === state, `state becomes ${state}`, { timeout: 4000 });

describe('elements and dialects that are not loaded yet', () => {
  it('a script in ask_user_question shows pending, loads the dialect, then answers in it', async () => {
    expect(isDialectLoaded('ask_user_question')).to.equal(false);
    const payload = { questions: [{ question: 'Which?', header: 'H', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] };
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt><script type="application/json" dialect="ask_user_question">${JSON.stringify(payload)}</script></choice-prompt>`,
    );
    expect(el.state).to.equal('pending');
    await settles(el, 'open');
    expect(isDialectLoaded('ask_user_question')).to.equal(true);
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[1]!.click();
    part(el, 'submit')?.click();
    const { detail } = await submitted;
    expect(detail.reply).to.deep.equal({ answers: { 'Which?': 'B' } });
    await expect(el).to.be.accessible();
  });

  it('a request property in provide_choice waits for its dialect before it can be answered', async () => {
    expect(isDialectLoaded('provide_choice')).to.equal(false);
    const el = await fixture<ChoicePrompt>(html`<choice-prompt .request=${request({ dialect: 'provide_choice', meta: { selection_mode: 'single' } })}></choice-prompt>`);
    expect(el.state).to.equal('pending');
    await settles(el, 'open');
    const submitted = oneEvent(el, 'choice-submit');
    optionButtons(el)[2]!.click();
    const { detail } = await submitted;
    expect(detail.reply).to.deep.include({ action_status: 'selected' });
    expect((detail.reply as { selection: { selected_ids: string[] } }).selection.selected_ids).to.deep.equal(['o2']);
  });

  it('a question set in mcp_elicitation loads its dialect too', async () => {
    expect(isDialectLoaded('mcp_elicitation')).to.equal(false);
    const params = {
      message: 'Set up the project',
      requestedSchema: {
        type: 'object',
        properties: {
          db: { type: 'string', title: 'Database', oneOf: [{ const: 'pg', title: 'Postgres' }, { const: 'sqlite', title: 'SQLite' }] },
          ci: { type: 'boolean', title: 'Run CI?' },
        },
        required: ['db', 'ci'],
      },
    };
    const el = await fixture<QuestionSet>(
      html`<question-set><script type="application/json" dialect="mcp_elicitation">${JSON.stringify(params)}</script></question-set>`,
    );
    expect(el.getAttribute('state')).to.equal('pending');
    await settles(el, 'open');
    expect(isDialectLoaded('mcp_elicitation')).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('[role="group"]')).to.have.length(2);
  });

  it('a dialect whose module cannot be fetched shows the invalid fallback with the reason', async () => {
    const part = { type: 'tool-askUserQuestion', toolCallId: 'c1', state: 'input-available', input: { questions: [] } };
    const el = await fixture<ChoicePrompt>(
      html`<choice-prompt><script type="application/json" dialect="ai_sdk_tool_part">${JSON.stringify(part)}</script></choice-prompt>`,
    );
    expect(el.state).to.equal('pending');
    await settles(el, 'invalid');
    expect(isDialectLoaded('ai_sdk_tool_part')).to.equal(false);
    expect(el.validationErrors).to.have.length(1);
    expect(el.validationErrors[0]!.message).to.match(/^The "ai_sdk_tool_part" dialect could not be loaded \(.+\)\.$/);
    expect(el.shadowRoot!.querySelector('[part~="fallback"]')!.textContent).to.include('could not be loaded');
    await expect(el).to.be.accessible();
  });
});
