/**
 * Every dialect parser under property-based fuzzing: whatever arrives, it returns (never
 * throws) either `{ ok: true, request }` that passes `validateRequest` and encodes replies
 * without throwing, or `{ ok: false, errors }` with a JSON path and a sentence each; and no
 * payload, `__proto__` and `constructor` keys included, ever changes a prototype.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../helpers/property.js';
import { DIALECTS, type ChoiceAnswer, type ChoiceRequest, type ChoiceResponse, type DialectName, type ParseResult } from '../../src/protocol/model.js';
import type { Dialect } from '../../src/protocol/dialect.js';
import { choicesBlock } from '../../src/protocol/dialects/choices-block/index.js';
import { presentChoices } from '../../src/protocol/dialects/present-choices/index.js';
import { askUserQuestion } from '../../src/protocol/dialects/ask-user-question/index.js';
import { provideChoice } from '../../src/protocol/dialects/provide-choice/index.js';
import { requestUserChoice } from '../../src/protocol/dialects/request-user-choice/index.js';
import { mcpElicitation } from '../../src/protocol/dialects/mcp-elicitation/index.js';
import { aiSdkToolPart } from '../../src/protocol/dialects/ai-sdk-tool-part/index.js';
import { geminiAskUser } from '../../src/protocol/dialects/gemini-ask-user/index.js';
import { codexRequestUserInput } from '../../src/protocol/dialects/codex-request-user-input/index.js';
import { askFollowupQuestion } from '../../src/protocol/dialects/ask-followup-question/index.js';
import { langGraphInterrupt } from '../../src/protocol/dialects/langgraph-interrupt/index.js';
import { canUseTool } from '../../src/protocol/dialects/can-use-tool/index.js';
import { vscodeAskQuestions } from '../../src/protocol/dialects/vscode-ask-questions/index.js';
import { agUiInterrupt } from '../../src/protocol/dialects/ag-ui-interrupt/index.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { encodeReply } from '../../src/protocol/encode.js';
import { answerProblem, validateRequest } from '../../src/protocol/validate.js';
import { ChoiceSession } from '../../src/protocol/session.js';
import { junk, payload } from './payloads.js';
// Every dialect's parser, as a host that parses agent output imports it.
import '../../src/dialects.js';

// Each dialect module directly: `parseRequest` catches a throw, which would hide one here.
const MODULES: Record<DialectName, Dialect> = {
  'choices-block': choicesBlock,
  present_choices: presentChoices,
  ask_user_question: askUserQuestion,
  provide_choice: provideChoice,
  request_user_choice: requestUserChoice,
  mcp_elicitation: mcpElicitation,
  ai_sdk_tool_part: aiSdkToolPart,
  gemini_ask_user: geminiAskUser,
  codex_request_user_input: codexRequestUserInput,
  ask_followup_question: askFollowupQuestion,
  langgraph_interrupt: langGraphInterrupt,
  can_use_tool: canUseTool,
  vscode_ask_questions: vscodeAskQuestions,
  ag_ui_interrupt: agUiInterrupt,
};

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const snapshot = () => PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort().join(','));

/** Fails when any object reachable from `value` has a prototype other than a plain object's or an array's. */
function expectPlainData(value: unknown, where: string, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  expect(proto === Object.prototype || proto === Array.prototype, `${where} is a plain object or array`).to.equal(true);
  for (const k of Object.keys(value)) expectPlainData((value as Record<string, unknown>)[k], `${where}.${k}`, seen);
}

function expectWellFormed(result: ParseResult, dialect: DialectName): void {
  expect(result).to.be.an('object');
  if (result.ok) {
    expect(validateRequest(result.request), 'an ok request passes validateRequest').to.deep.equal([]);
    expect(result.request.dialect).to.equal(dialect);
    expectPlainData(result.request, 'request');
    expect(JSON.parse(JSON.stringify(result.request)), 'the request is plain JSON data').to.deep.equal(result.request);
  } else {
    expect(result.errors.length, 'a refusal names at least one problem').to.be.greaterThan(0);
    for (const error of result.errors) {
      expect(error.path).to.match(/^\$/);
      expect(error.message).to.be.a('string').and.not.equal('');
    }
  }
}

/** Answers drawn from `picks`: a subset of each question's options and maybe typed text. */
function responseFor(request: ChoiceRequest, picks: number[], typed: string, status: ChoiceResponse['status']): ChoiceResponse {
  const answers: Record<string, ChoiceAnswer> = {};
  request.questions.forEach((q, i) => {
    const mask = picks[i % picks.length] ?? 0;
    const answer: ChoiceAnswer = { selected: q.options.filter((_, j) => mask & (1 << j)).map((o) => o.id) };
    if (q.allowOther && mask & 16) answer.other = typed;
    Object.defineProperty(answers, q.id, { value: answer, enumerable: true });
  });
  return { requestId: request.id, status, answers };
}

/** Seeds that found a bug in a dialect's property, kept so `npm test` keeps checking it. */
const FOUND_BUGS: Partial<Record<DialectName, number[]>> = {
  // An input that was a boxed string passed as an object (2a044ea).
  can_use_tool: [-1419643555],
};

