/**
 * A LangGraph interrupt drops nothing typed silently: over every interrupt config (the Agent
 * Inbox's four flags, LangChain's allowed decisions) and any sequence of what a person can do
 * in the elements (choose a decision, type into a field while it shows: an argument under Edit,
 * the Reply under Respond or a message under Reject), each value typed either reaches the reply,
 * or Submit refuses, saying why (the elements' drafts and their refusal, as a `<question-set>`
 * holds them; the clicks and keys are in test/components/disclosure/).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../../helpers/property.js';
import type { ChoiceRequest } from '../../../src/protocol/model.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { answeredResponse } from '../../../src/protocol/responses.js';
import { QuestionDraft } from '../../../src/components/answer/draft.js';
import { defaultStrings } from '../../../src/components/strings/strings.js';
import fields from '../../../src/components/fields/field-kinds.part.js';
import { RevealerDraft, RevealedDraft, linkDrafts, unsentText } from '../../../src/components/disclosure/disclosure.js';

const FLAGS = ['allow_accept', 'allow_edit', 'allow_respond', 'allow_ignore'] as const;
const DECISIONS = ['approve', 'edit', 'reject', 'respond'] as const;

const args = fc.dictionary(fc.constantFrom('to', 'subject', 'count'), fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 99 })), { minKeys: 1, maxKeys: 3 });
const inboxPayload = fc
  .tuple(fc.subarray([...FLAGS], { minLength: 1 }), args)
  .map(([flags, a]) => ({ action_request: { action: 'send_email', args: a }, config: Object.fromEntries(FLAGS.map((f) => [f, flags.includes(f)])) }));
const hitlPayload = fc
  .tuple(fc.subarray([...DECISIONS], { minLength: 1 }), args)
  .map(([allowed, a]) => ({ action_requests: [{ name: 'send_email', args: a }], review_configs: [{ action_name: 'send_email', allowed_decisions: allowed }] }));

/** One thing a person does: choose option n of the decision, or type into the n-th field that shows. */
const step = fc.oneof(
  fc.nat(3).map((n) => ({ choose: n })),
  fc.record({ type: fc.nat(3), text: fc.constantFrom('ops@example.org', 'Hello', '7', 'x y', 'Please cc legal', ' later ', '') }),
);

const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/** The drafts a `<question-set>` keeps for `request`, questions shown by an option linked to theirs. */
function draftsOf(request: ChoiceRequest): QuestionDraft[] {
  const drafts = request.questions.map((q) => new QuestionDraft(q, undefined, fields));
  linkDrafts(drafts, { fields });
  return drafts;
}

const shows = (draft: QuestionDraft) => !(draft instanceof RevealedDraft) || draft.shown;

describe('langgraph_interrupt: nothing typed is dropped silently', () => {
  it('over every interrupt config and any sequence of choices and typing, each typed value is sent or Submit refuses saying why', () => {
    const tally = { sent: 0, refusedUnsent: 0, refusedOther: 0, nothingTyped: 0 };
    assertProperty(
      fc.property(fc.oneof(inboxPayload, hitlPayload), fc.array(step, { maxLength: 6 }), (payload, steps) => {
        const result = parseRequest('langgraph_interrupt', payload);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const request = result.request;
        const drafts = draftsOf(request);
        const start = drafts.map((d) => JSON.stringify(d.view));
        for (const s of steps) {
          const decision = drafts[0]?.question.options.length ? drafts[0] : undefined;
          if ('choose' in s) {
            if (decision) decision.activate(decision.question.options[s.choose % decision.question.options.length]!.id);
            continue;
          }
          // Only a field on screen takes typing: a hidden one is not rendered.
          const open = drafts.filter((d) => d.question.options.length === 0 && shows(d));
          open[s.type % Math.max(open.length, 1)]?.setOther(s.text);
        }
        // What the person left typed: each draft they changed from how it started, and its text.
        const typed = drafts.flatMap((d, i) => (JSON.stringify(d.view) !== start[i] && d.question.options.length === 0 && d.other.trim() ? [{ draft: d, text: d.other.trim() }] : []));
        const problems = drafts.filter((d) => d.problem);
        if (problems.length > 0) {
          // Refused. Typing left behind by a decision names the fields and both options, in words.
          const revealer = drafts.find((d) => d instanceof RevealerDraft && d.unsent.length > 0) as RevealerDraft | undefined;
          const hidden = typed.filter(({ draft }) => !shows(draft));
          if (hidden.length > 0) {
            expect(revealer, 'typing hidden again refuses Submit').to.not.equal(undefined);
            const message = unsentText(request, revealer!, defaultStrings);
            for (const { draft } of hidden) expect(message).to.include(draft.question.header ?? draft.question.text);
            expect(message).to.match(/^Your changes are not sent with \w+: .+\. Choose \w+ to send them, or discard them\.$/);
            tally.refusedUnsent++;
          } else tally.refusedOther++;
          return;
        }
        expect(
          typed.every(({ draft }) => shows(draft)),
          'nothing hidden with changes is sent',
        ).to.equal(true);
        const answers = new Map(drafts.map((d) => [d.question.id, d.answer] as const));
        const sent = JSON.stringify(encodeReply(request, answeredResponse(request, answers)));
        for (const { draft, text } of typed) {
          // A field typed back to the argument it showed sends that argument unchanged.
          if (text === draft.question.default) continue;
          expect(sent, `"${text}" typed into ${draft.question.id} is sent`).to.include(inJson(text));
        }
        if (typed.length > 0) tally.sent++;
        else tally.nothingTyped++;
      }),
      { numRuns: 500 },
    );
    console.log(`langgraph_interrupt: ${JSON.stringify(tally)}`);
    expect(tally.sent, 'typed values sent were drawn').to.be.greaterThan(0);
    expect(tally.refusedUnsent, 'typing hidden by another decision was drawn').to.be.greaterThan(0);
  });

  it('Accept after an edit sends the edit (the Agent Inbox card submits an edit once edits are made)', () => {
    const result = parseRequest('langgraph_interrupt', { action_request: { action: 'send_email', args: { to: 'a@example.org', count: 2 } }, config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: false } });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { request } = result;
    const reply = encodeReply(request, { requestId: request.id, status: 'answered', answers: { q0: { selected: ['accept'] }, 'q0.args.to': { selected: [], text: 'ops@example.org' }, 'q0.args.count': { selected: [], text: '2' } } });
    expect(reply).to.deep.equal([{ type: 'edit', args: { action: 'send_email', args: { to: 'ops@example.org', count: 2 } } }]);
    const untouched = encodeReply(request, { requestId: request.id, status: 'answered', answers: { q0: { selected: ['accept'] } } });
    expect(untouched).to.deep.equal([{ type: 'accept', args: null }]);
  });
});
