/**
 * The chat host: runs one scripted agent against the page. It streams the agent's
 * markdown, shows each question in the agent's own dialect, sends the answer back the way
 * that dialect expects (a user message, a tool result, a JSON-RPC response, an
 * `addToolOutput` call), records the exact reply, and rebuilds everything from history on
 * reload. Structured questions from tools go through one `ChoiceSession`, bound to the
 * transcript and to a second view with `bindSession`.
 */
import type { DialectName } from '../../src/protocol.js';
import type { ChoiceSession } from '../../src/session.js';
import { findChoiceBlocks, resolveHistory } from '../../src/stream.js';
import type { ChoiceSubmitEvent } from '../../src/index.js';
import { activateAsk, askQuestion, initialId, showSettledAsk, type LiveAsk, type PromptElement } from './asks.js';
import { activateBatch, showSettledBatch, type BatchHost } from './batch.js';
import type { ChoiceQueue } from '../../src/choice-queue.js';
import type { Agent } from './agents/index.js';
import { Marked } from 'marked';
import { renderHistoryHTML } from '../../src/html.js';
import { StreamingMessage, tokens } from './markdown.js';
import { shownAnswer } from './shown-answer.js';
import { saveConversation, type Conversation, type StoredMessage } from './store.js';
import type { AssistantEntry, ReplyPanel, StatusLine, TranscriptView } from './view.js';

