/**
 * A stored conversation as HTML, for a server: each message's markdown rendered, each
 * ```` ```choices ```` block drawn in the state the history reader gives it (`resolveHistory`):
 * settled ones as plain markup that needs no script, the one still open as a `<choice-prompt>`
 * painted with its markup, which the element takes over.
 */
import { answerFromValue } from '../components/answer/wording.js';
import { choicesMarkdown, type ChoiceBlockMarkup } from '../markdown.js';
import { resolveHistory, type HistoryMessage } from '../protocol/markdown/history.js';
import type { ChoiceResponse } from '../protocol/model.js';
import { escapeText, url } from './markup.js';
import { renderHTML, type RenderHTMLOptions } from './render.js';

/** What `renderHistoryHTML` needs of `marked`'s `Marked` class (14 or later). */
export interface MarkedLike {
  new (...extensions: object[]): { parse(markdown: string, options: { async: false }): string | Promise<string> };
}

/** How `renderHistoryHTML` draws a conversation. */
export interface HistoryHTMLOptions extends Pick<RenderHTMLOptions, 'strings' | 'lang' | 'dir'> {
  /** `marked`'s `Marked` class, which renders each assistant message's markdown (the kit does not bring `marked`). */
  Marked: MarkedLike;
  /** A settled block folds to its line; `expanded` draws them all open. */
  expanded?: boolean;
}

/**
 * What a message's markdown may hold that a page must not run: raw HTML is shown as text, and
 * a link or image keeps its address only when it is `http:`, `https:` or `mailto:` (the text
 * of a `javascript:` link stays, as text). A model's output needs no sanitizer after this.
 */
const plainMarkdown = {
  renderer: {
    html(token: { text: string }): string {
      return escapeText(token.text);
    },
    link(this: { parser: { parseInline(tokens: unknown[]): string } }, token: { href: string; title?: string | null; tokens: unknown[] }): string {
      const text = this.parser.parseInline(token.tokens);
      const href = url(token.href);
      return href ? `<a href="${escapeText(href.href)}"${token.title ? ` title="${escapeText(token.title)}"` : ''}>${text}</a>` : text;
    },
    image(token: { href: string; text: string; title?: string | null }): string {
      const src = url(token.href);
      return src ? `<img src="${escapeText(src.href)}" alt="${escapeText(token.text)}"${token.title ? ` title="${escapeText(token.title)}"` : ''}>` : escapeText(token.text);
    },
  },
};

/**
 * The HTML of each message of a stored conversation, in order (user, tool and system messages
 * as their text, escaped; assistant messages' markdown rendered with `options.Marked`), each
 * ```` ```choices ```` block in the state the messages give it (`resolveHistory`): answered
 * (its reply chosen) and outdated blocks as `renderHTML`'s markup, folded to their line, which
 * needs no script and no elements; a block still open as a `<choice-prompt>` holding its JSON
 * and painted with its open markup, for the element to take over once its script is here.
 * Every block carries `data-message` and `data-block` (its message's index and its own, as
 * `resolveHistory` counts them).
 *
 * Raw HTML in a message is shown as text and a link keeps only an `http:`, `https:` or
 * `mailto:` address: what a model wrote cannot run in the page.
 *
 * @example
 * import { Marked } from 'marked';
 * import { renderHistoryHTML } from 'choice-prompts/html.js';
 * const html = renderHistoryHTML(messages, { Marked, lang: 'en' });
 */
export function renderHistoryHTML(messages: readonly HistoryMessage[], options: HistoryHTMLOptions): string[] {
  const entries = resolveHistory(messages);
  return messages.map((message, messageIndex) => {
    const content = typeof message?.content === 'string' ? message.content : '';
    if (message?.role !== 'assistant') return escapeText(content);
    const block = ({ request, state, blockIndex, element }: ChoiceBlockMarkup): string => {
      const tag = ` data-message="${messageIndex}" data-block="${blockIndex}"`;
      const entry = entries.find((e) => e.messageIndex === messageIndex && e.blockIndex === blockIndex);
      const drawn = { strings: options.strings, lang: options.lang, dir: options.dir, idPrefix: `cp-${messageIndex}-${blockIndex}-` };
      if (!entry || entry.status === 'open') {
        // Open: the element takes it over; until then the page shows its open markup (fallback content, which the element does not show).
        return element.replace('<choice-prompt', `<choice-prompt${tag}`).replace('</choice-prompt>', `${renderHTML(request, drawn)}</choice-prompt>`);
      }
      const question = request.questions[0]!;
      const response: ChoiceResponse | undefined =
        entry.value === undefined ? undefined : { requestId: request.id, status: 'answered', answers: { [question.id]: answerFromValue(question, entry.value) } };
      const markup = renderHTML(request, { ...drawn, response, outdated: entry.status === 'outdated', expanded: options.expanded });
      return markup.replace('<div class="choice-prompts"', `<div class="choice-prompts"${tag}`);
    };
    const state = (blockIndex: number) => {
      const entry = entries.find((e) => e.messageIndex === messageIndex && e.blockIndex === blockIndex);
      return entry && { status: entry.status, ...(entry.value !== undefined && { value: entry.value }) };
    };
    return new options.Marked({ gfm: true }, choicesMarkdown({ state, render: block }), plainMarkdown).parse(content, { async: false }) as string;
  });
}
