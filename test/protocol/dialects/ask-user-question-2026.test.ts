/**
 * Claude Code's AskUserQuestion as its 2026 dialog answers it (Claude Code 2.1.332, as the
 * Claude Agent SDK 0.3.332 ships it): the preview layout (a single choice with a preview)
 * takes notes, which may be the whole answer (`"(notes only)"`); the chosen option's preview
 * and the notes go back in `annotations`; a question of a set, or a lone multi-select, may be
 * left unanswered and is left out. Through `ask_user_question` and `can_use_tool` alike.
 */
import { expect } from '@open-wc/testing';
import type { PermissionResult } from '@anthropic-ai/claude-agent-sdk';
import type { AskUserQuestionInput } from '@anthropic-ai/claude-agent-sdk/sdk-tools.js';
import type { ChoiceAnswer, ChoiceRequest, ParseResult } from '../../../src/protocol/model.js';
import { validateRequest, answerProblem } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { NOTES_ONLY } from '../../../src/protocol/dialects/ask-user-question/index.js';

const LAYOUT = 'Which layout should the settings page use?';
const input: AskUserQuestionInput = {
  questions: [
    {
      question: LAYOUT,
      header: 'Layout',
      multiSelect: false,
      options: [
        { label: 'Sidebar', description: 'Sections in a left rail', preview: '┌──────┬─────────┐\n│ Nav  │ Content │\n└──────┴─────────┘' },
        { label: 'Tabs', description: 'Sections as tabs on top', preview: '┌─────┬─────┬─────┐\n│ One │ Two │ Six │\n├─────┴─────┴─────┤\n│     Content     │\n└─────────────────┘' },
        { label: 'Single page', description: 'Everything on one scroll' },
      ],
    },
  ],
};

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

const answered = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>) => encodeReply(request, { requestId: request.id, status: 'answered', answers });

describe('ask_user_question: Claude Code\'s preview layout and its notes', () => {
  it('a single choice with a preview takes notes; a multi-select or a question without previews does not', () => {
    const request = ok(parseRequest('ask_user_question', input));
    expect(request.questions[0]!.noteField).to.equal('notes');
    const multi = ok(parseRequest('ask_user_question', { questions: [{ ...input.questions[0], multiSelect: true }] }));
    expect(multi.questions[0]!.noteField).to.equal(undefined);
    const blank = ok(parseRequest('ask_user_question', { questions: [{ ...input.questions[0], options: input.questions[0]!.options.map((o) => ({ ...o, preview: o.preview && '   ' })) }] }));
    expect(blank.questions[0]!.noteField, 'a blank preview is no preview').to.equal(undefined);
  });

  it('notes alone are an answer: "(notes only)" in answers, the notes in annotations', () => {
    const request = ok(parseRequest('ask_user_question', input));
    const q = request.questions[0]!;
    expect(answerProblem(q, { selected: [], note: 'Neither: a command palette.' })).to.equal(undefined);
    expect(answerProblem(q, { selected: [], note: '   ' })).to.deep.equal({ kind: 'empty' });
    expect(answered(request, { q0: { selected: [], note: ' Neither: a command palette. ' } })).to.deep.equal({
      answers: { [LAYOUT]: NOTES_ONLY },
      annotations: { [LAYOUT]: { notes: 'Neither: a command palette.' } },
    });
  });

  it('an option with notes: its label, then its preview and the notes, as Claude Code\'s dialog writes them', () => {
    const request = ok(parseRequest('ask_user_question', input));
    const reply = answered(request, { q0: { selected: ['o1'], note: 'Only three tabs.' } });
    expect(reply).to.deep.equal({ answers: { [LAYOUT]: 'Tabs' }, annotations: { [LAYOUT]: { preview: input.questions[0]!.options[1]!.preview, notes: 'Only three tabs.' } } });
    expect(Object.keys((reply as { annotations: Record<string, object> }).annotations[LAYOUT]!), 'preview first').to.deep.equal(['preview', 'notes']);
    expect(answered(request, { q0: { selected: ['o2'] } }), 'an option without a preview, no notes').to.deep.equal({ answers: { [LAYOUT]: 'Single page' } });
  });

  it('a preview Claude Code would withhold for its length (over 2,000 characters) is not reported', () => {
    const long = 'x'.repeat(2001);
    const request = ok(parseRequest('ask_user_question', { questions: [{ ...input.questions[0], options: [{ label: 'A', description: '', preview: long }, { label: 'B', description: '' }] }] }));
    expect(answered(request, { q0: { selected: ['o0'] } })).to.deep.equal({ answers: { [LAYOUT]: 'A' } });
  });

  it('a saved input restores notes alone and notes with an option, and encodes back to what it held', () => {
    for (const [answer, annotation] of [
      [NOTES_ONLY, { notes: 'Neither: a command palette.' }],
      ['Tabs', { preview: input.questions[0]!.options[1]!.preview!, notes: 'Only three tabs.' }],
    ] as const) {
      const saved = { ...input, answers: { [LAYOUT]: answer }, annotations: { [LAYOUT]: annotation } };
      const result = parseRequest('ask_user_question', saved);
      const request = ok(result);
      expect(result.ok && result.response?.answers['q0']).to.deep.equal(answer === NOTES_ONLY ? { selected: [], note: annotation.notes } : { selected: ['o1'], note: annotation.notes });
      expect(request.annotations, 'the notes are the question\'s, not an option\'s').to.equal(undefined);
      expect(answered(request, result.ok ? result.response!.answers : {})).to.deep.equal({ answers: saved.answers, annotations: saved.annotations });
    }
  });

  it('through can_use_tool: the same answers and annotations in updatedInput', () => {
    const request = ok(parseRequest('can_use_tool', { toolName: 'AskUserQuestion', input }));
    const result = answered(request, { q0: { selected: [], note: 'A command palette.' } }) as PermissionResult;
    expect(result).to.deep.equal({ behavior: 'allow', updatedInput: { ...input, answers: { [LAYOUT]: NOTES_ONLY }, annotations: { [LAYOUT]: { notes: 'A command palette.' } } } });
  });
});

