/**
 * `provide_choice` on MCP 2026-07-28, where nothing is held open for a person's answer: every
 * call returns at once. The client's capabilities and name come with each request (`_meta`).
 *
 * - A form: `input_required` with one `inputRequests` entry (`answer`, the form) and a sealed
 *   `requestState`; the client's retry with `inputResponses` settles the question.
 * - The page, for a client that declares URL-mode elicitation: `input_required` with one
 *   entry (`page`, the page's address; no `elicitationId`). The person answers on the page;
 *   the retry reads the answer, or gets `input_required` again while the question waits.
 * - The page or the terminal otherwise: the hand-off result (`pending_…` with `session_id`),
 *   and `provide_choice({ session_id })` returns at once, answered or still pending.
 *
 * MCP Apps need a connection that a blocking call and its View share, which this revision
 * has not: a 2026-07-28 client is asked by form, page or terminal.
 */
import { inputRequired, type CallToolResult, type ElicitResult, type InputRequiredResult } from '@modelcontextprotocol/server';
import { isRecord, own, type ChoiceRequest, type ProvideChoiceMeta } from 'choice-prompts/protocol.js';
import { browserChannel } from './channels/browser.js';
import type { ChoiceCall, Extra } from './channels/channel.js';
import { terminalChannel } from './channels/terminal.js';
import { collectText } from './channels/waiting.js';
import { toElicitationForm } from './elicitation.js';
import type { ChoiceHub } from './hub.js';
import { policyFor } from './policy.js';
import { chooseChannel, parseCall, pollNow } from './provide-choice.js';
import { answerQuestion, Question } from './question.js';
import { argumentsDigest, stateError, type StateSealer, type StatePayload } from './request-state.js';
import { finalResult, pendingResult, toolError, toolResult } from './result.js';

/** The protocol revision served here. */
export const MODERN_REVISION = '2026-07-28';

/** The keys of the one input request a round carries. */
const FORM_KEY = 'answer';
const PAGE_KEY = 'page';

/** Who asks, as one 2026-07-28 request tells it. */
export interface ModernClient {
  /** Who asks: the stdio connection, or over HTTP the page group, else the client's declared name and version. */
  owner: string;
  /** A page group secret the client's endpoint address carries: its questions share that page. */
  group?: string;
  name?: string;
  formElicitation: boolean;
  urlElicitation: boolean;
}

/** What a 2026-07-28 call needs besides the hub. */
export interface ModernContext {
  client: ModernClient;
  sealer: StateSealer;
  /** The raw `requestState` of a retry, and its `inputResponses`. */
  requestState?: unknown;
  inputResponses?: Record<string, unknown>;
  extra: Extra;
}

type ModernResult = CallToolResult | InputRequiredResult;

/** One `provide_choice` call on 2026-07-28. */
export async function modernCall(hub: ChoiceHub, args: unknown, context: ModernContext): Promise<ModernResult> {
  if (context.requestState !== undefined) return retry(hub, args, context);
  const parsed = parseCall(args);
  if (parsed.kind === 'invalid') return parsed.result;
  if (parsed.kind === 'poll') return pollNow(hub, parsed.sessionId);
  const { request, transport } = parsed;
  const { client } = context;
  const policy = policyFor(client.name, hub.options.policies);
  if (transport === 'app') {
    return toolError('The question cannot be drawn in the conversation: MCP Apps need a connection that this protocol revision (2026-07-28) does not keep. Call again with "transport": "auto", "elicitation", "browser" or "terminal".');
  }
  const choice = chooseChannel(request, {
    transport,
    handoff: (request.meta as Partial<ProvideChoiceMeta> | undefined)?.handoff ?? false,
    client: { ...client, apps: false, protocolVersion: MODERN_REVISION },
    hub,
  });
  if (!choice.ok) return toolError(choice.error);
  // Every call returns at once, so an unanswered question must not wait forever.
  if (request.timeoutMs === undefined) request.timeoutMs = hub.timings.handoffTimeoutMs;
  if (choice.channel === 'browser' || choice.channel === 'terminal') await hub.pages.listen();
  const scope = await hub.store.openScope(client.group);
  const opened = await hub.open({ owner: client.owner, key: argumentsDigest(args), scope, request, channel: choice.channel });
  hub.store.releaseScope(scope);
  if (!opened.ok) return toolError(opened.reason);
  const urlMode = client.urlElicitation && hub.options.elicitation !== false && policy.elicitation !== false;
  return ask(hub, opened.question, args, context, { urlMode });
}

/** The round that shows `question` where its channel is. */
async function ask(hub: ChoiceHub, question: Question, args: unknown, context: ModernContext, { urlMode, note }: { urlMode: boolean; note?: string }): Promise<ModernResult> {
  if (question.response) return toolResult(finalResult(question.request, question.response));
  switch (question.channel) {
    case 'elicitation': {
      const form = toElicitationForm(question.request, MODERN_REVISION);
      if (!form.ok) return toolError(form.reason);
      return inputRequired({
        inputRequests: { [FORM_KEY]: { method: 'elicitation/create', params: form.params } },
        requestState: seal(hub, question, args, context, 'form'),
      });
    }
    case 'browser':
      if (urlMode) {
        const url = hub.pages.urlFor(question.id);
        return inputRequired({
          inputRequests: { [PAGE_KEY]: inputRequired.elicitUrl({ message: pageMessage(question.request), url }) },
          requestState: seal(hub, question, args, context, 'page'),
        });
      }
      return browserChannel.ask(question, handOffCall(hub, context, note));
    case 'terminal':
      return terminalChannel.ask(question, handOffCall(hub, context, note));
    case 'app':
      return toolError('MCP Apps are not used on protocol revision 2026-07-28.');
  }
}

