import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/question-set.js';
import type { ChoiceRequest, ChoiceSubmitDetail, QuestionSet } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { part, root } from '../helpers.js';

/** What the user does to question `i`: options chosen (by index), then text typed in its field. */
type Step = { pick?: number[]; type?: string };

const CASES: Array<{ dialect: string; payload: unknown; plan: Step[]; says: string }> = [
  {
    dialect: 'ask_user_question',
    payload: {
      questions: [
        { question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] },
        { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Sign-in' }, { label: 'Search' }, { label: 'Billing' }] },
        { question: 'Deploy now?', header: 'Deploy', multiSelect: false, options: [{ label: 'Yes' }, { label: 'Not yet' }] },
      ],
    },
    plan: [{ pick: [1] }, { pick: [2, 0] }, { type: 'Friday' }],
    says: '"Which features?":"Sign-in, Billing","Deploy now?":"Friday"',
  },
  {
    dialect: 'can_use_tool',
    payload: {
      toolName: 'AskUserQuestion',
      input: {
        questions: [
          { question: 'Which database?', header: 'Database', multiSelect: false, options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] },
          { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Sign-in' }, { label: 'Search' }] },
        ],
      },
    },
    plan: [{ pick: [0] }, { pick: [0, 1] }],
    says: '"Which features?":"Sign-in, Search"',
  },
  {
    dialect: 'codex_request_user_input',
    payload: {
      questions: [
        { id: 'db', header: 'Database', question: 'Which database?', options: [{ label: 'PostgreSQL', description: 'Relational' }, { label: 'SQLite', description: 'One file' }] },
        { id: 'name', header: 'Name', question: 'Project name?', options: null },
      ],
    },
    plan: [{ pick: [1] }, { type: 'atlas' }],
    says: '"name":{"answers":["user_note: atlas"]}',
  },
  {
    dialect: 'gemini_ask_user',
    payload: {
      questions: [
        { question: 'Which database?', header: 'Database', type: 'choice', options: [{ label: 'PostgreSQL', description: 'Relational' }, { label: 'SQLite', description: 'One file' }] },
        { question: 'Project name?', header: 'Name', type: 'text' },
        { question: 'Retry?', header: 'Retry', type: 'yesno' },
      ],
    },
    plan: [{ pick: [0] }, { type: 'atlas' }, { pick: [1] }],
    says: '"2":"No"',
  },
  {
    dialect: 'mcp_elicitation',
    payload: {
      message: 'Set up the project',
      requestedSchema: {
        type: 'object',
        properties: {
          database: { type: 'string', title: 'Database', oneOf: [{ const: 'pg', title: 'PostgreSQL' }, { const: 'lite', title: 'SQLite' }] },
          features: { type: 'array', title: 'Features', items: { anyOf: [{ const: 'auth', title: 'Sign-in' }, { const: 'search', title: 'Search' }] } },
          name: { type: 'string', title: 'Name', maxLength: 40 },
          port: { type: 'integer', title: 'Port', minimum: 1 },
        },
        required: ['database', 'name'],
      },
    },
    plan: [{ pick: [1] }, { pick: [1] }, { type: 'atlas' }, { type: '8080' }],
    says: '"port":8080',
  },
];

function parse(dialect: string, payload: unknown): ChoiceRequest {
  const result = parseRequest(dialect as never, payload, { id: `same-${dialect}` });
  if (!result.ok) throw new Error(`${dialect}: ${JSON.stringify(result.errors)}`);
  return result.request;
}

/** Answers `el` by `plan` as a user would (in a paged set, through each question's tab, then the review) and returns the reply sent. */
async function answer(el: QuestionSet, plan: Step[], paged: boolean): Promise<unknown> {
  const shadow = root(el);
  for (const [i, step] of plan.entries()) {
    if (paged) shadow.querySelector<HTMLElement>(`#page-tab-${i}`)!.click();
    await el.updateComplete;
    const item = shadow.querySelector(`[data-q="${i}"]`)!;
    if (paged) expect(item.closest('[role="tabpanel"]')!.hasAttribute('hidden'), `question ${i} shown`).to.equal(false);
    for (const k of step.pick ?? []) item.querySelectorAll<HTMLButtonElement>('button.option')[k]!.click();
    await el.updateComplete;
    if (step.type !== undefined) {
      const field = item.querySelector<HTMLInputElement>('input, textarea')!;
      field.value = step.type;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    }
    await el.updateComplete;
  }
  if (paged) shadow.querySelector<HTMLElement>(`#page-tab-${plan.length}`)!.click();
  await el.updateComplete;
  const sent = oneEvent(el, 'choice-submit');
  part(el, 'submit')!.click();
  return JSON.stringify(((await sent) as CustomEvent<ChoiceSubmitDetail>).detail.reply);
}

describe('a paged set sends the same reply as a stacked one', () => {
  for (const { dialect, payload, plan, says } of CASES) {
    it(`${dialect}: byte for byte`, async () => {
      const stacked = await fixture<QuestionSet>(html`<question-set layout="stacked" .request=${parse(dialect, payload)}></question-set>`);
      const paged = await fixture<QuestionSet>(html`<question-set layout="paged" .request=${parse(dialect, payload)}></question-set>`);
      await stacked.updateComplete;
      await paged.updateComplete;
      expect(root(paged).querySelectorAll('[role="tab"]').length).to.equal(plan.length + 1);
      const expected = await answer(stacked, plan, false);
      expect(expected).to.contain(says);
      expect(await answer(paged, plan, true)).to.equal(expected);
    });
  }
});
