/**
 * The terminal client: the user runs `npx choice-prompts-mcp answer <url>` in a terminal of
 * their own, which reads the question from the local server and posts the answer. Nothing
 * shows it by itself, so the call hands off unless a progress token carries the command.
 */
import type { AnswerChannel } from './channel.js';
import { handOffOrWait, terminalText } from './waiting.js';

export const terminalChannel: AnswerChannel = {
  name: 'terminal',
  ask(entry, call) {
    const url = call.hub.pages.urlFor(entry.id);
    return handOffOrWait(entry, call, { url, how: terminalText(url), shownByItself: false });
  },
  waiting: (entry, hub) => ({ status: 'pending_terminal_launch', url: hub.pages.urlFor(entry.id), how: terminalText(hub.pages.urlFor(entry.id)) }),
};
