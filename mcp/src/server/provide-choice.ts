/**
 * One `provide_choice` call, from arguments to tool result.
 *
 * 0. Arguments past the payload size or depth limits are refused whole, before any other
 *    work. Every refusal of the arguments, whatever their type or keys, has one shape
 *    (`invalidArguments`): an `isError` result listing each problem with its JSON path.
 * 1. `{ session_id }` polls a hand-off: the result once finished (kept for a while, so a
 *    repeated poll gets it again), else "pending" after waiting at most `pollWaitMs` (45 s).
 * 2. Otherwise the arguments are parsed by the `provide_choice` dialect; invalid ones are
 *    refused before anything is shown.
 * 3. `chooseChannel` picks the answer channel (the one place that does), the question is
 *    admitted within the bounds of waiting questions, and the channel asks it (see
 *    `channels/`): it returns the answer, or a pending hand-off that polls collect.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { parseRequest, isRecord, own, payloadTooLarge } from 'choice-prompts/protocol.js';
// Registers every dialect with parseRequest / encodeReply (the core has only the block ones).
import 'choice-prompts/dialects.js';
import { errorsAsText } from 'choice-prompts/tools.js';
import type { ChoiceRequest, ProvideChoiceMeta, ValidationError } from 'choice-prompts/protocol.js';
import { appChannel } from './channels/app.js';
import { browserChannel } from './channels/browser.js';
import type { AnswerChannel, ChoiceCall, ClientInfo, Extra } from './channels/channel.js';
import { elicitationChannel } from './channels/elicitation.js';
import { terminalChannel } from './channels/terminal.js';
import { collectText, progressReporter } from './channels/waiting.js';
import { toElicitationForm } from './elicitation.js';
import type { ChoiceHub } from './hub.js';
import { policyFor } from './policy.js';
import { finalResult, pendingResult, toolError, toolResult } from './result.js';
import { SESSION_ID_PATTERN, newSessionId, type Channel } from './store.js';

export type { ClientInfo, Extra } from './channels/channel.js';
export { answerCommand } from './channels/waiting.js';

const CHANNELS: Record<Channel, AnswerChannel> = {
  app: appChannel,
  elicitation: elicitationChannel,
  browser: browserChannel,
  terminal: terminalChannel,
};

type Transport = NonNullable<ProvideChoiceMeta['transport']>;

/** Where a question goes, or why it cannot go where the call asked. */
type ChannelChoice = { ok: true; channel: Channel; fallback: boolean } | { ok: false; error: string };

/**
 * The choice of channel. `auto` asks inline in the conversation (an MCP App) when the client
 * declares MCP Apps, the server allows them and the call does not hand off (a hand-off to
 * an App is fine too: the View stays claimable); else through an MCP form when the client
 * supports form mode, its policy allows it, the call does not hand off and the request fits a
 * form (falling back to the page if the form cannot be shown); otherwise the browser page.
 * An explicit transport gets that channel, or an error saying why not.
 */
export function chooseChannel(
  request: ChoiceRequest,
  { transport, handoff, client, hub }: { transport: Transport; handoff: boolean; client: Pick<ClientInfo, 'name' | 'formElicitation' | 'apps' | 'protocolVersion'>; hub: ChoiceHub },
): ChannelChoice {
  const policy = policyFor(client.name, hub.options.policies);
  const formsAllowed = client.formElicitation && hub.options.elicitation !== false && policy.elicitation !== false;
  const appsAllowed = client.apps && hub.options.apps !== false;
  switch (transport) {
    case 'app':
      if (appsAllowed) return { ok: true, channel: 'app', fallback: false };
      return {
        ok: false,
        error: `The question cannot be drawn in the conversation: ${client.apps ? 'this server has MCP Apps turned off (--no-apps)' : 'this MCP client does not declare MCP Apps'}. Call again with "transport": "auto", "elicitation", "browser" or "terminal".`,
      };
    case 'elicitation': {
      if (!client.formElicitation) return { ok: false, error: 'This MCP client does not support form elicitation. Call again with "transport": "browser" or "terminal".' };
      const form = toElicitationForm(request, client.protocolVersion);
      if (!form.ok) return { ok: false, error: `This question cannot be asked as an MCP form: ${form.reason}. Call again with "transport": "browser".` };
      return { ok: true, channel: 'elicitation', fallback: false };
    }
    case 'terminal':
      return { ok: true, channel: 'terminal', fallback: false };
    case 'browser':
      return { ok: true, channel: 'browser', fallback: false };
    case 'auto':
      if (appsAllowed) return { ok: true, channel: 'app', fallback: false };
      if (!handoff && formsAllowed && toElicitationForm(request, client.protocolVersion).ok) return { ok: true, channel: 'elicitation', fallback: true };
      return { ok: true, channel: 'browser', fallback: false };
  }
}

/** A call's arguments read: a question to ask, a poll, or the refusal of invalid arguments. */
export type ParsedCall =
  | { kind: 'ask'; request: ChoiceRequest; transport: Transport }
  | { kind: 'poll'; sessionId: unknown }
  | { kind: 'invalid'; result: CallToolResult };

