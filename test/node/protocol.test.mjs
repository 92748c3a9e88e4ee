// Proves the built DOM-free entries import and work in plain Node (no DOM), through the
// package's own exports map, as an agent server would use them: the core
// (`choice-prompts/protocol.js`) with its two built-in dialects and `loadDialect`, `kinds.js`,
// `dialects.js` registering the rest, `tools.js`, `session.js` and the markdown helpers.
// The tests run in order: the registry is one per process, and the first ones check it
// before anything registers the other dialects.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const protocol = await import('choice-prompts/protocol.js');

const auqPayload = { questions: [{ question: 'Q?', header: 'Q', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] };

test('protocol.js imports in Node without a DOM', () => {
  assert.equal(typeof globalThis.document, 'undefined');
  assert.equal(typeof protocol.parseRequest, 'function');
});

test('a choices block parses and its answer encodes as the chosen value', () => {
  const parsed = protocol.parseRequest(
    'choices-block',
    '{"question":"How would you like to add this source?","options":[{"label":"Use RSS feed","value":"rss"},{"label":"Use agentic extraction","value":"agentic"}]}',
  );
  assert.equal(parsed.ok, true);
  const { request } = parsed;
  assert.deepEqual(protocol.validateRequest(request), []);
  const reply = protocol.encodeReply(request, {
    requestId: request.id,
    status: 'answered',
    answers: { [request.questions[0].id]: { selected: [request.questions[0].options[1].id] } },
  });
  assert.equal(reply, 'agentic');
});

test('a payload without an id gets the same id in Node as in the browser (test/protocol/request-ids.test.ts pins the same value)', () => {
  const block = { question: 'Which database?', options: [{ label: 'PostgreSQL', value: 'postgres' }, { label: 'SQLite', value: 'sqlite' }] };
  assert.equal(protocol.parseRequest('choices-block', block).request.id, 'choices-block-1gghkytntlz');
  assert.equal(protocol.parseRequest('choices-block', JSON.stringify(block)).request.id, 'choices-block-1gghkytntlz');
  assert.equal(protocol.parseRequest('choices-block', block, { id: 'message-1' }).request.id, 'message-1');
});

test('bad input returns errors with paths, never throws', () => {
  const result = protocol.parseRequest('choices-block', '{"question": 1, "options": []}');
  assert.equal(result.ok, false);
  assert.ok(result.errors.every((e) => e.path.startsWith('$') && e.message.length > 0));
});

test('the core has only the block dialects: others report that they are not loaded', () => {
  assert.equal(protocol.isDialectLoaded('choices-block'), true);
  assert.equal(protocol.isDialectLoaded('present_choices'), true);
  assert.equal(protocol.isDialectLoaded('mcp_elicitation'), false);
  const result = protocol.parseRequest('mcp_elicitation', { message: 'Go?', requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } } } });
  assert.deepEqual(result, {
    ok: false,
    errors: [{ path: '$', message: 'The "mcp_elicitation" dialect is not loaded; import "choice-prompts/dialects.js" or call loadDialect("mcp_elicitation") first.' }],
  });
  const request = { id: 'r', dialect: 'mcp_elicitation', questions: [] };
  assert.throws(() => protocol.encodeReply(request, { requestId: 'r', status: 'cancelled', answers: {} }), /"mcp_elicitation" dialect is not loaded/);
});

test('protocol.js alone refuses a typed question, naming choice-prompts/kinds.js; importing kinds.js makes it valid', async () => {
  // Before anything below imports a module that registers the kinds (a loaded dialect, tools.js, dialects.js).
  const question = { id: 'q0', kind: 'boolean', text: 'Deploy now?', options: [], multiple: false, allowOther: false, minSelections: 0, maxSelections: 0, defaults: [] };
  const request = { id: 'r', dialect: 'choices-block', questions: [question] };
  assert.equal(protocol.typedQuestion, undefined, 'typedQuestion is in kinds.js, not protocol.js');
  assert.deepEqual(protocol.validateRequest(request), [
    { path: '$.questions[0].kind', message: 'Question kinds besides "choice" are not loaded; import "choice-prompts/kinds.js" first.', code: 'kinds-not-loaded' },
  ]);
  const kinds = await import('choice-prompts/kinds.js');
  assert.deepEqual(protocol.validateRequest(request), []);
  assert.deepEqual(kinds.typedQuestion({ id: 'q0', kind: 'boolean', text: 'Deploy now?' }), question);
  assert.deepEqual(protocol.answerProblem(question, { selected: [] }), { kind: 'empty' });
  assert.equal(protocol.answerProblem(question, { selected: [], boolean: false }), undefined);
});

