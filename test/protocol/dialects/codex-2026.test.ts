/**
 * Codex in 2026 through the public API: a request_user_input question Codex does not wait on
 * (`isBlocking: false`) counts down as Codex's overlay does and then sends no answers; every
 * other question waits (`autoResolutionMs` starts no timer); an `openai/form` elicitation is
 * a form where the kit reads its fields, and otherwise one the person can decline or cancel.
 * The corpus (test/fixtures/corpus/codex-2026.json) pins the replies.
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult } from '../../../src/protocol/model.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { detectDialect } from '../../../src/protocol/detect.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

const respond = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status: ChoiceResponse['status'] = 'answered') =>
  encodeReply(request, { requestId: request.id, status, answers });

const questions = [{ id: 'color', header: 'Color', question: 'Which accent color?', options: [{ label: 'Green', description: '' }, { label: 'Blue', description: '' }] }];
const params = (extra: Record<string, unknown>) => ({ threadId: 't', turnId: 'u', itemId: 'i', questions, ...extra });

describe('codex_request_user_input: questions Codex waits on, and those it does not', () => {
  it('isBlocking false counts down Codex\'s two minutes, and then sends no answers, as its overlay does', () => {
    const request = ok(parseRequest('codex_request_user_input', params({ isBlocking: false, autoResolutionMs: null })));
    expect([request.timeoutMs, request.timeoutAction]).to.deep.equal([120_000, 'cancel']);
    expect(respond(request, {}, 'timeout')).to.deep.equal({ answers: {} });
    expect(respond(request, { q0: { selected: ['o1'] } })).to.deep.equal({ answers: { color: { answers: ['Blue'] } } });
  });

  it('blocking (isBlocking true, or left out), with or without the deprecated autoResolutionMs: no countdown', () => {
    for (const extra of [{ isBlocking: true }, {}, { autoResolutionMs: 60_000 }, { isBlocking: true, autoResolutionMs: 240_000 }]) {
      const request = ok(parseRequest('codex_request_user_input', params(extra)));
      expect(request.timeoutMs, JSON.stringify(extra)).to.equal(undefined);
    }
  });

  it('an isBlocking that is not true or false is refused at its path', () => {
    const result = parseRequest('codex_request_user_input', params({ isBlocking: 'no' }));
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.errors[0]!.path).to.equal('$.isBlocking');
  });
});

describe('mcp_elicitation: Codex\'s openai/form', () => {
  const forwarded = (requestedSchema: unknown) => ({
    jsonrpc: '2.0',
    id: 9,
    method: 'mcpServer/elicitation/request',
    params: { threadId: 't', turnId: null, serverName: 'linear', mode: 'openai/form', message: 'Describe the release.', requestedSchema },
  });

  it('is named mcp_elicitation, even with a schema that is not an object', () => {
    expect(detectDialect(forwarded({ type: 'object', properties: {} }))).to.equal('mcp_elicitation');
    expect(detectDialect(forwarded(true))).to.equal('mcp_elicitation');
  });

  it('a schema of fields the kit reads is shown as a form', () => {
    const request = ok(parseRequest('mcp_elicitation', forwarded({ type: 'object', additionalProperties: false, properties: { version: { type: 'string', title: 'Version' } }, required: ['version'] })));
    expect(request.questions.map((q) => [q.text, q.kind])).to.deep.equal([['Version', 'text']]);
    expect(respond(request, { q0: { selected: [], text: '2.4.0' } })).to.deep.equal({ action: 'accept', content: { version: '2.4.0' } });
  });

  it('any other schema: the server\'s message, the kit\'s "could not be shown", and Decline or Cancel, never an error', () => {
    for (const schema of [true, { type: 'object', properties: { release: { type: 'object', properties: { notes: { type: 'string' } } } } }, { type: 'array', items: { type: 'string' } }]) {
      const request = ok(parseRequest('mcp_elicitation', forwarded(schema)));
      const [question] = request.questions;
      expect([question!.textTerm?.key, question!.context, question!.header]).to.deep.equal(['invalid', 'Describe the release.', 'linear']);
      expect(question!.options.map((o) => o.term)).to.deep.equal(['decline', 'cancel']);
      expect(respond(request, { q0: { selected: ['decline'] } })).to.deep.equal({ action: 'decline' });
      expect(respond(request, { q0: { selected: ['cancel'] } })).to.deep.equal({ action: 'cancel' });
    }
  });

  it('still refuses what is wrong whatever the schema: a missing message', () => {
    const result = parseRequest('mcp_elicitation', { serverName: 'linear', mode: 'openai/form', requestedSchema: true });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.errors[0]!.path).to.equal('$.message');
  });
});
