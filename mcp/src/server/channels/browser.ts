/**
 * The local answer page. Where the client declares URL-mode elicitation (MCP 2025-11-25) it
 * opens the page with the user's consent and `notifications/elicitation/complete` tells it
 * when the page is done; otherwise the server opens a tab where a display exists (or the
 * page of this connection's scope already open shows it), or the address goes in the result.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { LIMITS, type ChoiceRequest } from 'choice-prompts/protocol.js';
import type { ChoiceHub, Presented } from '../hub.js';
import { answerQuestion } from '../question.js';
import { finalResult, toolResult } from '../result.js';
import type { Question } from '../question.js';
import type { AnswerChannel, ChoiceCall } from './channel.js';
import { answerCommand, handOffOrWait, type Shown } from './waiting.js';

export const browserChannel: AnswerChannel = {
  name: 'browser',

  async ask(entry: Question, call: ChoiceCall): Promise<CallToolResult> {
    const { hub, client } = call;
    const url = hub.pages.urlFor(entry.id);
    const offered = call.urlMode ? await offerPage(call, entry, url) : 'failed';
    if (offered === 'settled') return toolResult(finalResult(entry.request, await entry.done));
    let shown: Shown;
    if (offered === 'opened') {
      shown = {
        url,
        how: `The MCP client opened ${url} for the user.`,
        shownByItself: true,
        // A hand-off returns now: the completion goes out on the connection once the page is done.
        onHandOff: () => void entry.done.then(() => client.completeElicitation(entry.id).catch(() => {})),
        // Sent with the call (on its stream over HTTP), before its result.
        beforeResult: () => call.extra.notify({ method: 'notifications/elicitation/complete', params: { elicitationId: entry.id } }).catch(() => {}),
      };
    } else {
      const presented = await hub.present(url, entry.scope);
      shown = { url, how: presentedText(hub, url, presented), shownByItself: presented.kind !== 'not-opened' };
    }
    return handOffOrWait(entry, call, shown);
  },

  waiting: (entry, hub) => ({ status: 'pending_browser_launch', url: hub.pages.urlFor(entry.id), how: `The question waits at ${hub.pages.urlFor(entry.id)}.` }),
};

/**
 * Offers the page as a URL-mode elicitation: the client asks the user for consent and opens
 * `url`. `opened` once it did; `settled` when the user declined (or dismissed) opening it,
 * which is their answer to the question too; `failed` when the client could not do it, so
 * the server shows the page itself.
 */
async function offerPage(call: ChoiceCall, entry: Question, url: string): Promise<'opened' | 'settled' | 'failed'> {
  const { hub, extra } = call;
  const stop = new AbortController();
  void entry.done.then(() => stop.abort());
  try {
    const result = await extra.elicit(
      { mode: 'url', message: urlMessage(entry.request), url, elicitationId: entry.id },
      { signal: stop.signal, timeout: entry.request.timeoutMs !== undefined ? entry.request.timeoutMs + 5_000 : LIMITS.maxTimeoutMs },
    );
    if (result.action === 'accept') return 'opened';
    await answerQuestion(hub.store, entry.id, { status: result.action === 'decline' ? 'declined' : 'cancelled', answers: {} });
    return 'settled';
  } catch (error) {
    if (entry.response) return 'settled';
    hub.log(`the client could not open the page itself (${error instanceof Error ? error.message : String(error)}), so the server shows it`);
    return 'failed';
  }
}

/** What a URL-mode elicitation says before the client asks the user to open the page. */
function urlMessage(request: ChoiceRequest): string {
  const [question] = request.questions;
  const lines = [...(request.title ? [request.title] : []), ...(question ? [question.text] : [])];
  return [...lines, 'Open the page to answer.'].join('\n');
}

function presentedText(hub: ChoiceHub, url: string, presented: Presented): string {
  switch (presented.kind) {
    case 'attached':
      return `The question is shown on the user's open choice-prompts page (${url}).`;
    case 'opened':
    case 'opening':
      return `Opened ${url} in the user's browser.`;
    case 'not-opened': {
      const ssh = hub.display.reason === 'connected over SSH' ? ` (forward the port first: ssh -L ${hub.pages.port}:127.0.0.1:${hub.pages.port} …)` : '';
      return `No browser was opened: ${presented.reason}. Ask the user to open ${url} in a browser${ssh}, or to answer in a terminal: ${answerCommand(url)}.`;
    }
  }
}
