import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../../../src/choice-prompt.js';
import '../../../src/question-set.js';
import type { ChoicePrompt, QuestionSet } from '../../../src/index.js';
import type { DialectName } from '../../../src/protocol/model.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { assertAsyncProperty } from '../../helpers/property.js';
import { optionButtons, part } from '../helpers.js';

/** The hosts' requests: a block that sends on click, one that waits for Submit, a set of two questions that can be cancelled. */
const CASES: { tag: 'choice-prompt' | 'question-set'; dialect: DialectName; payload: object }[] = [
  { tag: 'choice-prompt', dialect: 'choices-block', payload: { question: 'Which database?', options: [{ label: 'PostgreSQL', value: 'postgres' }, { label: 'SQLite', value: 'sqlite' }] } },
  { tag: 'choice-prompt', dialect: 'choices-block', payload: { question: 'Which ones?', multiple: true, options: [{ label: 'Lint', value: 'lint' }, { label: 'Test', value: 'test' }, { label: 'Build', value: 'build' }] } },
  {
    tag: 'question-set',
    dialect: 'ask_user_question',
    payload: {
      questions: [
        { question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] },
        { question: 'Which runtimes?', header: 'Runtime', multiSelect: true, options: [{ label: 'Node' }, { label: 'Deno' }, { label: 'Bun' }] },
      ],
    },
  },
];

/** What a host or the user does to an element, as the property draws it. */
type Step =
  | { kind: 'parse-again'; text: boolean }
  | { kind: 'same-object' }
  | { kind: 'no-response' }
  | { kind: 'pending' }
  | { kind: 'no-request' }
  | { kind: 'click'; option: number }
  | { kind: 'submit' }
  | { kind: 'cancel' }
  | { kind: 'render' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('parse-again' as const), text: fc.boolean() }),
  fc.constant({ kind: 'same-object' as const }),
  fc.constant({ kind: 'no-response' as const }),
  fc.constant({ kind: 'pending' as const }),
  fc.constant({ kind: 'no-request' as const }),
  fc.record({ kind: fc.constant('click' as const), option: fc.nat({ max: 4 }) }),
  fc.constant({ kind: 'submit' as const }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'render' as const }),
);

describe('exactly one answer, whatever the host does', () => {
  afterEach(() => fixtureCleanup());

  it('re-assignments, re-parses, a moment without a request, clicks and Submit in any order never send a second answer for one request', async function () {
    this.timeout(120_000);
    await assertAsyncProperty(
      fc.asyncProperty(fc.constantFrom(...CASES), fc.array(step, { minLength: 1, maxLength: 24 }), async ({ tag, dialect, payload }, steps) => {
        const parse = (text: boolean) => {
          const result = parseRequest(dialect, text ? JSON.stringify(payload) : payload);
          if (!result.ok) throw new Error(JSON.stringify(result.errors));
          return result.request;
        };
        const first = parse(false);
        const el =
          tag === 'choice-prompt'
            ? await fixture<ChoicePrompt>(html`<choice-prompt expanded loading="eager" .request=${first}></choice-prompt>`)
            : await fixture<QuestionSet>(html`<question-set expanded loading="eager" .request=${first}></question-set>`);
        const settlements: CustomEvent[] = [];
        for (const type of ['choice-submit', 'choice-cancel']) el.addEventListener(type, (e) => settlements.push(e as CustomEvent));
        let settledOnce = false;
        for (const s of steps) {
          if (s.kind === 'parse-again') el.request = parse(s.text);
          else if (s.kind === 'same-object') el.request = el.request!;
          else if (s.kind === 'no-response') el.response = undefined;
          else if (s.kind === 'pending') el.pending = !el.pending;
          else if (s.kind === 'no-request') el.request = el.request ? undefined : parse(false);
          else if (s.kind === 'click') optionButtons(el)[s.option % Math.max(1, optionButtons(el).length)]?.click();
          else if (s.kind === 'submit') part(el, 'submit')?.click();
          else if (s.kind === 'cancel') part(el, 'cancel')?.click();
          else await el.updateComplete;
          settledOnce ||= settlements.length > 0;
        }
        // Back to the request, shown: what was settled stays settled.
        el.pending = false;
        el.request = parse(false);
        await el.updateComplete;
        const submits = settlements.filter((e) => e.type === 'choice-submit');
        expect(submits.length, 'choice-submit events').to.be.at.most(1);
        expect(new Set(settlements.map((e) => e.detail.response.requestId)).size).to.be.at.most(1);
        expect(settlements.every((e) => e.detail.response.requestId === first.id)).to.equal(true);
        if (submits.length > 0) expect(el.state).to.equal('answered');
        if (settledOnce) {
          optionButtons(el).forEach((b) => b.click());
          part(el, 'submit')?.click();
          expect(settlements.filter((e) => e.type === 'choice-submit').length).to.be.at.most(1);
        }
        fixtureCleanup();
      }),
      { numRuns: 40 },
    );
  });
});
