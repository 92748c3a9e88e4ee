// ag_ui_interrupt replies checked by AG-UI's own schemas (@ag-ui/core): every payload of the
// corpus (test/fixtures/corpus/ag-ui.json) is a RUN_FINISHED event its RunFinishedEventSchema
// accepts, and every reply, answered or cancelled, is a resume list its RunAgentInputSchema
// takes: one ResumeEntry per open interrupt (AG-UI's "cover all open interrupts"), each
// resolved payload valid against its interrupt's responseSchema as Ajv reads it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ResumeEntrySchema, RunAgentInputSchema, RunFinishedEventSchema } from '@ag-ui/core/schemas';
import { parseRequest, encodeReply } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const cases = JSON.parse(readFileSync(new URL('../../fixtures/corpus/ag-ui.json', import.meta.url), 'utf8')).cases.filter((c) => c.valid);

function assertResume(event, resume) {
  const input = { threadId: event.threadId, runId: `${event.runId}-next`, messages: [], tools: [], context: [], forwardedProps: {}, resume };
  const accepted = RunAgentInputSchema.safeParse(input);
  assert.equal(accepted.success, true, JSON.stringify(accepted.error?.issues));
  const interrupts = event.outcome.interrupts;
  assert.deepEqual(resume.map((e) => e.interruptId), interrupts.map((i) => i.id), 'every open interrupt, in order, once');
  for (const entry of resume) {
    assert.equal(ResumeEntrySchema.safeParse(entry).success, true, JSON.stringify(entry));
    const interrupt = interrupts.find((i) => i.id === entry.interruptId);
    if (entry.status === 'cancelled') assert.equal('payload' in entry, false, 'a cancelled entry has no payload');
    else if (interrupt.responseSchema) {
      const validate = ajv.compile(interrupt.responseSchema);
      assert.equal(validate(entry.payload), true, `${entry.interruptId}: ${JSON.stringify(entry.payload)}: ${ajv.errorsText(validate.errors)}`);
    }
  }
}

describe('AG-UI interrupts: the events and the resume lists pass @ag-ui/core', { timeout: 20_000 }, () => {
  assert.ok(cases.length > 0);
  for (const c of cases) {
    test(c.name, () => {
      assert.equal(RunFinishedEventSchema.safeParse(c.payload).success, true, 'a real RUN_FINISHED event');
      const result = parseRequest('ag_ui_interrupt', c.payload);
      assert.equal(result.ok, true, JSON.stringify(result.errors));
      const { request } = result;
      assertResume(c.payload, encodeReply(request, { requestId: request.id, status: 'answered', answers: c.answer }));
      const cancelled = encodeReply(request, { requestId: request.id, status: 'cancelled', answers: {} });
      assertResume(c.payload, cancelled);
      assert.ok(cancelled.every((e) => e.status === 'cancelled'));
      assert.equal(encodeReply(request, { requestId: request.id, status: 'timeout', answers: {} }), null, 'past expiresAt, nothing is sent');
    });
  }
});
