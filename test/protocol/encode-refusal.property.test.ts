/**
 * `encodeReply` never sends an answer its own rules refuse: in every dialect, an `answered`
 * response whose answers `answerProblem` refuses throws a `TypeError` naming the question,
 * and one whose answers all pass encodes with what was chosen and typed in the reply.
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
      // As the elements hold it: in a single choice, an option or typed text, never both.
      const typed = question.allowOther && d.other !== undefined && (question.multiple || selected.length === 0);
      return { selected, ...(typed && { other: d.other }) };
    }
  }
}

/** The wire forms a dialect's generator draws, each of which must parse in some runs. */
const WIRE_FORMS: Partial<Record<string, string[]>> = {
  can_use_tool: ['callback', 'control_request', 'PermissionRequest hook'],
  mcp_elicitation: ['params', 'elicitation/create', 'Codex mcpServer/elicitation/request'],
};

/** Which wire form a payload is (its JSON text read first). */
function kindOf(raw: unknown): string {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return 'text';
    }
  }
  if (typeof value !== 'object' || value === null) return 'other';
  const v = value as Record<string, unknown>;
  if (v.type === 'control_request') return 'control_request';
  if (v.hook_event_name === 'PermissionRequest') return 'PermissionRequest hook';
  if (v.method === 'mcpServer/elicitation/request') return 'Codex mcpServer/elicitation/request';
  if (v.method === 'elicitation/create') return 'elicitation/create';
  if ('toolName' in v) return 'callback';
  if ('requestedSchema' in v || 'mode' in v) return 'params';
  return 'other';
}

/** `text` as it appears inside the reply's JSON text. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * What a passing answer gave reaches the reply: each chosen option (its value, label or id,
 * as the dialect names it) and the typed text, trimmed as the encoders send it. An approval's
 * options become the dialect's own decision (`approved: true`, `behavior: "allow"`), so only
 * its typed text is looked for.
 */
function expectSent(sent: string, question: ChoiceQuestion, answer: ChoiceAnswer | undefined, dialect: string): void {
  if (!answer) return;
  // An interrupt's argument fields go only with a decision that carries arguments (Edit, or
  // Accept once edited); langgraph-interrupt.property.test.ts checks them over every config.
  if (dialect === 'langgraph_interrupt' && question.id.includes('.args.')) return;
  if (!question.subject) {
    for (const id of answer.selected) {
      const option = question.options.find((o) => o.id === id)!;
      const named = [option.value, option.label, option.id].some((word) => sent.includes(inJson(word)));
      expect(named, `${dialect}: option "${option.label}" of "${question.id}" is in ${sent}`).to.equal(true);
    }
  }
  for (const typed of [answer.other, answer.text]) {
    const words = typed?.trim();
    if (words && !question.secret) expect(sent, `${dialect}: the text typed for "${question.id}"`).to.include(inJson(words));
  }
  if (answer.number !== undefined) expect(sent, `${dialect}: the number for "${question.id}"`).to.include(JSON.stringify(answer.number));
}

describe('encodeReply never sends what answerProblem refuses, in every dialect', () => {
  for (const dialect of DIALECTS) {
    it(dialect, () => {
      let refused = 0;
      let encoded = 0;
      const kinds = new Map<string, number>();
      assertProperty(
        fc.property(payload(dialect), fc.array(draw, { minLength: 8, maxLength: 8 }), (raw, draws) => {
          const result = parseRequest(dialect, raw);
          if (!result.ok) return;
          const request: ChoiceRequest = result.request;
          const kind = kindOf(raw);
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
          const answers: Record<string, ChoiceAnswer> = {};
          // A question shown by an option (`showWhen`) is asked only while that option is chosen:
          // hidden, the elements send no answer for it; shown, its own rules apply.
          const asked = (q: ChoiceQuestion) => !q.showWhen || q.showWhen.options.some((id) => answers[q.showWhen!.question]?.selected.includes(id));
          request.questions.forEach((q, i) => {
            const d = draws[i % draws.length]!;
            if (!d.leftOut && asked(q)) answers[q.id] = answerFor(q, d);
          });
          const problem = request.questions.find((q) => asked(q) && answerProblem(q, answers[q.id]));
          const response = { requestId: request.id, status: 'answered' as const, answers };
          if (problem) {
            refused++;
            // An empty answer to a question shown by an option is the dialect's to refuse (encodeReply cannot tell it was shown).
            const empty = problem.showWhen && answerProblem(problem, answers[problem.id])?.kind === 'empty';
            expect(() => encodeReply(request, response)).to.throw(TypeError, empty ? undefined : `"${problem.id}" is refused`);
          } else {
            encoded++;
            const sent = JSON.stringify(encodeReply(request, response));
            for (const q of request.questions) expectSent(sent, q, answers[q.id], dialect);
          }
          // A cancel is never refused: it carries no answer.
          expect(() => encodeReply(request, { ...response, status: 'cancelled', answers: {} })).not.to.throw();
        }),
        { numRuns: 150 },
      );
      // Both sides of the check were drawn (the shapes parse a fair share), and every wire form of the dialect.
      console.log(`${dialect}: ${refused} refused, ${encoded} encoded; parsed by kind ${JSON.stringify(Object.fromEntries(kinds))}`);
      expect(refused, 'refused answers drawn').to.be.greaterThan(0);
      expect(encoded, 'passing answers drawn').to.be.greaterThan(0);
      for (const kind of WIRE_FORMS[dialect] ?? []) expect(kinds.get(kind) ?? 0, `${dialect}: ${kind} payloads parsed`).to.be.greaterThan(0);
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