/** Reads `provide_choice` arguments (steps 0 to 2 above), on either protocol revision. */
export function parseCall(args: unknown): ParsedCall {
  // Before any other work: arguments past the payload limits are refused whole.
  const tooLarge = payloadTooLarge(args, 'the provide_choice arguments');
  if (tooLarge) return { kind: 'invalid', result: invalidArguments([{ path: '$', message: tooLarge }]) };
  if (isRecord(args) && own(args, 'session_id') !== undefined) return { kind: 'poll', sessionId: own(args, 'session_id') };
  // Absent arguments are an empty object. A string is refused like any other non-object,
  // not read as JSON text: MCP arguments are an object.
  if (typeof args === 'string') {
    return { kind: 'invalid', result: invalidArguments([{ path: '$', message: 'The provide_choice arguments must be a JSON object, not a string.' }]) };
  }
  const parsed = parseRequest('provide_choice', args === undefined ? {} : args, { id: newSessionId() });
  if (!parsed.ok) return { kind: 'invalid', result: invalidArguments(parsed.errors) };
  const meta = (parsed.request.meta ?? {}) as Partial<ProvideChoiceMeta>;
  return { kind: 'ask', request: parsed.request, transport: meta.transport ?? 'auto' };
}

export async function provideChoiceCall(hub: ChoiceHub, client: ClientInfo, args: unknown, extra: Extra): Promise<CallToolResult> {
  const parsed = parseCall(args);
  if (parsed.kind === 'invalid') return parsed.result;
  if (parsed.kind === 'poll') return poll(hub, parsed.sessionId, extra);
  const { request, transport } = parsed;
  const meta = (request.meta ?? {}) as Partial<ProvideChoiceMeta>;
  const policy = policyFor(client.name, hub.options.policies);
  // `terminal` always hands off unless the call says `handoff: false`: the user must run the command while the call waits.
  const handoff = meta.handoff ?? (transport === 'terminal' ? true : (policy.handoff ?? hub.options.handoff ?? false));
  const choice = chooseChannel(request, { transport, handoff, client, hub });
  if (!choice.ok) return toolError(choice.error);

  // A call that is or may become a hand-off must not wait forever unclaimed: an App hand-off,
  // or a call without a progress token (whose page address would otherwise reach nobody).
  const mayHandOff = choice.channel === 'app' ? handoff : handoff || (extra._meta?.progressToken === undefined && transport !== 'elicitation');
  if (mayHandOff && request.timeoutMs === undefined) request.timeoutMs = hub.timings.handoffTimeoutMs;
  if (choice.channel === 'browser' || choice.channel === 'terminal') await hub.pages.listen();

  const opened = await hub.open({ owner: client.owner, key: request.id, scope: client.scope, request, channel: choice.channel });
  if (!opened.ok) return toolError(opened.reason);
  const call: ChoiceCall = {
    hub,
    client,
    extra,
    args,
    handoff,
    fallback: choice.fallback,
    urlMode: client.urlElicitation && hub.options.elicitation !== false && policy.elicitation !== false,
  };
  return CHANNELS[choice.channel].ask(opened.question, call);
}

/** Every malformed `arguments`, whatever is wrong with them, gets this one result shape. */
function invalidArguments(errors: readonly ValidationError[]): CallToolResult {
  return toolError(errorsAsText('The provide_choice arguments are invalid. Nothing was shown to the user. Correct them and call again:', errors));
}

/**
 * `{ session_id }`: the id is the capability for its one question, on whichever connection
 * it arrives (a client that reconnected collects its hand-off with a new session).
 */
async function poll(hub: ChoiceHub, rawId: unknown, extra: Extra): Promise<CallToolResult> {
  const id = typeof rawId === 'string' ? rawId : '';
  const entry = SESSION_ID_PATTERN.test(id) ? await hub.store.get(id) : undefined;
  if (!entry) return noSession(hub, id);
  const report = progressReporter(extra);
  if (!entry.response) report(`Waiting for the user's answer. ${CHANNELS[entry.channel].waiting(entry, hub).how}`);
  // Aborting a poll ends this wait only; the question stays open for the next poll.
  const now = (await hub.store.wait(id, hub.timings.pollWaitMs, extra.signal)) ?? entry;
  if (now.response) return toolResult(finalResult(now.request, now.response, now.id));
  const { status, url, how } = CHANNELS[now.channel].waiting(now, hub);
  return toolResult(pendingResult(status, entry.id, url, `Still waiting. ${how} ${collectText(hub, entry.id)}`));
}

function noSession(hub: ChoiceHub, id: string): CallToolResult {
  const minutes = Math.round(hub.timings.resultTtlMs / 60_000);
  return toolError(
    `There is no session ${JSON.stringify(id)}. It is unknown, or it finished more than ${minutes} minutes ago. Sessions are single-use: to ask again, call provide_choice without session_id.`,
  );
}

/**
 * `{ session_id }` on a revision where nothing waits for a person (2026-07-28): the result
 * when the question is finished, else the pending result at once.
 */
export async function pollNow(hub: ChoiceHub, rawId: unknown): Promise<CallToolResult> {
  const id = typeof rawId === 'string' ? rawId : '';
  const entry = SESSION_ID_PATTERN.test(id) ? await hub.store.get(id) : undefined;
  if (!entry) return noSession(hub, id);
  if (entry.response) return toolResult(finalResult(entry.request, entry.response, entry.id));
  const { status, url, how } = CHANNELS[entry.channel].waiting(entry, hub);
  return toolResult(pendingResult(status, entry.id, url, `Still waiting. ${how} Call provide_choice with {"session_id": "${entry.id}"} again once the user says they answered. The session is single-use.`));
}
