/**
 * The chat page's DOM: transcript entries, the reply panel and the status line. Built with
 * DOM calls and `textContent`, so nothing a user or an agent typed is parsed as HTML here.
 */
import type { ReplyRecord } from './store.js';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export interface AssistantEntry {
  /** Who speaks: the agent's name. */
  agent: string;
  item: HTMLLIElement;
  /** Where the markdown goes. */
  body: HTMLElement;
  /** Where a structured question's prompt goes. */
  slot: HTMLElement;
}

export class TranscriptView {
  constructor(private readonly list: HTMLOListElement) {}

  clear(): void {
    this.list.replaceChildren();
  }

  user(content: string): HTMLLIElement {
    const item = el('li', 'message user');
    item.append(el('p', 'who', 'You'), el('p', 'bubble', content));
    this.list.append(item);
    return item;
  }

  assistant(agentName: string, toolLabel?: string): AssistantEntry {
    const item = el('li', 'message assistant');
    const body = el('div', 'markdown');
    const slot = el('div', 'ask');
    item.append(el('p', 'who', agentName), body);
    if (toolLabel) slot.append(el('p', 'tool-chip', toolLabel));
    item.append(slot);
    this.list.append(item);
    return { agent: agentName, item, body, slot };
  }

  tool(label: string, content: string): HTMLLIElement {
    const item = el('li', 'message tool');
    const code = el('code', undefined, content);
    const pre = el('pre');
    pre.append(code);
    item.append(el('p', 'who', label), pre);
    this.list.append(item);
    return item;
  }
}

/** The panel showing exactly what went back to the agent, newest first. */
export class ReplyPanel {
  constructor(
    private readonly latest: HTMLElement,
    private readonly earlier: HTMLOListElement,
    private readonly earlierBox: HTMLDetailsElement,
  ) {}

  show(replies: readonly ReplyRecord[]): void {
    const [newest, ...rest] = [...replies].reverse();
    this.latest.replaceChildren(newest ? this.#record(newest, 'reply-latest') : el('p', 'empty', 'Nothing has been sent yet. Answer a question and its reply appears here, exactly as the agent receives it.'));
    this.earlier.replaceChildren(...rest.map((r) => {
      const item = el('li');
      item.append(this.#record(r));
      return item;
    }));
    this.earlierBox.hidden = rest.length === 0;
    const count = this.earlierBox.querySelector('summary .count');
    if (count) count.textContent = String(rest.length);
  }

  #record(reply: ReplyRecord, id?: string): HTMLElement {
    const box = el('div', 'reply');
    const meta = el('p', 'reply-meta');
    meta.append(el('code', 'dialect', reply.dialect), document.createTextNode(` · ${reply.channel}`));
    const pre = el('pre', 'reply-text');
    if (id) pre.id = id;
    pre.append(el('code', undefined, reply.text === '' ? '(empty)' : reply.text));
    box.append(meta, pre);
    return box;
  }
}

/** A polite live region for what happens in the conversation, in one short sentence. */
export class StatusLine {
  constructor(private readonly region: HTMLElement) {}

  say(text: string): void {
    this.region.textContent = text;
  }
}
