/**
 * AG-UI interrupts through the public API: what each interrupt shows by its reason and
 * responseSchema, the resume list that covers every open interrupt (resolved with its payload,
 * or cancelled), approve-with-edits as the whole editedArgs, and expiresAt as the request's
 * deadline. The corpus (test/fixtures/corpus/ag-ui.json) pins the specification's examples.
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult, ValidationError } from '../../../src/protocol/model.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { detectDialect } from '../../../src/protocol/detect.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

function errors(result: ParseResult): ValidationError[] {
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors;
}

const parse = (payload: unknown) => parseRequest('ag_ui_interrupt', payload);
const respond = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status: ChoiceResponse['status'] = 'answered') =>
  encodeReply(request, { requestId: request.id, status, answers });
const finished = (interrupts: unknown[]) => ({ type: 'RUN_FINISHED', threadId: 'thread-1', runId: 'run-1', outcome: { type: 'interrupt', interrupts } });
const approvalSchema = { type: 'object', properties: { approved: { type: 'boolean' }, editedArgs: { type: 'object' } }, required: ['approved'] };
const deploy = { id: 'appr-1', reason: 'tool_call', message: 'Approve call to deploy?', toolCallId: 'tc-1', responseSchema: approvalSchema, metadata: { tool_name: 'deploy', tool_input: { environment: 'production', replicas: 3 } } };

describe('ag_ui_interrupt', () => {
  it('is named by detectDialect as the RUN_FINISHED event, its outcome alone, or its list of interrupts', () => {
    expect(detectDialect(finished([deploy]))).to.equal('ag_ui_interrupt');
    expect(detectDialect({ type: 'interrupt', interrupts: [deploy] })).to.equal('ag_ui_interrupt');
    expect(detectDialect([deploy])).to.equal('ag_ui_interrupt');
    expect(detectDialect(JSON.stringify(finished([deploy])))).to.equal('ag_ui_interrupt');
    expect(detectDialect({ type: 'RUN_FINISHED', threadId: 't', runId: 'r', outcome: { type: 'success' } })).to.equal(undefined);
    for (const payload of [finished([deploy]), { type: 'interrupt', interrupts: [deploy] }, [deploy]]) ok(parse(payload));
  });

  it('a tool approval shows what the call runs with; Approve and Deny answer {approved}; Edit sends the whole editedArgs', () => {
    const request = ok(parse(finished([deploy])));
    const [approval, environment, replicas] = request.questions;
    expect(approval!.text).to.equal('Approve call to deploy?');
    expect(approval!.subject?.text).to.contain('environment: production');
    expect(approval!.options.map((o) => o.term)).to.deep.equal(['approve', 'edit', 'deny']);
    expect([environment!.default, replicas!.default, environment!.showWhen]).to.deep.equal(['production', '3', { question: 'i0', options: ['edit'] }]);
    expect(respond(request, { i0: { selected: ['approve'] } })).to.deep.equal([{ interruptId: 'appr-1', status: 'resolved', payload: { approved: true } }]);
    expect(respond(request, { i0: { selected: ['deny'] } })).to.deep.equal([{ interruptId: 'appr-1', status: 'resolved', payload: { approved: false } }]);
    // editedArgs replaces the arguments whole: the field left as it was keeps its value (a number stays a number).
    expect(respond(request, { i0: { selected: ['edit'] }, [environment!.id]: { selected: [], text: 'staging' } })).to.deep.equal([
      { interruptId: 'appr-1', status: 'resolved', payload: { approved: true, editedArgs: { environment: 'staging', replicas: 3 } } },
    ]);
  });

  it('an approval without arguments to edit offers no Edit; without a schema, a tool_call is still Approve or Deny', () => {
    const bare = ok(parse(finished([{ id: 'i-1', reason: 'tool_call', toolCallId: 'tc-a', message: 'Approve sendEmail to x@y.com?' }])));
    expect(bare.questions).to.have.length(1);
    expect(bare.questions[0]!.options.map((o) => o.term)).to.deep.equal(['approve', 'deny']);
    expect(bare.questions[0]!.subject, 'nothing known of what it runs').to.equal(undefined);
  });

  it('a confirmation without schema is a yes or no, replied as a boolean; another reason without schema, typed text', () => {
    const request = ok(parse(finished([
      { id: 'c-1', reason: 'confirmation', message: 'Overwrite the draft?' },
      { id: 'n-1', reason: 'mastra:workflow_suspend', message: 'What name should the workflow use?' },
    ])));
    expect(request.questions.map((q) => [q.id, q.kind, q.text])).to.deep.equal([
      ['i0', 'boolean', 'Overwrite the draft?'],
      ['i1', 'text', 'What name should the workflow use?'],
    ]);
    expect(respond(request, { i0: { selected: [], boolean: false }, i1: { selected: [], text: ' nightly-sync ' } })).to.deep.equal([
      { interruptId: 'c-1', status: 'resolved', payload: false },
      { interruptId: 'n-1', status: 'resolved', payload: 'nightly-sync' },
    ]);
  });

  it('covers every open interrupt: one left unanswered is cancelled; the request\'s cancel cancels all; past expiresAt nothing is sent', () => {
    const request = ok(parse(finished([deploy, { id: 'c-1', reason: 'confirmation', message: 'Also notify the team?' }])));
    expect(request.confirmUnanswered).to.equal(true);
    expect(respond(request, { i1: { selected: [], boolean: true } })).to.deep.equal([
      { interruptId: 'appr-1', status: 'cancelled' },
      { interruptId: 'c-1', status: 'resolved', payload: true },
    ]);
    expect(respond(request, {}, 'cancelled')).to.deep.equal([
      { interruptId: 'appr-1', status: 'cancelled' },
      { interruptId: 'c-1', status: 'cancelled' },
    ]);
    expect(respond(request, {}, 'timeout')).to.equal(null);
  });

  it('expiresAt is the deadline: the earliest one counts down, and one already past ends the request at once', () => {
    const soon = new Date(Date.now() + 90_000).toISOString();
    const later = new Date(Date.now() + 600_000).toISOString();
    const request = ok(parse(finished([{ ...deploy, expiresAt: later }, { id: 'c-1', reason: 'confirmation', expiresAt: soon }])));
    expect(request.timeoutMs).to.be.within(80_000, 90_000);
    expect(request.timeoutAction).to.equal('cancel');
    expect(ok(parse(finished([{ ...deploy, expiresAt: '2020-01-01T00:00:00Z' }]))).timeoutMs).to.equal(1);
    expect(errors(parse(finished([{ ...deploy, expiresAt: 'tomorrow' }])))[0]!.path).to.equal('$.outcome.interrupts[0].expiresAt');
  });

  it('refuses what cannot be answered as the agent asks, at its path', () => {
    expect(errors(parse({ type: 'RUN_FINISHED', threadId: 't', runId: 'r', outcome: { type: 'success' } }))[0]!.path).to.equal('$.outcome.type');
    expect(errors(parse(finished([])))[0]!.path).to.equal('$.outcome.interrupts');
    expect(errors(parse(finished([deploy, deploy])))[0]!.path).to.equal('$.outcome.interrupts[1].id');
    expect(errors(parse(finished([{ reason: 'tool_call' }])))[0]!.path).to.equal('$.outcome.interrupts[0].id');
    const nested = { id: 'f-1', reason: 'input_required', responseSchema: { type: 'object', properties: { address: { type: 'object', properties: { city: { type: 'string' } } } } } };
    expect(errors(parse(finished([nested])))[0]!.path).to.equal('$.outcome.interrupts[0].responseSchema.properties.address.type');
    const extra = { ...deploy, responseSchema: { ...approvalSchema, properties: { ...approvalSchema.properties, reason: { type: 'string' } }, required: ['approved', 'reason'] } };
    expect(errors(parse(finished([extra])))[0]!.path).to.equal('$.outcome.interrupts[0].responseSchema.required');
  });
});
