/**
 * One `provide_choice` call, from arguments to tool result.
 *
 * 1. `{ session_id }` polls a hand-off: the result once finished (kept for a while, so a
 *    repeated poll gets it again), else "pending" after waiting at most `pollWaitMs` (45 s).
 * 2. Otherwise the arguments are parsed by the `provide_choice` dialect; invalid ones are
 *    refused before anything is shown.
 * 3. The transport is chosen: `auto` asks inline in the conversation (an MCP App, see
 *    `app.ts`) when the client declares MCP Apps, the server allows them and the call does not
 *    hand off; else through MCP elicitation when the client supports form mode, its policy
 *    allows it, it has not been caught declining forms unseen, the call does not hand off,
 *    and the request fits a form; otherwise through the browser page.
 *    `terminal` always hands off unless the call says `handoff: false` (the agent, or the
 *    user, must run the command while the call waits).
 * 4. A hand-off returns at once with a pending status, the address and a `session_id`; a
 *    blocking call waits, reporting progress when the client sent a progress token, and
 *    cancels the question when the client aborts the call. A blocking call whose address
 *    nothing would show (no tab, no progress token) hands off, since the result is then the
 *    only way the address reaches the user.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { parseRequest, isRecord, own, LIMITS } from 'choice-prompts/protocol.js';
// Registers every dialect with parseRequest / encodeReply (the core has only the block ones).
import 'choice-prompts/dialects.js';
import { errorsAsText } from 'choice-prompts/tools.js';
import { payloadTooLarge } from 'choice-prompts/protocol.js';
import type { ChoiceRequest, ProvideChoiceMeta, ValidationError } from 'choice-prompts/protocol.js';
import { AppCalls } from './app.js';
import { toElicitationForm } from './elicitation.js';
import type { ChoiceHub, Presented } from './hub.js';
import { policyFor } from './policy.js';
import { finalResult, pendingResult, toolError, toolResult } from './result.js';
import { SESSION_ID_PATTERN, newSessionId, type SessionEntry } from './store.js';

/**
 * The SDK's context of one request, plus `abandoned` where the transport can tell that the
 * caller went away while the call waits (see `calls.ts`).
 */
export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification> & { abandoned?: AbortSignal };

/** What the server knows about the MCP client on one connection. */
export interface ClientInfo {
  name?: string;
  /** The client declared form-mode elicitation. */
  formElicitation: boolean;
  /** The negotiated MCP revision (form field types depend on it). */
  protocolVersion: string;
  /** Set once the client declined a form faster than a person could: no more forms for it. */
  declinesForms: boolean;
  /** The client declared MCP Apps with HTML Views. */
  apps: boolean;
  /** The calls waiting in this connection's app Views. */
  readonly appCalls: AppCalls;
}

/** The command a user runs to answer in a terminal. */
export function answerCommand(url: string): string {
  return `npx choice-prompts-mcp answer ${url}`;
}

/** Sends `notifications/progress` when the client asked for them; a no-op otherwise. */
function progressReporter(extra: Extra): (message: string) => void {
  const token = extra._meta?.progressToken;
  let progress = 0;
  return (message) => {
    if (token === undefined) return;
    progress += 1;
    extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress, message } }).catch(() => {});
  };
}

export async function provideChoiceCall(hub: ChoiceHub, client: ClientInfo, args: unknown, extra: Extra): Promise<CallToolResult> {
  // Before any other work: arguments past the payload limits are refused whole.
  const tooLarge = payloadTooLarge(args, 'the provide_choice arguments');
  if (tooLarge) return invalidArguments([{ path: '$', message: tooLarge }]);
  if (isRecord(args) && own(args, 'session_id') !== undefined) return poll(hub, own(args, 'session_id'), extra);

  // Absent arguments are an empty object. A string is refused like any other non-object,
  // not read as JSON text: MCP arguments are an object.
  if (typeof args === 'string') return invalidArguments([{ path: '$', message: 'The provide_choice arguments must be a JSON object, not a string.' }]);
  const parsed = parseRequest('provide_choice', args === undefined ? {} : args, { id: newSessionId() });
  if (!parsed.ok) return invalidArguments(parsed.errors);
  const request = parsed.request;
  const meta = (request.meta ?? {}) as Partial<ProvideChoiceMeta>;
  const transport = meta.transport ?? 'auto';
  const policy = policyFor(client.name, hub.options.policies);
  const handoff = meta.handoff ?? (transport === 'terminal' ? true : (policy.handoff ?? hub.options.handoff ?? false));
  const formsAllowed = client.formElicitation && hub.options.elicitation !== false && policy.elicitation !== false;
  const appsAllowed = client.apps && hub.options.apps !== false;
  if (transport === 'app') {
    if (!appsAllowed) {
      const why = client.apps ? 'this server has MCP Apps turned off (--no-apps)' : 'this MCP client does not declare MCP Apps';
      return toolError(`The question cannot be drawn in the conversation: ${why}. Call again with "transport": "auto", "elicitation", "browser" or "terminal".`);
    }
    return askInApp(hub, client, { request, args }, extra);
  }
  if (transport === 'auto' && !handoff && appsAllowed) return askInApp(hub, client, { request, args }, extra);
  // A call that is or may become a hand-off (see `launch`) must not wait forever unclaimed.
  const mayHandOff = handoff || (extra._meta?.progressToken === undefined && transport !== 'elicitation');
  if (mayHandOff && request.timeoutMs === undefined) request.timeoutMs = hub.timings.handoffTimeoutMs;

  if (transport === 'elicitation') {
    if (!client.formElicitation) return toolError('This MCP client does not support form elicitation; call again with "transport": "browser" or "terminal".');
    const form = toElicitationForm(request, client.protocolVersion);
    if (!form.ok) return toolError(`This question cannot be asked as an MCP form (${form.reason}); call again with "transport": "browser".`);
    return elicit(hub, client, request, extra, false);
  }
  if (transport === 'auto' && !handoff && formsAllowed && !client.declinesForms && toElicitationForm(request, client.protocolVersion).ok) {
    return elicit(hub, client, request, extra, true);
  }
  const channel = transport === 'terminal' ? 'terminal' : 'browser';
  await hub.pages.listen();
  return launch(hub, hub.store.open(request, channel), handoff, extra);
}

