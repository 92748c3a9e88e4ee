/**
 * `choice-prompts/stream.js`: finding ```` ```choices ```` blocks in agent text, as a whole
 * (`findChoiceBlocks`) or as it streams in (`createChoiceStream`, with `markdownTailStart`
 * so a host re-renders only the unfinished end of a message), and restoring each block's
 * state from the message history on reload (`resolveHistory`). DOM-free: Node too.
 *
 * Apart from `markdown.js` (the `marked` extension) so that a host that only renders
 * finished messages does not carry the streaming reader, and the other way round.
 */
export { findChoiceBlocks } from './protocol/markdown/blocks.js';
export type { ChoiceBlock } from './protocol/markdown/blocks.js';
export { createChoiceStream } from './protocol/markdown/stream.js';
export type { ChoiceStream, StreamSegment } from './protocol/markdown/stream.js';
export { markdownTailStart } from './protocol/markdown/tail.js';
export { resolveHistory } from './protocol/markdown/history.js';
export type { HistoryMessage, HistoryEntry, HistoryStatus } from './protocol/markdown/history.js';
