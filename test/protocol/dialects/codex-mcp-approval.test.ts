/**
 * Codex's MCP tool-call approvals: a form without fields, shown as one approval and answered
 * as Codex's TUI answers it (test/fixtures/corpus/codex-mcp-approval.json cites the source).
 */
import { expect } from '@open-wc/testing';
import { mcpElicitation } from '../../../src/protocol/dialects/mcp-elicitation/index.js';
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
  it("is one approval: the message, what the tool runs with, and Codex's Approve Once or Cancel", () => {
    const request = ok(mcpElicitation.parse({ jsonrpc: '2.0', id: 7, method: 'mcpServer/elicitation/request', params }));
    const [question] = request.questions;
    expect(request.questions).to.have.length(1);
    expect(question!.text).to.equal('Allow Calendar to create an event');
    expect(question!.subject).to.deep.equal({ kind: 'input', text: 'Calendar: primary\nTitle: Roadmap review' });
    expect(question!.options.map((o) => [o.label, o.term])).to.deep.equal([
      ['Approve Once', 'approveOnce'],
      ['Cancel', 'cancel'],
    ]);
  });

  it('answers Approve Once with content null, its Cancel (and a host\'s cancel) with cancel', () => {
    const request = ok(mcpElicitation.parse(params));
    const reply = (selected: string[], status: 'answered' | 'cancelled' = 'answered') => mcpElicitation.encode(request, { requestId: request.id, status, answers: status === 'answered' ? { q0: { selected } } : {} });
    expect(reply(['accept'])).to.deep.equal({ action: 'accept', content: null });
    expect(reply(['cancel'])).to.deep.equal({ action: 'cancel' });
    expect(reply([], 'cancelled')).to.deep.equal({ action: 'cancel' });
  });

  it('words an approval without a schema (and without the mark) Approve Once or Deny, and Deny declines', () => {
    const request = ok(mcpElicitation.parse({ ...params, _meta: null, requestedSchema: null }));
    expect(request.questions[0]!.options.map((o) => [o.label, o.term])).to.deep.equal([
      ['Approve Once', 'approveOnce'],
      ['Deny', 'deny'],
    ]);
    expect(mcpElicitation.encode(request, { requestId: request.id, status: 'answered', answers: { q0: { selected: ['decline'] } } })).to.deep.equal({ action: 'decline' });
  });

  it('takes a null requestedSchema as an approval too; an unmarked empty form stays a form', () => {
    expect(detectDialect({ ...params, _meta: null, requestedSchema: null })).to.equal('mcp_elicitation');
    expect(ok(mcpElicitation.parse({ ...params, _meta: null, requestedSchema: null })).questions[0]!.options).to.have.length(2);
    const form = ok(mcpElicitation.parse({ ...params, _meta: undefined }));
    expect(form.questions).to.deep.equal([]);
    expect(mcpElicitation.encode(form, { requestId: form.id, status: 'answered', answers: {} })).to.deep.equal({ action: 'accept', content: {} });
  });
});
