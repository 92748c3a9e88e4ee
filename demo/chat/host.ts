/**
 * The chat host: runs one scripted agent against the page. It streams the agent's
 * markdown, shows each question in the agent's own dialect, sends the answer back the way
 * that dialect expects (a user message, a tool result, a JSON-RPC response, an
 * `addToolOutput` call), records the exact reply, and rebuilds everything from history on
 * reload. Structured questions from tools go through one `ChoiceSession`, bound to the
 * transcript and to a second view with `bindSession`.
 */
import { bindSession } from '../../src/index.js';
import type { ChoiceCancelEvent, ChoiceSubmitEvent } from '../../src/index.js';
import {
  askUserQuestionTool,
  encodeReply,
  findChoiceBlocks,
  parseRequest,
  provideChoiceTool,
  resolveHistory,
  type ChoiceRequest,
  type ChoiceSession,
  type DialectName,
} from '../../src/protocol.js';
import type { Agent } from './agents.js';
import { StreamingMessage, renderMessage, tokens } from './markdown.js';
import { saveConversation, type AskKind, type Conversation, type StoredAsk, type StoredMessage } from './store.js';
import type { AssistantEntry, ReplyPanel, StatusLine, TranscriptView } from './view.js';

type PromptElement = HTMLElement & { request?: ChoiceRequest; response?: unknown; disabled?: boolean; updateComplete?: Promise<unknown> };

/** The question currently waiting for the user, and how to withdraw it when they type instead. */
interface LiveAsk {
  /** Withdraws the question; true when the withdrawal itself sends something the agent reacts to. */
  withdraw(): boolean;
}

export interface ChatHostOptions {
  agent: Agent;
  conversation: Conversation;
  session: ChoiceSession;
  transcript: TranscriptView;
  transcriptRoot: HTMLElement;
  replies: ReplyPanel;
  status: StatusLine;
  /** Disables sending while the agent is busy. */
  setBusy(busy: boolean): void;
  /** Milliseconds between streamed tokens. */
  tokenMs: number;
}

