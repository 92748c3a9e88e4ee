// mcp_elicitation replies checked by the consumer's own code: every reply parses with the
// MCP SDK's `ElicitResultSchema`, and every `content` is valid against the form's own
// `requestedSchema` as Ajv (with ajv-formats) reads it. The payloads are real ones
// (`corpus.mjs`), which the SDK's `ElicitRequestParamsSchema` accepts too.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ElicitRequestParamsSchema, ElicitRequestURLParamsSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { parseRequest, encodeReply, defaultAnswers, answerProblem } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';
import { corpus, conformanceDefaults, specStructured, specUrlMode, revisedUrlMode } from './corpus.mjs';

const addFormats = addFormatsModule.default ?? addFormatsModule;
// Not strict: MCP schemas carry keywords Ajv does not know (`enumNames`).
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

const parse = (params) => {
  const result = parseRequest('mcp_elicitation', params);
  assert.equal(result.ok, true, JSON.stringify(result.errors));
  return result.request;
};

const respond = (request, answers, status = 'answered') => encodeReply(request, { requestId: request.id, status, answers });

/** The reply passes the SDK's schema and, when it accepts a form, its content passes the form's schema. */
function assertValid(params, reply) {
  const parsed = ElicitResultSchema.safeParse(reply);
  assert.equal(parsed.success, true, JSON.stringify(parsed.error?.issues));
  if (reply.action === 'accept' && params.requestedSchema) {
    const validate = ajv.compile(params.requestedSchema);
    assert.equal(validate(reply.content), true, `${JSON.stringify(reply.content)}: ${ajv.errorsText(validate.errors)}`);
  }
  if (params.mode === 'url') assert.equal('content' in reply, false, 'URL mode: no content');
}

/** A valid answer for each question, as a user would give it. */
function sampleAnswers(request) {
  const answers = {};
  for (const q of request.questions) {
    const kind = q.kind ?? 'choice';
    if (kind === 'boolean') answers[q.id] = { selected: [], boolean: false };
    else if (kind === 'integer' || kind === 'number') answers[q.id] = { selected: [], number: Math.max(q.minimum ?? 0, 42) };
    else if (kind === 'text') answers[q.id] = { selected: [], text: q.format === 'email' ? 'octocat@github.com' : 'Monalisa Octocat' };
    else answers[q.id] = { selected: q.options.slice(0, Math.max(1, q.minSelections)).map((o) => o.id) };
  }
  return answers;
}