export interface ChatHostOptions {
  agent: Agent;
  conversation: Conversation;
  session: ChoiceSession;
  /** Where questions asked together wait, above the message box. */
  queue: ChoiceQueue;
  transcript: TranscriptView;
  transcriptRoot: HTMLElement;
  replies: ReplyPanel;
  status: StatusLine;
  /** Disables sending while the agent is busy. */
  setBusy(busy: boolean): void;
  /** Milliseconds between streamed tokens. */
  tokenMs: number;
  /** Keeps the end of the conversation in view while the reader is there (`follow.ts`). */
  follower: { toEnd(): void };
  /** Loads the elements: only an open question, or a turn of the agent (which may ask one), needs them. */
  elements(): Promise<unknown>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ChatHost {
  readonly #o: ChatHostOptions;
  readonly #entries = new Map<number, AssistantEntry>();
  #live: LiveAsk | undefined;
  #busy = false;
  /** Settles when the agent's current turn has finished streaming. */
  #turn: Promise<void> = Promise.resolve();

  constructor(options: ChatHostOptions) {
    this.#o = options;
    options.transcriptRoot.addEventListener('choice-submit', (event) => this.#onBlockAnswered(event));
  }

  get #messages(): StoredMessage[] {
    return this.#o.conversation.messages;
  }

  get busy(): boolean {
    return this.#busy;
  }

  /**
   * Shows the history as it was left, as plain markup, then lets the agent (or the open
   * question, once the elements are here) go on. A history that ends settled loads no element.
   */
  start(): void {
    this.#renderHistory();
    this.#o.replies.show(this.#o.conversation.replies);
    // To the end, but not past the open question's start: it may render after the history.
    this.#o.follower.toEnd();
    const messages = this.#messages;
    const last = messages[messages.length - 1];
    if (last?.role === 'assistant' && ((last.ask && !last.ask.response) || last.batch?.some((a) => !a.response))) void this.#o.elements().then(() => this.#activate(messages.length - 1));
    else if (!last || last.role !== 'assistant') void this.#runAgent();
    // An open ```choices block painted with its markup, or a settled batch (its elements), waits for the elements.
    else if (this.#o.transcriptRoot.querySelector('choice-prompt, question-set, choice-queue')) void this.#o.elements();
  }

  /** The user typed a message. An open question is withdrawn: the conversation moved on. */
  type(text: string): void {
    if (this.#busy) return;
    const live = this.#live;
    this.#live = undefined;
    const continues = live?.withdraw() ?? false;
    this.#appendUser(text);
    // Who sends a message wants to see what follows it.
    this.#o.follower.toEnd();
    if (!continues) void this.#runAgent();
  }

  #save(): void {
    saveConversation(this.#o.agent.id, this.#o.conversation);
  }

  /**
   * The history as a server would render it (`renderHistoryHTML`): each message's markdown,
   * its settled ```choices blocks as plain markup folded to their line, an open one as a
   * `<choice-prompt>` painted with its markup; a settled tool question as `renderHTML`'s markup.
   */
  #renderHistory(): void {
    const messages = this.#messages;
    const html = renderHistoryHTML(messages, { Marked });
    messages.forEach((message, index) => {
      if (message.role === 'user') this.#o.transcript.user(message.shown ?? message.content);
      else if (message.role === 'tool') this.#o.transcript.tool(message.label, message.content);
      else {
        const entry = this.#o.transcript.assistant(this.#o.agent.name);
        this.#entries.set(index, entry);
        entry.body.innerHTML = html[index]!;
        const open = (message.batch ? message.batch.some((a) => !a.response) : !message.ask?.response) && index === messages.length - 1;
        if (message.ask && !open) showSettledAsk(message.ask, entry);
        if (message.batch && !open) showSettledBatch(message.batch, entry);
      }
    });
  }

  #runAgent(): Promise<void> {
    this.#turn = this.#turn
      .then(() => this.#takeTurn())
      .catch((error: unknown) => {
        console.error('The scripted agent failed', error);
        this.#setBusy(false);
      });
    return this.#turn;
  }

  async #takeTurn(): Promise<void> {
    const { agent, status, transcript } = this.#o;
    // What the agent says may ask a question: the elements are here before it streams (the
    // message box stays usable while they load).
    await this.#o.elements();
    this.#setBusy(true);
    status.say(`${agent.name} is replying…`);
    const turn = await agent.next(this.#messages);
    if (!turn) {
      this.#setBusy(false);
      status.say('');
      return;
    }
    const index = this.#messages.length;
    const entry = transcript.assistant(agent.name);
    const stream = new StreamingMessage(entry.body, index, (prompt) => this.#offerFocus(prompt));
    // The opening message is there when the chat opens, as a chat's greeting is: streamed at
    // a model's pace, its question would wait seconds behind "Loading question…". The replies
    // to what the user sends stream in. The follower scrolls as a message grows.
    if (index === 0) stream.push(turn.text);
    else {
      for (const token of tokens(turn.text)) {
        stream.push(token);
        await sleep(this.#o.tokenMs);
      }
    }
    stream.end();
    const message: StoredMessage = { role: 'assistant', content: turn.text };
    if (turn.ask) message.ask = { kind: turn.ask.kind, payload: turn.ask.payload, requestId: initialId(turn.ask.kind, turn.ask.payload) };
    if (turn.batch) message.batch = turn.batch.map((a) => ({ ...a, requestId: initialId(a.kind, a.payload) }));
    this.#messages.push(message);
    this.#entries.set(index, entry);
    this.#save();
    this.#setBusy(false);
    if (message.ask || message.batch) this.#activate(index);
    const question = message.ask ? askQuestion(message.ask) : openBlockQuestion(turn.text);
    status.say(message.batch ? `${agent.name} asks ${message.batch.length} questions at once.` : question ? `${agent.name} asks: ${question}` : `${agent.name} replied.`);
  }

  #setBusy(busy: boolean): void {
    this.#busy = busy;
    this.#o.transcriptRoot.setAttribute('aria-busy', String(busy));
    this.#o.setBusy(busy);
  }

  /** A user message: `text` goes to the agent, `shown` (the labels chosen) to the bubble when given. */
  #appendUser(text: string, shown?: string): void {
    this.#messages.push(shown !== undefined && shown !== text ? { role: 'user', content: text, shown } : { role: 'user', content: text });
    this.#o.transcript.user(shown ?? text);
    this.#refreshBlocks();
    this.#save();
  }

  #appendTool(label: string, content: string): void {
    this.#messages.push({ role: 'tool', label, content });
    this.#o.transcript.tool(label, content);
    this.#save();
  }

  #recordReply(dialect: DialectName, channel: string, text: string): void {
    this.#o.conversation.replies.push({ dialect, channel, text });
    this.#save();
    this.#o.replies.show(this.#o.conversation.replies);
  }