describe('parsers under fuzzing', function () {
  this.timeout(60_000);
  let before: string[];
  beforeEach(() => {
    before = snapshot();
  });
  afterEach(() => {
    expect(snapshot(), 'no prototype gained a property').to.deep.equal(before);
    expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
    expect(([] as unknown as Record<string, unknown>)['polluted']).to.equal(undefined);
  });

  for (const dialect of DIALECTS) {
    it(`${dialect}: never throws; ok results are valid, refusals carry paths; replies encode`, () => {
      let accepted = 0;
      let runs = 0;
      assertProperty(
        fc.property(payload(dialect), fc.array(fc.nat(31), { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 10 }), (input, picks, typed) => {
          runs++;
          let result: ParseResult | undefined;
          expect(() => (result = MODULES[dialect].parse(input)), 'the dialect parser never throws').not.to.throw();
          expectWellFormed(result!, dialect);
          expect(parseRequest(dialect, input).ok).to.equal(result!.ok);
          if (!result!.ok) return;
          accepted++;
          const request = result!.request;
          for (const status of ['answered', 'cancelled', 'timeout'] as const) {
            const response = responseFor(request, picks, typed, status);
            if (status === 'answered' && request.questions.some((q) => answerProblem(q, response.answers[q.id]))) continue;
            let reply: unknown;
            expect(() => (reply = encodeReply(request, response)), `encoding a ${status} reply never throws`).not.to.throw();
            expectPlainData(reply, 'reply');
            expect(() => JSON.stringify(reply)).not.to.throw();
          }
          // A decline is a cancel to every agent but provide_choice's and MCP's, which tell the
          // two apart (also inside an AI SDK tool part).
          const declined = encodeReply(request, responseFor(request, picks, typed, 'declined'));
          const cancelled = encodeReply(request, responseFor(request, picks, typed, 'cancelled'));
          const inner = (request.meta as { innerDialect?: string } | undefined)?.innerDialect;
          if ([dialect, inner].some((name) => name === 'provide_choice' || name === 'mcp_elicitation')) {
            expect(declined, 'a declined response is told from a cancelled one').not.to.deep.equal(cancelled);
          } else {
            expect(declined, 'a declined response encodes as a cancelled one').to.deep.equal(cancelled);
          }
        }),
        { numRuns: 300, seeds: FOUND_BUGS[dialect] },
      );
      // The shapes are close enough to the real thing that the ok path is exercised too.
      expect(accepted, `${accepted} of ${runs} payloads parsed`).to.be.greaterThan(runs / 100);
    });
  }

  it('treats null like a missing field, so a required one is still required (found by fuzzing)', () => {
    const payload = { title: 'T', prompt: 'P', selection_mode: null, options: [{ id: 'a', label: 'A', recommended: true }, { id: 'b', label: 'B' }] };
    let result: ParseResult | undefined;
    expect(() => (result = provideChoice.parse(payload))).not.to.throw();
    expect(result!.ok ? [] : result!.errors.map((e) => e.path)).to.deep.equal(['$.selection_mode']);
  });

  it('parseRequest with an unknown dialect, and validateRequest with anything, never throw', () => {
    assertProperty(
      fc.property(junk, junk, (dialect, value) => {
        const result = parseRequest(dialect as DialectName, value);
        expect(result.ok).to.equal(false);
        const errors = validateRequest(value);
        expect(errors).to.be.an('array');
        for (const e of errors) expect(e.path).to.match(/^\$/);
      }),
      { numRuns: 300 },
    );
  });

  it('ChoiceSession.respond refuses a malformed response with a TypeError and keeps the request waiting', async () => {
    const parsed = choicesBlock.parse({ question: 'Q?', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] });
    if (!parsed.ok) throw new Error('fixture');
    const session = new ChoiceSession();
    let n = 0;
    assertProperty(
      fc.property(junk, (response) => {
        const request = { ...parsed.request, id: `fuzz-${n++}` };
        void session.ask(request);
        try {
          const settled = session.respond(request.id, response as ChoiceResponse);
          expect(settled).to.be.a('boolean');
        } catch (error) {
          expect(error, 'only a TypeError, never anything else').to.be.instanceOf(TypeError);
          expect(session.state.requests.some((r) => r.id === request.id), 'a refused response leaves the request waiting').to.equal(true);
        }
        session.cancel(request.id);
      }),
      { numRuns: 300 },
    );
  });

  it('keys named __proto__ or constructor come back as own keys of every reply, never lost and never a prototype', () => {
    const ask = askUserQuestion.parse({
      questions: [
        { question: '__proto__', header: 'P', options: [{ label: 'constructor' }, { label: 'toString' }] },
        { question: 'constructor', header: 'C', options: [{ label: 'A' }, { label: 'B' }] },
      ],
    });
    const elicit = mcpElicitation.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","enum":["a","b"]},"constructor":{"type":"boolean"}},"required":["__proto__","constructor"]}}',
    );
    if (!ask.ok || !elicit.ok) throw new Error(`fixtures: ${JSON.stringify([ask, elicit])}`);
    const reply = encodeReply(ask.request, {
      requestId: ask.request.id,
      status: 'answered',
      answers: { q0: { selected: ['o0'] }, q1: { selected: ['o1'] } },
    }) as { answers: Record<string, string> };
    expect(Object.getPrototypeOf(reply.answers)).to.equal(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(reply.answers, '__proto__')?.value).to.equal('constructor');
    expect(Object.getOwnPropertyDescriptor(reply.answers, 'constructor')?.value).to.equal('B');
    expect(JSON.parse(JSON.stringify(reply))).to.deep.equal(JSON.parse('{"answers":{"__proto__":"constructor","constructor":"B"}}'));

    const accepted = encodeReply(elicit.request, {
      requestId: elicit.request.id,
      status: 'answered',
      answers: { q0: { selected: ['o1'] }, q1: { selected: [], boolean: true } },
    }) as { content: Record<string, unknown> };
    expect(Object.getPrototypeOf(accepted.content)).to.equal(Object.prototype);
    expect(JSON.stringify(accepted)).to.equal('{"action":"accept","content":{"__proto__":"b","constructor":true}}');
  });
});
