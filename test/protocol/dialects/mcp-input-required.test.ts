/**
 * MCP requests asked several at once (2026-07-28): an `InputRequiredResult` read whole into one
 * request, a group per entry, replied with `inputResponses` under the same keys, each entry
 * accepted, declined or cancelled on its own; `requestState` never read. Through the public
 * API; the corpus (test/fixtures/corpus/mcp-input-required.json) pins the real payloads.
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult, ValidationError } from '../../../src/protocol/model.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { detectDialect } from '../../../src/protocol/detect.js';
import { LIMITS } from '../../../src/protocol/limits.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

function errors(result: ParseResult): ValidationError[] {
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors;
}

const parse = (payload: unknown) => parseRequest('mcp_elicitation', payload);
const respond = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status: ChoiceResponse['status'] = 'answered') =>
  encodeReply(request, { requestId: request.id, status, answers });

const form = (message: string, properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});
const name = form('Database name?', { name: { type: 'string' } });
const region = form('Which region?', { region: { type: 'string', enum: ['eu-west-1', 'us-east-1'] } });
const auth = { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in to continue', url: 'https://example.com/auth?env=prod' } };
const several = (inputRequests: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ resultType: 'input_required', inputRequests, ...extra });

describe('mcp_elicitation: an InputRequiredResult read whole', () => {
  it('is named mcp_elicitation by detectDialect, bare or in its JSON-RPC response', () => {
    expect(detectDialect(several({ name }))).to.equal('mcp_elicitation');
    expect(detectDialect({ jsonrpc: '2.0', id: 3, result: several({ name }) })).to.equal('mcp_elicitation');
    expect(detectDialect(JSON.stringify(several({ name }, { requestState: 's' })))).to.equal('mcp_elicitation');
  });

  it('one entry is that elicitation as it would be alone, its reply under its key', () => {
    const request = ok(parse(several({ name })));
    expect(request.questions.map((q) => q.id)).to.deep.equal(['q0']);
    expect(request.title).to.equal(undefined, 'a lone untitled field takes the message as its question');
    expect(request.questions[0]!.text).to.equal('Database name?');
    expect(respond(request, { q0: { selected: [], text: 'orders' } })).to.deep.equal({ inputResponses: { name: { action: 'accept', content: { name: 'orders' } } } });
    expect(respond(request, {}, 'declined')).to.deep.equal({ inputResponses: { name: { action: 'decline' } } });
    expect(respond(request, {}, 'cancelled')).to.deep.equal({ inputResponses: { name: { action: 'cancel' } } });
  });

  it('a lone URL-mode entry is a link to open, accepted without content', () => {
    const request = ok(parse(several({ auth })));
    expect(request.link).to.equal('https://example.com/auth?env=prod');
    expect(respond(request, {})).to.deep.equal({ inputResponses: { auth: { action: 'accept' } } });
  });

  it('several entries: a group each, its decision first (headed by its server, else its key), its fields shown once Accept is chosen', () => {
    const request = ok(parse(several({ name, region: { ...region, params: { ...region.params, serverName: 'cloud' } }, auth })));
    expect(request.questions.map((q) => [q.id, q.header ?? null, q.showWhen ?? null])).to.deep.equal([
      ['e0', 'name', null],
      ['e0.q0', null, { question: 'e0', options: ['accept'] }],
      ['e1', 'cloud', null],
      ['e1.q0', null, { question: 'e1', options: ['accept'] }],
      ['e2', 'auth', null],
    ]);
    const [nameDecision, , regionDecision, , authDecision] = request.questions;
    expect(nameDecision!.text).to.equal('Database name?');
    expect(nameDecision!.options.map((o) => [o.label, o.term])).to.deep.equal([
      ['Accept', 'accept'],
      ['Decline', 'decline'],
    ]);
    expect(regionDecision!.text).to.equal('Which region?');
    // An untitled lone field, whose own form would ask the message, is named by its field in the set.
    expect(request.questions[1]!.text).to.equal('name');
    // A URL entry has nothing to type: its full address is shown with its decision.
    expect(authDecision!.options.map((o) => o.term)).to.deep.equal(['accept', 'decline']);
    expect(authDecision!.context).to.equal('https://example.com/auth?env=prod');
    expect(request.questions.filter((q) => q.showWhen === undefined).every((q) => q.optional), 'each decision may be left, once confirmed').to.equal(true);
    expect(request.confirmUnanswered).to.equal(true);
  });

  it('the server name a host adds beside the result heads the set, each request named by its key', () => {
    const request = ok(parse(several({ name, region }, { serverName: 'db-admin' })));
    expect(request.title).to.equal('db-admin');
    expect(request.questions.filter((q) => !q.showWhen).map((q) => q.header)).to.deep.equal(['name', 'region']);
  });

  it('each entry settles on its own terms: accepted with its content, declined, or cancelled when left undecided', () => {
    const request = ok(parse(several({ name, region, auth })));
    expect(
      respond(request, {
        e0: { selected: ['accept'] },
        'e0.q0': { selected: [], text: 'orders' },
        e1: { selected: ['decline'] },
      }),
    ).to.deep.equal({ inputResponses: { name: { action: 'accept', content: { name: 'orders' } }, region: { action: 'decline' }, auth: { action: 'cancel' } } });
    expect(respond(request, { e1: { selected: ['accept'] }, 'e1.q0': { selected: ['o1'] }, e2: { selected: ['accept'] } })).to.deep.equal({
      inputResponses: { name: { action: 'cancel' }, region: { action: 'accept', content: { region: 'us-east-1' } }, auth: { action: 'accept' } },
    });
  });

  it("a field declined is not sent, even with text typed before the person changed their mind", () => {
    const request = ok(parse(several({ name, region })));
    // The elements keep what a hidden field holds (and refuse to submit while it does); encoded, it never leaks.
    const reply = respond(request, { e0: { selected: ['decline'] }, 'e0.q0': { selected: [], text: 'orders' }, e1: { selected: ['decline'] } });
    expect(reply).to.deep.equal({ inputResponses: { name: { action: 'decline' }, region: { action: 'decline' } } });
  });

  it("the set's Decline declines every entry; its cancel and a host's timeout cancel every one", () => {
    const request = ok(parse(several({ name, region })));
    expect(respond(request, {}, 'declined')).to.deep.equal({ inputResponses: { name: { action: 'decline' }, region: { action: 'decline' } } });
    for (const status of ['cancelled', 'timeout'] as const) {
      expect(respond(request, {}, status)).to.deep.equal({ inputResponses: { name: { action: 'cancel' }, region: { action: 'cancel' } } });
    }
  });

  it("an accepted entry's own rules hold: a required field left empty is refused, not sent", () => {
    const request = ok(parse(several({ name, region })));
    expect(() => respond(request, { e0: { selected: ['accept'] }, e1: { selected: ['decline'] } })).to.throw(TypeError, /refused/);
  });

  it("a Codex tool approval among them is its own decision: Approve Once, Deny, or left", () => {
    const approval = { method: 'elicitation/create', params: { serverName: 'github', message: 'Allow the github server to run tool "create_issue"?', requestedSchema: null, _meta: { tool_params: { title: 'Bug' } } } };
    const request = ok(parse(several({ name, approval })));
    const decision = request.questions.find((q) => q.id === 'e1')!;
    expect(decision.header).to.equal('github');
    expect(decision.subject?.text).to.contain('title: Bug');
    expect(decision.options.map((o) => o.term)).to.deep.equal(['approveOnce', 'deny']);
    expect(respond(request, { e0: { selected: ['decline'] }, e1: { selected: ['accept'] } })).to.deep.equal({
      inputResponses: { name: { action: 'decline' }, approval: { action: 'accept', content: null } },
    });
    const approvalReply = (answers: Record<string, ChoiceAnswer>) => (respond(request, answers) as { inputResponses: Record<string, unknown> }).inputResponses['approval'];
    expect(approvalReply({ e0: { selected: ['decline'] }, e1: { selected: ['decline'] } })).to.deep.equal({ action: 'decline' });
    expect(approvalReply({ e0: { selected: ['decline'] } })).to.deep.equal({ action: 'cancel' });
  });

  it('sampling and roots requests are left to the host: no question, not in the reply, listed in meta', () => {
    const sampling = { method: 'sampling/createMessage', params: { messages: [], maxTokens: 100 } };
    const request = ok(parse(several({ name, capital: sampling, roots: { method: 'roots/list' } })));
    expect(request.questions).to.have.length(1);
    expect((request.meta!['inputRequired'] as { hostRequests: unknown }).hostRequests).to.deep.equal([
      { key: 'capital', method: 'sampling/createMessage' },
      { key: 'roots', method: 'roots/list' },
    ]);
    expect(Object.keys((respond(request, { q0: { selected: [], text: 'x' } }) as { inputResponses: object }).inputResponses)).to.deep.equal(['name']);
  });

  it('requestState is never read: not kept in the request, not in the reply', () => {
    const state = 'AEAD-protected-blob-a8f3';
    const result = parse(several({ name, region }, { requestState: state }));
    const request = ok(result);
    expect(JSON.stringify(result)).not.to.contain(state);
    expect(JSON.stringify(respond(request, { e0: { selected: ['decline'] }, e1: { selected: ['decline'] } }))).not.to.contain(state);
  });

  it('refuses what asks a person nothing, or what cannot be answered, with the path of the problem', () => {
    expect(errors(parse({ resultType: 'input_required', requestState: 's' }))[0]!.path).to.equal('$.inputRequests');
    expect(errors(parse(several({ roots: { method: 'roots/list' } })))[0]!.message).to.contain('the host answers');
    expect(errors(parse(several({}))).map((e) => e.path)).to.deep.equal(['$.inputRequests']);
    expect(errors(parse(several({ ping: { method: 'ping' }, name })))[0]!.path).to.equal('$.inputRequests.ping.method');
    expect(errors(parse(several({ name, 'bad key': 'x' })))[0]!.path).to.equal('$.inputRequests["bad key"]');
    const badField = form('Age?', { age: { type: 'object' } });
    expect(errors(parse(several({ name, age: badField })))[0]!.path).to.equal('$.inputRequests.age.params.requestedSchema.properties.age.type');
    expect(errors(parse({ jsonrpc: '2.0', id: 1, result: several({ age: badField }) }))[0]!.path).to.equal('$.result.inputRequests.age.params.requestedSchema.properties.age.type');
    const long = 'k'.repeat(LIMITS.maxShortText + 1);
    expect(errors(parse(several({ [long]: name })))[0]!.message).to.contain('request key');
    const many = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, name]));
    expect(errors(parse(several(many)))[0]!.message).to.contain(`at most ${LIMITS.maxQuestions}`);
  });

  it('keys that name Object.prototype members are keys like any other', () => {
    const request = ok(parse(`{"resultType":"input_required","inputRequests":{"__proto__":${JSON.stringify(name)},"constructor":${JSON.stringify(region)}}}`));
    const reply = respond(request, { e0: { selected: ['decline'] }, e1: { selected: ['decline'] } }) as { inputResponses: Record<string, unknown> };
    expect(Object.keys(reply.inputResponses)).to.deep.equal(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(reply.inputResponses)).to.equal(Object.prototype);
  });
});

describe('mcp_elicitation: a Tasks-extension task in input_required', () => {
  const taskId = '786512e2-9e0d-44bd-8f29-789f320fe840';
  const task = (inputRequests: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    resultType: 'complete',
    taskId,
    status: 'input_required',
    createdAt: '2025-11-25T10:30:00Z',
    lastUpdatedAt: '2025-11-25T10:50:00Z',
    ttlMs: 3600000,
    inputRequests,
    ...extra,
  });

  it('is named mcp_elicitation as a tasks/get result, in its JSON-RPC response, or pushed by notifications/tasks', () => {
    expect(detectDialect(task({ name }))).to.equal('mcp_elicitation');
    expect(detectDialect({ jsonrpc: '2.0', id: 4, result: task({ name }) })).to.equal('mcp_elicitation');
    const { resultType: _r, ...params } = task({ name });
    expect(detectDialect({ jsonrpc: '2.0', method: 'notifications/tasks', params })).to.equal('mcp_elicitation');
    expect(ok(parse({ jsonrpc: '2.0', method: 'notifications/tasks', params })).questions).to.have.length(1);
  });

  it('is answered with the tasks/update params: the task id and inputResponses under the same keys', () => {
    const request = ok(parse({ jsonrpc: '2.0', id: 4, result: task({ name, region }, { statusMessage: 'Waiting for the database details' }) }));
    expect(request.title, 'its status message heads the set').to.equal('Waiting for the database details');
    expect(respond(request, { e0: { selected: ['accept'] }, 'e0.q0': { selected: [], text: 'orders' }, e1: { selected: ['decline'] } })).to.deep.equal({
      taskId,
      inputResponses: { name: { action: 'accept', content: { name: 'orders' } }, region: { action: 'decline' } },
    });
    expect(respond(request, {}, 'cancelled')).to.deep.equal({ taskId, inputResponses: { name: { action: 'cancel' }, region: { action: 'cancel' } } });
  });

  it('a task in any other status asks for nothing: refused at its status, saying which', () => {
    for (const status of ['working', 'completed', 'failed', 'cancelled']) {
      const [error] = errors(parse({ jsonrpc: '2.0', id: 4, result: task({ name }, { status }) }));
      expect(error!.path).to.equal('$.result.status');
      expect(error!.message).to.contain(`"${status}"`);
    }
    expect(errors(parse(task({}, { inputRequests: undefined })))[0]!.path).to.equal('$.inputRequests');
  });
});
