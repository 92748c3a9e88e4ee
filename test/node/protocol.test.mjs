// Proves the built `choice-prompts/protocol.js` imports and works in plain Node (no DOM),
// through the package's own exports map, as an agent server would use it.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const protocol = await import('choice-prompts/protocol.js');

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

test('bad input returns errors with paths, never throws', () => {
  const result = protocol.parseRequest('choices-block', '{"question": 1, "options": []}');
  assert.equal(result.ok, false);
  assert.ok(result.errors.every((e) => e.path.startsWith('$') && e.message.length > 0));
});

test('the agent-side tools are usable from Node', async () => {
  const out = await protocol.presentChoicesTool.execute({
    question: 'Pick one',
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
  });
  assert.equal(out.isError, false);
  assert.match(out.content, /```choices/);
  const refused = await protocol.askUserQuestionTool.execute(
    { questions: [{ question: 'Q?', header: 'Q', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] },
    { isSubAgent: true },
  );
  assert.equal(refused.isError, true);
});

test('ChoiceSession settles a request once', async () => {
  const session = new protocol.ChoiceSession();
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
