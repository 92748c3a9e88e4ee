/**
 * Codex's MCP tool-call approvals: a form without fields, shown as one approval and answered
 * as Codex's TUI answers it (test/fixtures/corpus/codex-mcp-approval.json cites the source).
 */
import { expect } from '@open-wc/testing';
import { mcpElicitation } from '../../../src/protocol/dialects/mcp-elicitation/index.js';
import { aiSdkToolPart } from '../../../src/protocol/dialects/ai-sdk-tool-part/index.js';
import { detectDialect } from '../../../src/protocol/detect.js';
import type { ChoiceRequest, ParseResult } from '../../../src/protocol/model.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const params = {
  threadId: 'thread-1',
  serverName: 'server-1',
  mode: 'form',
  message: 'Allow Calendar to create an event',
  _meta: { codex_approval_kind: 'mcp_tool_call', tool_params: { zeta: 3, alpha: 1 }, tool_params_display: [{ name: 'Calendar', value: 'primary' }, { name: 'Title', value: 'Roadmap review' }] },
  requestedSchema: { type: 'object', properties: {} },
};

describe('mcp_elicitation: Codex tool-call approvals (a form without fields)', () => {
  it('is one approval: the message, what the tool runs with, Approve or Deny', () => {
    const request = ok(mcpElicitation.parse({ jsonrpc: '2.0', id: 7, method: 'mcpServer/elicitation/request', params }));
    const [question] = request.questions;
    expect(request.questions).to.have.length(1);
    expect(question!.text).to.equal('Allow Calendar to create an event');
    expect(question!.subject).to.deep.equal({ kind: 'input', text: 'Calendar: primary\nTitle: Roadmap review' });
    expect(question!.options.map((o) => o.term)).to.deep.equal(['approve', 'deny']);
  });

  it('answers Approve with content null, Deny with a decline, a cancel with cancel', () => {
    const request = ok(mcpElicitation.parse(params));
    const reply = (selected: string[], status: 'answered' | 'cancelled' | 'declined' = 'answered') => mcpElicitation.encode(request, { requestId: request.id, status, answers: status === 'answered' ? { q0: { selected } } : {} });
    // Byte for byte what Codex's TUI resolves: the JSON text, not only an equal object.
    expect(JSON.stringify(reply(['approve']))).to.equal('{"action":"accept","content":null}');
    expect(JSON.stringify(reply(['deny']))).to.equal('{"action":"decline"}');
    expect(JSON.stringify(reply([]))).to.equal('{"action":"decline"}');
    expect(JSON.stringify(reply([], 'declined'))).to.equal('{"action":"decline"}');
    expect(reply([], 'cancelled')).to.deep.equal({ action: 'cancel' });
  });

  it('asks as every approval asks: the same options as an AI SDK tool approval, its server as the header', () => {
    const codex = ok(mcpElicitation.parse(params)).questions[0]!;
    const part = { type: 'tool-createEvent', toolCallId: 'c1', state: 'approval-requested', input: { Calendar: 'primary', Title: 'Roadmap review' }, approval: { id: 'a1' } };
    const sdk = ok(aiSdkToolPart.parse(part)).questions[0]!;
    expect(codex.options).to.deep.equal(sdk.options);
    expect(codex.subject).to.deep.equal(sdk.subject);
    expect(codex.header).to.equal('server-1');
    const { serverName: _, ...unnamed } = params;
    expect(ok(mcpElicitation.parse(unnamed)).questions[0]!).to.not.have.property('header');
  });

  it('takes a null requestedSchema as an approval too; an unmarked empty form stays a form', () => {
    expect(detectDialect({ ...params, _meta: null, requestedSchema: null })).to.equal('mcp_elicitation');
    expect(ok(mcpElicitation.parse({ ...params, _meta: null, requestedSchema: null })).questions[0]!.options).to.have.length(2);
    const form = ok(mcpElicitation.parse({ ...params, _meta: undefined }));
    expect(form.questions).to.deep.equal([]);
    expect(mcpElicitation.encode(form, { requestId: form.id, status: 'answered', answers: {} })).to.deep.equal({ action: 'accept', content: {} });
  });
});
