// AI SDK 7's automatic approvals (`approval.isAutomatic`), from the SDK itself: `streamText`
// with a `toolApproval` policy and a mock model, its UI message stream read by
// `readUIMessageStream`, each tool part parsed by the built kit as a host would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jsonSchema, readUIMessageStream, simulateReadableStream, streamText, tool } from 'ai-v7';
import { MockLanguageModelV4 } from 'ai-v7/test';
import { detectDialect, encodeReply, parseRequest } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** Every state the `deleteFile` tool part passes through while `status` (a ToolApprovalStatus) decides its call. */
async function partsUnder(status) {
  const model = new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'stream-start', warnings: [] },
          { type: 'tool-call', toolCallId: 'call-1', toolName: 'deleteFile', input: '{"path":"a.ts"}' },
          { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
        ],
      }),
    }),
  });
  const deleteFile = tool({ inputSchema: jsonSchema({ type: 'object', properties: { path: { type: 'string' } } }), execute: async () => 'deleted' });
  const result = streamText({ model, prompt: 'Delete a.ts', tools: { deleteFile }, toolApproval: { deleteFile: status } });
  const seen = [];
  for await (const message of readUIMessageStream({ stream: result.toUIMessageStream() })) {
    seen.push(...structuredClone(message.parts.filter((p) => p.type === 'tool-deleteFile')));
  }
  return seen;
}

function parsed(part) {
  const result = parseRequest('ai_sdk_tool_part', part);
  assert.ok(result.ok, JSON.stringify(result.errors));
  return result;
}

const answered = (request, selected) => ({ requestId: request.id, status: 'answered', answers: { q0: { selected } } });

test('a policy that denies: the pending part has the decision on its way, the settled ones the denial and its reason; none has a reply', async () => {
  const parts = await partsUnder({ type: 'denied', reason: 'Deleting files is off in this workspace.' });
  const automatic = parts.filter((p) => p.approval?.isAutomatic === true);
  assert.deepEqual(automatic.map((p) => p.state), ['approval-requested', 'approval-responded', 'output-denied']);
  for (const part of automatic) {
    assert.equal(detectDialect(part), 'ai_sdk_tool_part');
    const { request, response } = parsed(part);
    const subject = request.questions[0].subject;
    assert.equal(subject.text, 'path: a.ts');
    if (part.state === 'approval-requested') {
      assert.deepEqual(subject.automatic, {});
      assert.equal(response, undefined);
    } else {
      assert.deepEqual(subject.automatic, { approved: false, reason: 'Deleting files is off in this workspace.' });
      assert.deepEqual(response.answers.q0.selected, ['deny']);
    }
    // No person answers it: the stream carries the policy's response.
    assert.throws(() => encodeReply(request, answered(request, ['approve'])), /automatically/);
  }
});

test('a policy that approves: the settled parts show the approval', async () => {
  const parts = await partsUnder('approved');
  const settled = parts.filter((p) => p.approval?.isAutomatic === true && p.state !== 'approval-requested');
  assert.ok(settled.length > 0, 'the stream carries the approval response');
  for (const part of settled) {
    const { request, response } = parsed(part);
    assert.deepEqual(request.questions[0].subject.automatic, { approved: true });
    assert.deepEqual(response.answers.q0.selected, ['approve']);
  }
});

test('an approval a person answers is unchanged: no automatic mark, and Approve encodes for addToolApprovalResponse', async () => {
  const parts = await partsUnder('user-approval');
  const asked = parts.find((p) => p.state === 'approval-requested');
  const { request } = parsed(asked);
  assert.equal(request.questions[0].subject.automatic, undefined);
  assert.deepEqual(encodeReply(request, answered(request, ['approve'])), { id: asked.approval.id, approved: true });
});
