/**
 * A LangGraph interrupt drops nothing it can send: over every interrupt config (the Agent
 * Inbox's four flags, LangChain's allowed decisions), with what a person can leave in the
 * elements (one option or a typed reply, and any argument fields edited), the reply holds the
 * typed reply and every edit whenever the decision can carry them: an edit made before Accept
 * (Approve) is sent as an Edit, as the Agent Inbox's Edit/Accept card does. Ignore, Reject and
 * a typed reply cannot carry arguments (LangGraph takes one decision per interrupt): the test
 * pins that their reply is that decision and counts them.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../../helpers/property.js';
import type { ChoiceAnswer, ChoiceRequest } from '../../../src/protocol/model.js';
import { answerProblem } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';

const FLAGS = ['allow_accept', 'allow_edit', 'allow_respond', 'allow_ignore'] as const;
const DECISIONS = ['approve', 'edit', 'reject', 'respond'] as const;

const args = fc.dictionary(fc.constantFrom('to', 'subject', 'count'), fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 99 })), { minKeys: 1, maxKeys: 3 });
const inboxPayload = fc
  .tuple(fc.subarray([...FLAGS], { minLength: 1 }), args)
  .map(([flags, a]) => ({ action_request: { action: 'send_email', args: a }, config: Object.fromEntries(FLAGS.map((f) => [f, flags.includes(f)])) }));
const hitlPayload = fc
  .tuple(fc.subarray([...DECISIONS], { minLength: 1 }), args)
  .map(([allowed, a]) => ({ action_requests: [{ name: 'send_email', args: a }], review_configs: [{ action_name: 'send_email', allowed_decisions: allowed }] }));

/** What a person leaves: an option (by index) or a reply, and new text for some argument fields. */
const act = fc.record({
  choice: fc.oneof(fc.nat(3).map((n) => ({ option: n })), fc.constantFrom('Please cc legal', ' later ').map((reply) => ({ reply })), fc.constant({})),
  edits: fc.array(fc.option(fc.constantFrom('ops@example.org', 'Hello', '7', 'x y'), { nil: undefined }), { minLength: 3, maxLength: 3 }),
});

const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

describe('langgraph_interrupt: no typed reply or edit is dropped where its decision can carry it', () => {
  it('over every interrupt config, in both interrupt shapes', () => {
    const tally = { carried: 0, replyOnly: 0, ignoredEdits: 0, refused: 0 };
    assertProperty(
      fc.property(fc.oneof(inboxPayload, hitlPayload), act, (payload, { choice, edits }) => {
        const result = parseRequest('langgraph_interrupt', payload);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const request: ChoiceRequest = result.request;
        const [main, ...fields] = request.questions;
        const answers: Record<string, ChoiceAnswer> = {};
        if (!main) {
          // One decision allowed and nothing to type: Submit is that decision.
          expect(() => encodeReply(request, { requestId: request.id, status: 'answered', answers })).not.to.throw();
          return;
        }
        // As the elements hold it: an option or typed text, never both.
        if (main!.options.length > 0 && 'option' in choice) answers[main!.id] = { selected: [main!.options[choice.option! % main!.options.length]!.id] };
        else if ('reply' in choice && (main!.allowOther || main!.options.length === 0)) answers[main!.id] = main!.options.length === 0 && main!.kind === 'text' ? { selected: [], text: choice.reply } : { selected: [], other: choice.reply };
        const edited: string[] = [];
        fields.forEach((field, i) => {
          const text = edits[i];
          answers[field.id] = { selected: [], text: text ?? (field.default as string) };
          if (text !== undefined && text !== field.default) edited.push(text);
        });
        if (request.questions.some((q) => answerProblem(q, answers[q.id]))) {
          tally.refused++;
          return;
        }
        const sent = JSON.stringify(encodeReply(request, { requestId: request.id, status: 'answered', answers }));
        const reply = main!.options.length > 0 ? answers[main!.id]?.other : answers[main!.id]?.text ?? answers[main!.id]?.other;
        if (reply !== undefined) expect(sent, 'the typed reply is sent').to.include(inJson(reply.trim()));
        const decision = /"type":"(\w+)"/.exec(sent)?.[1];
        if (decision === 'edit' || decision === 'accept' || decision === 'approve') {
          for (const text of edited) expect(sent, `the edit "${text}" is sent (${decision})`).to.include(inJson(text));
          expect(decision, 'an edit is never sent as an accept').to.equal(edited.length > 0 ? 'edit' : decision);
          if (edited.length > 0) tally.carried++;
        } else if (edited.length > 0) {
          // Ignore, Reject or a reply: LangGraph's one decision per interrupt carries no arguments.
          expect(['ignore', 'reject', 'response', 'respond']).to.include(decision);
          if (reply !== undefined) tally.replyOnly++;
          else tally.ignoredEdits++;
        }
      }),
      { numRuns: 400 },
    );
    console.log(`langgraph_interrupt: ${JSON.stringify(tally)}`);
    expect(tally.carried, 'edits sent through Accept or Edit were drawn').to.be.greaterThan(0);
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
