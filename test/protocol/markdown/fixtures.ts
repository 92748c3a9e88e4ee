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
 * The oracle: the content of each top-level `choices` code block `marked` (what renders the
 * page) finds in `markdown`. A fence nested in a list item or a quote is a token inside that
 * container's tokens, so it is not listed: exactly the blocks that become prompts.
 */
export function markedChoiceSources(markdown: string): string[] {
  return marked
    .lexer(markdown)
    .filter((t): t is Tokens.Code => t.type === 'code' && ((t as Tokens.Code).lang ?? '').trim().split(/\s/, 1)[0]!.toLowerCase() === 'choices')
    .map((t) => t.text);
}
