/**
 * Assistant messages as markdown while they stream in, the way a markdown chat host shows
 * them: `createChoiceStream()`, so an unfinished ```` ```choices ```` block shows as a loading
 * prompt, never as half-written JSON, and `marked` with the `choicesMarkdown()` extension for
 * each finished piece. (A reload shows the history with `renderHistoryHTML`: host.ts.)
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
import { Idiomorph } from 'idiomorph';
import { choicesMarkdown, type ChoiceBlockState } from '../../src/markdown.js';
import { createChoiceStream, type StreamSegment } from '../../src/stream.js';

function html(markdown: string, state?: (blockIndex: number) => ChoiceBlockState | undefined): string {
  return new Marked({ gfm: true }, choicesMarkdown(state ? { state: (i) => state(i) } : {})).parse(markdown, { async: false });
}

function tag(prompt: Element, messageIndex: number, blockIndex: number): void {
  prompt.setAttribute('data-message', String(messageIndex));
  prompt.setAttribute('data-block', String(blockIndex));
}

type TextPart = {
  kind: 'text';
  element: HTMLElement;
  /** The markdown so far: text, and the raw text of the blocks nested in its lists and quotes. */
  text: string;
  /** A nested block still arriving, as received so far. */
  pending?: string;
  /** The message's block index of each nested block in `text`, in order. */
  blocks: number[];
};
type Part = TextPart | { kind: 'pending'; element: HTMLElement } | { kind: 'block'; element: Element };

/**
 * One assistant message arriving in chunks. Text is rendered as it comes; a block shows as a
 * `<choice-prompt pending>` until its closing fence arrives, then as the real prompt.
 *
 * A block nested in a list item or quote stays in the text, so the list or quote renders
 * whole around it (docs/markdown.md, "Nested blocks: keep them in the text"): the text is
 * rendered again as it grows, pending block included (`choicesMarkdown({ streaming: true })`),
 * and the page is morphed into each new rendering, so the prompt element made the first time
 * stays where it is and keeps its state. Such a prompt is offered focus when the message
 * ends, not when it arrives: until then the list or quote around it may still change shape.
 */
export class StreamingMessage {
  readonly #stream = createChoiceStream();
  readonly #parts: Part[] = [];
  #blocks = 0;
  /** Nested prompts, offered to `onPrompt` once the message has ended (their text re-renders until then). */
  #nested: HTMLElement[] = [];
  /** The nested prompts shown so far, so each is offered once. */
  readonly #made = new WeakSet<HTMLElement>();

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
    for (const prompt of this.#nested) this.onPrompt(prompt);
    this.#nested = [];
  }

  #apply(segments: StreamSegment[]): void {
    for (const segment of segments) {
      const last = this.#parts[this.#parts.length - 1];
      if (segment.kind === 'text' || segment.nested) {
        const part = last?.kind === 'text' ? last : this.#textPart();
        if (segment.kind === 'text') part.text += segment.text;
        else if (segment.kind === 'pending') part.pending = segment.raw;
        else {
          part.text += segment.raw;
          part.pending = undefined;
          part.blocks.push(this.#blocks++);
        }
        this.#renderText(part);
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

  #textPart(): TextPart {
    const element = document.createElement('div');
    element.className = 'md-part';
    this.target.append(element);
    const part: TextPart = { kind: 'text', element, text: '', blocks: [] };
    this.#parts.push(part);
    return part;
  }

  /**
   * Renders a text part again, morphing what is on the page into the new rendering
   * (`Idiomorph`): the nodes that did not change stay where they are, and each prompt, matched
   * by an id made of its message and block index (the pending one has its own), is the
   * element made the first time, untouched, so it keeps its state. Replacing the part's
   * children instead moved every prompt on every token, and each move took focus from the
   * person answering it.
   */
  #renderText(part: TextPart): void {
    const rendered: number[] = [];
    const template = document.createElement('template');
    template.innerHTML = new Marked({ gfm: true }, choicesMarkdown({ streaming: part.pending !== undefined, state: (i) => void rendered.push(i) })).parse(
      part.text + (part.pending ?? ''),
      { async: false },
    );
    let k = 0;
    for (const prompt of template.content.querySelectorAll<HTMLElement>('choice-prompt')) {
      if (prompt.hasAttribute('pending')) {
        prompt.id = `choice-${this.messageIndex}-pending`;
        continue;
      }
      const blockIndex = part.blocks[rendered[k++]!]!;
      tag(prompt, this.messageIndex, blockIndex);
      prompt.id = `choice-${this.messageIndex}-${blockIndex}`;
    }
    const focused = [...part.element.querySelectorAll<HTMLElement>('choice-prompt')].find((p) => p.matches(':focus-within'));
    Idiomorph.morph(part.element, template.content, {
      morphStyle: 'innerHTML',
      callbacks: {
        // A prompt on the page is the user's: its attributes and content are its own now.
        beforeNodeMorphed: (node) => node.localName !== 'choice-prompt',
      },
    });
    for (const prompt of part.element.querySelectorAll<HTMLElement>('choice-prompt:not([pending])')) {
      if (this.#made.has(prompt)) continue;
      this.#made.add(prompt);
      this.#nested.push(prompt);
    }
    // A move (a list that began around a prompt) can take focus from it: give it back.
    if (focused?.isConnected && !focused.matches(':focus-within')) focused.focus();
  }
}

/** Splits text into the small pieces a model streams: words, spaces and punctuation, a few characters at a time. */
export function tokens(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_'’]{1,7}|[^\s\p{L}\p{N}_'’]{1,3}/gu) ?? [];
}
