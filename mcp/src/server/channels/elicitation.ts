/**
 * The MCP client's own form (`elicitation/create`, form mode). A decline or a dismissal is
 * the user's answer (`cancelled`, with `selection.reason`). With `fallback` (transport
 * `auto`), a form the client could not show, or declined before anyone could have read it,
 * moves the question to the browser page and the call goes on there; a form answer the
 * question refuses is asked again on the page, and the call returns at once saying so (a
 * hand-off to collect). Without `fallback` (transport `elicitation`) each is an error.
 *
 * "Before anyone could have read it" is a decline within `autoDeclineMs` (250 ms) of sending
 * the form: some clients declare form elicitation yet decline every form without showing it.
 */
import { LIMITS } from 'choice-prompts/protocol.js';
import { toElicitationForm } from '../elicitation.js';
import { answerQuestion } from '../question.js';
import { finalResult, toolError, toolResult } from '../result.js';
import { browserChannel } from './browser.js';
import type { AnswerChannel } from './channel.js';
import { cancelOnAbort } from './waiting.js';

export const elicitationChannel: AnswerChannel = {
  name: 'elicitation',

  async ask(entry, call) {
    const { hub, client, extra } = call;
    const { request } = entry;
    const form = toElicitationForm(request, client.protocolVersion);
    if (!form.ok) throw new Error(form.reason);
    // A form needs its client: one whose caller went away is cancelled at once.
    const unlink = cancelOnAbort(hub, entry, extra.abandoned ? AbortSignal.any([extra.signal, extra.abandoned]) : extra.signal);
    const stop = new AbortController();
    // A timeout or a cancel settles the entry; the form must close with it.
    void entry.done.then(() => stop.abort());
    const started = Date.now();
    let problem: string;
    let refused = false;
    try {
      const result = await extra.elicit(form.params, {
        signal: stop.signal,
        timeout: request.timeoutMs !== undefined ? request.timeoutMs + 5_000 : LIMITS.maxTimeoutMs,
      });
      if (result.action === 'decline' && call.fallback && Date.now() - started < hub.timings.autoDeclineMs) {
        problem = `The client declined the form within ${hub.timings.autoDeclineMs} ms, before anyone could have read it.`;
      } else {
        const outcome = await answerQuestion(hub.store, entry.id, form.decode(result));
        if (outcome.kind !== 'invalid') return toolResult(finalResult(request, await entry.done));
        problem = `The form answer was not acceptable: ${sentence(outcome.message)}`;
        refused = true;
      }
    } catch (error) {
      if (entry.response) return toolResult(finalResult(request, entry.response));
      problem = `The client could not show the form (${error instanceof Error ? error.message : String(error)}).`;
    }
    if (entry.response) return toolResult(finalResult(request, entry.response));
    if (!call.fallback) {
      await hub.cancel(entry.id);
      return toolError(`The question could not be asked through elicitation. ${problem} Nothing was answered. Call again with "transport": "browser".`);
    }
    hub.log(`elicitation moved to the browser: ${problem}`);
    unlink();
    await hub.pages.listen();
    await hub.move(entry, 'browser');
    const note = refused ? `${problem} The question is asked again on the browser page.` : `${problem} The question moved to the browser page.`;
    // A refused answer is told to the agent now: the call hands off, and the answer is collected with session_id.
    return browserChannel.ask(entry, { ...call, handoff: refused, note });
  },

  waiting: () => ({ status: 'pending_browser_launch', url: '', how: 'The question is shown in the MCP client\'s own form.' }),
};

/** `text` as one sentence: first letter capital, one final period (messages may or may not end in one). */
function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.\s]+$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}
