/** Shared inputs and helpers for the markdown/streaming/history tests. */
import { Marked, type Tokens } from 'marked';
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

const marked = new Marked();

/**
 * The oracle: the content of each `choices` code block `marked` (what renders the page)
 * finds in `markdown`, in document order, at the top level or nested in list items and
 * block quotes at any depth: exactly the blocks that become prompts.
 */
export function markedChoiceSources(markdown: string): string[] {
  const sources: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type === 'code' && ((t as Tokens.Code).lang ?? '').trim().split(/\s/, 1)[0]!.toLowerCase() === 'choices') sources.push((t as Tokens.Code).text);
  });
  return sources;
}
