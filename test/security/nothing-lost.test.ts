/**
 * Nothing the user answers is lost. The event carries everything a host needs to send the
 * answer again (plain data that survives storage and re-encodes to the same reply), a host
 * whose send throws still finds the prompt answered and can retry, and a reload restores
 * every prompt's state, from the chat history or from a kept response, without sending
 * anything again.
 */
import { expect } from '@open-wc/testing';
import { Marked } from 'marked';
import '../../src/bundle.js';
import type { ChoicePrompt, QuestionSet } from '../../src/index.js';
import type { ChoiceRequest, ChoiceResponse, DialectName } from '../../src/protocol/model.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { encodeReply } from '../../src/protocol/encode.js';
import { resolveHistory, type HistoryMessage } from '../../src/protocol/markdown/history.js';
import { choicesMarkdown } from '../../src/markdown.js';
import { optionButtons, part, record, sleep } from '../components/helpers.js';
import { allElements, settled } from './dom.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

/** One small, valid payload per dialect, each answerable by choosing its first option (and Submit when there is one). */
const PAYLOADS: Record<DialectName, unknown> = {
  'choices-block': { question: 'Source?', options: [{ label: 'RSS', value: 'rss' }, { label: 'Agentic', value: 'agentic' }] },
  present_choices: { question: 'Source?', options: [{ label: 'RSS', value: 'rss' }, { label: 'Agentic', value: 'agentic' }] },
  ask_user_question: { questions: [{ question: 'DB?', header: 'DB', multiSelect: false, options: [{ label: 'Postgres' }, { label: 'SQLite' }] }] },
  provide_choice: { title: 'T', prompt: 'Plan?', selection_mode: 'multi', options: [{ id: 'pro', label: 'Pro', recommended: true }, { id: 'team', label: 'Team' }] },
  request_user_choice: { question: 'DB?', options: [{ title: 'Postgres', description: '' }, { title: 'SQLite', description: '' }] },
  mcp_elicitation: { message: 'Colour?', requestedSchema: { type: 'object', properties: { c: { type: 'string', enum: ['red', 'blue'] } }, required: ['c'] } },
  ai_sdk_tool_part: { type: 'tool-askUserQuestion', toolCallId: 'call_1', state: 'input-available', input: { questions: [{ question: 'DB?', header: 'DB', options: [{ label: 'Postgres' }, { label: 'SQLite' }] }] } },
  gemini_ask_user: { questions: [{ question: 'DB?', header: 'DB', type: 'choice', options: [{ label: 'Postgres', description: '' }, { label: 'SQLite', description: '' }] }] },
  codex_request_user_input: { questions: [{ id: 'db', header: 'DB', question: 'DB?', options: [{ label: 'Postgres', description: '' }, { label: 'SQLite', description: '' }] }] },
  ask_followup_question: { question: 'DB?', options: '["Postgres", "SQLite"]' },
  langgraph_interrupt: [{ action_request: { action: 'drop_table', args: { table: 'users' } }, config: { allow_accept: true, allow_ignore: true, allow_edit: false, allow_respond: false } }],
  can_use_tool: { toolName: 'AskUserQuestion', input: { questions: [{ question: 'DB?', header: 'DB', multiSelect: false, options: [{ label: 'Postgres' }, { label: 'SQLite' }] }] } },
  ag_ui_interrupt: {
    type: 'RUN_FINISHED',
    threadId: 'thread-1',
    runId: 'run-1',
    outcome: { type: 'interrupt', interrupts: [{ id: 'int-1', reason: 'tool_call', toolCallId: 'tc-1', message: 'Send the email?', responseSchema: { type: 'object', properties: { approved: { type: 'boolean' } }, required: ['approved'] } }] },
  },
  vscode_ask_questions: { questions: [{ header: 'DB', question: 'DB?', options: [{ label: 'Postgres', recommended: true }, { label: 'SQLite' }], allowFreeformInput: false }] },
};

