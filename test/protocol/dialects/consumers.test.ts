/**
 * Replies checked against how each agent's own code reads them (a review of the dialects
 * against their consumers): each test names the consumer's code path it follows, and
 * guards a reply that the consumer would misread or that changed the user's answer.
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../../../src/protocol/model.js';
import { answerProblem, defaultAnswers } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import { DISMISSED_OUTPUT, NOTHING_CHOSEN_OUTPUT } from '../../../src/protocol/dialects/ai-sdk-tool-part/reply.js';
import { ok, part, restored } from './tool-part-history.js';

const respond = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status: ChoiceResponse['status'] = 'answered') =>
  encodeReply(request, { requestId: request.id, status, answers });

describe('langgraph_interrupt: an edit sends the arguments the user did not touch exactly as they came', () => {
  // The elements start each field at its value (defaultAnswers); only the path is edited.
  const content = 'first line\n  indented\n';

  it('a HumanInterrupt edit keeps a string argument ending in a line break', () => {
    const request = ok(
      parseRequest('langgraph_interrupt', {
        action_request: { action: 'write_file', args: { path: 'a.txt', content } },
        config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true },
      }),
    );
    const answers = { ...defaultAnswers(request), q0: { selected: ['edit'] }, 'q0.args.path': { selected: [], text: 'b.txt' } };
    expect(respond(request, answers)).to.deep.equal([{ type: 'edit', args: { action: 'write_file', args: { path: 'b.txt', content } } }]);
  });

  it('a LangChain v1 edit keeps it too', () => {
    const request = ok(
      parseRequest('langgraph_interrupt', {
        action_requests: [{ name: 'write_file', args: { path: 'a.txt', content } }],
        review_configs: [{ action_name: 'write_file', allowed_decisions: ['approve', 'edit', 'reject'] }],
      }),
    );
    const answers = { ...defaultAnswers(request), q0: { selected: ['edit'] }, 'q0.args.path': { selected: [], text: 'b.txt' } };
    expect(respond(request, answers)).to.deep.equal({ decisions: [{ type: 'edit', edited_action: { name: 'write_file', args: { path: 'b.txt', content } } }] });
  });
});

describe('codex_request_user_input: every typed text is a note, as Codex\'s overlay sends it', () => {
  // codex-rs/tui/src/bottom_pane/request_user_input/mod.rs, submit_answers: the chosen label,
  // or "None of the above" (its row for isOther), then the notes as "user_note: <text>".
  const question = (extra: Record<string, unknown> = {}) => ({
    id: 'path',
    header: 'Path',
    question: 'Proceed with the plan?',
    options: [
      { label: 'Yes (Recommended)', description: '' },
      { label: 'No', description: '' },
    ],
    ...extra,
  });

  it('a note beside a chosen option follows its label, marked', () => {
    const request = ok(parseRequest('codex_request_user_input', { questions: [question()] }));
    expect(respond(request, { q0: { selected: ['o1'], other: ' revisit the cache first ' } })).to.deep.equal({
      answers: { path: { answers: ['No', 'user_note: revisit the cache first'] } },
    });
  });

  it('typed text with no option chosen goes under "None of the above", unless isOther is false', () => {
    const request = ok(parseRequest('codex_request_user_input', { questions: [question({ isOther: true }), question({ id: 'plain', isOther: false })] }));
    expect(respond(request, { q0: { selected: [], other: 'wait for review' }, q1: { selected: [], other: 'later' } })).to.deep.equal({
      answers: { path: { answers: ['None of the above', 'user_note: wait for review'] }, plain: { answers: ['user_note: later'] } },
    });
  });

  it('a question without options answers with a note too, whatever the text holds (the overlay prefixes every note)', () => {
    const request = ok(parseRequest('codex_request_user_input', { questions: [{ id: 'why', header: 'Why', question: 'Why?', options: null }] }));
    expect(respond(request, { q0: { selected: [], text: 'user_note: is text too' } })).to.deep.equal({ answers: { why: { answers: ['user_note: user_note: is text too'] } } });
  });
});

describe('ai_sdk_tool_part: a dismissed question still gives the tool call an output the model can read', () => {
  // packages/ai/src/ui/chat.ts addToolOutput stores `output` as the part's output, and
  // packages/ai/src/prompt/create-tool-model-output.ts hands a non-string to the model as
  // JSON: `null` would reach it as "null", saying nothing of the dismissal.
  const choices = { question: 'Which source?', options: [{ label: 'RSS', value: 'rss' }, { label: 'Scrape', value: 'scrape' }] };
  const titled = { question: 'Which source?', options: [{ id: 'rss', title: 'RSS' }, { id: 'scrape', title: 'Scrape' }] };

  for (const [tool, input] of [['present_choices', choices], ['requestUserChoice', titled]] as const) {
    it(`${tool}: a cancel's output says so, and an answer is unchanged`, () => {
      const request = ok(parseRequest('ai_sdk_tool_part', { type: `tool-${tool}`, toolCallId: 'call_1', state: 'input-available', input }));
      const cancelled = respond(request, {}, 'cancelled') as { output: unknown };
      expect(cancelled).to.deep.include({ tool, toolCallId: 'call_1' });
      expect(cancelled.output).to.be.a('string').and.match(/dismissed/);
      expect((respond(request, { q0: { selected: ['o0'] } }) as { output: unknown }).output).to.equal(tool === 'present_choices' ? 'rss' : 'RSS');
    });
  }
});

describe('mcp_elicitation: an integer is never sent as another integer', () => {
  // The server validates `content` against requestedSchema and reads it as JSON
  // (packages/server/src/server/server.ts, _sendElicitationLeg); past 2^53 a JavaScript
  // number is not the integer the user typed.
  const schema = { message: 'Order', requestedSchema: { type: 'object', properties: { id: { type: 'integer', title: 'Order id' } }, required: ['id'] } };

  it('refuses a typed integer past 2^53 as out of range, rather than sending …992 for …993', () => {
    const request = ok(parseRequest('mcp_elicitation', schema));
    const typed = { selected: [], text: '9007199254740993' };
    expect(answerProblem(request.questions[0]!, typed)).to.deep.equal({ kind: 'out-of-range', min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    expect(() => respond(request, { q0: typed })).to.throw(TypeError, /"q0" is refused: the number must be from/);
    expect(respond(request, { q0: { selected: [], text: '9007199254740991' } })).to.deep.equal({ action: 'accept', content: { id: 9007199254740991 } });
  });

  it('names the question\'s own bound when it has one, the safe bound only on the side it leaves open', () => {
    const capped = ok(parseRequest('mcp_elicitation', { ...schema, requestedSchema: { ...schema.requestedSchema, properties: { id: { type: 'integer', maximum: 100 } } } }));
    const question = capped.questions[0]!;
    expect(answerProblem(question, { selected: [], text: '9007199254740993' })).to.deep.equal({ kind: 'out-of-range', max: 100 });
    expect(answerProblem(question, { selected: [], text: '-9007199254740993' })).to.deep.equal({ kind: 'out-of-range', min: Number.MIN_SAFE_INTEGER, max: 100 });
  });
});

describe('ask_user_question: a saved multi-select answer restores labels that hold ", "', () => {
  // Claude Code saves a multi-select answer as the labels joined by ", " (AskUserQuestionOutput
  // in @anthropic-ai/claude-agent-sdk sdk-tools.d.ts: "multi-select answers are comma-separated").
  const input = {
    questions: [
      { question: 'Which checks?', header: 'Checks', multiSelect: true, options: [{ label: 'Lint, format' }, { label: 'Unit tests' }, { label: 'E2E' }] },
    ],
  };

  for (const dialect of ['ask_user_question', 'can_use_tool'] as const) {
    it(`${dialect}: both options chosen, nothing typed; the reply encodes back to the saved text`, () => {
      const saved = { ...input, answers: { 'Which checks?': 'Lint, format, E2E' } };
      const result = parseRequest(dialect, dialect === 'can_use_tool' ? { toolName: 'AskUserQuestion', input: saved } : saved);
      const request = ok(result);
      expect(result.ok && result.response?.answers).to.deep.equal({ q0: { selected: ['o0', 'o2'] } });
      const reply = respond(request, { q0: { selected: ['o0', 'o2'] } }) as { answers?: unknown; updatedInput?: { answers: unknown } };
      expect(reply.answers ?? reply.updatedInput?.answers).to.deep.equal({ 'Which checks?': 'Lint, format, E2E' });
    });
  }

  it('typed text after the labels stays typed text', () => {
    const result = parseRequest('ask_user_question', { ...input, answers: { 'Which checks?': 'Unit tests, Lint, format, fuzzing' } });
    ok(result);
    expect(result.ok && result.response?.answers).to.deep.equal({ q0: { selected: ['o0', 'o1'], other: 'fuzzing' } });
  });

  it('the labels that spell the most of the text win over the longest first one', () => {
    const overlapping = { questions: [{ question: 'Which?', header: 'Pick', multiSelect: true, options: [{ label: 'A' }, { label: 'B, C' }, { label: 'A, B' }] }] };
    const request = ok(parseRequest('ask_user_question', overlapping));
    const reply = respond(request, { q0: { selected: ['o0', 'o1'] } }) as { answers: Record<string, string> };
    expect(reply.answers).to.deep.equal({ 'Which?': 'A, B, C' });
    const restored = parseRequest('ask_user_question', { ...overlapping, answers: reply.answers });
    expect(restored.ok && restored.response?.answers, 'A and "B, C", not "A, B" and typed "C"').to.deep.equal({ q0: { selected: ['o0', 'o1'] } });
    const other = parseRequest('ask_user_question', { ...overlapping, answers: { 'Which?': 'A, B, D' } });
    expect(other.ok && other.response?.answers, 'where no reading spells it all, typed text stays').to.deep.equal({ q0: { selected: ['o2'], other: 'D' } });
  });
});

describe('mcp_elicitation: a pydantic-built schema\'s integer bounds are kept; its pattern is the server\'s to check', () => {
  // python-sdk src/mcp/server/elicitation.py: elicit_with_validation sends
  // model_json_schema() and validates the accepted content with model_validate, so a
  // Field(pattern=…) or Field(gt=…) refuses what breaks it.
  const schema = {
    message: 'Ticket',
    requestedSchema: {
      type: 'object',
      properties: {
        code: { type: 'string', title: 'Code', pattern: '^[A-Z]{3}-\\d+$' },
        seats: { type: 'integer', title: 'Seats', exclusiveMinimum: 0, exclusiveMaximum: 10 },
        odd: { type: 'string', title: 'Python-only pattern', pattern: '(?P<x>a)' },
      },
      required: ['code', 'seats'],
    },
  };

  it('an integer keeps its exclusive bounds as inclusive ones; a pattern is left to the server', () => {
    const request = ok(parseRequest('mcp_elicitation', schema));
    const [code, seats, odd] = request.questions;
    // A server's pattern would run on every key the user types: `(a+)+$` takes exponential time.
    expect(code, 'a pattern is the server\'s to check').to.include({ kind: 'text' }).and.not.have.property('pattern');
    expect(odd).to.not.have.property('pattern');
    expect(seats).to.include({ kind: 'integer', minimum: 1, maximum: 9 });
    expect(answerProblem(seats!, { selected: [], text: '0' })).to.deep.include({ kind: 'out-of-range' });
    expect(respond(request, { q0: { selected: [], text: 'ABC-12' }, q1: { selected: [], text: '9' } })).to.deep.equal({
      action: 'accept',
      content: { code: 'ABC-12', seats: 9 },
    });
  });

  it('a number\'s exclusive bounds, and draft 4\'s boolean ones, do not refuse the form', () => {
    const request = ok(
      parseRequest('mcp_elicitation', {
        message: 'Price',
        requestedSchema: { type: 'object', properties: { price: { type: 'number', exclusiveMinimum: 0 }, n: { type: 'integer', minimum: 1, exclusiveMinimum: true } } },
      }),
    );
    expect(request.questions[0]).to.not.have.property('minimum');
    expect(request.questions[1]).to.include({ minimum: 1 });
  });
});

describe('ai_sdk_tool_part: a question answered earlier restores as answered from the chat history', () => {
  // packages/ai/src/ui/chat.ts addToolOutput keeps the reply as the part's `output` in state
  // "output-available"; a page reloading the messages must not offer the question again.
  const auq = { questions: [{ question: 'Which database?', header: 'DB', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] }] };
  const outputOf = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status?: ChoiceResponse['status']) =>
    (respond(request, answers, status) as { output: unknown }).output;

  it('askUserQuestion: the output\'s answers, and a cancel, come back as the response', () => {
    expect(restored('askUserQuestion', auq, { answers: { 'Which database?': 'SQLite' } })).to.deep.equal({ requestId: 'call_9', status: 'answered', answers: { q0: { selected: ['o1'] } } });
    const cancel = respond(ok(parseRequest('ask_user_question', auq)), {}, 'cancelled');
    expect(restored('askUserQuestion', auq, cancel)?.status).to.equal('cancelled');
  });

  it('present_choices and requestUserChoice: the answer text names the option again, or is typed text', () => {
    const choices = { question: 'Which source?', allowOther: true, options: [{ label: 'RSS', value: 'rss' }, { label: 'Scrape', value: 'scrape' }] };
    expect(restored('present_choices', choices, 'scrape')?.answers).to.deep.equal({ q0: { selected: ['o1'] } });
    expect(restored('present_choices', choices, 'an Atom feed')?.answers).to.deep.equal({ q0: { selected: [], other: 'an Atom feed' } });
    const titled = { question: 'Which source?', options: [{ id: 'rss', title: 'RSS' }, { id: 'scrape', title: 'Scrape' }] };
    const request = ok(parseRequest('ai_sdk_tool_part', part('requestUserChoice', titled)));
    expect(outputOf(request, { q0: { selected: ['o0'] } }), 'the answer encodes to the saved output').to.equal('RSS');
    expect(restored('requestUserChoice', titled, 'RSS')?.answers).to.deep.equal({ q0: { selected: ['o0'] } });
    expect(restored('requestUserChoice', titled, outputOf(request, {}, 'cancelled'))?.status).to.equal('cancelled');
  });

  it('an output the questions do not fit leaves the call shown as asked', () => {
    expect(restored('askUserQuestion', auq, { answers: { 'Another question?': 'Yes' } })).to.equal(undefined);
    // Text a question without "Other" cannot hold (an output the host wrote itself) is no answer.
    const closed = { question: 'Which source?', options: [{ label: 'RSS', value: 'rss' }, { label: 'Scrape', value: 'scrape' }] };
    expect(restored('present_choices', closed, 'Done'), 'not "Answered: Done"').to.equal(undefined);
  });

  it('answered with nothing chosen is said, and restored, as an answer, not as a dismissal', () => {
    const any = { question: 'Which extras?', multiple: true, minSelections: 0, options: [{ label: 'Lint', value: 'lint' }, { label: 'Tests', value: 'tests' }] };
    // The question's rules want a choice, so the kit never encodes this; a host's own output may hold it.
    expect(() => outputOf(ok(parseRequest('ai_sdk_tool_part', part('present_choices', any))), { q0: { selected: [] } })).to.throw(TypeError, /refused/);
    const output = NOTHING_CHOSEN_OUTPUT;
    expect(NOTHING_CHOSEN_OUTPUT).not.to.equal(DISMISSED_OUTPUT);
    expect(restored('present_choices', any, output)).to.deep.equal({ requestId: 'call_9', status: 'answered', answers: { q0: { selected: [] } } });
  });
});

describe('ai_sdk_tool_part: an output read back is held to what a typed answer may be', () => {
  it('an output over the long-text limit, or holding a control character, restores nothing', () => {
    const choices = { question: 'Which source?', allowOther: true, options: [{ label: 'RSS', value: 'rss' }, { label: 'Scrape', value: 'scrape' }] };
    for (const output of ['x'.repeat(LIMITS.maxLongText + 1), 'rss\u001b[2J']) expect(restored('present_choices', choices, output)).to.equal(undefined);
  });
});