/** A retry: its sealed state checked and used once, then its input responses read. */
async function retry(hub: ChoiceHub, args: unknown, context: ModernContext): Promise<ModernResult> {
  const { client, sealer, inputResponses } = context;
  const payload = sealer.open(context.requestState, { owner: client.owner, digest: argumentsDigest(args), now: hub.clock.now() });
  if (!(await hub.store.useOnce(payload.n, payload.exp))) throw stateError('replayed');
  const question = await hub.question(payload.q);
  if (!question) {
    return toolError(`There is no session "${payload.q}" any more: it finished more than ${Math.round(hub.timings.resultTtlMs / 60_000)} minutes ago. Call provide_choice again without requestState to ask anew.`);
  }
  const policy = policyFor(client.name, hub.options.policies);
  const urlMode = client.urlElicitation && hub.options.elicitation !== false && policy.elicitation !== false;
  const response = isRecord(inputResponses) ? own(inputResponses, payload.k === 'form' ? FORM_KEY : PAGE_KEY) : undefined;
  if (question.response) return toolResult(finalResult(question.request, question.response));
  if (!isElicitResult(response)) return ask(hub, question, args, context, { urlMode });
  return payload.k === 'form' ? formAnswered(hub, question, response, payload, args, context, urlMode) : pageAnswered(hub, question, response, args, context, urlMode);
}

/** The form came back: its answer settles the question, or the question moves to the page. */
async function formAnswered(
  hub: ChoiceHub,
  question: Question,
  result: ElicitResult,
  payload: StatePayload,
  args: unknown,
  context: ModernContext,
  urlMode: boolean,
): Promise<ModernResult> {
  const form = toElicitationForm(question.request, MODERN_REVISION);
  if (!form.ok) return toolError(form.reason);
  const fallback = ((question.request.meta as Partial<ProvideChoiceMeta> | undefined)?.transport ?? 'auto') === 'auto';
  let problem: string;
  let refused = false;
  if (result.action === 'decline' && fallback && hub.clock.now() - payload.t < hub.timings.autoDeclineMs) {
    problem = `The client declined the form within ${hub.timings.autoDeclineMs} ms, before anyone could have read it.`;
  } else {
    const outcome = await answerQuestion(hub.store, question.id, form.decode(result));
    if (outcome.kind === 'ok') return toolResult(finalResult(question.request, outcome.response));
    if (outcome.kind !== 'invalid') return settledResult(hub, question);
    problem = `The form answer was not acceptable: ${outcome.message.trim().replace(/[.\s]+$/, '')}.`;
    refused = true;
  }
  if (!fallback) {
    await hub.cancel(question.id);
    return toolError(`The question could not be asked through elicitation. ${problem} Nothing was answered. Call again with "transport": "browser".`);
  }
  hub.log(`elicitation moved to the browser: ${problem}`);
  await hub.pages.listen();
  await hub.move(question, 'browser');
  const note = refused ? `${problem} The question is asked again on the browser page.` : `${problem} The question moved to the browser page.`;
  return ask(hub, question, args, context, { urlMode: urlMode && !refused, note });
}

/** The client answered the page's URL request: a decline or a dismissal is the person's answer; an accept means they went to the page. */
async function pageAnswered(hub: ChoiceHub, question: Question, result: ElicitResult, args: unknown, context: ModernContext, urlMode: boolean): Promise<ModernResult> {
  if (result.action !== 'accept') {
    await answerQuestion(hub.store, question.id, { status: result.action === 'decline' ? 'declined' : 'cancelled', answers: {} });
    return settledResult(hub, question);
  }
  return ask(hub, question, args, context, { urlMode });
}

/** The question's result as the store has it now. */
async function settledResult(hub: ChoiceHub, question: Question): Promise<ModernResult> {
  const record = await hub.store.get(question.id);
  if (record?.response) return toolResult(finalResult(record.request, record.response));
  return toolResult(pendingResult('pending_browser_launch', question.id, hub.pages.urlFor(question.id), `The question waits at ${hub.pages.urlFor(question.id)}. ${collectText(hub, question.id)}`));
}

function seal(hub: ChoiceHub, question: Question, args: unknown, { client, sealer }: ModernContext, kind: StatePayload['k']): string {
  const now = hub.clock.now();
  const exp = question.deadline ?? now + hub.timings.handoffTimeoutMs;
  return sealer.seal({ q: question.id, o: client.owner, a: argumentsDigest(args), k: kind, t: now, exp }).state;
}

/** A channel call that hands off at once: no progress, no waiting. */
function handOffCall(hub: ChoiceHub, { extra }: ModernContext, note: string | undefined): ChoiceCall {
  return {
    hub,
    client: { owner: '', scope: '', formElicitation: false, urlElicitation: false, protocolVersion: MODERN_REVISION, apps: false, appCalls: undefined as never, completeElicitation: async () => {} },
    extra,
    args: undefined,
    handoff: true,
    fallback: false,
    urlMode: false,
    ...(note !== undefined && { note }),
  };
}

/** What a URL-mode request says before the client asks the person to open the page. */
function pageMessage(request: ChoiceRequest): string {
  const [question] = request.questions;
  return [...(request.title ? [request.title] : []), ...(question ? [question.text] : []), 'Open the page to answer.'].join('\n');
}

function isElicitResult(value: unknown): value is ElicitResult {
  if (!isRecord(value)) return false;
  const action = own(value, 'action');
  return action === 'accept' || action === 'decline' || action === 'cancel';
}