/**
 * Asks inline in the conversation: the host renders the View, which claims this call by its
 * arguments and settles it (see `app.ts`). Blocks like a browser question with a progress
 * token: the host keeps the View and the call together, so nothing needs a hand-off, and
 * aborting the call cancels the question.
 */
async function askInApp(hub: ChoiceHub, client: ClientInfo, call: { request: ChoiceRequest; args: unknown }, extra: Extra): Promise<CallToolResult> {
  const entry = hub.store.open(call.request, 'app');
  const forget = client.appCalls.add(entry, call.args);
  const unlink = cancelOnAbort(hub, entry, extra.signal);
  const unwatch = expireOnAbandon(hub, entry, extra.abandoned);
  const report = progressReporter(extra);
  const how = 'The question is shown in the conversation.';
  report(`Waiting for the user. ${how}`);
  const heartbeat = setInterval(() => report(`Still waiting for the user. ${how}`), hub.timings.progressIntervalMs);
  try {
    return toolResult(finalResult(call.request, await entry.done));
  } finally {
    clearInterval(heartbeat);
    unwatch();
    unlink();
    forget();
  }
}

/** Every malformed `arguments`, whatever is wrong with them, gets this one result shape. */
function invalidArguments(errors: readonly ValidationError[]): CallToolResult {
  return toolError(errorsAsText('The provide_choice arguments are invalid; nothing was shown to the user. Correct them and call again:', errors));
}

