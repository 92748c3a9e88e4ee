// The corpus of real payloads (test/fixtures/corpus/*.json, each file naming the repository
// and paths, or the URL, it was taken from) through the built package, as an agent server
// would use it: every payload is named by detectDialect and parsed by its dialect (valid ones
// parse, refused ones say where), restored answers and replies are the ones the source
// shows, and every payload goes through every other parser and encoder without a throw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const protocol = await import('choice-prompts/protocol.js');
await import('choice-prompts/dialects.js');
const { DIALECTS, answerProblem, detectDialect, encodeReply, parseRequest, validateRequest } = protocol;

const folder = new URL('../fixtures/corpus/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));

/** A plain-data copy, so replies compare as the JSON an agent would receive. */
const asJson = (value) => JSON.parse(JSON.stringify(value ?? null));

/**
 * Answers that pick each question's first option, or type text where there is none (as a
 * text field's answer too, so a required reply, such as LangChain's respond-only action, has one).
 */
function firstAnswers(request) {
  const answers = {};
  for (const q of request.questions) {
    answers[q.id] = q.options.length > 0 ? { selected: [q.options[0].id] } : { selected: [], other: 'typed', ...(q.kind === 'text' && { text: 'typed' }) };
  }
  return answers;
}

function expectWellFormed(result, where) {
  assert.equal(typeof result, 'object', where);
  if (result.ok) {
    assert.deepEqual(validateRequest(result.request), [], `${where}: an ok request passes validateRequest`);
    return;
  }
  assert.ok(result.errors.length > 0, `${where}: a refusal names a problem`);
  for (const error of result.errors) {
    assert.match(error.path, /^\$/, `${where}: ${error.message}`);
    assert.ok(error.message.length > 0);
  }
}

test('the corpus holds a file per source, each citing where its payloads come from', () => {
  assert.ok(files.length >= 6, files.join(', '));
  for (const name of files) {
    const corpus = JSON.parse(readFileSync(new URL(name, folder), 'utf8'));
    assert.ok(typeof corpus.source === 'string' && corpus.source.length > 0, `${name} names its source`);
    assert.ok(Array.isArray(corpus.paths) && corpus.paths.length > 0, `${name} names its paths`);
    assert.ok(corpus.cases.length > 0, `${name} has cases`);
  }
});

for (const name of files) {
  const corpus = JSON.parse(readFileSync(new URL(name, folder), 'utf8'));
  for (const c of corpus.cases) {
    test(`${name}: ${c.name}`, () => {
      // A few refused payloads lack the very keys that name their dialect ("detect": false).
      if (c.detect !== false) assert.equal(detectDialect(c.payload), c.dialect, 'detectDialect names its dialect');
      const result = parseRequest(c.dialect, c.payload);
      expectWellFormed(result, c.dialect);
      if (!c.valid) {
        assert.equal(result.ok, false, 'refused');
        assert.ok(
          result.errors.some((e) => e.path === c.errorPath),
          `an error at ${c.errorPath}: ${JSON.stringify(result.errors)}`,
        );
        return;
      }
      assert.equal(result.ok, true, JSON.stringify(result.errors));
      const { request } = result;
      if (typeof c.payload !== 'string') {
        const again = parseRequest(c.dialect, JSON.stringify(c.payload));
        assert.equal(again.ok, true, 'its JSON text parses too');
        assert.equal(again.request.id, request.id, 'parsed again, from its JSON text, it is the same request (the same id)');
      }
      if (c.restored) {
        assert.ok(result.response, 'the payload restores an answer');
        assert.equal(result.response.status, 'answered');
        assert.equal(result.response.requestId, request.id);
        assert.deepEqual(asJson(result.response.answers), c.restored);
      } else {
        assert.equal(result.response, undefined, 'nothing restored');
      }
      if (c.refused) {
        // An answer the kit's own rules refuse (where the agent's client is looser): never encoded.
        assert.throws(() => encodeReply(request, { requestId: request.id, status: 'answered', answers: c.answer }), new RegExp(`"${c.refused}" is refused`));
      } else if (c.answer) {
        const reply = encodeReply(request, { requestId: request.id, status: 'answered', answers: c.answer });
        assert.deepEqual(asJson(reply), c.reply, 'the reply the source expects');
      }
    });
  }
}

test('the ids the kit derives for the corpus\'s questions are their own: the same id only for the same question', () => {
  const byId = new Map();
  for (const name of files) {
    for (const c of JSON.parse(readFileSync(new URL(name, folder), 'utf8')).cases.filter((c) => c.valid)) {
      const { request } = parseRequest(c.dialect, c.payload);
      // An id the payload names is the agent's (the AI SDK's tests all call theirs "call-1").
      if (!request.id.startsWith(`${request.dialect}-`)) continue;
      const same = byId.get(request.id);
      // A restored payload is the question it restores (an AI SDK tool call, before and after its output).
      if (same) assert.deepEqual(asJson([request.dialect, request.questions]), asJson([same.dialect, same.questions]), `${name} "${c.name}" shares ${request.id} with another question`);
      byId.set(request.id, request);
    }
  }
  assert.ok(byId.size > 20);
});

test('every corpus payload goes through every parser and encoder without a throw', () => {
  let parsed = 0;
  for (const name of files) {
    for (const c of JSON.parse(readFileSync(new URL(name, folder), 'utf8')).cases) {
      for (const dialect of DIALECTS) {
        const where = `${name} "${c.name}" as ${dialect}`;
        const result = parseRequest(dialect, c.payload);
        expectWellFormed(result, where);
        if (!result.ok) continue;
        parsed++;
        const { request } = result;
        for (const status of ['answered', 'cancelled', 'timeout']) {
          const answers = status === 'cancelled' ? {} : firstAnswers(request);
          const refused = status === 'answered' && request.questions.find((q) => answerProblem(q, answers[q.id]));
          if (refused) {
            assert.throws(() => encodeReply(request, { requestId: request.id, status, answers }), /is refused: /, where);
            continue;
          }
          const reply = encodeReply(request, { requestId: request.id, status, answers });
          assert.doesNotThrow(() => JSON.stringify(reply), where);
        }
      }
    }
  }
  assert.ok(parsed > 0);
});
