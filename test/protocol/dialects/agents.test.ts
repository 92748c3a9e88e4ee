/**
 * The agent dialects beyond the seeds (Gemini CLI, Codex, Cline / Roo Code, LangGraph, the
 * Claude Agent SDK) and the Claude Code conventions of ask_user_question: what each shows,
 * what each sends back in the cases the corpus (test/fixtures/corpus) does not pin down:
 * cancels, lone options, single-action interrupts, unchanged edits, restored notes.
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult, ValidationError } from '../../../src/protocol/model.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { detectDialect } from '../../../src/protocol/detect.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

function errors(result: ParseResult): ValidationError[] {
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors;
}

const respond = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status: ChoiceResponse['status'] = 'answered') =>
  encodeReply(request, { requestId: request.id, status, answers });

describe('ask_user_question: Claude Code conventions', () => {
  const input = {
    questions: [
      { question: 'Which database?', header: 'DB', multiSelect: false, options: [{ label: 'PostgreSQL (Recommended)', description: 'Relational' }, { label: 'SQLite' }] },
    ],
  };

  it('shows a (Recommended) label without the suffix, marked recommended, and replies with the label as given', () => {
    const request = ok(parseRequest('ask_user_question', input));
    expect(request.questions[0]!.options[0]).to.include({ label: 'PostgreSQL', value: 'PostgreSQL (Recommended)', recommended: true });
    expect(request.questions[0]!.options[1]).to.not.have.property('recommended');
    expect(respond(request, { q0: { selected: ['o0'] } })).to.deep.equal({ answers: { 'Which database?': 'PostgreSQL (Recommended)' } });
  });

  it('restores saved answers and notes as answered, typed text included', () => {
    const saved = {
      questions: [
        input.questions[0],
        { question: 'Which checks?', header: 'CI', multiSelect: true, options: [{ label: 'Tests' }, { label: 'Lint' }, { label: 'Types' }] },
      ],
      answers: { 'Which database?': 'PostgreSQL (Recommended)', 'Which checks?': 'Tests, Types, benchmarks' },
      annotations: { 'Which database?': { notes: 'We already run it.' } },
    };
    const result = parseRequest('ask_user_question', saved);
    const request = ok(result);
    expect(result.ok && result.response).to.deep.equal({
      requestId: request.id,
      status: 'answered',
      answers: { q0: { selected: ['o0'], optionNotes: { o0: 'We already run it.' } }, q1: { selected: ['o0', 'o2'], other: 'benchmarks' } },
    });
    expect(request.annotations).to.deep.equal({ perOption: true, global: false });
  });

  it('keeps a saved note when the answer was typed "Other" text, and sends every note back as annotations', () => {
    const saved = {
      questions: [
        input.questions[0],
        { question: 'Which checks?', header: 'CI', multiSelect: true, options: [{ label: 'Tests' }, { label: 'Lint' }] },
      ],
      answers: { 'Which database?': 'MariaDB', 'Which checks?': 'Tests' },
      annotations: { 'Which database?': { notes: 'The ops team only runs MariaDB.' }, 'Which checks?': { notes: 'Lint runs in the editor.' } },
    };
    const result = parseRequest('ask_user_question', saved);
    const request = ok(result);
    const restored = result.ok ? result.response! : undefined;
    expect(restored?.answers).to.deep.equal({
      q0: { selected: [], other: 'MariaDB', note: 'The ops team only runs MariaDB.' },
      q1: { selected: ['o0'], optionNotes: { o0: 'Lint runs in the editor.' } },
    });
    // Encoded again, the restored answer is the saved one, notes included.
    expect(encodeReply(request, restored!)).to.deep.equal({ answers: saved.answers, annotations: saved.annotations });
    // Through can_use_tool the notes go back in updatedInput, as Claude Code writes them.
    const permission = parseRequest('can_use_tool', { toolName: 'AskUserQuestion', input: saved });
    const asked = ok(permission);
    if (!permission.ok || !permission.response) throw new Error('expected the saved answers restored');
    expect(encodeReply(asked, permission.response)).to.deep.equal({ behavior: 'allow', updatedInput: saved });
    // No note, no annotations.
    expect(respond(request, { q0: { selected: ['o1'] }, q1: { selected: ['o0'] } })).to.deep.equal({ answers: { 'Which database?': 'SQLite', 'Which checks?': 'Tests' } });
  });

  it('refuses a saved answer to a question the input does not ask, at its path', () => {
    const result = parseRequest('ask_user_question', { ...input, answers: { 'Which cache?': 'Redis' } });
    expect(errors(result).map((e) => e.path)).to.deep.equal(['$.answers["Which cache?"]']);
  });
});

describe('gemini_ask_user and codex_request_user_input', () => {
  it('Gemini: a multi-select offers "All of the above" (selectAll), a single choice or yes/no does not; a choice keeps its placeholder for "Other"', () => {
    const options = [{ label: 'A', description: '' }, { label: 'B', description: '' }];
    const request = ok(
      parseRequest('gemini_ask_user', {
        questions: [
          { question: 'Which?', header: 'Multi', type: 'choice', options, multiSelect: true },
          { question: 'One?', header: 'Single', type: 'choice', options, placeholder: 'Something else…' },
          { question: 'Sure?', header: 'Yes/no', type: 'yesno' },
        ],
      }),
    );
    expect(request.questions.map((q) => q.selectAll)).to.deep.equal([true, undefined, undefined]);
    expect(request.questions[1]).to.include({ placeholder: 'Something else…', allowOther: true });
    expect(respond(request, { q0: { selected: ['o0', 'o1'] } })).to.deep.equal({ answers: { '0': 'A, B' } });
  });

  it('Gemini: a cancel is a dismissal; a yes/no question has the rows Yes, No and a typed "Other", as Gemini\'s dialog', () => {
    const request = ok(parseRequest('gemini_ask_user', { questions: [{ question: 'Retry?', header: 'Retry', type: 'yesno' }] }));
    expect(request.questions[0]!.options.map((o) => o.label)).to.deep.equal(['Yes', 'No']);
    expect(request.questions[0]).to.include({ allowOther: true, multiple: false });
    expect(respond(request, { q0: { selected: ['o1'] } })).to.deep.equal({ answers: { '0': 'No' } });
    expect(respond(request, { q0: { selected: [], other: ' Only on CI ' } })).to.deep.equal({ answers: { '0': 'Only on CI' } });
    expect(respond(request, {}, 'cancelled')).to.deep.equal({ dismissed: true, answers: {} });
  });

  it('Codex: a secret question is a secret text field, sent as a trimmed note as Codex\'s overlay sends it; a cancel sends nothing', () => {
    const request = ok(parseRequest('codex_request_user_input', { questions: [{ id: 'token', header: 'Token', question: 'Token?', isSecret: true, options: null }] }));
    expect(request.questions[0]).to.include({ kind: 'text', secret: true });
    expect(respond(request, { q0: { selected: [], text: '  s3cret ' } })).to.deep.equal({ answers: { token: { answers: ['user_note: s3cret'] } } });
    expect(respond(request, {}, 'cancelled')).to.equal(null);
  });
});

describe('ask_followup_question', () => {
  it('reads Cline\'s XML tool call, its options given as JSON text', () => {
    const xml = '<ask_followup_question>\n<question>Which port?</question>\n<options>["3000", "8080"]</options>\n</ask_followup_question>';
    const request = ok(parseRequest('ask_followup_question', xml));
    expect(request.questions[0]!.options.map((o) => o.label)).to.deep.equal(['3000', '8080']);
    expect(request.questions[0]!.allowOther).to.equal(true);
    expect(respond(request, { q0: { selected: [], other: '5173' } })).to.equal('5173');
    expect(respond(request, {}, 'cancelled')).to.equal(null);
  });

  it('takes Cline\'s five options and refuses its options at their own path', () => {
    ok(parseRequest('ask_followup_question', { question: 'Pick', options: ['a', 'b', 'c', 'd', 'e'] }));
    expect(errors(parseRequest('ask_followup_question', { question: 'Pick', options: ['a', 7] })).map((e) => e.path)).to.deep.equal(['$.options[1]']);
  });

  it('reads Roo\'s XML tool call: its suggestions become the options, entities read as Roo reads them', () => {
    const xml = '<ask_followup_question>\n<question>Ship &quot;v2&quot;?</question>\n<follow_up>\n<suggest mode="code">Yes &amp; tag it</suggest>\n<suggest>Not yet</suggest>\n</follow_up>\n</ask_followup_question>';
    const request = ok(parseRequest('ask_followup_question', xml));
    expect(request.questions[0]!.text).to.equal('Ship "v2"?');
    expect(request.questions[0]!.options.map((o) => o.label)).to.deep.equal(['Yes & tag it', 'Not yet']);
    expect(request.questions[0]!.allowOther, 'the user may always type instead').to.equal(true);
    expect(respond(request, { q0: { selected: ['o0'] } })).to.equal('Yes & tag it');
  });

  it('shows Roo\'s lone suggestion as the hint of a typed answer (a choice has two options)', () => {
    const request = ok(parseRequest('ask_followup_question', { question: 'Proceed?', follow_up: [{ text: 'Yes, go ahead' }] }));
    expect(request.questions[0]).to.include({ kind: 'text', placeholder: 'Yes, go ahead' });
  });
});

describe('langgraph_interrupt', () => {
  const interrupt = (config: Record<string, boolean>, args: Record<string, unknown> = { count: 3 }) => ({
    action_request: { action: 'resize', args },
    config: { allow_accept: false, allow_edit: false, allow_respond: false, allow_ignore: false, ...config },
  });

  it('refuses args that are an object but not JSON data, such as a boxed string, at their path', () => {
    const boxed = interrupt({ allow_accept: true }, new String('x') as unknown as Record<string, unknown>);
    expect(errors(parseRequest('langgraph_interrupt', boxed)).map((e) => e.path)).to.deep.equal(['$.action_request.args']);
    const hitl = { action_requests: [{ name: 'rm', args: new Number(1) }], review_configs: [{ action_name: 'rm', allowed_decisions: ['approve'] }] };
    expect(errors(parseRequest('langgraph_interrupt', hitl)).map((e) => e.path)).to.deep.equal(['$.action_requests[0].args']);
  });

  it('offers only what the config allows', () => {
    const request = ok(parseRequest('langgraph_interrupt', interrupt({ allow_accept: true, allow_ignore: true })));
    expect(request.questions).to.have.length(1);
    expect(request.questions[0]!.options.map((o) => o.value)).to.deep.equal(['accept', 'ignore']);
    expect(request.questions[0]!.allowOther).to.equal(false);
  });

  it('names its own words for the elements to say in their language: the options\' terms, and the question\'s when there is no description', () => {
    const request = ok(parseRequest('langgraph_interrupt', interrupt({ allow_accept: true, allow_edit: true, allow_ignore: true })));
    const q = request.questions[0]!;
    expect(q.options.map((o) => [o.label, o.term])).to.deep.equal([
      ['Accept', 'accept'],
      ['Edit', 'edit'],
      ['Ignore', 'ignore'],
    ]);
    expect([q.text, q.textTerm]).to.deep.equal(['Review the action "resize".', { key: 'reviewAction', name: 'resize' }]);
    const described = ok(parseRequest('langgraph_interrupt', { ...interrupt({ allow_accept: true, allow_ignore: true }), description: 'Resize the pool?' }));
    expect(described.questions[0]!.textTerm, "the agent's own text is not the kit's").to.equal(undefined);
  });

  it('one action and a reply: Respond is an option, and its Reply is asked only once Respond is chosen', () => {
    const request = ok(parseRequest('langgraph_interrupt', interrupt({ allow_accept: true, allow_respond: true })));
    expect(request.questions[0]!.options.map((o) => [o.id, o.label, o.term])).to.deep.equal([
      ['accept', 'Accept', 'accept'],
      ['response', 'Respond', 'respond'],
    ]);
    expect(request.questions[1]).to.deep.include({ id: 'q0.reply', kind: 'text', text: 'Reply', textTerm: { key: 'reply' }, showWhen: { question: 'q0', options: ['response'] } });
    expect(request.questions[1]!.optional, 'a response needs its text').to.equal(false);
    expect(respond(request, { q0: { selected: ['response'] }, 'q0.reply': { selected: [], text: 'make it 4' } })).to.deep.equal([{ type: 'response', args: 'make it 4' }]);
    expect(respond(request, { q0: { selected: ['accept'] } })).to.deep.equal([{ type: 'accept', args: null }]);
    expect(() => respond(request, { q0: { selected: ['response'] } }), 'Respond without a reply is not sent').to.throw(TypeError);
  });

  it('a lone Respond is the reply itself', () => {
    const request = ok(parseRequest('langgraph_interrupt', interrupt({ allow_respond: true })));
    expect(request.questions.map((q) => [q.id, q.kind, q.optional, q.showWhen])).to.deep.equal([['q0', 'text', undefined, undefined]]);
    expect(respond(request, { q0: { selected: [], text: 'make it 4' } })).to.deep.equal([{ type: 'response', args: 'make it 4' }]);
  });

  it('one action and nothing else: no question, Submit sends that action', () => {
    const request = ok(parseRequest('langgraph_interrupt', interrupt({ allow_ignore: true })));
    expect(request.questions).to.deep.equal([]);
    expect(respond(request, {})).to.deep.equal([{ type: 'ignore', args: null }]);
  });

  it('edit fields start at the values; an untouched one keeps its value and type, an edited number is read as JSON', () => {
    const request = ok(parseRequest('langgraph_interrupt', interrupt({ allow_edit: true, allow_accept: true }, { count: 3, name: 'web' })));
    const fields = request.questions.slice(1);
    expect(fields.map((q) => [q.id, q.default, q.showWhen])).to.deep.equal([
      ['q0.args.count', '3', { question: 'q0', options: ['edit'] }],
      ['q0.args.name', 'web', { question: 'q0', options: ['edit'] }],
    ]);
    const unchanged = respond(request, { q0: { selected: ['edit'] }, 'q0.args.count': { selected: [], text: '3' }, 'q0.args.name': { selected: [], text: 'web' } });
    expect(unchanged).to.deep.equal([{ type: 'edit', args: { action: 'resize', args: { count: 3, name: 'web' } } }]);
    const edited = respond(request, { q0: { selected: ['edit'] }, 'q0.args.count': { selected: [], text: '5' }, 'q0.args.name': { selected: [], text: 'api' } });
    expect(edited).to.deep.equal([{ type: 'edit', args: { action: 'resize', args: { count: 5, name: 'api' } } }]);
  });

  it('LangChain v1: one decision allowed needs no choice; typed text is a rejection\'s message, or nothing', () => {
    const hitl = (allowed: string[]) => ({ action_requests: [{ name: 'rm', args: { path: 'a.ts' } }], review_configs: [{ action_name: 'rm', allowed_decisions: allowed }] });
    const approveOnly = ok(parseRequest('langgraph_interrupt', hitl(['approve'])));
    expect(approveOnly.questions, 'Submit is the approval').to.deep.equal([]);
    expect(respond(approveOnly, {})).to.deep.equal({ decisions: [{ type: 'approve' }] });
    const rejectOnly = ok(parseRequest('langgraph_interrupt', hitl(['reject'])));
    expect(rejectOnly.questions.map((q) => [q.kind, q.optional])).to.deep.equal([['text', true]]);
    expect(respond(rejectOnly, {})).to.deep.equal({ decisions: [{ type: 'reject' }] });
    expect(respond(rejectOnly, { q0: { selected: [], text: 'Not that file' } })).to.deep.equal({ decisions: [{ type: 'reject', message: 'Not that file' }] });
    const choice = ok(parseRequest('langgraph_interrupt', hitl(['approve', 'reject'])));
    expect(choice.questions[0]!.options.map((o) => [o.label, o.term])).to.deep.equal([
      ['Approve', 'approve'],
      ['Reject', 'reject'],
    ]);
    expect(choice.questions[1], 'a rejection\'s message, asked once Reject is chosen').to.deep.include({ id: 'q0.reply', optional: true, showWhen: { question: 'q0', options: ['reject'] } });
    expect(respond(choice, { q0: { selected: ['reject'] }, 'q0.reply': { selected: [], text: 'Not that file' } })).to.deep.equal({ decisions: [{ type: 'reject', message: 'Not that file' }] });
    expect(respond(choice, { q0: { selected: ['reject'] } })).to.deep.equal({ decisions: [{ type: 'reject' }] });
    expect(respond(choice, { q0: { selected: ['approve'] } })).to.deep.equal({ decisions: [{ type: 'approve' }] });
    const respondToo = ok(parseRequest('langgraph_interrupt', hitl(['approve', 'reject', 'respond'])));
    expect(respondToo.questions.map((q) => [q.id, q.options.map((o) => o.id), q.optional, q.showWhen?.options])).to.deep.equal([
      ['q0', ['approve', 'reject', 'respond'], undefined, undefined],
      ['q0.reply', [], false, ['respond']],
    ]);
    expect(respond(respondToo, { q0: { selected: ['respond'] }, 'q0.reply': { selected: [], text: 'Use b.ts' } })).to.deep.equal({ decisions: [{ type: 'respond', message: 'Use b.ts' }] });
    expect(respond(choice, {}, 'cancelled'), 'the graph stays interrupted').to.equal(null);
  });

  it('LangChain v1: a wrong review config is refused at its path, also inside a streamed interrupt', () => {
    const value = { action_requests: [{ name: 'rm', args: {} }], review_configs: [{ action_name: 'rm', allowed_decisions: [] }] };
    expect(errors(parseRequest('langgraph_interrupt', { __interrupt__: [{ value, id: 'i1' }] })).map((e) => e.path)).to.deep.equal(['$.__interrupt__[0].value.review_configs[0].allowed_decisions']);
    expect(errors(parseRequest('langgraph_interrupt', { action_requests: [{ name: 'rm', args: {} }], review_configs: [] })).map((e) => e.path)).to.deep.equal(['$.review_configs[0]']);
    expect(detectDialect(value)).to.equal('langgraph_interrupt');
  });

  it('LangChain JS: the camelCase request is read as Python\'s is, and an edit replies in its casing (editedAction)', () => {
    const js = { actionRequests: [{ name: 'rm', args: { path: 'a.ts' }, description: 'Delete a.ts?' }], reviewConfigs: [{ actionName: 'rm', allowedDecisions: ['approve', 'edit', 'reject'] }] };
    const py = { action_requests: [{ name: 'rm', args: { path: 'a.ts' }, description: 'Delete a.ts?' }], review_configs: [{ action_name: 'rm', allowed_decisions: ['approve', 'edit', 'reject'] }] };
    const jsRequest = ok(parseRequest('langgraph_interrupt', js));
    const pyRequest = ok(parseRequest('langgraph_interrupt', py));
    expect(jsRequest.questions, 'the same questions').to.deep.equal(pyRequest.questions);
    expect(detectDialect(js)).to.equal('langgraph_interrupt');
    const edit = { q0: { selected: ['edit'] }, 'q0.args.path': { selected: [], text: 'b.ts' } };
    expect(respond(jsRequest, edit)).to.deep.equal({ decisions: [{ type: 'edit', editedAction: { name: 'rm', args: { path: 'b.ts' } } }] });
    expect(respond(pyRequest, edit)).to.deep.equal({ decisions: [{ type: 'edit', edited_action: { name: 'rm', args: { path: 'b.ts' } } }] });
    expect(respond(jsRequest, { q0: { selected: ['reject'] }, 'q0.reply': { selected: [], text: 'Keep it' } })).to.deep.equal({ decisions: [{ type: 'reject', message: 'Keep it' }] });
  });

  it('LangChain JS: a wrong request is refused at its camelCase paths, never with Python\'s names', () => {
    const value = { actionRequests: [{ name: 'rm', args: {} }], reviewConfigs: [{ actionName: 'rm', allowedDecisions: ['approve', 'ignore'] }] };
    expect(errors(parseRequest('langgraph_interrupt', { __interrupt__: [{ value }] })).map((e) => e.path)).to.deep.equal(['$.__interrupt__[0].value.reviewConfigs[0].allowedDecisions[1]']);
    const noConfig = errors(parseRequest('langgraph_interrupt', { actionRequests: [{ name: 'rm', args: {} }], reviewConfigs: [] }));
    expect(noConfig.map((e) => e.path)).to.deep.equal(['$.reviewConfigs[0]']);
    expect(noConfig[0]!.message).to.contain('{actionName, allowedDecisions}');
    const mixed = errors(parseRequest('langgraph_interrupt', { actionRequests: [{ name: 'rm', args: {} }], review_configs: [] }));
    expect(mixed.map((e) => e.path), 'one casing per request').to.deep.equal(['$.reviewConfigs']);
    expect(errors(parseRequest('langgraph_interrupt', { actionRequests: [{ name: 'rm', args: [1] }], reviewConfigs: [] })).map((e) => e.path)).to.include('$.actionRequests[0].args');
  });

  it('a cancel or a timeout resumes nothing', () => {
    const request = ok(parseRequest('langgraph_interrupt', interrupt({ allow_accept: true, allow_ignore: true })));
    expect(respond(request, {}, 'cancelled')).to.equal(null);
    expect(respond(request, {}, 'timeout')).to.equal(null);
  });
});

describe('can_use_tool', () => {
  it('denies, saying why, when the user cancels or time runs out', () => {
    const request = ok(parseRequest('can_use_tool', { toolName: 'Bash', input: { command: 'ls' } }));
    expect(respond(request, {}, 'cancelled')).to.deep.equal({ behavior: 'deny', message: 'The user cancelled without answering. Proceed without these answers.' });
    expect((respond(request, {}, 'timeout') as { behavior: string }).behavior).to.equal('deny');
  });

  it('a declined response is a denial, never an allow with no answers (as for every dialect without a decline of its own)', () => {
    const question = { question: 'Which?', header: 'Which', multiSelect: false, options: [{ label: 'A', description: 'a' }, { label: 'B', description: 'b' }] };
    const asking = ok(parseRequest('can_use_tool', { toolName: 'AskUserQuestion', input: { questions: [question] } }));
    expect(respond(asking, {}, 'declined')).to.deep.equal(respond(asking, {}, 'cancelled'));
    expect((respond(asking, {}, 'declined') as { behavior: string }).behavior).to.equal('deny');
    const gemini = ok(parseRequest('gemini_ask_user', { questions: [{ question: 'Retry?', header: 'Retry', type: 'yesno' }] }));
    expect(respond(gemini, {}, 'declined')).to.deep.equal({ dismissed: true, answers: {} });
    const codex = ok(parseRequest('codex_request_user_input', { questions: [{ id: 'token', header: 'Token', question: 'Token?', options: null }] }));
    expect(respond(codex, {}, 'declined')).to.equal(null);
    const followup = ok(parseRequest('ask_followup_question', { question: 'Pick', options: ['a', 'b'] }));
    expect(respond(followup, {}, 'declined')).to.equal(null);
  });

  it('the CLI\'s control_request: every reply is a control_response for its request_id, cancel and timeout denied in it', () => {
    const wire = { type: 'control_request', request_id: 'r9', request: { subtype: 'can_use_tool', tool_name: 'Bash', input: { command: 'ls' }, tool_use_id: 'toolu_1', suppress_always_allow_rule: true, permission_suggestions: [{ type: 'setMode', mode: 'acceptEdits', destination: 'session' }] } };
    const request = ok(parseRequest('can_use_tool', wire));
    // suppress_always_allow_rule: no "don't ask again" row, as the SDK's type asks of hosts.
    expect(request.questions[0]!.options.map((o) => o.id)).to.deep.equal(['approve', 'deny', 'deny-with-message']);
    const inside = (status: ChoiceResponse['status']) => respond(request, {}, status) as { type: string; response: { request_id: string; response: { behavior: string; toolUseID: string } } };
    for (const status of ['cancelled', 'declined', 'timeout'] as const) {
      const reply = inside(status);
      expect([reply.type, reply.response.request_id, reply.response.response.behavior, reply.response.response.toolUseID]).to.deep.equal(['control_response', 'r9', 'deny', 'toolu_1']);
    }
    // Errors name the path inside the envelope.
    const asking = { ...wire, request: { ...wire.request, tool_name: 'AskUserQuestion', input: { questions: [] } } };
    expect(errors(parseRequest('can_use_tool', asking)).map((e) => e.path)).to.deep.equal(['$.request.input.questions']);
    expect(errors(parseRequest('can_use_tool', { ...wire, request_id: undefined })).map((e) => e.path)).to.deep.equal(['$.request_id']);
  });

  it('the PermissionRequest hook: every reply is the hook\'s decision output; a cancel denies with the reason', () => {
    const hook = { hook_event_name: 'PermissionRequest', session_id: 's', cwd: '/w', tool_name: 'Edit', tool_input: { file_path: '/w/a.ts', old_string: 'a', new_string: 'b' } };
    const request = ok(parseRequest('can_use_tool', hook));
    expect(respond(request, {}, 'cancelled')).to.deep.equal({
      hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior: 'deny', message: 'The user cancelled without answering. Proceed without these answers.' } },
    });
    expect(errors(parseRequest('can_use_tool', { ...hook, tool_input: 'x' })).map((e) => e.path)).to.deep.equal(['$.tool_input']);
  });

  it('refuses an input that is an object but not JSON data, such as a boxed string, at $.input (found by fuzzing)', () => {
    for (const input of [new String(' '), new Number(1)]) {
      const result = parseRequest('can_use_tool', { toolName: 'Bash', input });
      expect(result.ok ? [] : result.errors.map((e) => e.path)).to.deep.equal(['$.input']);
    }
  });
});

describe('ai_sdk_tool_part: approvals and confirmations', () => {
  it('a dismissed approval is a denial with a reason', () => {
    const request = ok(parseRequest('ai_sdk_tool_part', { type: 'tool-rm', toolCallId: 'c', state: 'approval-requested', input: {}, approval: { id: 'a1' } }));
    expect(respond(request, {}, 'cancelled')).to.deep.equal({ id: 'a1', approved: false, reason: 'The user dismissed the approval without answering.' });
  });

  it('an approval\'s question and options are the kit\'s words, named for the elements\' strings table', () => {
    const request = ok(parseRequest('ai_sdk_tool_part', { type: 'tool-rm', toolCallId: 'c', state: 'approval-requested', input: {}, approval: { id: 'a1' } }));
    const q = request.questions[0]!;
    expect([q.text, q.textTerm]).to.deep.equal(['Allow the tool "rm" to run?', { key: 'toolApproval', name: 'rm' }]);
    expect(q.options.map((o) => [o.label, o.term])).to.deep.equal([
      ['Approve', 'approve'],
      ['Deny', 'deny'],
    ]);
  });

  it('refuses a hand-built request whose term is not one of the kit\'s, at its path', () => {
    const request = ok(parseRequest('ai_sdk_tool_part', { type: 'tool-rm', toolCallId: 'c', state: 'approval-requested', input: {}, approval: { id: 'a1' } }));
    const q = request.questions[0]!;
    const bad = { ...request, questions: [{ ...q, textTerm: { key: 'toString' }, options: [{ ...q.options[0]!, term: '__proto__' }, q.options[1]!] }] } as unknown as ChoiceRequest;
    expect(validateRequest(bad).map((e) => e.path)).to.deep.equal(['$.questions[0].textTerm.key', '$.questions[0].options[0].term']);
  });

  it('a person\'s approval takes a typed reason, sent trimmed with either decision; a blank one is not sent', () => {
    const request = ok(parseRequest('ai_sdk_tool_part', { type: 'tool-rm', toolCallId: 'c', state: 'approval-requested', input: {}, approval: { id: 'a1' } }));
    expect(request.questions[0]!.noteField).to.equal('reason');
    expect(respond(request, { q0: { selected: ['approve'], note: ' Safe here. ' } })).to.deep.equal({ id: 'a1', approved: true, reason: 'Safe here.' });
    expect(respond(request, { q0: { selected: ['deny'], note: 'Wrong file' } })).to.deep.equal({ id: 'a1', approved: false, reason: 'Wrong file' });
    expect(respond(request, { q0: { selected: ['deny'], note: '   ' } })).to.deep.equal({ id: 'a1', approved: false });
  });

  it('requestReason is the question\'s context and never the reply\'s reason', () => {
    const asked = { type: 'tool-rm', toolCallId: 'c', state: 'approval-requested', input: {}, approval: { id: 'a1', requestReason: 'Deletes need a person.' } };
    const request = ok(parseRequest('ai_sdk_tool_part', asked));
    expect(request.questions[0]!.context).to.equal('Deletes need a person.');
    expect(respond(request, { q0: { selected: ['approve'] } })).to.deep.equal({ id: 'a1', approved: true });
    // Once answered, the reason restored is the person's, the context still the request's.
    const responded = ok(parseRequest('ai_sdk_tool_part', { ...asked, state: 'approval-responded', approval: { ...asked.approval, approved: true } }));
    expect(responded.questions[0]!.context).to.equal('Deletes need a person.');
    const result = parseRequest('ai_sdk_tool_part', { ...asked, state: 'approval-responded', approval: { ...asked.approval, approved: true } });
    expect(result.ok && result.response?.answers['q0']).to.deep.equal({ selected: ['approve'] });
  });

  it('a policy\'s decision takes no reason from anyone: its own stays with the decision, not in a note', () => {
    const result = parseRequest('ai_sdk_tool_part', { type: 'tool-rm', toolCallId: 'c', state: 'output-denied', input: {}, approval: { id: 'a1', isAutomatic: true, approved: false, reason: 'Off here.' } });
    const request = ok(result);
    expect(request.questions[0]!.noteField).to.equal(undefined);
    expect(request.questions[0]!.subject!.automatic).to.deep.equal({ approved: false, reason: 'Off here.' });
    expect(result.ok && result.response?.answers['q0']).to.deep.equal({ selected: ['deny'] });
  });

  it('output-denied without an approval restores as denied; every other approval state still needs one', () => {
    const denied = parseRequest('ai_sdk_tool_part', { type: 'tool-rm', toolCallId: 'c', state: 'output-denied', input: { path: 'a' } });
    expect(ok(denied).questions[0]!.subject!.text).to.equal('path: a');
    expect(denied.ok && denied.response?.answers['q0']).to.deep.equal({ selected: ['deny'] });
    for (const state of ['approval-requested', 'approval-responded']) {
      expect(errors(parseRequest('ai_sdk_tool_part', { type: 'tool-rm', toolCallId: 'c', state, input: {} })).map((e) => e.path), state).to.deep.equal(['$.approval']);
    }
  });

  it('any tool whose input is only {message} is a confirmation', () => {
    const request = ok(parseRequest('ai_sdk_tool_part', { type: 'tool-confirm', toolCallId: 'c', state: 'input-available', input: { message: 'Go?' } }));
    expect(request.questions[0]!.text).to.equal('Go?');
    expect(respond(request, { q0: { selected: ['no'] } })).to.deep.equal({ tool: 'confirm', toolCallId: 'c', output: 'No, denied' });
  });
});

describe('detectDialect', () => {
  it('names each dialect by its shape, and nothing for what is ambiguous or not a payload', () => {
    expect(detectDialect('{"question":"Q","options":[{"label":"A","value":"a"},{"label":"B","value":"b"}]}')).to.equal('choices-block');
    expect(detectDialect({ questions: [{ question: 'Q', header: 'H', options: [{ label: 'A' }, { label: 'B' }] }] })).to.equal('ask_user_question');
    expect(detectDialect({ title: 'T', prompt: 'P', selection_mode: 'single', options: [] })).to.equal('provide_choice');
    expect(detectDialect({ type: 'user_choice_required', content: '{}' })).to.equal('request_user_choice');
    expect(detectDialect({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: { message: 'M', requestedSchema: { type: 'object', properties: {} } } })).to.equal('mcp_elicitation');
    expect(detectDialect({ mode: 'url', message: 'Sign in', url: 'https://example.com', elicitationId: 'e' })).to.equal('mcp_elicitation');
    expect(detectDialect({ type: 'tool-x', toolCallId: 'c', state: 'input-available', input: {} })).to.equal('ai_sdk_tool_part');
    expect(detectDialect({ mode: 'url', message: 'Sign in', url: 'https://example.com' })).to.equal('mcp_elicitation');
    expect(detectDialect({ toolName: 'Bash', input: {} })).to.equal('can_use_tool');
    expect(detectDialect({ type: 'control_request', request_id: 'r', request: { subtype: 'can_use_tool', tool_name: 'Bash', input: {} } })).to.equal('can_use_tool');
    expect(detectDialect({ hook_event_name: 'PermissionRequest', tool_name: 'AskUserQuestion', tool_input: { questions: [{ question: 'Q', options: [] }] } })).to.equal('can_use_tool');
    expect(detectDialect({ type: 'control_request', request_id: 'r', request: { subtype: 'interrupt' } })).to.equal(undefined);
    expect(detectDialect({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: {} })).to.equal(undefined);
    expect(detectDialect('<ask_followup_question><question>Q</question></ask_followup_question>')).to.equal('ask_followup_question');
    expect(detectDialect({ questions: [] })).to.equal(undefined);
    expect(detectDialect({ question: 'Q', options: [{ label: 'A' }] })).to.equal(undefined);
    for (const junk of [null, 42, 'not json', [], [1], { a: 1 }]) expect(detectDialect(junk), JSON.stringify(junk)).to.equal(undefined);
  });
});
