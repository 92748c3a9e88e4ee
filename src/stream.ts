/**
 * `choice-prompts/stream.js`: finding ```` ```choices ```` blocks in agent text, whole or as it
 * streams in, and restoring each block's state from history. Apart from `markdown.js`, so a
 * host that renders only finished messages does not carry the streaming reader.
 */
export { findChoiceBlocks } from './protocol/markdown/blocks.js';
export type { ChoiceBlock } from './protocol/markdown/blocks.js';
export { createChoiceStream } from './protocol/markdown/stream.js';
export type { ChoiceStream, StreamSegment } from './protocol/markdown/stream.js';
export { markdownTailStart } from './protocol/markdown/tail.js';
export { resolveHistory } from './protocol/markdown/history.js';
export type { HistoryMessage, HistoryEntry, HistoryStatus } from './protocol/markdown/history.js';