test('loadDialect fetches one dialect module in Node and registers it', async () => {
  await protocol.loadDialect('mcp_elicitation');
  assert.equal(protocol.isDialectLoaded('mcp_elicitation'), true);
  assert.equal(protocol.isDialectLoaded('ask_user_question'), false, 'only the dialect asked for');
  const parsed = protocol.parseRequest('mcp_elicitation', { message: 'Go?', requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } }, required: ['go'] } });
  assert.equal(parsed.ok, true);
  const reply = protocol.encodeReply(parsed.request, { requestId: parsed.request.id, status: 'answered', answers: { q0: { selected: [], boolean: true } } });
  assert.deepEqual(reply, { action: 'accept', content: { go: true } });
  await assert.rejects(protocol.loadDialect('no_such_dialect'), /Unknown dialect "no_such_dialect"/);
});

test('tools.js is usable from Node and registers the dialects its tools speak', async () => {
  const tools = await import('choice-prompts/tools.js');
  assert.equal(protocol.isDialectLoaded('ask_user_question'), true);
  assert.equal(protocol.isDialectLoaded('ai_sdk_tool_part'), false);
  const out = await tools.presentChoicesTool.execute({
    question: 'Pick one',
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
  });
  assert.equal(out.isError, false);
  assert.match(out.content, /```choices/);
  const refused = await tools.askUserQuestionTool.execute(auqPayload, { isSubAgent: true });
  assert.equal(refused.isError, true);
  assert.equal(protocol.parseRequest('ask_user_question', auqPayload).ok, true);
});

test('dialects.js registers every dialect', async () => {
  const dialects = await import('choice-prompts/dialects.js');
  for (const name of protocol.DIALECTS) assert.equal(protocol.isDialectLoaded(name), true, name);
  const part = { type: 'tool-askUserQuestion', toolCallId: 'call_1', state: 'input-available', input: auqPayload };
  const parsed = protocol.parseRequest('ai_sdk_tool_part', part);
  assert.equal(parsed.ok, true);
  assert.deepEqual(protocol.encodeReply(parsed.request, { requestId: 'call_1', status: 'answered', answers: { q0: { selected: ['o1'] } } }), {
    tool: 'askUserQuestion',
    toolCallId: 'call_1',
    output: { answers: { 'Q?': 'B' } },
  });
  assert.equal(dialects.askUserQuestion.name, 'ask_user_question');
});

test('ChoiceSession (session.js) settles a request once', async () => {
  const { ChoiceSession } = await import('choice-prompts/session.js');
  const session = new ChoiceSession();
  const parsed = protocol.parseRequest('choices-block', {
    question: 'Q?',
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
  });
  const pending = session.ask(parsed.request);
  assert.equal(session.state.status, 'waiting');
  const answers = { q0: { selected: ['o0'] } };
  assert.equal(session.respond(parsed.request.id, { requestId: parsed.request.id, status: 'answered', answers }), true);
  assert.equal(session.respond(parsed.request.id, { requestId: parsed.request.id, status: 'answered', answers }), false);
  const response = await pending;
  assert.equal(response.status, 'answered');
  assert.equal(session.state.status, 'idle');
});

test('the streaming and history helpers (stream.js) run in Node', async () => {
  const markdown = await import('choice-prompts/stream.js');
  const text = 'Pick:\n\n```choices\n{"question":"Q?","options":[{"label":"A","value":"a"},{"label":"B","value":"b"}]}\n```\n';
  const blocks = markdown.findChoiceBlocks(text);
  assert.equal(blocks.length, 1);
  assert.equal(blocks[0].result.ok, true);
  const stream = markdown.createChoiceStream();
  const segments = [...stream.push(text), ...stream.end()];
  assert.ok(segments.some((s) => s.kind === 'block' && s.result.ok));
  const history = markdown.resolveHistory([
    { role: 'assistant', content: text },
    { role: 'user', content: 'b' },
  ]);
  assert.equal(history[0].status, 'answered');
});
