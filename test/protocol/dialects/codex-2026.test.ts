/**
 * Codex in 2026 through the public API: a request_user_input question Codex does not wait on
 * (`isBlocking: false`) counts down as Codex's overlay does and then sends no answers; every
 * other question waits (`autoResolutionMs` starts no timer); the app server's whole request
 * reads like its params; an `openai/form` elicitation (or `openaiForm`) is a form where the
 * kit reads its fields, and otherwise one the person can decline or cancel. The corpus
 * (test/fixtures/corpus/codex-2026.json, what Codex 0.171.0's app server sent) pins the replies.
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
  // Codex 0.171.0's TUI (its request_user_input overlay, which the build's own paths place in
  // codex-rs/tui/src/bottom_pane/request_user_input/mod.rs, tag rust-v0.171.0), run against a
  // stand-in model with a Default-mode question (isBlocking false) left alone: no countdown for the first 60 s, then "auto-resolves in 58s" down to
  // 0, and the model got `{"answers":{}}` as the tool's output 120.2 s after the question.
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

describe('codex_request_user_input: the app server\'s whole request', () => {
  // As Codex's app server writes it: a JSON-RPC request without "jsonrpc".
  const sent = (p: Record<string, unknown>) => ({ method: 'item/tool/requestUserInput', id: 0, params: p });

  it('is named and read like its params, with the same countdown and the same replies', () => {
    const whole = sent(params({ isBlocking: false, autoResolutionMs: null }));
    expect(detectDialect(whole)).to.equal('codex_request_user_input');
    expect(detectDialect(JSON.stringify(whole))).to.equal('codex_request_user_input');
    const request = ok(parseRequest('codex_request_user_input', whole));
    const alone = ok(parseRequest('codex_request_user_input', params({ isBlocking: false, autoResolutionMs: null })));
    expect([request.questions, request.timeoutMs]).to.deep.equal([alone.questions, alone.timeoutMs]);
    expect(respond(request, { q0: { selected: ['o0'], other: 'lighter' } })).to.deep.equal({ answers: { color: { answers: ['Green', 'user_note: lighter'] } } });
    expect(respond(request, {}, 'timeout')).to.deep.equal({ answers: {} });
  });

  it('refuses what is wrong inside it at the params\' path, and any other method at $.method', () => {
    const bad = parseRequest('codex_request_user_input', sent(params({ isBlocking: 'no' })));
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.path)).to.deep.equal(['$.params.isBlocking']);
    const missing = parseRequest('codex_request_user_input', { method: 'item/tool/requestUserInput', id: 0 });
    expect(missing.ok).to.equal(false);
    if (!missing.ok) expect(missing.errors.map((e) => e.path)).to.deep.equal(['$.params']);
    const other = parseRequest('codex_request_user_input', { method: 'item/tool/call', id: 0, params: params({}) });
    expect(other.ok).to.equal(false);
    if (!other.ok) expect(other.errors.map((e) => [e.path, e.message])).to.deep.equal([['$.method', '"method" must be "item/tool/requestUserInput", not "item/tool/call".']]);
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

  it('under its other name, openaiForm (its params alone too), reads the same: a form, or Decline and Cancel', () => {
    const schema = { type: 'object', properties: { version: { type: 'string', title: 'Version' } }, required: ['version'] };
    const renamed = (s: unknown) => ({ ...forwarded(s), params: { ...forwarded(s).params, mode: 'openaiForm' } });
    expect([detectDialect(renamed(true)), detectDialect(renamed(true).params), detectDialect(renamed(schema).params)]).to.deep.equal(['mcp_elicitation', 'mcp_elicitation', 'mcp_elicitation']);
    const request = ok(parseRequest('mcp_elicitation', renamed(schema)));
    expect(request.questions.map((q) => q.text)).to.deep.equal(['Version']);
    expect(respond(request, { q0: { selected: [], text: '2.4.0' } })).to.deep.equal({ action: 'accept', content: { version: '2.4.0' } });
    const unshown = ok(parseRequest('mcp_elicitation', renamed(true)));
    expect(unshown.questions[0]!.options.map((o) => o.term)).to.deep.equal(['decline', 'cancel']);
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
