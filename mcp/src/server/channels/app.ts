/**
 * Inline in the conversation (an MCP App): the host renders the View, which claims this call
 * by its arguments and settles it (see `../app.ts`). Blocks like a page question with a
 * progress token, and aborting the call cancels the question. With `handoff` (a client that
 * ends tool calls early, such as Claude Desktop) it returns at once with a pending status:
 * the View stays claimable until the question settles, and polls collect the answer.
 */
import { VIEW_URI } from '../app.js';
import { pendingResult, toolResult } from '../result.js';
import type { AnswerChannel } from './channel.js';
import { collectText, waitForAnswer } from './waiting.js';

const APP_TEXT = 'The question is shown in the conversation.';

export const appChannel: AnswerChannel = {
  name: 'app',

  async ask(entry, call) {
    const forget = call.client.appCalls.add(entry, call.args);
    if (call.handoff) {
      void entry.done.then(forget, forget);
      return toolResult(pendingResult('pending_browser_launch', entry.id, VIEW_URI, `${APP_TEXT} ${collectText(call.hub, entry.id)}`));
    }
    try {
      return await waitForAnswer(call.hub, entry, { how: APP_TEXT, extra: call.extra });
    } finally {
      forget();
    }
  },

  waiting: () => ({ status: 'pending_browser_launch', url: VIEW_URI, how: APP_TEXT }),
};
