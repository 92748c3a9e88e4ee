import { expect } from '@open-wc/testing';
import '../../src/dialects.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { ChoiceSession } from '../../src/protocol/session.js';
import { askUserQuestionTool } from '../../src/tools.js';
import type { ChoiceRequest, DialectName, ParseResult } from '../../src/protocol/model.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.request;
}

/** `value` with every object's keys in reverse order: the same JSON, written otherwise. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).reverse().map((key) => [key, reversed((value as Record<string, unknown>)[key])]));
}

const block = { question: 'Which database?', options: [{ label: 'PostgreSQL', value: 'postgres' }, { label: 'SQLite', value: 'sqlite' }] };
const auq = { questions: [{ question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] }] };

/** A payload without an id of its own in each dialect that has such payloads. */
const PAYLOADS: [DialectName, unknown][] = [
  ['choices-block', block],
  ['present_choices', block],
  ['ask_user_question', auq],
  ['provide_choice', { title: 'Database', prompt: 'Which database?', selection_mode: 'single', options: [{ id: 'pg', label: 'PostgreSQL', recommended: true }, { id: 'lite', label: 'SQLite' }] }],
  ['request_user_choice', { question: 'Which database?', options: [{ title: 'PostgreSQL' }, { title: 'SQLite' }] }],
  ['mcp_elicitation', { message: 'Pick a license', requestedSchema: { type: 'object', properties: { license: { type: 'string', enum: ['MIT', 'Apache-2.0'] } }, required: ['license'] } }],
  ['gemini_ask_user', { questions: [{ question: 'Which license?', header: 'License', type: 'choice', options: [{ label: 'MIT', description: '' }, { label: 'Apache-2.0', description: '' }] }] }],
  ['codex_request_user_input', { questions: [{ id: 'license', header: 'License', question: 'Which license?', options: [{ label: 'MIT', description: 'Short' }, { label: 'Apache-2.0', description: 'Patents' }] }] }],
  ['ask_followup_question', { question: 'Which license?', options: ['MIT', 'Apache-2.0'] }],
  ['langgraph_interrupt', { action_request: { action: 'send_email', args: { to: 'a@example.com' } }, config: { allow_accept: true, allow_ignore: true, allow_respond: false, allow_edit: false }, description: 'Send it?' }],
  ['can_use_tool', { toolName: 'Bash', input: { command: 'npm test', description: 'Run the tests' } }],
];

describe('request ids', () => {
  it('a payload without an id parses to the same id every time, from its object or its JSON text, whatever its key order', () => {
    for (const [dialect, payload] of PAYLOADS) {
      const first = ok(parseRequest(dialect, payload)).id;
      expect(first, dialect).to.match(new RegExp(`^${dialect}-[0-9a-z]+$`));
      expect(ok(parseRequest(dialect, payload)).id, `${dialect}: parsed again`).to.equal(first);
      expect(ok(parseRequest(dialect, JSON.stringify(payload))).id, `${dialect}: from its JSON text`).to.equal(first);
      expect(ok(parseRequest(dialect, reversed(payload))).id, `${dialect}: its keys in another order`).to.equal(first);
    }
  });

  it('is the same in Node and in the browser (test/node/protocol.test.mjs pins the same value)', () => {
    expect(ok(parseRequest('choices-block', block)).id).to.equal('choices-block-1gghkytntlz');
  });

  it('differs with the content and with the dialect', () => {
    const ids = PAYLOADS.map(([dialect, payload]) => ok(parseRequest(dialect, payload)).id);
    expect(new Set(ids).size).to.equal(ids.length);
    const other = { ...block, options: [block.options[0], { label: 'SQLite', value: 'sqlite3' }] };
    expect(ok(parseRequest('choices-block', other)).id).not.to.equal(ok(parseRequest('choices-block', block)).id);
    expect(ok(parseRequest('choices-block', { ...block, multiple: true })).id).not.to.equal(ok(parseRequest('choices-block', block)).id);
  });

  it('is the given id when the host gives one, and the payload\'s own when it has one', () => {
    expect(ok(parseRequest('choices-block', block, { id: 'message-7:0' })).id).to.equal('message-7:0');
    const part = { type: 'tool-askUserQuestion', toolCallId: 'call_license', state: 'input-available', input: auq };
    expect(ok(parseRequest('ai_sdk_tool_part', part)).id).to.equal('call_license');
    expect(ok(parseRequest('ai_sdk_tool_part', part, { id: 'mine' })).id).to.equal('mine');
  });

  it('names a question answered earlier as it named it open: a saved AskUserQuestion is the same request, its response for that id', () => {
    const open = ok(parseRequest('ask_user_question', auq));
    const saved = parseRequest('ask_user_question', { ...auq, answers: { 'Which license?': 'MIT' } });
    expect(saved.ok && saved.request.id).to.equal(open.id);
    expect(saved.ok && saved.response?.requestId).to.equal(open.id);
  });

  it('tells permission requests apart by what their wrapper carries: two control requests asking the same questions are two requests', () => {
    const wire = (requestId: string) => ({ type: 'control_request', request_id: requestId, request: { subtype: 'can_use_tool', tool_name: 'AskUserQuestion', input: auq, tool_use_id: `toolu_${requestId}` } });
    const a = ok(parseRequest('can_use_tool', wire('req-1')));
    expect(ok(parseRequest('can_use_tool', wire('req-1'))).id).to.equal(a.id);
    expect(ok(parseRequest('can_use_tool', wire('req-2'))).id).not.to.equal(a.id);
    expect(a.id).to.match(/^can_use_tool-/);
  });

  it('a tool asks anew on every call: the same arguments twice are two questions in one session', async () => {
    const session = new ChoiceSession();
    const first = askUserQuestionTool.execute(auq, { session });
    const second = askUserQuestionTool.execute(auq, { session });
    const [a, b] = session.state.requests;
    expect(session.state.requests).to.have.length(2);
    expect(a!.id).not.to.equal(b!.id);
    session.cancel(a!.id);
    session.cancel(b!.id);
    expect((await first).isError).to.equal(false);
    expect((await second).isError).to.equal(false);
  });

  it('a session refuses the same parsed payload twice, saying how to tell two askings apart', async () => {
    const session = new ChoiceSession();
    const request = ok(parseRequest('choices-block', block));
    void session.ask(request);
    let refusal = '';
    await session.ask(ok(parseRequest('choices-block', block))).catch((error: Error) => (refusal = error.message));
    expect(refusal).to.contain('{ id }');
    session.dispose();
  });
});
