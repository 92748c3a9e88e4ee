/** Shared inputs and helpers for the markdown/streaming/history tests. */
import type { ParseResult } from '../../../src/protocol/model.js';

export const seedJson = JSON.stringify({
  question: 'How would you like to add this source?',
  options: [
    { label: 'Use RSS feed', value: 'rss' },
    { label: 'Use agentic extraction', value: 'agentic' },
  ],
});

export const fence = (json: string, info = 'choices', marks = '```'): string => `${marks}${info}\n${json}\n${marks}\n`;

/** A parse result without its random request id, so two parses of one source compare equal. */
export function stable(result: ParseResult): unknown {
  return result.ok ? { ok: true, request: { ...result.request, id: '-' } } : result;
}