describe('mcp_elicitation replies pass the MCP SDK and Ajv', { timeout: 20_000 }, () => {
  for (const [name, params] of Object.entries(corpus)) {
    test(`${name}: the SDK accepts the request; answered, declined and cancelled replies are valid`, () => {
      assert.equal(ElicitRequestParamsSchema.safeParse(params).success, true, 'the corpus payload is a real elicitation');
      const request = parse(params);
      for (const q of request.questions) assert.equal(answerProblem(q, sampleAnswers(request)[q.id]), undefined, `sample answer to ${q.id}`);
      assertValid(params, respond(request, sampleAnswers(request)));
      // Untouched, the defaults are sent when they answer every required field (else Submit refuses).
      const defaults = defaultAnswers(request);
      if (request.questions.every((q) => !answerProblem(q, defaults[q.id]))) assertValid(params, respond(request, defaults));
      assertValid(params, respond(request, {}, 'cancelled'));
      assertValid(params, respond(request, {}, 'timeout'));
    });
  }

  test('SEP-1034 defaults are the answer when untouched, each with its JSON type', () => {
    const request = parse(conformanceDefaults);
    const reply = respond(request, defaultAnswers(request));
    assert.deepEqual(reply, { action: 'accept', content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true } });
    assertValid(conformanceDefaults, reply);
  });

  test('whatever the user types, what is sent is valid against the schema (an answer its rules refuse is never encoded)', () => {
    const params = {
      message: 'Tell us',
      requestedSchema: {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email', maxLength: 30 },
          site: { type: 'string', format: 'uri' },
          day: { type: 'string', format: 'date' },
          at: { type: 'string', format: 'date-time' },
          code: { type: 'string', minLength: 2, maxLength: 4 },
          n: { type: 'integer', minimum: 1, maximum: 9 },
          x: { type: 'number', maximum: 1 },
        },
      },
    };
    const request = parse(params);
    const typed = ['', ' ', 'a', 'ab', 'abcde', 'a@b', 'a@b.co', 'x'.repeat(40) + '@b.co', 'https://e.com/a b', 'https://e.com/ok', 'mailto:a@b.co', '2025-02-30', '2024-02-29',
      '2025-06-18T14:30:00Z', '2025-06-18T14:30:00', '0', '1', '9', '10', '1.5', '-0.5', '1e0', '0x1', 'NaN', '😀😀', '😀😀😀😀😀'];
    let sent = 0;
    let refused = 0;
    for (const text of typed) {
      for (const question of request.questions) {
        // One field typed at a time, the others left empty (they are optional).
        const answers = { [question.id]: { selected: [], text } };
        if (answerProblem(question, answers[question.id])) {
          refused++;
          assert.throws(() => respond(request, answers), /is refused: /, `${question.id}: ${text}`);
          continue;
        }
        const reply = respond(request, answers);
        sent += Object.keys(reply.content).length;
        assertValid(params, reply);
      }
    }
    assert.ok(sent > 10, 'valid typed values are sent');
    assert.ok(refused > 10, 'invalid typed values are refused');
  });

  test('URL mode: accept carries no content; the link is kept for the consent card', () => {
    const request = parse(specUrlMode);
    assert.equal(request.link, specUrlMode.url);
    assert.deepEqual(request.questions, []);
    assert.deepEqual(respond(request, {}), { action: 'accept' });
    assert.deepEqual(respond(request, {}, 'declined'), { action: 'decline' });
    assert.deepEqual(respond(request, {}, 'cancelled'), { action: 'cancel' });
    const bad = parseRequest('mcp_elicitation', { ...specUrlMode, url: 'javascript:alert(1)' });
    assert.equal(bad.ok, false);
    assert.equal(bad.errors[0].path, '$.url');
  });

  test('URL mode as revised (2026-07-28, no elicitationId): parsed and answered as that revision\'s schemas accept', () => {
    // The installed SDK speaks 2025-11-25, whose schema requires the id; the 2026-07-28 wire
    // schema is that one without it (typescript-sdk's rev2026-07-28/buildSchemas.ts).
    assert.equal(ElicitRequestParamsSchema.safeParse(revisedUrlMode).success, false, 'the older revision requires elicitationId');
    const revisedSchema = ElicitRequestURLParamsSchema.omit({ elicitationId: true }).strict();
    assert.equal(revisedSchema.safeParse(revisedUrlMode).success, true, 'the payload is a 2026-07-28 URL-mode request');
    const request = parse(revisedUrlMode);
    assert.equal(request.link, revisedUrlMode.url);
    assert.equal('elicitationId' in request.meta, false, 'no id is made up');
    for (const status of ['answered', 'declined', 'cancelled']) {
      const reply = respond(request, {}, status);
      assert.equal(ElicitResultSchema.safeParse(reply).success, true, status);
      assert.equal('content' in reply, false, `${status}: URL mode sends no content`);
    }
    // The older revision's id is still read and kept.
    assert.equal(parse(specUrlMode).meta.elicitationId, specUrlMode.elicitationId);
  });

  test('the spec example answered as in the spec gives the spec\'s own response content', () => {
    const request = parse(specStructured);
    const reply = respond(request, { q0: { selected: [], text: 'Monalisa Octocat' }, q1: { selected: [], text: 'octocat@github.com' }, q2: { selected: [], number: 30 } });
    assert.deepEqual(reply, { action: 'accept', content: { name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 } });
  });
});
