/**
 * `encodeReply` never sends an answer its own rules refuse: in every dialect, an `answered`
 * response whose answers `answerProblem` refuses throws a `TypeError` naming the question,
 * and one whose answers all pass encodes without a throw.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../helpers/property.js';
import { DIALECTS, type ChoiceAnswer, type ChoiceQuestion, type ChoiceRequest } from '../../src/protocol/model.js';
import { answerProblem } from '../../src/protocol/validate.js';
import { questionKind } from '../../src/protocol/kind-rules.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { encodeReply } from '../../src/protocol/encode.js';
import { payload } from '../security/payloads.js';

/** What one question's answer is drawn from: option picks by index, typed text, a number, a boolean. */
const draw = fc.record({
  picks: fc.array(fc.nat(6), { maxLength: 4 }),
  other: fc.option(fc.oneof(fc.constantFrom('', '  ', 'Ada', 'ada@example.org', '42', '9007199254740993'), fc.string({ maxLength: 12 })), { nil: undefined }),
  number: fc.option(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), { nil: undefined }),
  boolean: fc.option(fc.boolean(), { nil: undefined }),
  leftOut: fc.boolean(),
});

type Draw = typeof draw extends fc.Arbitrary<infer T> ? T : never;

/** An answer of the question's own kind (so only its rules, never its shape, can refuse it). */
function answerFor(question: ChoiceQuestion, d: Draw): ChoiceAnswer {
  switch (questionKind(question)) {
    case 'text':
      return { selected: [], ...(d.other !== undefined && { text: d.other }) };
    case 'number':
    case 'integer':
      return { selected: [], ...(d.number !== undefined && { number: d.number }), ...(d.number === undefined && d.other !== undefined && { text: d.other }) };
    case 'boolean':
      return { selected: [], ...(d.boolean !== undefined && { boolean: d.boolean }) };
    default: {
      const ids = question.options.length > 0 ? d.picks.map((i) => question.options[i % question.options.length]!.id) : [];
      const selected = question.options.filter((o) => ids.includes(o.id)).map((o) => o.id);
      return { selected, ...(question.allowOther && d.other !== undefined && { other: d.other }) };
    }
  }
}

describe('encodeReply never sends what answerProblem refuses, in every dialect', () => {
  for (const dialect of DIALECTS) {
    it(dialect, () => {
      let refused = 0;
      let encoded = 0;
      assertProperty(
        fc.property(payload(dialect), fc.array(draw, { minLength: 8, maxLength: 8 }), (raw, draws) => {
          const result = parseRequest(dialect, raw);
          if (!result.ok) return;
          const request: ChoiceRequest = result.request;
          const answers: Record<string, ChoiceAnswer> = {};
          request.questions.forEach((q, i) => {
            const d = draws[i % draws.length]!;
            if (!d.leftOut) answers[q.id] = answerFor(q, d);
          });
          const problem = request.questions.find((q) => answerProblem(q, answers[q.id]));
          const response = { requestId: request.id, status: 'answered' as const, answers };
          if (problem) {
            refused++;
            expect(() => encodeReply(request, response)).to.throw(TypeError, `"${problem.id}" is refused`);
          } else {
            encoded++;
            expect(() => JSON.stringify(encodeReply(request, response))).not.to.throw();
          }
          // A cancel is never refused: it carries no answer.
          expect(() => encodeReply(request, { ...response, status: 'cancelled', answers: {} })).not.to.throw();
        }),
        { numRuns: 150 },
      );
      // Both sides of the check were drawn (the shapes parse a fair share).
      expect(refused, 'refused answers drawn').to.be.greaterThan(0);
      expect(encoded, 'passing answers drawn').to.be.greaterThan(0);
    });
  }

  it('an MCP form whose email field failed `format: email` throws, never {"action":"accept","content":{}}', () => {
    const result = parseRequest('mcp_elicitation', {
      message: 'Where should we send the receipt?',
      requestedSchema: { type: 'object', properties: { email: { type: 'string', format: 'email', title: 'Email' } }, required: ['email'] },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { request } = result;
    const answered = (text: string) => ({ requestId: request.id, status: 'answered' as const, answers: { q0: { selected: [], text } } });
    expect(() => encodeReply(request, answered('not an address'))).to.throw(TypeError, /"q0" is refused: .*email/);
    expect(encodeReply(request, answered('ada@example.org'))).to.deep.equal({ action: 'accept', content: { email: 'ada@example.org' } });
  });
});
