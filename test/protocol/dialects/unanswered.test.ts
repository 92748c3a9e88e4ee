/**
 * What each dialect lets a person leave unanswered, as its agent's own client does: Codex
 * (any question, after a confirmation), Gemini CLI (a set's question after its review step; a
 * lone text or multi-select sent empty), and the rest (every answer required, or the questions
 * the request marks optional). Payloads and replies are the sources' own (cited in
 * test/fixtures/corpus/codex-unanswered.json and gemini-unanswered.json).
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ParseResult } from '../../../src/protocol/model.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { answerProblem } from '../../../src/protocol/validate.js';
import { ChoiceSession } from '../../../src/protocol/session.js';
import '../../../src/dialects.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

const reply = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>) => encodeReply(request, { requestId: request.id, status: 'answered', answers });

// codex-rs/tui/src/bottom_pane/request_user_input/mod.rs tests: question_with_options, question_without_options.
const codexOptions = {
  id: 'q1',
  header: 'Pick one',
  question: 'Choose an option.',
  isOther: false,
  options: [
    { label: 'Option 1', description: 'First choice.' },
    { label: 'Option 2', description: 'Second choice.' },
  ],
};
const codexFree = { id: 'q2', header: 'Notes', question: 'Share details.', isOther: false, options: null };

// packages/cli/src/ui/components/AskUserDialog.test.tsx: mixedQuestions and authQuestion.
const geminiName = { question: 'What should we name this component?', header: 'Name', type: 'text', placeholder: 'Enter component name' };
const geminiStyle = {
  question: 'Which styling approach?',
  header: 'Style',
  type: 'choice',
  options: [
    { label: 'CSS Modules', description: 'Scoped CSS' },
    { label: 'Tailwind', description: 'Utility classes' },
  ],
  multiSelect: false,
};

describe('codex_request_user_input: any question may be left unanswered, after a confirmation', () => {
  it('marks every question optional and the request as confirming the unanswered ones', () => {
    const request = ok(parseRequest('codex_request_user_input', { questions: [codexOptions, codexFree] }));
    expect(request.confirmUnanswered).to.equal(true);
    expect(request.questions.map((q) => q.optional)).to.deep.equal([true, true]);
  });

  it('sends an unanswered question as its key with an empty list, as the overlay does', () => {
    const request = ok(parseRequest('codex_request_user_input', { call_id: 'call-1', turn_id: 'turn-1', questions: [codexOptions, codexFree] }));
    expect(reply(request, { q0: { selected: [] }, q1: { selected: [], text: '  ' } })).to.deep.equal({
      answers: { q1: { answers: [] }, q2: { answers: [] } },
    });
    expect(reply(request, { q0: { selected: ['o1'] } })).to.deep.equal({ answers: { q1: { answers: ['Option 2'] }, q2: { answers: [] } } });
  });

  it('a session takes the unanswered reply too', () => {
    const session = new ChoiceSession();
    const request = ok(parseRequest('codex_request_user_input', { questions: [codexOptions] }));
    session.ask(request);
    expect(session.respond(request.id, { requestId: request.id, status: 'answered', answers: { q0: { selected: [] } } })).to.equal(true);
  });
});

describe('gemini_ask_user: what its dialog submits unanswered', () => {
  it('a set: every question optional, confirmed as its review step warns; the unanswered one has no key', () => {
    const request = ok(parseRequest('gemini_ask_user', { questions: [geminiName, geminiStyle] }));
    expect(request.confirmUnanswered).to.equal(true);
    expect(request.questions.map((q) => q.optional)).to.deep.equal([true, true]);
    expect(reply(request, { q0: { selected: [] }, q1: { selected: ['o0'] } })).to.deep.equal({ answers: { '1': 'CSS Modules' } });
    expect(reply(request, {})).to.deep.equal({ answers: {} });
  });

  it('alone, a text question is sent empty at once (no confirmation), as "submits empty text as unanswered"', () => {
    const request = ok(parseRequest('gemini_ask_user', { questions: [{ question: 'Enter the class name:', header: 'Class', type: 'text' }] }));
    expect(request.confirmUnanswered).to.equal(undefined);
    expect(request.questions[0]!.optional).to.equal(true);
    expect(reply(request, { q0: { selected: [] } })).to.deep.equal({ answers: {} });
  });

  it('alone, a multi-select may be done with nothing checked; a single choice or yes/no needs its row', () => {
    const multi = ok(parseRequest('gemini_ask_user', { questions: [{ ...geminiStyle, multiSelect: true }] }));
    expect(reply(multi, { q0: { selected: [] } })).to.deep.equal({ answers: {} });
    for (const question of [geminiStyle, { question: 'Deploy now?', header: 'Deploy', type: 'yesno' }]) {
      const single = ok(parseRequest('gemini_ask_user', { questions: [question] }));
      expect(single.questions[0]!.optional).to.equal(undefined);
      expect(() => reply(single, { q0: { selected: [] } })).to.throw(TypeError, /"q0" is refused: nothing is chosen or typed/);
    }
  });
});

describe('dialects whose client needs every answer keep refusing an empty one', () => {
  it('ask_user_question, ask_followup_question (its question), can_use_tool', () => {
    const cases: Array<[string, unknown]> = [
      ['ask_user_question', { questions: [{ question: 'Which?', header: 'Pick', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] }],
      ['ask_followup_question', { question: 'Which?', options: ['A', 'B'] }],
      ['can_use_tool', { toolName: 'AskUserQuestion', input: { questions: [{ question: 'Which?', header: 'Pick', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] } }],
    ];
    for (const [dialect, payload] of cases) {
      const request = ok(parseRequest(dialect as never, payload));
      expect(request.confirmUnanswered, dialect).to.equal(undefined);
      expect(() => reply(request, { q0: { selected: [] } }), dialect).to.throw(TypeError, /nothing is chosen or typed/);
    }
  });
});

describe('minSelections 0 alone does not make a question optional', () => {
  it('choices-block: "multiple" with minSelections 0 still needs a choice (an empty answer has no message to send)', () => {
    const request = ok(parseRequest('choices-block', { question: 'Which?', multiple: true, minSelections: 0, options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] }));
    expect(answerProblem(request.questions[0]!, { selected: [] })).to.deep.equal({ kind: 'empty' });
  });

  it('provide_choice: "multi" with min_selections 0 is optional and sends "no option"; "hybrid" with 0 needs text or an option', () => {
    const base = { title: 'Pick', prompt: 'Which?', options: [{ id: 'a', label: 'A', recommended: true }, { id: 'b', label: 'B' }] };
    const multi = ok(parseRequest('provide_choice', { ...base, selection_mode: 'multi', min_selections: 0 }));
    expect(reply(multi, { q0: { selected: [] } })).to.deep.include({ action_status: 'selected' });
    const hybrid = ok(parseRequest('provide_choice', { ...base, selection_mode: 'hybrid', min_selections: 0 }));
    expect(() => reply(hybrid, { q0: { selected: [] } })).to.throw(TypeError, /nothing is chosen or typed/);
    expect(reply(hybrid, { q0: { selected: [], other: 'C' } })).to.deep.include({ action_status: 'custom_input' });
  });
});
