/**
 * What the channels share once a question is shown: waiting for the answer (with progress,
 * cancel on abort and a deadline when the caller vanishes), or handing off to polls.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { ChoiceHub } from '../hub.js';
import { finalResult, pendingResult, toolResult } from '../result.js';
import type { Question } from '../question.js';
import type { ChoiceCall, Extra } from './channel.js';

/** The command a user runs to answer in a terminal. */
export function answerCommand(url: string): string {
  return `npx choice-prompts-mcp answer ${url}`;
}

export function terminalText(url: string): string {
  return `The user answers by running \`${answerCommand(url)}\` in an interactive terminal (it needs a TTY).`;
}

/** How the agent collects a hand-off. */
export function collectText(hub: ChoiceHub, id: string): string {
  const seconds = Math.round(hub.timings.pollWaitMs / 1000);
  return `Then call provide_choice with {"session_id": "${id}"} to collect the answer (each call waits up to ${seconds} s). The session is single-use.`;
}

/** Sends `notifications/progress` when the client asked for them; a no-op otherwise. */
export function progressReporter(extra: Extra): (message: string) => void {
  const token = extra._meta?.progressToken;
  let progress = 0;
  return (message) => {
    if (token === undefined) return;
    progress += 1;
    extra.notify({ method: 'notifications/progress', params: { progressToken: token, progress, message } }).catch(() => {});
  };
}

/** Cancels the entry when `signal` aborts; returns the unlink. */
export function cancelOnAbort(hub: ChoiceHub, entry: Question, signal: AbortSignal): () => void {
  const cancel = () => void hub.cancel(entry.id);
  if (signal.aborted) cancel();
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

/**
 * A waiting call whose caller went away (`abandoned`) gets a deadline `abandonedCallMs`
 * away, unless its own comes sooner: the page says so, an answer given meanwhile can still
 * be collected with the session id from the page address, and then the request's timeout
 * action applies. Returns the unlink.
 */
function expireOnAbandon(hub: ChoiceHub, entry: Question, abandoned: AbortSignal | undefined): () => void {
  if (!abandoned) return () => {};
  const expire = () => void hub.abandon(entry.id, hub.timings.abandonedCallMs);
  if (abandoned.aborted) expire();
  abandoned.addEventListener('abort', expire, { once: true });
  return () => abandoned.removeEventListener('abort', expire);
}

/**
 * A blocking call's wait: progress now and every interval (where the client gave a token),
 * the question cancelled if the call is aborted and given a deadline if its caller vanishes,
 * and the final result once the entry settles.
 */
export async function waitForAnswer(
  hub: ChoiceHub,
  entry: Question,
  { how, extra, beforeResult }: { how: string; extra: Extra; beforeResult?: () => Promise<unknown> },
): Promise<CallToolResult> {
  const unlink = cancelOnAbort(hub, entry, extra.signal);
  const unwatch = expireOnAbandon(hub, entry, extra.abandoned);
  const report = progressReporter(extra);
  report(`Waiting for the user. ${how}`);
  const heartbeat = setInterval(() => report(`Still waiting for the user. ${how}`), hub.timings.progressIntervalMs);
  try {
    const response = await entry.done;
    await beforeResult?.();
    return toolResult(finalResult(entry.request, response));
  } finally {
    clearInterval(heartbeat);
    unwatch();
    unlink();
  }
}

/** How a shown page or terminal question reached the user, and what to do when the call returns or ends. */
export interface Shown {
  url: string;
  /** Where the question is, said to the agent and in progress messages. */
  how: string;
  /** The user sees the question without the address passing through the agent (a tab opened or attached). */
  shownByItself: boolean;
  /** Runs when the call hands off (the call's own stream is gone by the time the question settles). */
  onHandOff?: () => void;
  /** Runs after the question settles, before a blocking call's result goes out. */
  beforeResult?: () => Promise<unknown>;
}

/**
 * The end of a page or terminal question: hands off (returns pending now) when the call says
 * so, or when its address would reach nobody (nothing shown by itself and no progress token
 * to carry it: the result is then the only way it gets to the user); otherwise waits.
 */
export async function handOffOrWait(entry: Question, call: ChoiceCall, shown: Shown): Promise<CallToolResult> {
  const { hub, extra } = call;
  const how = call.note !== undefined ? `${call.note} ${shown.how}` : shown.how;
  const canReport = extra._meta?.progressToken !== undefined;
  if (call.handoff || (!canReport && !shown.shownByItself)) {
    if (!call.handoff) hub.log(`handing off ${entry.id}: no progress token to show the address while waiting`);
    shown.onHandOff?.();
    const status = entry.channel === 'terminal' ? 'pending_terminal_launch' : 'pending_browser_launch';
    return toolResult(pendingResult(status, entry.id, shown.url, `${how} ${collectText(hub, entry.id)}`));
  }
  return waitForAnswer(hub, entry, { how, extra, ...(shown.beforeResult && { beforeResult: shown.beforeResult }) });
}
