// What a timeout sends: the defaults (or nothing, for timeoutAction 'cancel'); where the
// dialect's client sends what the person had chosen (Claude Code's AskUserQuestion), each
// answered question as answered, the defaults standing for the rest.
import { expect } from '@open-wc/testing';
import { timeoutResponse } from '../../src/protocol/responses.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { encodeReply } from '../../src/protocol/encode.js';
import type { ChoiceRequest } from '../../src/protocol/model.js';

function parsed(dialect: string, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect as never, payload, { id: 'timed' });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

describe('timeoutResponse', () => {
  const chosen = new Map([['q1', { selected: ['o0'] }]]);

  it('AskUserQuestion sends what was chosen, and each default that stands for a question left', () => {
    const request = {
      ...parsed('ask_user_question', {
        questions: [
          { question: 'Which language?', header: 'Language', multiSelect: false, options: [{ label: 'TypeScript' }, { label: 'Go' }] },
          { question: 'Which checks?', header: 'CI checks', multiSelect: true, options: [{ label: 'Lint' }, { label: 'Tests' }] },
        ],
      }),
      timeoutMs: 60_000,
    };
    const response = timeoutResponse(request, chosen);
    expect(response).to.deep.equal({ requestId: 'timed', status: 'timeout', answers: { q0: { selected: [] }, q1: { selected: ['o0'] } } });
    expect(encodeReply(request, response)).to.deep.include({ timedOut: true, answers: { 'Which checks?': 'Lint' } });
    expect(timeoutResponse({ ...request, timeoutAction: 'cancel' }, chosen).answers, 'a timeout that cancels sends nothing').to.deep.equal({});
  });

  it('provide_choice sends its default selection whatever was chosen: its timeout_action says so', () => {
    const request = parsed('provide_choice', {
      title: 'Release',
      prompt: 'Which environments?',
      selection_mode: 'multi',
      options: [{ id: 'staging', label: 'Staging', recommended: true }, { id: 'prod', label: 'Production' }],
      default_selection_ids: ['staging'],
      timeout_seconds: 60,
    });
    expect(timeoutResponse(request, new Map([['q0', { selected: ['prod'] }]])).answers).to.deep.equal({ q0: { selected: ['staging'] } });
  });
});
