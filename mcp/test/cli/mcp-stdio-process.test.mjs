// `choice-prompts-mcp mcp` over stdio as a real process, driven by the MCP SDK's stdio client
// declaring form and URL elicitation: a declined form and a dismissed one reach the agent
// apart, a refused form answer comes back saying what was wrong, and URL mode hands the page
// to the client and completes it. No browser is ever opened (`--no-open`, CI=true).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ElicitationCompleteNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { CLI } from './pty.mjs';
import { answerAt, delay, singleArgs } from '../server/fixtures.mjs';

/** Backstops only: a cold start that loads the MCP SDK took over 15 s on a loaded machine. */
const START_TIMEOUT = 90_000;
const TEST_TIMEOUT = 60_000;
/** Slower than the server's 250 ms unseen-decline guess: a person read the form. */
const READING_MS = 400;

/** What the client's user does with the next form, and with the next page offered by URL. */
const user = { form: async () => ({ action: 'cancel' }), url: async () => ({ action: 'cancel' }) };
const completed = [];
let client;
let stderr = '';

before(async () => {
  const env = { ...process.env, CI: 'true', BROWSER: 'none' };
  delete env.CHOICE_PROMPTS_CLIENTS;
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--no-open'], env, stderr: 'pipe' });
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  client = new Client({ name: 'stdio-process-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
  client.setRequestHandler(ElicitRequestSchema, (request) => (request.params.mode === 'url' ? user.url(request.params) : user.form(request.params)));
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => completed.push(notification.params.elicitationId));
  await client.connect(transport);
  await client.listTools(); // caches the output schema: the SDK checks every structuredContent against it
}, { timeout: START_TIMEOUT });
after(() => client?.close());

const call = (args) => client.callTool({ name: 'provide_choice', arguments: args });

test('a declined form and a dismissed one both come back "cancelled", with reason "declined" and "dismissed"', { timeout: TEST_TIMEOUT }, async () => {
  for (const [action, reason, summary] of [
    ['decline', 'declined', 'The user declined to answer.'],
    ['cancel', 'dismissed', 'The user dismissed the question without answering.'],
  ]) {
    user.form = async () => {
      await delay(READING_MS);
      return { action };
    };
    const result = await call(singleArgs);
    assert.equal(result.structuredContent.action_status, 'cancelled', action);
    assert.equal(result.structuredContent.selection.reason, reason, action);
    assert.equal(result.structuredContent.selection.summary, summary);
    assert.equal(result.content[0].text, `cancelled: ${summary}`);
  }
});

test('a form answer the question refuses returns at once, saying so; the page asks again and the answer is collected', { timeout: TEST_TIMEOUT }, async () => {
  user.form = async () => {
    await delay(READING_MS);
    return { action: 'accept', content: { q0: 'not-an-option' } };
  };
  // The page that asks again is offered by URL mode too, and the client opens it.
  user.url = async () => ({ action: 'accept' });
  const { structuredContent: pending } = await call(singleArgs);
  assert.equal(pending.action_status, 'pending_browser_launch');
  assert.match(pending.selection.summary, /^The form answer was not acceptable: .*"not-an-option", which is not one of its option ids\. The question is asked again on the browser page\. The MCP client opened http:/);
  assert.equal((await answerAt(pending.selection.url, { q0: { selected: ['agentic'] } })).status, 200);
  const collected = await call({ session_id: pending.session_id });
  assert.deepEqual(collected.structuredContent.selection.selected_ids, ['agentic']);
  assert.ok(completed.includes(pending.session_id), 'the URL elicitation was completed');
});

test('URL mode: the client opens the page with consent, the answer comes back, and the elicitation is completed', { timeout: TEST_TIMEOUT }, async () => {
  const offered = [];
  user.url = async (params) => {
    offered.push(params);
    setImmediate(() => answerAt(params.url, { q0: { selected: ['rss'] } }));
    return { action: 'accept' };
  };
  const result = await call({ ...singleArgs, transport: 'browser' });
  assert.equal(offered.length, 1);
  assert.equal(offered[0].mode, 'url');
  assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
  assert.ok(completed.includes(offered[0].elicitationId), 'notifications/elicitation/complete named the elicitation');
});

test('the server wrote nothing but diagnostics to stderr', () => {
  assert.doesNotMatch(stderr, /Error|error/);
});
