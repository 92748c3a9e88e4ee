/**
 * Assistant messages as markdown, the way a markdown chat host shows them (seeds 000 and
 * 003): `marked` with the `choicesMarkdown()` extension for complete messages, and
 * `createChoiceStream()` while a message streams in, so an unfinished ```` ```choices ````
 * block shows as a loading prompt, never as half-written JSON.
 *
 * Every prompt gets `data-message` / `data-block` (its message index and its block index as
 * `findChoiceBlocks` and `resolveHistory` count them), which is how the page finds a prompt
 * again when the history says it is now answered or outdated.
 *
 * The scripted agents' markdown is trusted here; a host showing a real model's output
 * would sanitize the HTML `marked` produces (the `<choice-prompt>` markup survives any
 * sanitizer that allows the tag and a `type="application/json"` script child).
 */
import { Marked } from 'marked';
import { choicesMarkdown, type ChoiceBlockState } from '../../src/markdown.js';
import { createChoiceStream, findChoiceBlocks, type StreamSegment } from '../../src/stream.js';

const plain = new Marked({ gfm: true });

function html(markdown: string, state?: (blockIndex: number) => ChoiceBlockState | undefined): string {
  return new Marked({ gfm: true }, choicesMarkdown(state ? { state: (i) => state(i) } : {})).parse(markdown, { async: false });
}

function tag(prompt: Element, messageIndex: number, blockIndex: number): void {
  prompt.setAttribute('data-message', String(messageIndex));
  prompt.setAttribute('data-block', String(blockIndex));
}

/**
 * Renders a complete assistant message into `target`, each prompt in the state `state`
 * gives for its block index (typically from `resolveHistory`).
 */
export function renderMessage(
  target: HTMLElement,
  content: string,
  messageIndex: number,
  state?: (blockIndex: number) => ChoiceBlockState | undefined,
): void {
  target.innerHTML = html(content, state);
  // The k-th prompt is the k-th valid block: invalid ones stay code blocks.
  const valid = findChoiceBlocks(content)
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.result.ok);
  target.querySelectorAll('choice-prompt').forEach((prompt, k) => {
    const entry = valid[k];
    if (entry) tag(prompt, messageIndex, entry.index);
  });
}

type Part = { kind: 'text'; element: HTMLElement; text: string } | { kind: 'pending'; element: HTMLElement } | { kind: 'block'; element: Element };

/**
 * One assistant message arriving in chunks. Text is rendered as it comes; a block shows as a
 * `<choice-prompt pending>` until its closing fence arrives, then as the real prompt.
 */
export class StreamingMessage {
  readonly #stream = createChoiceStream();
  readonly #parts: Part[] = [];
  #blocks = 0;

  constructor(
    private readonly target: HTMLElement,
    private readonly messageIndex: number,
    /** Called with each prompt once its block is complete and rendered. */
    private readonly onPrompt: (prompt: HTMLElement) => void = () => {},
  ) {}

  push(chunk: string): void {
    this.#apply(this.#stream.push(chunk));
  }

  end(): void {
    this.#apply(this.#stream.end());
  }

  #apply(segments: StreamSegment[]): void {
    for (const segment of segments) {
      const last = this.#parts[this.#parts.length - 1];
      if (segment.kind === 'text') {
        if (last?.kind === 'text') {
          last.text += segment.text;
          last.element.innerHTML = plain.parse(last.text, { async: false });
        } else {
          const element = document.createElement('div');
          element.className = 'md-part';
          element.innerHTML = plain.parse(segment.text, { async: false });
          this.target.append(element);
          this.#parts.push({ kind: 'text', element, text: segment.text });
        }
      } else if (segment.kind === 'pending') {
        if (last?.kind === 'pending') continue;
        const element = document.createElement('choice-prompt');
        element.setAttribute('pending', '');
        this.target.append(element);
        this.#parts.push({ kind: 'pending', element });
      } else {
        const holder = document.createElement('div');
        holder.innerHTML = html(segment.raw);
        const blockIndex = this.#blocks++;
        const prompt = holder.querySelector<HTMLElement>('choice-prompt');
        if (prompt) tag(prompt, this.messageIndex, blockIndex);
        const nodes = [...holder.childNodes];
        if (last?.kind === 'pending') {
          last.element.replaceWith(...nodes);
          this.#parts.pop();
        } else {
          this.target.append(...nodes);
        }
        this.#parts.push({ kind: 'block', element: holder });
        if (prompt) this.onPrompt(prompt);
      }
    }
  }
}

/** Splits text into the small pieces a model streams: words, spaces and punctuation, a few characters at a time. */
export function tokens(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_'’]{1,7}|[^\s\p{L}\p{N}_'’]{1,3}/gu) ?? [];
}