/** Cancels the entry when the MCP request is aborted; returns the unlink. */
function cancelOnAbort(hub: ChoiceHub, entry: SessionEntry, signal: AbortSignal): () => void {
  const cancel = () => void hub.store.cancel(entry.id);
  if (signal.aborted) cancel();
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

/**
 * Shows a browser or terminal question; returns the pending result, or waits for the answer.
 * A blocking call whose address would reach nobody (no tab opened or attached, or a terminal
 * command, and no progress token to carry it) hands off instead: the result is then the only
 * way the address gets to the user.
 */
async function launch(hub: ChoiceHub, entry: SessionEntry, handoff: boolean, extra: Extra): Promise<CallToolResult> {
  const url = hub.pages.urlFor(entry.id);
  const presented = entry.channel === 'browser' ? await hub.present(url) : undefined;
  const how = presented ? browserText(hub, url, presented) : terminalText(url);
  const canReport = extra._meta?.progressToken !== undefined;
  const shownByItself = presented !== undefined && presented.kind !== 'not-opened';
  if (handoff || (!canReport && !shownByItself)) {
    if (!handoff) hub.log(`handing off ${entry.id}: no progress token to show the address while waiting`);
    const status = entry.channel === 'terminal' ? 'pending_terminal_launch' : 'pending_browser_launch';
    return toolResult(pendingResult(status, entry.id, url, `${how} ${collectText(hub, entry.id)}`));
  }
  const unlink = cancelOnAbort(hub, entry, extra.signal);
  const unwatch = expireOnAbandon(hub, entry, extra.abandoned);
  const report = progressReporter(extra);
  report(`Waiting for the user. ${how}`);
  const heartbeat = setInterval(() => report(`Still waiting for the user. ${how}`), hub.timings.progressIntervalMs);
  try {
    return toolResult(finalResult(entry.request, await entry.done));
  } finally {
    clearInterval(heartbeat);
    unwatch();
    unlink();
  }
}

/**
 * A waiting call whose caller went away (`abandoned`) gets a deadline `abandonedCallMs`
 * away, unless its own comes sooner: the page says so, an answer given meanwhile can still
 * be collected with the session id from the page address, and then the request's timeout
 * action applies. Returns the unlink.
 */
function expireOnAbandon(hub: ChoiceHub, entry: SessionEntry, abandoned: AbortSignal | undefined): () => void {
  if (!abandoned) return () => {};
  const expire = () => hub.store.abandon(entry.id, hub.timings.abandonedCallMs);
  if (abandoned.aborted) expire();
  abandoned.addEventListener('abort', expire, { once: true });
  return () => abandoned.removeEventListener('abort', expire);
}

function terminalText(url: string): string {
  return `The user answers by running \`${answerCommand(url)}\` in an interactive terminal (it needs a TTY).`;
}

function browserText(hub: ChoiceHub, url: string, presented: Presented): string {
  switch (presented.kind) {
    case 'attached':
      return `The question is shown on the user's open choice-prompts page (${url}).`;
    case 'opened':
    case 'opening':
      return `Opened ${url} in the user's browser.`;
    case 'not-opened': {
      const ssh = hub.display.reason === 'connected over SSH' ? ` (forward the port first: ssh -L ${hub.pages.port}:127.0.0.1:${hub.pages.port} …)` : '';
      return `Ask the user to open ${url} in a browser${ssh}; no browser was opened (${presented.reason}). Or answer in a terminal: ${answerCommand(url)}.`;
    }
  }
}

function collectText(hub: ChoiceHub, id: string): string {
  const seconds = Math.round(hub.timings.pollWaitMs / 1000);
  return `Then call provide_choice with {"session_id": "${id}"} to collect the answer (each call waits up to ${seconds} s). The session is single-use.`;
}

async function poll(hub: ChoiceHub, rawId: unknown, extra: Extra): Promise<CallToolResult> {
  const id = typeof rawId === 'string' ? rawId : '';
  const entry = SESSION_ID_PATTERN.test(id) ? hub.store.get(id) : undefined;
  if (!entry) {
    const minutes = Math.round(hub.timings.resultTtlMs / 60_000);
    return toolError(
      `No session ${JSON.stringify(id)}: it is unknown, or finished more than ${minutes} minutes ago. Sessions are single-use; to ask again, call provide_choice without session_id.`,
    );
  }
  const url = hub.pages.urlFor(entry.id);
  const report = progressReporter(extra);
  if (!entry.response) report(`Waiting for the user's answer (${url}).`);
  // Aborting a poll ends this wait only; the question stays open for the next poll.
  const response = await hub.store.wait(entry, hub.timings.pollWaitMs, extra.signal);
  if (response) return toolResult(finalResult(entry.request, response, entry.id));
  const status = entry.channel === 'terminal' ? 'pending_terminal_launch' : 'pending_browser_launch';
  const how = entry.channel === 'terminal' ? terminalText(url) : `The question waits at ${url}.`;
  return toolResult(pendingResult(status, entry.id, url, `Still waiting. ${how} ${collectText(hub, entry.id)}`));
}

/**
 * Asks through `elicitation/create`. With `fallback` (transport `auto`), a client error, a
 * form declined unseen, or a form answer the question refuses moves the same question to
 * the browser page instead of failing.
 */
async function elicit(hub: ChoiceHub, client: ClientInfo, request: ChoiceRequest, extra: Extra, fallback: boolean): Promise<CallToolResult> {
  const form = toElicitationForm(request, client.protocolVersion);
  if (!form.ok) throw new Error(form.reason);
  const entry = hub.store.open(request, 'elicitation');
  // A form needs its client: one whose caller went away is cancelled at once.
  const unlink = cancelOnAbort(hub, entry, extra.abandoned ? AbortSignal.any([extra.signal, extra.abandoned]) : extra.signal);
  const stop = new AbortController();
  // A timeout or a cancel settles the entry; the form must close with it.
  void entry.done.then(() => stop.abort());
  const started = Date.now();
  let problem: string;
  try {
    const result = await extra.sendRequest({ method: 'elicitation/create', params: form.params }, ElicitResultSchema, {
      signal: stop.signal,
      timeout: request.timeoutMs !== undefined ? request.timeoutMs + 5_000 : LIMITS.maxTimeoutMs,
    });
    if (result.action === 'decline' && Date.now() - started < hub.timings.autoDeclineMs && fallback) {
      client.declinesForms = true;
      problem = 'the client declined the form without showing it';
    } else {
      const answer = form.decode(result);
      const outcome = answer.status === 'cancelled' ? await hub.store.cancel(entry.id) : await hub.store.answer(entry.id, answer);
      if (outcome.kind !== 'invalid') return toolResult(finalResult(request, await entry.done));
      problem = `the form answer was not acceptable: ${outcome.message}`;
    }
  } catch (error) {
    if (entry.response) return toolResult(finalResult(request, entry.response));
    problem = `the client could not show the form (${error instanceof Error ? error.message : String(error)})`;
  }
  if (entry.response) return toolResult(finalResult(request, entry.response));
  if (!fallback) {
    await hub.store.cancel(entry.id);
    return toolError(`The question could not be asked through elicitation: ${problem}. Nothing was answered; call again with "transport": "browser".`);
  }
  hub.log(`elicitation fell back to the browser: ${problem}`);
  unlink();
  await hub.pages.listen();
  hub.store.move(entry.id, 'browser');
  return launch(hub, entry, false, extra);
}
