import { expect } from '@open-wc/testing';
import { askUserQuestion } from '../../../src/protocol/dialects/ask-user-question/index.js';
import { LIMITS, SEED_LIMITS } from '../../../src/protocol/limits.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult, ValidationError } from '../../../src/protocol/model.js';

const seedArgs = {
  questions: [
    {
      question: 'Which auth method should the API use?',
      header: 'Auth',
      options: [
        { label: 'OAuth', description: 'Delegated login' },
        { label: 'API key', description: 'One secret per client', preview: 'Authorization: Bearer <key>' },
      ],
      multiSelect: false,
    },
    {
      question: 'Which features do you want?',
      header: 'Features',
      options: [{ label: 'Search' }, { label: 'Export' }, { label: 'Sharing' }],
      multiSelect: true,
    },
  ],
};

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.request;
}

function errorsOf(result: ParseResult): ValidationError[] {
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors;
}

function withQuestion(patch: Record<string, unknown>, index = 0): Record<string, unknown> {
  return { questions: seedArgs.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)) };
}

function respond(request: ChoiceRequest, status: ChoiceResponse['status'], answers: Record<string, ChoiceAnswer> = {}): ChoiceResponse {
  return { requestId: request.id, status, answers };
}

describe('ask_user_question dialect', () => {
  describe('parse', () => {
    it('reads the seed 001 shape, from JSON text as from an object, into questions that pass validateRequest', () => {
      for (const payload of [seedArgs, JSON.stringify(seedArgs)]) {
        const request = ok(askUserQuestion.parse(payload));
        expect(request.dialect).to.equal('ask_user_question');
        expect(request.questions.map((q) => [q.id, q.text, q.header])).to.deep.equal([
          ['q0', 'Which auth method should the API use?', 'Auth'],
          ['q1', 'Which features do you want?', 'Features'],
        ]);
        expect(validateRequest(request)).to.deep.equal([]);
      }
    });

    it('names options by label, keeping description and preview', () => {
      const [q0] = ok(askUserQuestion.parse(seedArgs)).questions;
      expect(q0.options).to.deep.equal([
        { id: 'o0', label: 'OAuth', value: 'OAuth', description: 'Delegated login' },
        { id: 'o1', label: 'API key', value: 'API key', description: 'One secret per client', preview: 'Authorization: Bearer <key>' },
      ]);
    });

    it('maps multiSelect to multiple (max = option count) and single select to exactly one', () => {
      const [single, multi] = ok(askUserQuestion.parse(seedArgs)).questions;
      expect([single.multiple, single.minSelections, single.maxSelections]).to.deep.equal([false, 1, 1]);
      expect([multi.multiple, multi.minSelections, multi.maxSelections]).to.deep.equal([true, 1, 3]);
    });

    it('lets every question take free text (REQ-AUQ-002)', () => {
      for (const q of ok(askUserQuestion.parse(seedArgs)).questions) expect(q.allowOther).to.equal(true);
    });

    it('treats a missing header as none and a missing multiSelect as single select', () => {
      const [q] = ok(askUserQuestion.parse({ questions: [{ question: 'Q?', options: [{ label: 'A' }, { label: 'B' }] }] })).questions;
      expect(q).to.not.have.property('header');
      expect(q.multiple).to.equal(false);
    });

    it('uses ParseOptions.id, else one derived from the questions: the same arguments parsed again are the same request', () => {
      expect(ok(askUserQuestion.parse(seedArgs, { id: 'call-7' })).id).to.equal('call-7');
      const a = ok(askUserQuestion.parse(seedArgs)).id;
      expect(ok(askUserQuestion.parse(seedArgs)).id).to.equal(a);
      expect(ok(askUserQuestion.parse({ questions: [{ ...seedArgs.questions[0], multiSelect: true }] })).id).to.not.equal(a);
    });

    it('refuses 0 or more than 4 questions, naming the range', () => {
      for (const n of [0, SEED_LIMITS.maxQuestions + 1]) {
        const questions = Array.from({ length: n }, (_, i) => ({ ...seedArgs.questions[0], question: `Q${i}?` }));
        const [error] = errorsOf(askUserQuestion.parse({ questions }));
        expect(error.path).to.equal('$.questions');
        expect(error.message).to.contain('between 1 and 4 questions');
      }
    });

    it('refuses fewer than 2 or more than 4 options, naming the range', () => {
      for (const n of [1, 5]) {
        const options = Array.from({ length: n }, (_, i) => ({ label: `L${i}` }));
        const [error] = errorsOf(askUserQuestion.parse(withQuestion({ options }, 1)));
        expect(error.path).to.equal('$.questions[1].options');
        expect(error.message).to.contain('between 2 and 4 options');
      }
    });

    it('refuses two questions with the same text, since answers are keyed by it', () => {
      const errors = errorsOf(askUserQuestion.parse(withQuestion({ question: `  ${seedArgs.questions[0].question} ` }, 1)));
      expect(errors).to.have.length(1);
      expect(errors[0].path).to.equal('$.questions[1].question');
      expect(errors[0].message).to.contain('unique');
    });

    it('refuses two options with the same label in one question', () => {
      const errors = errorsOf(askUserQuestion.parse(withQuestion({ options: [{ label: 'Same' }, { label: 'Other' }, { label: 'Same' }] })));
      expect(errors.map((e) => e.path)).to.deep.equal(['$.questions[0].options[2].label']);
    });

    it('reports malformed JSON and non-object payloads at $ instead of throwing', () => {
      for (const payload of ['{"questions": [', 'null', '[]', 42, null, undefined, []]) {
        const errors = errorsOf(askUserQuestion.parse(payload));
        expect(errors[0].path).to.equal('$');
      }
    });

    it('reports wrong types with the path of each field', () => {
      const cases: Array<[unknown, string]> = [
        [{ questions: 'yes' }, '$.questions'],
        [{ questions: ['Q?'] }, '$.questions[0]'],
        [withQuestion({ question: 42 }), '$.questions[0].question'],
        [withQuestion({ header: ['Auth'] }), '$.questions[0].header'],
        [withQuestion({ multiSelect: 'true' }), '$.questions[0].multiSelect'],
        [withQuestion({ options: { label: 'A' } }), '$.questions[0].options'],
        [withQuestion({ options: ['A', 'B'] }), '$.questions[0].options[0]'],
        [withQuestion({ options: [{ label: 'A' }, { label: 7 }] }), '$.questions[0].options[1].label'],
        [withQuestion({ options: [{ label: 'A' }, { label: 'B', description: false }] }), '$.questions[0].options[1].description'],
        [withQuestion({ options: [{ label: 'A' }, { label: ' ' }] }), '$.questions[0].options[1].label'],
      ];
      for (const [payload, path] of cases) {
        expect(errorsOf(askUserQuestion.parse(payload)).map((e) => e.path), path).to.include(path);
      }
    });

    it('refuses strings beyond LIMITS, saying how long they are', () => {
      const long = (n: number) => 'x'.repeat(n + 1);
      const cases: Array<[unknown, string]> = [
        [withQuestion({ question: long(LIMITS.maxLongText) }), '$.questions[0].question'],
        [withQuestion({ header: long(LIMITS.maxShortText) }), '$.questions[0].header'],
        [withQuestion({ options: [{ label: long(LIMITS.maxShortText) }, { label: 'B' }] }), '$.questions[0].options[0].label'],
        [withQuestion({ options: [{ label: 'A', preview: long(LIMITS.maxPreviewText) }, { label: 'B' }] }), '$.questions[0].options[0].preview'],
      ];
      for (const [payload, path] of cases) {
        const [error] = errorsOf(askUserQuestion.parse(payload));
        expect(error.path).to.equal(path);
        expect(error.message).to.contain('the limit is');
      }
      const [error] = errorsOf(askUserQuestion.parse(' '.repeat(LIMITS.maxPayloadChars + 1)));
      expect(error).to.include({ path: '$' });
    });

    it('never reads __proto__ as the payload and never pollutes Object.prototype', () => {
      const text = `{"__proto__": ${JSON.stringify(seedArgs)}}`;
      const errors = errorsOf(askUserQuestion.parse(text));
      expect(errors.map((e) => e.path)).to.deep.equal(['$.questions']);
      ok(askUserQuestion.parse(`{"questions": [{"question": "Q?", "__proto__": {"polluted": true}, "options": [{"label": "A"}, {"label": "B"}]}]}`));
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  });

  describe('encode', () => {
    const request = ok(askUserQuestion.parse(seedArgs, { id: 'r1' }));

    it('keys each answer by question text, naming the chosen label; the chosen option\'s preview is reported as Claude Code reports it', () => {
      const reply = askUserQuestion.encode(request, respond(request, 'answered', { q0: { selected: ['o1'] }, q1: { selected: ['o0'] } }));
      expect(reply).to.deep.equal({
        answers: { 'Which auth method should the API use?': 'API key', 'Which features do you want?': 'Search' },
        annotations: { 'Which auth method should the API use?': { preview: 'Authorization: Bearer <key>' } },
      });
      const plain = askUserQuestion.encode(request, respond(request, 'answered', { q0: { selected: ['o0'] }, q1: { selected: ['o0'] } }));
      expect(plain, 'an option without a preview: nothing to report').to.deep.equal({ answers: { 'Which auth method should the API use?': 'OAuth', 'Which features do you want?': 'Search' } });
    });

    it('joins several labels with ", " in option order, whatever order they were picked in', () => {
      const reply = askUserQuestion.encode(request, respond(request, 'answered', { q0: { selected: ['o0'] }, q1: { selected: ['o2', 'o0'] } }));
      expect(reply.answers['Which features do you want?']).to.equal('Search, Sharing');
    });

    it('sends typed text as typed, after any labels', () => {
      const reply = askUserQuestion.encode(
        request,
        respond(request, 'answered', { q0: { selected: [], other: 'Passkeys, please' }, q1: { selected: ['o1'], other: 'Audit log' } }),
      );
      expect(reply).to.deep.equal({
        answers: { 'Which auth method should the API use?': 'Passkeys, please', 'Which features do you want?': 'Export, Audit log' },
      });
    });

    it('works for a question literally named "__proto__", as an own key', () => {
      const r = ok(askUserQuestion.parse({ questions: [{ question: '__proto__', header: 'H', options: [{ label: 'A' }, { label: 'B' }], multiSelect: false }] }));
      const reply = askUserQuestion.encode(r, respond(r, 'answered', { q0: { selected: ['o1'] } }));
      expect(Object.keys(reply.answers)).to.deep.equal(['__proto__']);
      expect(JSON.stringify(reply)).to.equal('{"answers":{"__proto__":"B"}}');
      expect(Object.getPrototypeOf(reply.answers)).to.equal(Object.prototype);
    });

    it('marks a cancel distinctly, with no answers and a message to proceed without them', () => {
      const reply = askUserQuestion.encode(request, respond(request, 'cancelled'));
      expect(reply).to.deep.equal({
        cancelled: true,
        answers: {},
        message: 'The user cancelled without answering. Proceed without these answers.',
      });
    });

    it('marks a timeout distinctly, carrying the default answers when there are any', () => {
      const empty = askUserQuestion.encode(request, respond(request, 'timeout', { q0: { selected: [] }, q1: { selected: [] } }));
      expect(empty).to.include({ timedOut: true });
      expect(empty.answers).to.deep.equal({});
      expect((empty as { message: string }).message).to.contain('did not answer in time');
      const withDefaults = askUserQuestion.encode(request, respond(request, 'timeout', { q1: { selected: ['o1'] } }));
      expect(withDefaults).to.deep.include({ timedOut: true, answers: { 'Which features do you want?': 'Export' } });
      expect((withDefaults as { message: string }).message).to.contain('defaults');
    });
  });
});
