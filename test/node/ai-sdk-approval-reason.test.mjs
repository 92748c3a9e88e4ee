// AI SDK 7's approvals a person answers, from the SDK itself: `streamText` asks with a
// reason of its own (`{type: 'user-approval', reason}`, kept as `approval.requestReason`) and
// signs the request (`experimental_toolApprovalSecret`); the kit's reply goes to the SDK's own
// `addToolApprovalResponse`, and the signed approval then runs the tool on the next request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AbstractChat, convertToModelMessages, jsonSchema, readUIMessageStream, simulateReadableStream, streamText, tool } from 'ai-v7';
import { MockLanguageModelV4 } from 'ai-v7/test';
import { encodeReply, parseRequest } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const SECRET = 'a secret only the server knows';
const WHY = 'Deleting files needs a person in this workspace.';

/** A model that calls `deleteFile` once, then answers in words. */
function model() {
  let calls = 0;
  const chunks = () =>
    calls++ === 0
      ? [{ type: 'tool-call', toolCallId: 'call-1', toolName: 'deleteFile', input: '{"path":"a.ts"}' }, { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage }]
      : [{ type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'Done.' }, { type: 'text-end', id: 't' }, { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage }];
  return new MockLanguageModelV4({ doStream: async () => ({ stream: simulateReadableStream({ chunks: [{ type: 'stream-start', warnings: [] }, ...chunks()] }) }) });
}

/** The server: the tool needs a person's approval, for a reason of its own, signed. */
function server(llm, messages) {
  const deleted = [];
  const errors = [];
  const deleteFile = tool({ inputSchema: jsonSchema({ type: 'object', properties: { path: { type: 'string' } } }), execute: async ({ path }) => (deleted.push(path), 'deleted') });
  const result = streamText({
    model: llm,
    ...(messages ? { messages } : { prompt: 'Delete a.ts' }),
    tools: { deleteFile },
    toolApproval: { deleteFile: { type: 'user-approval', reason: WHY } },
    experimental_toolApprovalSecret: SECRET,
    onError: ({ error }) => errors.push(error.name),
  });
  return { result, deleted, errors };
}

/** The last message of the UI stream, as `useChat` would hold it. */
async function lastMessage(result) {
  let last;
  for await (const message of readUIMessageStream({ stream: result.toUIMessageStream() })) last = structuredClone(message);
  return last;
}

/** The SDK's own chat state (as its tests keep one in memory), holding `messages`. */
class Chat extends AbstractChat {
  constructor(messages) {
    const state = {
      status: 'ready',
      error: undefined,
      messages,
      pushMessage: (m) => (state.messages = [...state.messages, m]),
      popMessage: () => (state.messages = state.messages.slice(0, -1)),
      replaceMessage: (i, m) => (state.messages = state.messages.map((old, j) => (j === i ? m : old))),
      snapshot: (v) => v,
    };
    super({ id: 'chat', state, transport: { sendMessages: async () => { throw new Error('not sent in this test'); }, reconnectToStream: async () => null } });
  }
  get messages() {
    return this.state.messages;
  }
}

const answered = (request, selected, note) => ({ requestId: request.id, status: 'answered', answers: { q0: { selected, ...(note && { note }) } } });
const toolPart = (message) => message.parts.find((p) => p.type === 'tool-deleteFile');

test('the SDK\'s reason for asking is shown as context, never sent back; the person\'s reason is', async () => {
  const llm = model();
  const assistant = await lastMessage(server(llm).result);
  const part = toolPart(assistant);
  assert.equal(part.state, 'approval-requested');
  assert.equal(part.approval.requestReason, WHY);
  assert.ok(part.approval.signature, 'the request is signed');
  const frozen = structuredClone(part);
  const { request } = parseRequest('ai_sdk_tool_part', part);
  assert.deepEqual(part, frozen, 'parsing leaves the part as it was');
  const question = request.questions[0];
  assert.equal(question.context, WHY);
  assert.equal(question.noteField, 'reason');
  assert.deepEqual(encodeReply(request, answered(request, ['approve'])), { id: part.approval.id, approved: true }, 'no reason typed: none sent, not the request\'s');
  assert.deepEqual(encodeReply(request, answered(request, ['deny'], '  Not this file.  ')), { id: part.approval.id, approved: false, reason: 'Not this file.' });
});

test('approved with a typed reason: addToolApprovalResponse keeps the signature, the part restores with the reason, and the server runs the tool', async () => {
  const llm = model();
  const assistant = await lastMessage(server(llm).result);
  const part = toolPart(assistant);
  const { request } = parseRequest('ai_sdk_tool_part', part);
  const reply = encodeReply(request, answered(request, ['approve'], 'It is a stray copy.'));
  const chat = new Chat([{ id: 'u', role: 'user', parts: [{ type: 'text', text: 'Delete a.ts' }] }, assistant]);
  await chat.addToolApprovalResponse(reply);
  const responded = toolPart(chat.messages[1]);
  assert.equal(responded.state, 'approval-responded');
  assert.deepEqual(responded.approval, { ...part.approval, approved: true, reason: 'It is a stray copy.' }, 'the signature and the request\'s reason untouched');
  // Restored from history: approved, with the reason the person typed; the request's reason stays its context.
  const restored = parseRequest('ai_sdk_tool_part', responded);
  assert.deepEqual(restored.response.answers.q0, { selected: ['approve'], note: 'It is a stray copy.' });
  assert.equal(restored.request.questions[0].context, WHY);
  // The server checks the signature before it runs the approved call.
  const next = server(llm, await convertToModelMessages(chat.messages));
  assert.equal(await next.result.text, 'Done.');
  assert.deepEqual(next.deleted, ['a.ts']);
  // What the signature guards: the same approval with its signature changed runs nothing.
  const forged = structuredClone(chat.messages);
  toolPart(forged[1]).approval.signature = 'forged';
  const refused = server(model(), await convertToModelMessages(forged));
  await assert.rejects(refused.result.text);
  assert.deepEqual([refused.deleted, refused.errors], [[], ['AI_InvalidToolApprovalSignatureError']]);
});

test('denied with a typed reason: the model reads the person\'s reason as the tool\'s result', async () => {
  const llm = model();
  const assistant = await lastMessage(server(llm).result);
  const { request } = parseRequest('ai_sdk_tool_part', toolPart(assistant));
  const chat = new Chat([{ id: 'u', role: 'user', parts: [{ type: 'text', text: 'Delete a.ts' }] }, assistant]);
  await chat.addToolApprovalResponse(encodeReply(request, answered(request, ['deny'], 'Keep it, it is the config.')));
  const prompt = await convertToModelMessages(chat.messages);
  const response = prompt.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).find((c) => c.type === 'tool-approval-response');
  assert.deepEqual([response.approved, response.reason], [false, 'Keep it, it is the config.']);
});

test('an output-denied part without an approval (history from before the SDK kept it) restores as denied', async () => {
  // vercel/ai convert-to-model-messages.test.ts, "should convert tool output denied without approval (static tool)".
  const part = { input: { city: 'Tokyo' }, state: 'output-denied', toolCallId: 'call-1', type: 'tool-weather' };
  const prompt = await convertToModelMessages([{ role: 'assistant', parts: [part] }]);
  assert.ok(prompt.length > 0, 'the SDK reads it');
  const result = parseRequest('ai_sdk_tool_part', part);
  assert.ok(result.ok, JSON.stringify(result.errors));
  assert.deepEqual(result.response.answers.q0, { selected: ['deny'] });
  assert.equal(result.request.questions[0].subject.text, 'city: Tokyo');
});