  /** Applies `resolveHistory` to every markdown prompt on the page: answered, outdated or open. */
  #refreshBlocks(): void {
    for (const entry of resolveHistory(this.#messages)) {
      const prompt = this.#o.transcriptRoot.querySelector(`choice-prompt[data-message="${entry.messageIndex}"][data-block="${entry.blockIndex}"]`);
      if (!prompt) continue;
      if (entry.status === 'answered') {
        prompt.setAttribute('answered', '');
        if (entry.value !== undefined) prompt.setAttribute('value', entry.value);
      } else if (entry.status === 'outdated') {
        prompt.setAttribute('disabled', '');
      }
    }
  }

  /** A ```choices block was answered: its reply is the user's next message. */
  #onBlockAnswered(event: Event): void {
    const target = event.target as Element | null;
    if (!target?.matches?.('choice-prompt[data-message]')) return;
    const { reply, request, response } = (event as ChoiceSubmitEvent).detail;
    if (typeof reply !== 'string') return;
    // A block can be answered while the rest of its message still streams: the reply waits for the turn to end.
    void this.#turn.then(() => {
      this.#recordReply('choices-block', 'User message', reply);
      this.#appendUser(reply, shownAnswer(request, response));
      void this.#runAgent();
    });
  }

  /**
   * Moves focus to a new prompt only when the user is answering in the transcript already (on
   * the question just answered, say), once the prompt can take it: a prompt still loading its
   * dialect or parts has no control yet, and its `updateComplete` comes before them. Checked
   * again then: a person who went to the message box meanwhile keeps their place.
   */
  #offerFocus(prompt: PromptElement): void {
    const answering = () => {
      const active = document.activeElement;
      return !!active && active !== document.body && this.#o.transcriptRoot.contains(active);
    };
    if (!answering()) return;
    void whenOpen(prompt).then(() => prompt.isConnected && answering() && prompt.focus());
  }

  /** Shows the open question of message `index` and waits for its answer. */
  #activate(index: number): void {
    const message = this.#messages[index];
    const entry = this.#entries.get(index);
    if (message?.role !== 'assistant' || !entry) return;
    if (message.ask) activateAsk(this.#askHost, message.ask, entry);
    else if (message.batch) activateBatch(this.#askHost, message.batch, entry);
  }

  /** What the structured questions may do to the conversation. */
  readonly #askHost: BatchHost = (() => {
    const host = this;
    return {
      get session() {
        return host.#o.session;
      },
      get queue() {
        return host.#o.queue;
      },
      save: () => host.#save(),
      recordReply: (dialect, channel, text) => host.#recordReply(dialect, channel, text),
      appendUser: (text, shown) => host.#appendUser(text, shown),
      appendTool: (label, content) => host.#appendTool(label, content),
      runAgent: () => void host.#runAgent(),
      offerFocus: (prompt) => host.#offerFocus(prompt),
      say: (text) => host.#o.status.say(text),
      get live() {
        return host.#live;
      },
      set live(live: LiveAsk | undefined) {
        host.#live = live;
      },
    };
  })();
}

/** Resolves once `prompt` shows its question open (its `state` attribute), however long it loads first. */
function whenOpen(prompt: HTMLElement): Promise<void> {
  const open = () => /^(open|selected)$/.test(prompt.getAttribute('state') ?? '');
  if (open()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => open() && (observer.disconnect(), resolve()));
    observer.observe(prompt, { attributes: true, attributeFilter: ['state'] });
  });
}

/** The question of the last valid ```choices block in a message, for the status line. */
function openBlockQuestion(markdown: string): string | undefined {
  const blocks = findChoiceBlocks(markdown).filter((b) => b.result.ok);
  const last = blocks[blocks.length - 1];
  return last?.result.ok ? last.result.request.questions[0]?.text : undefined;
}
