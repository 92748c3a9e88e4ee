// provide_choice called through an MCP client, as an AI SDK app does (the AI SDK's MCP client
// gives the tool's CallToolResult as the output of a dynamic tool part): the chat history's
// `output-available` part restores as the answer given, so a reloaded page does not ask again.
// A hand-off still pending, or an error, is no answer.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { parseRequest } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';
import { answerAt, callWithUrl, connectClient, delay, multiArgs, singleArgs, testHub, TEST_TIMEOUT_MS } from './fixtures.mjs';

const hubs = [];
function hub() {
  const h = testHub();
  hubs.push(h);
  return h;
}
after(() => Promise.all(hubs.map((h) => h.close())));

/** The response the history part of a call restores, or `undefined` when it shows as asked. */
function restored(args, output) {
  const part = { type: 'dynamic-tool', toolName: 'provide_choice', toolCallId: 'call_1', state: 'output-available', input: args, output };
  const result = parseRequest('ai_sdk_tool_part', part);
  assert.equal(result.ok, true, JSON.stringify(result.errors));
  return result.response;
}

/** A client whose form answers `reply` after a person's pause (a decline at once reads as unseen). */
const formClient = (reply) =>
  connectClient(hub(), {
    elicit: async () => {
      await delay(400);
      return reply;
    },
  });

describe('an AI SDK chat reloaded after provide_choice ran on this server', () => {
  test('a form answer restores as answered', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await formClient({ action: 'accept', content: { q0: ['tests', 'lint'] } });
    const output = await client.callTool({ name: 'provide_choice', arguments: multiArgs });
    assert.deepEqual(restored(multiArgs, output), { requestId: 'call_1', status: 'answered', answers: { q0: { selected: ['lint', 'tests'] } } });
  });

  test('a declined form restores as declined, a dismissed one as cancelled', { timeout: TEST_TIMEOUT_MS }, async () => {
    const declined = await (await formClient({ action: 'decline' })).callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(restored(singleArgs, declined)?.status, 'declined');
    const dismissed = await (await formClient({ action: 'cancel' })).callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(restored(singleArgs, dismissed)?.status, 'cancelled');
  });

  test('a page answer with typed text and notes restores with them', { timeout: TEST_TIMEOUT_MS }, async () => {
    const args = { ...multiArgs, selection_mode: 'hybrid', allow_option_notes: true, allow_global_annotation: true, default_selection_ids: [] };
    const client = await connectClient(hub());
    const { url, result } = callWithUrl(client, args);
    const answer = { selected: ['types'], other: 'and the e2e suite', optionNotes: { types: 'strict' } };
    assert.equal((await answerAt(await url, { q0: answer }, { annotation: 'before the release' })).status, 200);
    assert.deepEqual(restored(args, await result), { requestId: 'call_1', status: 'answered', answers: { q0: answer }, annotation: 'before the release' });
  });

  test('a hand-off still pending, or an error result, shows as asked', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    const args = { ...singleArgs, handoff: true };
    const pending = await client.callTool({ name: 'provide_choice', arguments: args });
    assert.equal(pending.structuredContent.action_status, 'pending_browser_launch');
    assert.equal(restored(args, pending), undefined);
    const error = await client.callTool({ name: 'provide_choice', arguments: { session_id: 'cp-unknown' } });
    assert.equal(error.isError, true);
    assert.equal(restored(singleArgs, error), undefined);
  });
});
