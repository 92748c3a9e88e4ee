import { expect } from '@open-wc/testing';
import { requestUserChoice } from '../../../src/protocol/dialects/request-user-choice/index.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import type { ChoiceRequest, ParseResult, ValidationError } from '../../../src/protocol/model.js';

const args = {
  question: 'Which database should we use?',
  options: [
    { title: 'PostgreSQL', description: 'Relational, battle-tested', isRecommended: true },
    { title: 'SQLite', description: 'One file, no server' },
  ],
};

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.request;
}

function paths(result: ParseResult): string[] {
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors.map((e: ValidationError) => e.path);
}

describe('request_user_choice dialect', () => {
  describe('parse', () => {
    it('reads the seed 004 event, whose content is the tool arguments as JSON text', () => {
      // Exactly what seed 004's AgentService yields.
      const event = { type: 'user_choice_required', content: JSON.stringify(args) };
      const request = ok(requestUserChoice.parse(event));
      expect(request.dialect).to.equal('request_user_choice');
      const [q] = request.questions;
      expect(q.text).to.equal(args.question);
      expect(q.options).to.deep.equal([
        { id: 'o0', label: 'PostgreSQL', value: 'PostgreSQL', description: 'Relational, battle-tested', recommended: true },
        { id: 'o1', label: 'SQLite', value: 'SQLite', description: 'One file, no server' },
      ]);
      expect(validateRequest(request)).to.deep.equal([]);
    });

    it('reads the event as JSON text, with object content, and the bare tool arguments alike', () => {
      const payloads = [
        JSON.stringify({ type: 'user_choice_required', content: JSON.stringify(args) }),
        { type: 'user_choice_required', content: args },
        args,
        JSON.stringify(args),
      ];
      const questions = payloads.map((p) => ok(requestUserChoice.parse(p, { id: 'x' })).questions);
      for (const q of questions) expect(q).to.deep.equal(questions[0]);
    });

    it('asks one single-select question that also takes free text', () => {
      const [q] = ok(requestUserChoice.parse(args)).questions;
      expect([q.multiple, q.allowOther, q.minSelections, q.maxSelections]).to.deep.equal([false, true, 1, 1]);
    });

    it('uses ParseOptions.id, else one derived from the content, the same on every parse', () => {
      expect(ok(requestUserChoice.parse(args, { id: 'tc-1' })).id).to.equal('tc-1');
      expect(ok(requestUserChoice.parse(args)).id).to.equal(ok(requestUserChoice.parse(args)).id);
    });

    it('refuses fewer than 2 or more than 4 options, naming the range', () => {
      for (const n of [1, 5]) {
        const options = Array.from({ length: n }, (_, i) => ({ title: `T${i}`, description: '' }));
        const result = requestUserChoice.parse({ question: 'Q?', options });
        expect(paths(result)).to.deep.equal(['$.options']);
        if (!result.ok) expect(result.errors[0].message).to.contain('between 2 and 4 options');
      }
    });

    it('refuses duplicate titles, since the title is the answer', () => {
      const result = requestUserChoice.parse({ question: 'Q?', options: [{ title: 'A' }, { title: 'A ' }] });
      expect(paths(result)).to.deep.equal(['$.options[1].title']);
    });

    it('points errors inside an event at its content, even content sent as text', () => {
      const bad = { question: 'Q?', options: [{ description: 'no title' }, { title: 'B' }] };
      expect(paths(requestUserChoice.parse({ type: 'user_choice_required', content: JSON.stringify(bad) }))).to.deep.equal([
        '$.content.options[0].title',
      ]);
      expect(paths(requestUserChoice.parse(bad))).to.deep.equal(['$.options[0].title']);
    });

    it('reports a bad event: wrong type, missing, malformed or non-object content', () => {
      expect(paths(requestUserChoice.parse({ type: 'human_input_required', content: 'Which?' }))).to.deep.equal(['$.type']);
      expect(paths(requestUserChoice.parse({ type: 'user_choice_required' }))).to.deep.equal(['$.content']);
      expect(paths(requestUserChoice.parse({ type: 'user_choice_required', content: '{"question": ' }))).to.deep.equal(['$.content']);
      expect(paths(requestUserChoice.parse({ type: 'user_choice_required', content: '["a"]' }))).to.deep.equal(['$.content']);
      expect(paths(requestUserChoice.parse({ type: 'user_choice_required', content: 'x'.repeat(LIMITS.maxPayloadChars + 1) }))).to.deep.equal([
        '$.content',
      ]);
    });

    it('reports malformed payloads, wrong types and oversize strings with paths', () => {
      expect(paths(requestUserChoice.parse('{'))).to.deep.equal(['$']);
      expect(paths(requestUserChoice.parse(null))).to.deep.equal(['$']);
      expect(paths(requestUserChoice.parse({ question: 1, options: args.options }))).to.deep.equal(['$.question']);
      expect(paths(requestUserChoice.parse({ question: 'Q?', options: [args.options[0], 'SQLite'] }))).to.deep.equal(['$.options[1]']);
      expect(paths(requestUserChoice.parse({ question: 'Q?', options: [args.options[0], { title: 'B', isRecommended: 'yes' }] }))).to.deep.equal([
        '$.options[1].isRecommended',
      ]);
      const longTitle = { title: 'x'.repeat(LIMITS.maxShortText + 1), description: '' };
      expect(paths(requestUserChoice.parse({ question: 'Q?', options: [longTitle, args.options[1]] }))).to.deep.equal(['$.options[0].title']);
      expect(paths(requestUserChoice.parse({ question: 'x'.repeat(LIMITS.maxLongText + 1), options: args.options }))).to.deep.equal([
        '$.question',
      ]);
    });

    it('ignores an inherited-looking __proto__ key and leaves Object.prototype alone', () => {
      const text = `{"__proto__": {"question": "Q?", "polluted": true}, "options": ${JSON.stringify(args.options)}}`;
      expect(paths(requestUserChoice.parse(text))).to.deep.equal(['$.question']);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  });

  describe('encode', () => {
    const request = ok(requestUserChoice.parse(args, { id: 'r' }));
    const reply = (status: 'answered' | 'cancelled' | 'timeout', selected: string[] = [], other?: string) =>
      requestUserChoice.encode(request, { requestId: 'r', status, answers: { q0: { selected, ...(other !== undefined && { other }) } } });

    it("sends the chosen option's title as the human message", () => {
      expect(reply('answered', ['o1'])).to.equal('SQLite');
    });

    it('sends typed text instead of a title when the user types', () => {
      expect(reply('answered', [], 'MongoDB, if possible')).to.equal('MongoDB, if possible');
    });

    it('sends nothing (null) when cancelled or when time ran out with nothing chosen', () => {
      expect(reply('cancelled')).to.equal(null);
      expect(reply('timeout')).to.equal(null);
    });
  });
});