describe('ask_user_question: questions left unanswered, as Claude Code leaves them', () => {
  const set = {
    questions: [
      input.questions[0]!,
      { question: 'Which checks should run?', header: 'Checks', multiSelect: true, options: [{ label: 'Lint', description: '' }, { label: 'Tests', description: '' }] },
    ],
  };

  it('in a set every question may be left unanswered, after a confirmation, and is left out of answers', () => {
    const request = ok(parseRequest('ask_user_question', set));
    expect(request.confirmUnanswered).to.equal(true);
    expect(request.questions.map((q) => q.optional)).to.deep.equal([true, true]);
    expect(answered(request, { q0: { selected: [] }, q1: { selected: ['o1'] } })).to.deep.equal({ answers: { 'Which checks should run?': 'Tests' } });
    expect(answered(request, { q0: { selected: [] }, q1: { selected: [] } }), 'nothing answered: Claude Code says "The user did not answer the questions."').to.deep.equal({ answers: {} });
  });

  it('a lone multi-select may be submitted with nothing checked; a lone single choice is sent as it is chosen', () => {
    const multi = ok(parseRequest('ask_user_question', { questions: [set.questions[1]] }));
    expect([multi.confirmUnanswered, multi.questions[0]!.optional]).to.deep.equal([true, true]);
    const single = ok(parseRequest('ask_user_question', input));
    expect([single.confirmUnanswered, single.questions[0]!.optional]).to.deep.equal([undefined, undefined]);
    expect(() => answered(single, { q0: { selected: [] } })).to.throw(/"q0" is refused/);
  });
});

describe('previewFormat: the Agent SDK\'s toolConfig.askUserQuestion.previewFormat', () => {
  it('html marks the questions with previews; markdown, or nothing, leaves the default', () => {
    const checks = { question: 'Which checks should run?', header: 'Checks', multiSelect: true, options: [{ label: 'Lint', description: '' }, { label: 'Tests', description: '' }] };
    const html = { questions: [{ ...input.questions[0]!, options: [{ label: 'Card', description: '', preview: '<div style="padding:8px">Card</div>' }, { label: 'List', description: '' }] }, checks] };
    const request = ok(parseRequest('ask_user_question', html, { previewFormat: 'html' }));
    expect(request.questions.map((q) => q.previewFormat)).to.deep.equal(['html', undefined]);
    expect(ok(parseRequest('ask_user_question', html, { previewFormat: 'markdown' })).questions[0]!.previewFormat).to.equal(undefined);
    expect(ok(parseRequest('can_use_tool', { toolName: 'AskUserQuestion', input: html }, { previewFormat: 'html' })).questions[0]!.previewFormat).to.equal('html');
  });
});
