/**
 * VS Code's `vscode_askQuestions` through the public API: what it shows, what it sends back
 * (every header keyed, `{selected, freeText, skipped}`), and how `detectDialect` tells its
 * questions from Claude's AskUserQuestion, whose shape they share. The corpus
 * (test/fixtures/corpus/vscode-ask-questions.json) pins the tool's own test cases.
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

const parse = (payload: unknown) => parseRequest('vscode_ask_questions', payload);
const respond = (request: ChoiceRequest, answers: Record<string, ChoiceAnswer>, status: ChoiceResponse['status'] = 'answered') =>
  encodeReply(request, { requestId: request.id, status, answers });
const skipped = { selected: [], freeText: null, skipped: true };

describe('vscode_ask_questions', () => {
  it('shows each question with its header, its message as context, typed text allowed unless allowFreeformInput is false', () => {
    const request = ok(
      parse({
        questions: [
          { header: 'Scope', question: 'Which packages?', message: 'Only **changed** ones by default.', multiSelect: true, options: [{ label: 'core' }, { label: 'cli', description: 'The command line' }] },
          { header: 'Style', question: 'Tabs or spaces?', allowFreeformInput: false, options: [{ label: 'Tabs' }, { label: 'Spaces' }] },
          { header: 'Name', question: 'Package name?' },
        ],
      }),
    );
    const [scope, style, name] = request.questions;
    expect([scope!.header, scope!.context, scope!.multiple, scope!.allowOther]).to.deep.equal(['Scope', 'Only **changed** ones by default.', true, true]);
    expect(scope!.options[1]!.description).to.equal('The command line');
    expect(style!.allowOther).to.equal(false);
    expect(name!.kind).to.equal('text');
    expect(request.questions.every((q) => q.optional), 'VS Code lets every question be skipped').to.equal(true);
  });

  it('starts with the recommended options chosen, as VS Code does', () => {
    const request = ok(parse({ questions: [{ header: 'DB', question: 'Which?', multiSelect: true, options: [{ label: 'PG', recommended: true }, { label: 'SQLite', recommended: true }, { label: 'Mongo' }] }] }));
    expect(request.questions[0]!.defaults).to.deep.equal(['o0', 'o1']);
    expect(request.questions[0]!.options.map((o) => o.recommended ?? false)).to.deep.equal([true, true, false]);
    const single = ok(parse({ questions: [{ header: 'DB', question: 'Which?', options: [{ label: 'PG' }, { label: 'SQLite', recommended: true }] }] }));
    expect(single.questions[0]!.defaults).to.deep.equal(['o1']);
  });

  it('replies with every header keyed, the skipped ones too; a single choice\'s typed text stands instead of an option; a multi-select keeps both', () => {
    const request = ok(
      parse({
        questions: [
          { header: 'Color', question: 'Pick', options: [{ label: 'Red' }, { label: 'Blue' }] },
          { header: 'Extras', question: 'Pick any', multiSelect: true, options: [{ label: 'A' }, { label: 'B' }] },
          { header: 'Why', question: 'Why?' },
        ],
      }),
    );
    expect(respond(request, { q0: { selected: [], other: 'Teal' }, q1: { selected: ['o1'], other: ' and C ' } })).to.deep.equal({
      answers: { Color: { selected: [], freeText: 'Teal', skipped: false }, Extras: { selected: ['B'], freeText: 'and C', skipped: false }, Why: skipped },
    });
  });

  it('a cancel is its "Skip all": every question skipped', () => {
    const request = ok(parse({ questions: [{ header: 'A', question: 'a?' }, { header: 'B', question: 'b?' }] }));
    for (const status of ['cancelled', 'declined', 'timeout'] as const) expect(respond(request, {}, status)).to.deep.equal({ answers: { A: skipped, B: skipped } });
  });

  it('keeps a long header whole in the reply and shows it cut at 75 characters, as VS Code does', () => {
    const header = 'H'.repeat(90);
    const request = ok(parse({ questions: [{ header, question: 'q?' }] }));
    expect(request.questions[0]!.header).to.equal(`${'H'.repeat(72)}...`);
    expect(Object.keys((respond(request, { q0: { selected: [], text: 'x' } }) as { answers: object }).answers)).to.deep.equal([header]);
  });

  it('refuses what VS Code refuses, and headers used twice (one answer would be lost), at their paths', () => {
    expect(errors(parse({ questions: [] }))[0]!.path).to.equal('$.questions');
    expect(errors(parse({ questions: [{ header: 'A', question: 'a?', options: [{ label: 'x' }] }] }))[0]!.path).to.equal('$.questions[0].options');
    expect(errors(parse({ questions: [{ question: 'a?' }] }))[0]!.path).to.equal('$.questions[0].header');
    const twice = errors(parse({ questions: [{ header: 'A', question: 'a?' }, { header: 'A', question: 'b?' }] }))[0]!;
    expect([twice.path, twice.message]).to.deep.equal(['$.questions[1].header', 'Header "A" is used twice; answers are keyed by header, so each must be unique.']);
  });

  it('keys named after Object.prototype members are keys like any other', () => {
    const request = ok(parse(JSON.parse('{"questions":[{"header":"__proto__","question":"a?"},{"header":"constructor","question":"b?"}]}')));
    const reply = respond(request, { q0: { selected: [], text: 'x' } }) as { answers: Record<string, unknown> };
    expect(Object.keys(reply.answers)).to.deep.equal(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(reply.answers)).to.equal(Object.prototype);
  });
});

describe('detectDialect: VS Code askQuestions or Claude AskUserQuestion', () => {
  const claude = { questions: [{ question: 'Which DB?', header: 'DB', multiSelect: false, options: [{ label: 'PG', description: 'Postgres' }, { label: 'SQLite', description: 'Embedded' }] }] };
  const vscode = (q: Record<string, unknown>) => ({ questions: [{ header: 'DB', question: 'Which DB?', ...q }] });

  it('what only VS Code sends names vscode_ask_questions, and that dialect reads it', () => {
    const shapes = [
      vscode({ options: [{ label: 'PG' }, { label: 'SQLite' }], allowFreeformInput: false }),
      vscode({ options: [{ label: 'PG', recommended: true }, { label: 'SQLite' }] }),
      vscode({ message: 'Details', options: [{ label: 'PG' }, { label: 'SQLite' }] }),
      vscode({}),
      vscode({ options: [] }),
      vscode({ options: [{ label: 'PG' }], allowFreeformInput: true }),
      vscode({ options: ['a', 'b', 'c', 'd', 'e'].map((label) => ({ label })) }),
      { questions: ['a', 'b', 'c', 'd', 'e'].map((header) => ({ header, question: `${header}?`, options: [{ label: 'x' }, { label: 'y' }] })) },
    ];
    for (const shape of shapes) {
      expect(detectDialect(shape), JSON.stringify(shape)).to.equal('vscode_ask_questions');
      ok(parse(shape));
      // Before, these were taken for AskUserQuestion, whose parser refuses most of them.
    }
  });

  it('the shape they share stays AskUserQuestion (both parsers read it)', () => {
    expect(detectDialect(claude)).to.equal('ask_user_question');
    ok(parseRequest('ask_user_question', claude));
    ok(parse(claude));
  });
});
