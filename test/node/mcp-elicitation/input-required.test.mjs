// Requests asked several at once, checked by the consumer's own code: every payload of the
// corpus (test/fixtures/corpus/mcp-input-required.json, mcp-tasks.json) is one the MCP Tasks
// extension's 2026-07-28 schemas accept (@modelcontextprotocol/ext-tasks, core/v2: a result,
// a tasks/get result, a notifications/tasks notification), and every
// reply the kit encodes, answered, declined or cancelled, passes them too: the retry's
// `InputResponses`, a task's `tasks/update` request; each accepted `content` is valid against
// its entry's own `requestedSchema` as Ajv reads it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { GetTaskResultV2Schema, InputRequiredCallToolResultV2Schema, InputResponsesV2Schema, TaskStatusNotificationV2Schema, UpdateTaskRequestV2Schema } from '@modelcontextprotocol/ext-tasks/core/v2';
import { parseRequest, encodeReply } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';

const addFormats = addFormatsModule.default ?? addFormatsModule;
// 2020-12: the SDK's zod-built schemas name it in `$schema`.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

const load = (name) => {
  const url = new URL(`../../fixtures/corpus/${name}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')).cases.filter((c) => c.valid);
};
const cases = [...load('mcp-input-required.json'), ...load('mcp-tasks.json')];

/** The result or task object inside whatever carries it (a JSON-RPC response, a notification). */
const inner = (payload) => payload.result ?? (payload.method === 'notifications/tasks' ? payload.params : payload);

function assertReply(payload, reply) {
  const value = inner(payload);
  const task = value.taskId !== undefined;
  if (task) {
    const update = UpdateTaskRequestV2Schema.safeParse({ jsonrpc: '2.0', id: 7, method: 'tasks/update', params: reply });
    assert.equal(update.success, true, JSON.stringify(update.error?.issues));
    assert.equal(reply.taskId, value.taskId);
  } else {
    assert.deepEqual(Object.keys(reply), ['inputResponses'], 'the reply is the retry’s inputResponses alone: requestState is the host’s to echo');
  }
  const parsed = InputResponsesV2Schema.safeParse(reply.inputResponses);
  assert.equal(parsed.success, true, JSON.stringify(parsed.error?.issues));
  const elicitations = Object.keys(value.inputRequests).filter((k) => value.inputRequests[k].method === 'elicitation/create');
  assert.deepEqual(Object.keys(reply.inputResponses), elicitations, 'every elicitation answered under its own key, nothing else');
  for (const key of elicitations) {
    const sent = reply.inputResponses[key];
    const { params } = value.inputRequests[key];
    if (sent.action !== 'accept' || !params.requestedSchema) continue;
    const validate = ajv.compile(params.requestedSchema);
    assert.equal(validate(sent.content), true, `${key}: ${JSON.stringify(sent.content)}: ${ajv.errorsText(validate.errors)}`);
  }
}

describe('requests asked several at once: payloads and replies pass the Tasks extension schemas', { timeout: 20_000 }, () => {
  assert.ok(cases.length > 0);
  for (const c of cases) {
    test(c.name, () => {
      const value = inner(c.payload);
      const accepted =
        c.payload.method === 'notifications/tasks'
          ? TaskStatusNotificationV2Schema.safeParse(c.payload)
          : (value.taskId !== undefined ? GetTaskResultV2Schema : InputRequiredCallToolResultV2Schema).safeParse(value);
      assert.equal(accepted.success, true, `the payload is real: ${JSON.stringify(accepted.error?.issues)}`);
      const result = parseRequest('mcp_elicitation', c.payload);
      assert.equal(result.ok, true, JSON.stringify(result.errors));
      const { request } = result;
      for (const status of ['answered', 'declined', 'cancelled']) {
        assertReply(c.payload, encodeReply(request, { requestId: request.id, status, answers: status === 'answered' ? c.answer : {} }));
      }
    });
  }
});