function requestOf(dialect: DialectName): ChoiceRequest {
  const result = parseRequest(dialect, PAYLOADS[dialect], { id: `r-${dialect}` });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

async function answerFirst(el: ChoicePrompt): Promise<void> {
  optionButtons(el)[0]!.click();
  await el.updateComplete;
  part(el, 'submit')?.click();
  await el.updateComplete;
}

describe('nothing is lost', () => {
  const mounted: HTMLElement[] = [];
  afterEach(() => mounted.splice(0).forEach((el) => el.remove()));

  async function mount<T extends HTMLElement>(tag: string, props: Record<string, unknown>): Promise<T> {
    const el = Object.assign(document.createElement(tag), props) as unknown as T;
    document.body.append(el);
    mounted.push(el);
    await settled(el);
    return el;
  }

  for (const dialect of Object.keys(PAYLOADS) as DialectName[]) {
    it(`${dialect}: the event's detail is plain data a host can keep, and re-encodes to the same reply`, async () => {
      const el = await mount<ChoicePrompt>('choice-prompt', { request: requestOf(dialect) });
      const events = record(el, 'choice-submit');
      await answerFirst(el);
      expect(events).to.have.length(1);
      const { detail } = events[0]!;
      // What a host would write to storage (or an outbox) before trying to send, and read after a reload.
      const kept = JSON.parse(JSON.stringify(detail)) as { request: ChoiceRequest; response: ChoiceResponse; reply: unknown };
      expect(structuredClone(detail)).to.deep.equal(detail);
      expect(kept.reply ?? null).to.deep.equal(detail.reply ?? null);
      expect(encodeReply(kept.request, kept.response) ?? null, 'the kept request and response give the same reply again').to.deep.equal(
        JSON.parse(JSON.stringify(detail.reply ?? null)),
      );
      expect(detail.reply, 'the reply says what was chosen').to.not.equal(null);

      // After a reload, the kept response restores the prompt as answered, sending nothing.
      // Kept open (`expanded`): a restored prompt folds to one line, and its options are clicked here.
      const restored = await mount<ChoicePrompt>('choice-prompt', { request: kept.request, response: kept.response, expanded: true });
      const again = record(restored, 'choice-submit', 'choice-cancel');
      expect(restored.getAttribute('state')).to.equal('answered');
      await answerFirst(restored);
      expect(again).to.have.length(0);
    });
  }

  it('a host whose send fails keeps the detail, finds the prompt answered, and retries with the same reply', async () => {
    const el = await mount<ChoicePrompt>('choice-prompt', { request: requestOf('ask_user_question') });
    const sent: unknown[] = [];
    const outbox: unknown[] = [];
    let online = false;
    const send = async (reply: unknown) => {
      if (!online) throw new Error('network down');
      sent.push(reply);
    };
    const failed: Promise<void>[] = [];
    el.addEventListener('choice-submit', (event) => {
      const { reply } = event.detail;
      failed.push(send(reply).catch(() => void outbox.push(reply)));
    });
    optionButtons(el)[1]!.click();
    optionButtons(el)[0]!.click();
    await Promise.all(failed);
    await el.updateComplete;
    expect(el.getAttribute('state'), 'the answer stands although sending failed').to.equal('answered');
    expect(outbox, 'one answer waits to be sent').to.have.length(1);
    online = true;
    for (const reply of outbox.splice(0)) await send(reply);
    expect(sent).to.deep.equal([{ answers: { 'DB?': 'SQLite' } }]);
  });

  it('a prompt restored as answered never times out afterwards', async () => {
    const request = { ...requestOf('provide_choice'), timeoutMs: 50 };
    const response: ChoiceResponse = { requestId: request.id, status: 'answered', answers: { q0: { selected: ['team'] } } };
    const set = { ...requestOf('ask_user_question'), id: 'set', timeoutMs: 50 };
    const prompt = await mount<ChoicePrompt>('choice-prompt', { request, response });
    const restoredSet = await mount<QuestionSet>('question-set', { request: set, response: { requestId: 'set', status: 'answered', answers: { q0: { selected: ['o0'] } } } });
    const events = [...record(prompt, 'choice-submit', 'choice-cancel'), ...record(restoredSet, 'choice-submit', 'choice-cancel')];
    await sleep(150);
    expect(events).to.have.length(0);
    expect(prompt.getAttribute('state')).to.equal('answered');
    expect(restoredSet.getAttribute('state')).to.equal('answered');
  });

  it('a reload rebuilds every choices block from the chat history: answered with its value, outdated, open', async () => {
    const block = (q: string) =>
      `\`\`\`choices\n${JSON.stringify({ question: q, options: [{ label: 'Use RSS', value: 'rss' }, { label: 'Use agentic', value: 'agentic' }] })}\n\`\`\`\n`;
    const messages: HistoryMessage[] = [
      { role: 'user', content: 'Add example.com' },
      { role: 'assistant', content: `How?\n\n${block('First?')}` },
      { role: 'user', content: 'agentic' },
      { role: 'assistant', content: `And this one?\n\n${block('Second?')}` },
      { role: 'user', content: 'Something else entirely' },
      { role: 'assistant', content: `Last:\n\n${block('Third?')}` },
    ];
    const entries = resolveHistory(messages);
    const page = document.createElement('div');
    mounted.push(page);
    messages.forEach((message, i) => {
      const div = document.createElement('div');
      const marked = new Marked(choicesMarkdown({ state: (b) => entries.find((e) => e.messageIndex === i && e.blockIndex === b) }));
      div.innerHTML = message.role === 'assistant' ? (marked.parse(message.content) as string) : '';
      page.append(div);
    });
    document.body.append(page);
    await settled(page);
    const prompts = allElements(page).filter((e): e is ChoicePrompt => e.localName === 'choice-prompt');
    expect(prompts.map((p) => p.getAttribute('state'))).to.deep.equal(['answered', 'outdated', 'open']);
    // The restored ones fold to one line; opened, their options can be read and clicked.
    for (const p of prompts) p.expanded = true;
    await settled(page);
    const chosen = (p: ChoicePrompt) => optionButtons(p).filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent!.trim());
    expect(chosen(prompts[0]!)).to.deep.equal(['Use agentic']);

    const events = record(page, 'choice-submit', 'choice-cancel');
    for (const p of prompts) optionButtons(p)[0]!.click();
    await settled(page);
    expect(events.map((e) => e.detail.reply), 'only the open prompt sends').to.deep.equal(['rss']);
  });
});
