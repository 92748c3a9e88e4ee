import { expect } from '@open-wc/testing';
import { requestUserChoiceInstructions, requestUserChoiceTool } from '../../../src/protocol/tools/request-user-choice.js';
import { ChoiceSession } from '../../../src/protocol/session.js';
import { SEED_LIMITS } from '../../../src/protocol/limits.js';
import type { ChoiceAnswer } from '../../../src/protocol/model.js';

const args = {
  question: 'How should we deploy?',
  options: [
    { title: 'Docker', description: 'Container image', isRecommended: true },
    { title: 'Bare metal', description: 'systemd unit' },
  ],
};

/** A session whose user answers (or cancels) as soon as a request shows up. */
function sessionAnswering(answer: ChoiceAnswer | 'cancel'): ChoiceSession {
  const session = new ChoiceSession();
  session.addEventListener('statechange', (event) => {
    for (const request of event.detail.requests) {
      if (answer === 'cancel') session.cancel(request.id);
      else session.respond(request.id, { requestId: request.id, status: 'answered', answers: { q0: answer } });
    }
  });
  return session;
}

describe('requestUserChoice tool', () => {
  it("without a session, returns the seed's placeholder at once with the validated request", async () => {
    const result = await requestUserChoiceTool.execute(args);
    expect(result).to.include({ isError: false, content: 'Pausing for user choice.' });
    expect(result.request?.dialect).to.equal('request_user_choice');
    expect(result.request?.questions[0].options.map((o) => o.label)).to.deep.equal(['Docker', 'Bare metal']);
    expect(result.response).to.equal(undefined);
  });

  it("with a session, waits and returns the chosen option's title as the result", async () => {
    const result = await requestUserChoiceTool.execute(args, { session: sessionAnswering({ selected: ['o1'] }) });
    expect(result).to.include({ isError: false, content: 'Bare metal', reply: 'Bare metal' });
    expect(result.response?.status).to.equal('answered');
  });

  it('returns typed text as typed when the user answers in their own words', async () => {
    const result = await requestUserChoiceTool.execute(args, { session: sessionAnswering({ selected: [], other: 'Fly.io' }) });
    expect(result.content).to.equal('Fly.io');
  });

  it('reports a dismissal without an answer: reply null, content telling the agent to go on', async () => {
    const result = await requestUserChoiceTool.execute(args, { session: sessionAnswering('cancel') });
    expect(result.isError).to.equal(false);
    expect(result.reply).to.equal(null);
    expect(result.content).to.contain('without answering');
  });

  it('refuses invalid arguments with paths, before asking anyone', async () => {
    const session = new ChoiceSession();
    let asked = false;
    session.addEventListener('statechange', () => (asked = true));
    const result = await requestUserChoiceTool.execute({ question: 'Q?', options: [{ title: 'Only' }] }, { session });
    expect(result.isError).to.equal(true);
    expect(result.errors?.[0].path).to.equal('$.options');
    expect(result.content).to.contain('between 2 and 4 options');
    expect(asked).to.equal(false);
  });

  it("states seed 004's schema, with the limits from LIMITS", () => {
    const schema = requestUserChoiceTool.inputSchema as {
      required: string[];
      properties: { options: { minItems: number; maxItems: number; items: { required: string[]; properties: Record<string, unknown> } } };
    };
    expect(requestUserChoiceTool.name).to.equal('requestUserChoice');
    expect(requestUserChoiceTool.description).to.contain('Asks the user to make a choice from a set of options.');
    expect(schema.required).to.deep.equal(['question', 'options']);
    expect([schema.properties.options.minItems, schema.properties.options.maxItems]).to.deep.equal([SEED_LIMITS.minOptions, SEED_LIMITS.maxOptions]);
    expect(schema.properties.options.items.required).to.deep.equal(['title', 'description']);
    expect(Object.keys(schema.properties.options.items.properties)).to.deep.equal(['title', 'description', 'isRecommended']);
  });

  it("exports seed 004's system-prompt line", () => {
    expect(requestUserChoiceInstructions).to.contain('you MUST call the `requestUserChoice` tool');
    expect(requestUserChoiceInstructions).to.contain('`isRecommended`');
  });
});
