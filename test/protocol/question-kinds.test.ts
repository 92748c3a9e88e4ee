import { expect } from '@open-wc/testing';
import { typedQuestion, matchesFormat } from '../../src/protocol/kinds.js';
import { questionKind } from '../../src/protocol/kind-rules.js';
import { answerProblem, defaultAnswers, validateRequest } from '../../src/protocol/validate.js';
import { LIMITS } from '../../src/protocol/limits.js';
import type { ChoiceQuestion, ChoiceRequest } from '../../src/protocol/model.js';

const request = (...questions: ChoiceQuestion[]): ChoiceRequest => ({ id: 'r', dialect: 'mcp_elicitation', questions });
const pathsOf = (r: unknown) => validateRequest(r).map((e) => e.path);

describe('question kinds: the model', () => {
  it('typedQuestion builds a valid question of each kind, its choice fields empty', () => {
    const questions = [
      typedQuestion({ id: 'a', kind: 'text', text: 'Name', minLength: 1, maxLength: 60, format: 'email', secret: false, default: 'a@b.co' }),
      typedQuestion({ id: 'b', kind: 'number', text: 'Ratio', minimum: 0, maximum: 1, default: 0.5 }),
      typedQuestion({ id: 'c', kind: 'integer', text: 'Age', minimum: 0, maximum: 150 }),
      typedQuestion({ id: 'd', kind: 'boolean', text: 'Deploy now?', default: true }),
    ];
    expect(validateRequest(request(...questions))).to.deep.equal([]);
    expect(questions.map(questionKind)).to.deep.equal(['text', 'number', 'integer', 'boolean']);
    expect(questions[3]).to.deep.include({ options: [], multiple: false, allowOther: false, minSelections: 0, maxSelections: 0, defaults: [] });
  });

  it('a question without a kind is a choice, as before', () => {
    const q: ChoiceQuestion = { id: 'q', text: 'Pick', options: [{ id: 'a', label: 'A', value: 'a' }, { id: 'b', label: 'B', value: 'b' }], multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults: [] };
    expect(questionKind(q)).to.equal('choice');
    expect(validateRequest(request(q))).to.deep.equal([]);
    expect(validateRequest(request({ ...q, kind: 'choice' }))).to.deep.equal([]);
  });

  it('holds from zero questions (a bare confirm/decline) up to the documented cap', () => {
    expect(validateRequest(request())).to.deep.equal([]);
    expect(LIMITS.maxQuestions).to.be.at.least(20);
    const many = Array.from({ length: LIMITS.maxQuestions }, (_, i) => typedQuestion({ id: `q${i}`, kind: 'boolean', text: `Q${i}` }));
    expect(validateRequest(request(...many))).to.deep.equal([]);
    const tooMany = [...many, typedQuestion({ id: 'x', kind: 'boolean', text: 'X' })];
    expect(validateRequest(request(...tooMany))).to.deep.equal([{ path: '$.questions', message: `"questions" must have at most ${LIMITS.maxQuestions} questions; it has ${LIMITS.maxQuestions + 1}.` }]);
  });

  it('refuses an unknown kind, fields of another kind, and options on a typed question, with paths', () => {
    const text = typedQuestion({ id: 'q', kind: 'text', text: 'T' });
    expect(pathsOf(request({ ...text, kind: 'date' as never }))).to.deep.equal(['$.questions[0].kind']);
    expect(pathsOf(request({ ...text, minimum: 3 }))).to.deep.equal(['$.questions[0].minimum']);
    expect(pathsOf(request({ ...typedQuestion({ id: 'q', kind: 'boolean', text: 'B' }), maxLength: 3 }))).to.deep.equal(['$.questions[0].maxLength']);
    expect(pathsOf(request({ ...text, options: [{ id: 'a', label: 'A', value: 'a' }], maxSelections: 1 }))).to.include('$.questions[0].options');
    const choice = { id: 'q', text: 'Pick', options: [{ id: 'a', label: 'A', value: 'a' }, { id: 'b', label: 'B', value: 'b' }], multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults: [] };
    expect(pathsOf(request({ ...choice, default: 'a' }))).to.deep.equal(['$.questions[0].default']);
  });

  it('checks each kind\'s own rules: bounds, format, pattern, default', () => {
    const q = (fields: Partial<ChoiceQuestion>) => pathsOf(request({ ...typedQuestion({ id: 'q', kind: 'text', text: 'T' }), ...fields }));
    expect(q({ minLength: 5, maxLength: 2 })).to.deep.equal(['$.questions[0].minLength']);
    expect(q({ maxLength: LIMITS.maxLongText + 1 })).to.deep.equal(['$.questions[0].maxLength']);
    expect(q({ format: 'phone' as never })).to.deep.equal(['$.questions[0].format']);
    expect(q({ pattern: '(' })).to.deep.equal(['$.questions[0].pattern']);
    expect(q({ secret: 'yes' as never })).to.deep.equal(['$.questions[0].secret']);
    expect(q({ format: 'email', default: 'not an address' })).to.deep.equal(['$.questions[0].default']);
    expect(q({ default: 5 })).to.deep.equal(['$.questions[0].default']);
    const n = (fields: Partial<ChoiceQuestion>) => pathsOf(request({ ...typedQuestion({ id: 'q', kind: 'integer', text: 'N' }), ...fields }));
    expect(n({ minimum: 10, maximum: 1 })).to.deep.equal(['$.questions[0].minimum']);
    expect(n({ default: 1.5 })).to.deep.equal(['$.questions[0].default']);
    expect(n({ minimum: 0, maximum: 9, default: 10 })).to.deep.equal(['$.questions[0].default']);
    expect(pathsOf(request({ ...typedQuestion({ id: 'q', kind: 'boolean', text: 'B' }), default: 'yes' }))).to.deep.equal(['$.questions[0].default']);
  });

  it('defaults answer in the kind\'s own field', () => {
    const r = request(
      typedQuestion({ id: 't', kind: 'text', text: 'T', default: 'hi' }),
      typedQuestion({ id: 'n', kind: 'number', text: 'N', default: 2.5 }),
      typedQuestion({ id: 'b', kind: 'boolean', text: 'B', default: false }),
      typedQuestion({ id: 'e', kind: 'text', text: 'E' }),
    );
    expect(defaultAnswers(r)).to.deep.equal({
      t: { selected: [], text: 'hi' },
      n: { selected: [], number: 2.5 },
      b: { selected: [], boolean: false },
      e: { selected: [] },
    });
  });
});

