import { expect } from '@open-wc/testing';
import { askUserQuestionTool } from '../../../src/protocol/tools/ask-user-question.js';
import { ChoiceSession, type ChoiceSessionState } from '../../../src/protocol/session.js';
import { SEED_LIMITS } from '../../../src/protocol/limits.js';
import type { ChoiceResponse } from '../../../src/protocol/model.js';

const args = {
  questions: [
    {
      question: 'Which test runner?',
      header: 'Runner',
      options: [{ label: 'Mocha' }, { label: 'Vitest', description: 'Vite-native' }],
      multiSelect: false,
    },
    {
      question: 'Which browsers?',
      header: 'Browsers',
      options: [{ label: 'Chromium' }, { label: 'Firefox' }, { label: 'WebKit' }],
      multiSelect: true,
    },
  ],
};

/** Answers the first waiting request with what `answer` builds, as a UI would. */
function answerWhenAsked(session: ChoiceSession, answer: (requestId: string) => ChoiceResponse | 'cancel'): void {
  const onState = (event: CustomEvent<ChoiceSessionState>) => {
    const [request] = event.detail.requests;
    if (!request) return;
    session.removeEventListener('statechange', onState);
    const response = answer(request.id);
    if (response === 'cancel') session.cancel(request.id);
    else session.respond(request.id, response);
  };
  session.addEventListener('statechange', onState);
}

describe('ask_user_question tool', () => {
  it('asks through the session, waits, and returns the answers keyed by question text', async () => {
    const session = new ChoiceSession();
    answerWhenAsked(session, (requestId) => ({
      requestId,
      status: 'answered',
      answers: { q0: { selected: ['o1'] }, q1: { selected: ['o2', 'o0'], other: 'Edge' } },
    }));
    const result = await askUserQuestionTool.execute(args, { session });
    expect(result.isError).to.equal(false);
    expect(JSON.parse(result.content)).to.deep.equal({ answers: { 'Which test runner?': 'Vitest', 'Which browsers?': 'Chromium, WebKit, Edge' } });
    expect(result.reply).to.deep.equal(JSON.parse(result.content));
    expect(result.response?.status).to.equal('answered');
    expect(result.request?.questions).to.have.length(2);
    expect(session.state.status).to.equal('idle');
  });

  it('shows the waiting state with the questions while it waits (REQ-AUQ-006)', async () => {
    const session = new ChoiceSession();
    const seen: string[][] = [];
    session.addEventListener('statechange', (e) => seen.push(e.detail.requests.flatMap((r) => r.questions.map((q) => q.text))));
    answerWhenAsked(session, () => 'cancel');
    await askUserQuestionTool.execute(args, { session });
    expect(seen).to.deep.equal([['Which test runner?', 'Which browsers?'], []]);
  });

  it('reports a cancel as a distinct, non-error result the agent can proceed from', async () => {
    const session = new ChoiceSession();
    answerWhenAsked(session, () => 'cancel');
    const result = await askUserQuestionTool.execute(args, { session });
    expect(result.isError).to.equal(false);
    expect(JSON.parse(result.content)).to.deep.equal({
      cancelled: true,
      answers: {},
      message: 'The user cancelled without answering. Proceed without these answers.',
    });
  });

  it('refuses a sub-agent, saying only parent conversations can ask the user (REQ-AUQ-005)', async () => {
    const session = new ChoiceSession();
    let asked = false;
    session.addEventListener('statechange', () => (asked = true));
    const result = await askUserQuestionTool.execute(args, { isSubAgent: true, session });
    expect(result.isError).to.equal(true);
    expect(result.content).to.contain('only parent conversations can ask the user questions');
    expect(asked).to.equal(false);
  });

  it('returns an error explaining that a ChoiceSession is required when there is none', async () => {
    const result = await askUserQuestionTool.execute(args);
    expect(result.isError).to.equal(true);
    expect(result.content).to.contain('ChoiceSession');
    expect(result.request?.dialect).to.equal('ask_user_question');
  });

  it('validates with the dialect parser and lists every problem with its path', async () => {
    const result = await askUserQuestionTool.execute(
      {
        questions: [
          { ...args.questions[0], options: [{ label: 'Only one' }] },
          { ...args.questions[1], question: 'Which test runner?' },
        ],
      },
      { session: new ChoiceSession() },
    );
    expect(result.isError).to.equal(true);
    expect(result.errors?.map((e) => e.path)).to.deep.equal(['$.questions[0].options', '$.questions[1].question']);
    expect(result.content).to.contain('$.questions[0].options').and.contain('between 2 and 4 options');
  });

  it('turns a session refusal (reused id, disposed session) into an error result', async () => {
    const session = new ChoiceSession();
    session.dispose();
    const result = await askUserQuestionTool.execute(args, { session });
    expect(result.isError).to.equal(true);
    expect(result.content).to.contain('disposed');
  });

  it('states the seed 001 schema with the limits from LIMITS', () => {
    const schema = askUserQuestionTool.inputSchema as {
      required: string[];
      properties: {
        questions: {
          minItems: number;
          maxItems: number;
          items: { required: string[]; properties: { options: { minItems: number; maxItems: number; items: { required: string[] } } } };
        };
      };
    };
    const questions = schema.properties.questions;
    expect(askUserQuestionTool.name).to.equal('ask_user_question');
    expect(schema.required).to.deep.equal(['questions']);
    expect([questions.minItems, questions.maxItems]).to.deep.equal([SEED_LIMITS.minQuestions, SEED_LIMITS.maxQuestions]);
    expect(questions.items.required).to.deep.equal(['question', 'header', 'options', 'multiSelect']);
    const options = questions.items.properties.options;
    expect([options.minItems, options.maxItems]).to.deep.equal([SEED_LIMITS.minOptions, SEED_LIMITS.maxOptions]);
    expect(options.items.required).to.deep.equal(['label']);
  });
});
