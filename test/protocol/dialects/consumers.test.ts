/**
 * Replies checked against how each agent's own code reads them (a review of the dialects
 * against their consumers): each test names the consumer's code path it follows, and
 * guards a reply that the consumer would misread or that changed the user's answer.
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult } from '../../../src/protocol/model.js';
import { defaultAnswers, validateRequest } from '../../../src/protocol/validate.js';
import { encodeReply, parseRequest } from '../../../src/protocol/registry.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

const respond = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status: ChoiceResponse['status'] = 'answered') =>
  encodeReply(request, { requestId: request.id, status, answers });

describe('langgraph_interrupt: an edit sends the arguments the user did not touch exactly as they came', () => {
  // The elements start each field at its value (defaultAnswers); only the path is edited.
  const content = 'first line\n  indented\n';

  it('a HumanInterrupt edit keeps a string argument ending in a line break', () => {
    const request = ok(
      parseRequest('langgraph_interrupt', {
        action_request: { action: 'write_file', args: { path: 'a.txt', content } },
        config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true },
      }),
    );
    const answers = { ...defaultAnswers(request), q0: { selected: ['edit'] }, 'q0.args.path': { selected: [], text: 'b.txt' } };
    expect(respond(request, answers)).to.deep.equal([{ type: 'edit', args: { action: 'write_file', args: { path: 'b.txt', content } } }]);
  });

  it('a LangChain v1 edit keeps it too', () => {
    const request = ok(
      parseRequest('langgraph_interrupt', {
        action_requests: [{ name: 'write_file', args: { path: 'a.txt', content } }],
        review_configs: [{ action_name: 'write_file', allowed_decisions: ['approve', 'edit', 'reject'] }],
      }),
    );
    const answers = { ...defaultAnswers(request), q0: { selected: ['edit'] }, 'q0.args.path': { selected: [], text: 'b.txt' } };
    expect(respond(request, answers)).to.deep.equal({ decisions: [{ type: 'edit', edited_action: { name: 'write_file', args: { path: 'b.txt', content } } }] });
  });
});