describe('question kinds: answers are checked against their rules', () => {
  it('text: required, length in code points, format, pattern', () => {
    const q = typedQuestion({ id: 'q', kind: 'text', text: 'Code', minLength: 2, maxLength: 3, pattern: '^[a-z😀]+$' });
    expect(answerProblem(q, { selected: [] })).to.deep.equal({ kind: 'empty' });
    expect(answerProblem(q, { selected: [], text: '   ' })).to.deep.equal({ kind: 'empty' });
    expect(answerProblem({ ...q, optional: true }, { selected: [], text: '' })).to.equal(undefined);
    expect(answerProblem(q, { selected: [], text: 'a' })).to.deep.equal({ kind: 'too-short', min: 2 });
    expect(answerProblem(q, { selected: [], text: 'abcd' })).to.deep.equal({ kind: 'too-long', max: 3 });
    expect(answerProblem(q, { selected: [], text: '😀😀😀' })).to.equal(undefined);
    expect(answerProblem(q, { selected: [], text: 'AB' })).to.deep.equal({ kind: 'pattern' });
    expect(answerProblem(q, { selected: [], text: ' ab ' }), 'trimmed before checking').to.equal(undefined);
    // A filled optional field is still checked: too long is too long, not "open".
    expect(answerProblem({ ...q, optional: true }, { selected: [], text: 'abcdef' })).to.deep.equal({ kind: 'too-long', max: 3 });
  });

  it('a JSON Schema pattern matches anywhere unless anchored, as Ajv reads it', () => {
    const q = typedQuestion({ id: 'q', kind: 'text', text: 'T', pattern: '\\d' });
    expect(answerProblem(q, { selected: [], text: 'abc1' })).to.equal(undefined);
    expect(answerProblem(q, { selected: [], text: 'abc' })).to.deep.equal({ kind: 'pattern' });
  });

  it('a secret is sent as typed, spaces and all', () => {
    const q = typedQuestion({ id: 'q', kind: 'text', text: 'Token', secret: true, minLength: 4 });
    expect(answerProblem(q, { selected: [], text: ' ab ' })).to.equal(undefined);
  });

  it('formats: email, uri, date, date-time', () => {
    const good: Record<string, string[]> = {
      email: ['name@example.com', 'a.b+c@sub.example.org'],
      uri: ['https://example.com/a?b=c#d', 'mailto:x@y.z', 'urn:isbn:0451450523'],
      date: ['2025-06-18', '2024-02-29'],
      'date-time': ['2025-06-18T14:30:00Z', '2025-06-18T14:30:00.5+02:00', '2025-06-18 14:30:00z'],
    };
    const bad: Record<string, string[]> = {
      email: ['name', 'name@', '@example.com', 'a b@example.com', 'name@example'],
      uri: ['example.com', '/relative', 'https://a b', 'https://x/%zz'],
      date: ['2025-6-18', '2025-02-29', '2025-13-01', '18.06.2025'],
      'date-time': ['2025-06-18T14:30:00', '2025-06-18T24:00:00Z', '2025-06-18', '2025-06-18T14:30Z'],
    };
    for (const [format, texts] of Object.entries(good)) for (const t of texts) expect(matchesFormat(format as never, t), `${format} ${t}`).to.equal(true);
    for (const [format, texts] of Object.entries(bad)) for (const t of texts) expect(matchesFormat(format as never, t), `${format} ${t}`).to.equal(false);
    const q = typedQuestion({ id: 'q', kind: 'text', text: 'Mail', format: 'email' });
    expect(answerProblem(q, { selected: [], text: 'nope' })).to.deep.equal({ kind: 'format', format: 'email' });
  });

  it('number and integer: typed text or a number, within range', () => {
    const q = typedQuestion({ id: 'q', kind: 'integer', text: 'Age', minimum: 5, maximum: 120 });
    expect(answerProblem(q, { selected: [] })).to.deep.equal({ kind: 'empty' });
    expect(answerProblem(q, { selected: [], text: 'twelve' })).to.deep.equal({ kind: 'not-a-number' });
    expect(answerProblem(q, { selected: [], text: '0x10' }), 'no hex').to.deep.equal({ kind: 'not-a-number' });
    expect(answerProblem(q, { selected: [], text: 'Infinity' })).to.deep.equal({ kind: 'not-a-number' });
    expect(answerProblem(q, { selected: [], text: '12.5' })).to.deep.equal({ kind: 'not-an-integer' });
    expect(answerProblem(q, { selected: [], text: '4' })).to.deep.equal({ kind: 'out-of-range', min: 5, max: 120 });
    expect(answerProblem(q, { selected: [], number: 121 })).to.deep.equal({ kind: 'out-of-range', min: 5, max: 120 });
    expect(answerProblem(q, { selected: [], text: ' 42 ' })).to.equal(undefined);
    expect(answerProblem(q, { selected: [], number: 42 })).to.equal(undefined);
    const n = typedQuestion({ id: 'n', kind: 'number', text: 'Ratio', maximum: 1 });
    expect(answerProblem(n, { selected: [], text: '0.25' })).to.equal(undefined);
    expect(answerProblem(n, { selected: [], text: '1e3' })).to.deep.equal({ kind: 'out-of-range', max: 1 });
  });

  it('boolean: answered by true or false', () => {
    const q = typedQuestion({ id: 'q', kind: 'boolean', text: 'Deploy?' });
    expect(answerProblem(q, { selected: [] })).to.deep.equal({ kind: 'empty' });
    expect(answerProblem(q, { selected: [], boolean: false })).to.equal(undefined);
    expect(answerProblem({ ...q, optional: true }, { selected: [] })).to.equal(undefined);
  });
});
