/**
 * `resolveHistory`: the state of every ```` ```choices ```` prompt in a conversation,
 * worked out from the messages alone, so a page reload shows each prompt as it was left:
 * still open, answered (with the answer highlighted) or outdated.
 */
import type { ChoiceRequest } from '../model.js';
import { isRecord, own } from '../input.js';
import { findChoiceBlocks } from './blocks.js';

/** A chat message as hosts store them. Only `user` and `assistant` roles matter here. */
export interface HistoryMessage {
  role: 'user' | 'assistant' | 'system' | 'tool' | (string & {});
  content: string;
}

export type HistoryStatus = 'open' | 'answered' | 'outdated';

/** The state of one valid `choices` block. */
export interface HistoryEntry {
  /** Index of the assistant message in the list given. */
  messageIndex: number;
  /**
   * Index of the block among that message's `findChoiceBlocks` results, invalid blocks
   * included, so it is the same count `choicesMarkdown`'s `state` option receives.
   */
  blockIndex: number;
  status: HistoryStatus;
  /** For `answered`: the user's reply, trimmed (what the prompt's `value` should show). */
  value?: string;
}

/**
 * Resolves every valid `choices` block in the assistant messages (invalid ones render raw
 * and are skipped):
 * - `open` when no user message comes after it;
 * - `answered` when it is the last valid block before the next user message and that
 *   message is a reply the block itself could have sent (see below); `value` is the reply;
 * - `outdated` otherwise: the user wrote something else, or a later block was the one
 *   being answered.
 *
 * A reply the block could have sent, compared after trimming both sides, case-sensitively:
 * with `allowOther`, any non-empty text (the free-text field sends text as typed); else
 * option values joined with ", " in option order, as many as the block allows (one for a
 * single-select block; between `minSelections` and `maxSelections` for `multiple`).
 *
 * Roles are compared exactly (`'user'`, `'assistant'`); map others (`human`, `ai`) first.
 * Never throws; malformed messages are ignored.
 */
export function resolveHistory(messages: readonly HistoryMessage[]): HistoryEntry[] {
  if (!Array.isArray(messages)) return [];
  const found: { messageIndex: number; blockIndex: number; request: ChoiceRequest }[] = [];
  messages.forEach((message, messageIndex) => {
    if (roleOf(message) !== 'assistant') return;
    findChoiceBlocks(contentOf(message)).forEach((block, blockIndex) => {
      if (block.result.ok) found.push({ messageIndex, blockIndex, request: block.result.request });
    });
  });

  // For each message, the index of the first user message after it (or -1).
  const nextUser = new Array<number>(messages.length);
  let next = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    nextUser[i] = next;
    if (roleOf(messages[i]) === 'user') next = i;
  }

  return found.map(({ messageIndex, blockIndex, request }, k) => {
    const userIndex = nextUser[messageIndex]!;
    if (userIndex === -1) return { messageIndex, blockIndex, status: 'open' };
    const later = found[k + 1];
    const isLastBeforeReply = !later || nextUser[later.messageIndex] !== userIndex;
    const value = isLastBeforeReply ? replyOf(request, contentOf(messages[userIndex])) : undefined;
    return value === undefined ? { messageIndex, blockIndex, status: 'outdated' } : { messageIndex, blockIndex, status: 'answered', value };
  });
}

/** `text`, trimmed, if the block's prompt could have sent it; `undefined` if not. */
function replyOf(request: ChoiceRequest, text: string): string | undefined {
  const reply = text.trim();
  const question = request.questions[0];
  if (!reply || !question) return undefined;
  if (question.allowOther) return reply;
  const values = question.options.map((o) => o.value);
  const fewest = Math.max(1, question.minSelections);
  // At most 4 options (SEED_LIMITS.maxOptions), so at most 15 combinations to try.
  for (let mask = 1; mask < 1 << values.length; mask++) {
    const chosen = values.filter((_, i) => mask & (1 << i));
    if (chosen.length < fewest || chosen.length > question.maxSelections) continue;
    if (chosen.join(', ').trim() === reply) return reply;
  }
  return undefined;
}

function roleOf(message: unknown): unknown {
  return isRecord(message) ? own(message, 'role') : undefined;
}

function contentOf(message: unknown): string {
  const content = isRecord(message) ? own(message, 'content') : undefined;
  return typeof content === 'string' ? content : '';
}