const LABELS: Record<AskKind, (payload: unknown) => string> = {
  present_choices: () => 'present_choices tool call',
  ask_user_question: () => 'ask_user_question tool call · waiting through a ChoiceSession',
  provide_choice: () => 'provide_choice tool call · waiting through a ChoiceSession',
  request_user_choice: () => 'user_choice_required event',
  mcp_elicitation: () => 'MCP elicitation/create request',
  ai_sdk_tool_part: (payload) => `AI SDK message part · ${String((payload as { type?: unknown }).type)}`,
};

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

  /** Shows the history as it was left, then lets the agent (or the open question) go on. */
  start(): void {
    this.#renderHistory();
    this.#o.replies.show(this.#o.conversation.replies);
    scrollToEnd();
    const messages = this.#messages;
    const last = messages[messages.length - 1];
    if (last?.role === 'assistant' && last.ask && !last.ask.response) this.#activate(messages.length - 1);
    else if (!last || last.role !== 'assistant') void this.#runAgent();
  }

  /** The user typed a message. An open question is withdrawn: the conversation moved on. */
  type(text: string): void {
    if (this.#busy) return;
    const live = this.#live;
    this.#live = undefined;
    const continues = live?.withdraw() ?? false;
    this.#appendUser(text);
    if (!continues) void this.#runAgent();
  }

  #save(): void {
    saveConversation(this.#o.agent.id, this.#o.conversation);
  }

  #renderHistory(): void {
    const messages = this.#messages;
    const entries = resolveHistory(messages);
    messages.forEach((message, index) => {
      if (message.role === 'user') this.#o.transcript.user(message.content);
      else if (message.role === 'tool') this.#o.transcript.tool(message.label, message.content);
      else {
        const entry = this.#o.transcript.assistant(this.#o.agent.name);
        this.#entries.set(index, entry);
        renderMessage(entry.body, message.content, index, (block) => entries.find((e) => e.messageIndex === index && e.blockIndex === block));
        const open = !message.ask?.response && index === messages.length - 1;
        if (message.ask && !open) this.#showSettledAsk(message.ask, entry);
      }
    });
  }

  /** A question from history: answered, cancelled or timed out as stored; never answered means outdated. */
  #showSettledAsk(ask: StoredAsk, entry: AssistantEntry): void {
    const request = this.#parse(ask, entry);
    if (!request) return;
    const prompt = createPrompt(request);
    if (ask.response) prompt.response = ask.response;
    else prompt.disabled = true;
    entry.slot.append(prompt);
  }

  #parse(ask: StoredAsk, entry: AssistantEntry): ChoiceRequest | undefined {
    entry.slot.replaceChildren(chip(LABELS[ask.kind](ask.payload)));
    const parsed = parseRequest(ask.kind, ask.payload, { id: ask.requestId });
    if (parsed.ok) return parsed.request;
    const pre = document.createElement('pre');
    pre.textContent = parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n');
    entry.slot.append(pre);
    return undefined;
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
    for (const token of tokens(turn.text)) {
      const following = nearBottom();
      stream.push(token);
      if (following) scrollToEnd();
      await sleep(this.#o.tokenMs);
    }
    stream.end();
    const message: StoredMessage = { role: 'assistant', content: turn.text };
    if (turn.ask) message.ask = { kind: turn.ask.kind, payload: turn.ask.payload, requestId: initialId(turn.ask.kind, turn.ask.payload) };
    this.#messages.push(message);
    this.#entries.set(index, entry);
    this.#save();
    this.#setBusy(false);
    if (message.ask) this.#activate(index);
    const question = message.ask ? askQuestion(message.ask) : openBlockQuestion(turn.text);
    status.say(question ? `${agent.name} asks: ${question}` : `${agent.name} replied.`);
  }

  #setBusy(busy: boolean): void {
    this.#busy = busy;
    this.#o.transcriptRoot.setAttribute('aria-busy', String(busy));
    this.#o.setBusy(busy);
  }

  #appendUser(text: string): void {
    this.#messages.push({ role: 'user', content: text });
    const following = nearBottom();
    this.#o.transcript.user(text);
    if (following) scrollToEnd();
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

  /** A ```choices block was answered: its reply is the user's next message (seeds 000, 003). */
  #onBlockAnswered(event: Event): void {
    const target = event.target as Element | null;
    if (!target?.matches?.('choice-prompt[data-message]')) return;
    const reply = (event as ChoiceSubmitEvent).detail.reply;
    if (typeof reply !== 'string') return;
    // A block can be answered while the rest of its message still streams: the reply waits for the turn to end.
    void this.#turn.then(() => {
      this.#recordReply('choices-block', 'User message', reply);
      this.#appendUser(reply);
      void this.#runAgent();
    });
  }

  /** Moves focus to a new prompt only when the user is answering in the transcript already. */
  #offerFocus(prompt: PromptElement): void {
    const active = document.activeElement;
    if (!active || active === document.body || !this.#o.transcriptRoot.contains(active)) return;
    void Promise.resolve(prompt.updateComplete).then(() => prompt.isConnected && prompt.focus());
  }

  /** Shows the open question of message `index` and waits for its answer. */
  #activate(index: number): void {
    const message = this.#messages[index];
    const entry = this.#entries.get(index);
    if (message?.role !== 'assistant' || !message.ask || !entry) return;
    const ask = message.ask;
    switch (ask.kind) {
      case 'present_choices':
      case 'request_user_choice':
      case 'ai_sdk_tool_part':
        return this.#activateDirect(ask, entry);
      case 'ask_user_question':
      case 'provide_choice':
        return void this.#activateTool(ask, entry);
      case 'mcp_elicitation':
        return void this.#activateElicitation(ask, entry);
    }
  }

  /** Questions the page renders itself and answers by message or by `addToolOutput`. */
  #activateDirect(ask: StoredAsk, entry: AssistantEntry): void {
    const request = this.#parse(ask, entry);
    if (!request) return;
    const prompt = createPrompt(request);
    entry.slot.append(prompt);
    let withdrawn = false;
    const live: LiveAsk = {
      withdraw: () => {
        withdrawn = true;
        prompt.disabled = true;
        if (ask.kind !== 'ai_sdk_tool_part') return false;
        // A pending tool call needs an output before the model sees the next message.
        this.#addToolOutput(ask, encodeReply(request, { requestId: request.id, status: 'cancelled', answers: {} }), false);
        return true;
      },
    };
    this.#live = live;
    const settle = (event: Event) => {
      if (withdrawn || this.#live !== live) return;
      this.#live = undefined;
      const { response, reply } = (event as ChoiceSubmitEvent | ChoiceCancelEvent).detail;
      ask.response = response;
      this.#save();
      if (ask.kind === 'ai_sdk_tool_part') return this.#addToolOutput(ask, reply, true);
      const channel = ask.kind === 'request_user_choice' ? 'HumanMessage' : 'User message';
      if (typeof reply === 'string') {
        this.#recordReply(ask.kind, channel, reply);
        this.#appendUser(reply);
        void this.#runAgent();
      } else {
        this.#recordReply(ask.kind, `${channel}: none, the user cancelled`, String(reply));
        this.#o.status.say('Cancelled. Type a message to go on.');
      }
    };
    prompt.addEventListener('choice-submit', settle);
    prompt.addEventListener('choice-cancel', settle);
    this.#offerFocus(prompt);
  }

  /**
   * What AI SDK's `addToolOutput` does in `useChat`: the tool part gets its output, and
   * with `sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls` the chat sends.
   */
  #addToolOutput(ask: StoredAsk, reply: unknown, continueAgent: boolean): void {
    const output = reply as { tool: string; toolCallId: string; output: unknown };
    const part = ask.payload as Record<string, unknown>;
    part['state'] = 'output-available';
    part['output'] = output.output;
    this.#recordReply('ai_sdk_tool_part', 'addToolOutput argument', JSON.stringify(output, null, 2));
    this.#appendTool(`Tool output · ${output.tool}`, JSON.stringify(output.output));
    if (continueAgent) void this.#runAgent();
    else queueMicrotask(() => void this.#runAgent());
  }

  /** ask_user_question and provide_choice: the real tool definitions, waiting on the shared session. */
  async #activateTool(ask: StoredAsk, entry: AssistantEntry): Promise<void> {
    const { session } = this.#o;
    const tool = ask.kind === 'ask_user_question' ? askUserQuestionTool : provideChoiceTool;
    entry.slot.replaceChildren(chip(LABELS[ask.kind](ask.payload)));
    const known = new Set(session.state.requests.map((r) => r.id));
    let request: ChoiceRequest | undefined;
    let withdrawn = false;
    // The tool builds its own request (and id); the prompt is bound once the session has it.
    const onState = () => {
      request ??= session.state.requests.find((r) => !known.has(r.id));
      if (!request) return;
      session.removeEventListener('statechange', onState);
      ask.requestId = request.id;
      this.#save();
      const id = request.id;
      bindSession(session, entry.slot, { filter: (r) => r.id === id, settled: 'keep' });
      const prompt = entry.slot.querySelector<PromptElement>('choice-prompt, question-set');
      if (prompt) this.#offerFocus(prompt);
    };
    session.addEventListener('statechange', onState);
    const live: LiveAsk = {
      withdraw: () => {
        withdrawn = true;
        if (request) session.cancel(request.id);
        return true;
      },
    };
    this.#live = live;
    const execution = await tool.execute(ask.payload, { session });
    session.removeEventListener('statechange', onState);
    if (this.#live === live) this.#live = undefined;
    if (!withdrawn && execution.response) ask.response = execution.response;
    this.#recordReply(ask.kind, `Tool result of ${tool.name}`, execution.content);
    this.#appendTool(`Tool result · ${tool.name}`, execution.content);
    void this.#runAgent();
  }

  /** An MCP client answering `elicitation/create`: ask through the session, reply with a JSON-RPC response. */
  async #activateElicitation(ask: StoredAsk, entry: AssistantEntry): Promise<void> {
    const { session } = this.#o;
    const request = this.#parse(ask, entry);
    if (!request) return;
    const rpc = ask.payload as { id: string | number };
    bindSession(session, entry.slot, { filter: (r) => r.id === request.id, settled: 'keep' });
    let withdrawn = false;
    const live: LiveAsk = {
      withdraw: () => {
        withdrawn = true;
        session.cancel(request.id);
        return true;
      },
    };
    this.#live = live;
    const answer = session.ask(request);
    const prompt = entry.slot.querySelector<PromptElement>('choice-prompt, question-set');
    if (prompt) this.#offerFocus(prompt);
    const response = await answer;
    if (this.#live === live) this.#live = undefined;
    if (!withdrawn) ask.response = response;
    const text = JSON.stringify({ jsonrpc: '2.0', id: rpc.id, result: encodeReply(request, response) });
    this.#recordReply('mcp_elicitation', 'JSON-RPC response to elicitation/create', text);
    this.#appendTool('Response to elicitation/create', text);
    void this.#runAgent();
  }
}

/** The reader is at the end of the conversation, so new text should keep it in view. */
function nearBottom(): boolean {
  return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 160;
}

function scrollToEnd(): void {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
}

function chip(text: string): HTMLElement {
  const p = document.createElement('p');
  p.className = 'tool-chip';
  p.textContent = text;
  return p;
}

function createPrompt(request: ChoiceRequest): PromptElement {
  const prompt = document.createElement(request.questions.length === 1 ? 'choice-prompt' : 'question-set') as PromptElement;
  prompt.request = request;
  return prompt;
}

/** The id a question starts with; tools that build their own request replace it once asked. */
function initialId(kind: AskKind, payload: unknown): string {
  const record = payload as Record<string, unknown>;
  if (kind === 'ai_sdk_tool_part') return String(record['toolCallId']);
  if (kind === 'mcp_elicitation') return `elicitation-${String(record['id'])}`;
  return `${kind}-${Math.random().toString(36).slice(2, 10)}`;
}

function askQuestion(ask: StoredAsk): string | undefined {
  const parsed = parseRequest(ask.kind, ask.payload);
  return parsed.ok ? parsed.request.questions[0]?.text : undefined;
}

/** The question of the last valid ```choices block in a message, for the status line. */
function openBlockQuestion(markdown: string): string | undefined {
  const blocks = findChoiceBlocks(markdown).filter((b) => b.result.ok);
  const last = blocks[blocks.length - 1];
  return last?.result.ok ? last.result.request.questions[0]?.text : undefined;
}
