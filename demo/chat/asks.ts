/**
 * Structured questions in the chat, one way per dialect: the page renders some itself and
 * answers by message (`present_choices`, the `user_choice_required` event), by `addToolOutput`
 * or `addToolApprovalResponse` (AI SDK), or as a tool's result (Gemini CLI's `ask_user`);
 * the tool questions (`ask_user_question`, `provide_choice`) run the real tool definitions
 * against the shared `ChoiceSession`; an MCP `elicitation/create` is asked through the
 * session and answered with a JSON-RPC response. Session questions are shown with
 * `bindSession`, so the second view shows them too.
 */
import { bindSession } from '../../src/bind-session.js';
import { renderHTML } from '../../src/html.js';
import type { ChoiceCancelEvent, ChoiceSubmitEvent } from '../../src/index.js';
import { encodeReply, parseRequest, type ChoiceRequest, type DialectName } from '../../src/protocol.js';
import type { ChoiceSession } from '../../src/session.js';
import { shownAnswer } from './shown-answer.js';
import { elicitationMessage, protocolMessage } from './protocol-asks.js';
import type { AskKind, StoredAsk } from './store.js';
import type { AssistantEntry } from './view.js';

export type PromptElement = HTMLElement & { request?: ChoiceRequest; response?: unknown; disabled?: boolean; updateComplete?: Promise<unknown> };

/** The question currently waiting for the user, and how to withdraw it when they type instead. */
export interface LiveAsk {
  /** Withdraws the question; true when the withdrawal itself sends something the agent reacts to. */
  withdraw(): boolean;
}

/** What an open question needs from the chat host. */
export interface AskHost {
  session: ChoiceSession;
  save(): void;
  recordReply(dialect: DialectName, channel: string, text: string): void;
  /** A user message: `text` goes to the agent; `shown`, when given, is what the person sees they sent. */
  appendUser(text: string, shown?: string): void;
  appendTool(label: string, content: string): void;
  runAgent(): void;
  offerFocus(prompt: PromptElement): void;
  say(text: string): void;
  /** The question waiting now; the host withdraws it when the user types. */
  live: LiveAsk | undefined;
}

/**
 * The tag above a structured question, in a person's words: who asks and, while the question
 * is open, that it waits for them. (How it came, the dialect, is in the page's header and in
 * the reply panel.)
 */
function chip(entry: AssistantEntry, waiting: boolean): HTMLElement {
  const p = document.createElement('p');
  p.className = 'tool-chip';
  p.textContent = `Question from ${entry.agent}${waiting ? ' · waiting for you' : ''}`;
  return p;
}

/** The question no longer waits (answered, cancelled, or passed over by a message): its tag says so. */
function stopWaiting(entry: AssistantEntry): void {
  entry.slot.querySelector('.tool-chip')?.replaceWith(chip(entry, false));
}

function createPrompt(request: ChoiceRequest): PromptElement {
  const prompt = document.createElement(request.questions.length === 1 ? 'choice-prompt' : 'question-set') as PromptElement;
  prompt.request = request;
  return prompt;
}

/** Labels the slot with how the question came, and parses it (showing the errors if it cannot). */
function parseInto(ask: StoredAsk, entry: AssistantEntry, waiting = false): ChoiceRequest | undefined {
  entry.slot.replaceChildren(chip(entry, waiting));
  const parsed = parseRequest(ask.kind, ask.payload, { id: ask.requestId });
  if (parsed.ok) return parsed.request;
  const pre = document.createElement('pre');
  pre.textContent = parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n');
  entry.slot.append(pre);
  return undefined;
}

/** The id a question starts with; tools that build their own request replace it once asked. */
export function initialId(kind: AskKind, payload: unknown): string {
  const record = payload as Record<string, unknown>;
  if (kind === 'ai_sdk_tool_part') return String(record['toolCallId']);
  if (kind === 'mcp_elicitation') return `elicitation-${String(record['id'])}`;
  return `${kind}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The text of a question's first question, for the status line. */
export function askQuestion(ask: StoredAsk): string | undefined {
  const parsed = parseRequest(ask.kind, ask.payload);
  return parsed.ok ? parsed.request.questions[0]?.text : undefined;
}

/**
 * A question from history: answered, cancelled or timed out as stored; never answered means
 * outdated. Drawn as plain markup (`renderHTML`, folded to its line), which needs no element.
 */
export function showSettledAsk(ask: StoredAsk, entry: AssistantEntry): void {
  const request = parseInto(ask, entry);
  if (!request) return;
  const markup = document.createElement('div');
  markup.innerHTML = renderHTML(request, ask.response ? { response: ask.response } : { outdated: true });
  entry.slot.append(...markup.childNodes);
}

/** Shows an open question and waits for its answer, however its dialect wants it. */
export function activateAsk(host: AskHost, ask: StoredAsk, entry: AssistantEntry): void {
  switch (ask.kind) {
    case 'present_choices':
    case 'request_user_choice':
    case 'ai_sdk_tool_part':
    case 'gemini_ask_user':
    case 'can_use_tool':
      return activateDirect(host, ask, entry);
    case 'ask_user_question':
    case 'provide_choice':
      return void activateTool(host, ask, entry);
    case 'mcp_elicitation':
      return void activateElicitation(host, ask, entry);
    case 'vscode_ask_questions':
    case 'ag_ui_interrupt':
    case 'codex_request_user_input':
      return activateProtocol(host, ask, entry);
  }
}

/** A question answered in its protocol's own message (protocol-asks.ts), cancelled or timed out as that protocol says. */
function activateProtocol(host: AskHost, ask: StoredAsk, entry: AssistantEntry): void {
  const request = parseInto(ask, entry, true);
  if (!request) return;
  const prompt = createPrompt(request);
  entry.slot.append(prompt);
  const live: LiveAsk = {
    withdraw: () => {
      prompt.disabled = true;
      stopWaiting(entry);
      return false;
    },
  };
  host.live = live;
  const settle = (event: Event) => {
    if (host.live !== live) return;
    host.live = undefined;
    stopWaiting(entry);
    const { response, reply } = (event as ChoiceSubmitEvent | ChoiceCancelEvent).detail;
    ask.response = response;
    host.save();
    const sent = protocolMessage(ask, request, reply);
    if (!sent) {
      host.recordReply(ask.kind, 'Nothing sent', String(reply));
      host.say('Nothing to send. Type a message to go on.');
      return;
    }
    host.recordReply(ask.kind, sent.label, sent.text);
    host.appendTool(sent.label, sent.text);
    host.runAgent();
  };
  prompt.addEventListener('choice-submit', settle);
  prompt.addEventListener('choice-cancel', settle);
  host.offerFocus(prompt);
}

function activateDirect(host: AskHost, ask: StoredAsk, entry: AssistantEntry): void {
  const request = parseInto(ask, entry, true);
  if (!request) return;
  const prompt = createPrompt(request);
  entry.slot.append(prompt);
  let withdrawn = false;
  const live: LiveAsk = {
    withdraw: () => {
      withdrawn = true;
      prompt.disabled = true;
      stopWaiting(entry);
      const cancelled = encodeReply(request, { requestId: request.id, status: 'cancelled', answers: {} });
      // A pending tool call needs an output (a permission, its result) before the model sees the next message.
      if (ask.kind === 'can_use_tool') return permissionResult(host, ask, cancelled), true;
      if (ask.kind !== 'ai_sdk_tool_part') return false;
      if ('approved' in (cancelled as object)) addToolApprovalResponse(host, ask, cancelled);
      else addToolOutput(host, ask, cancelled);
      return true;
    },
  };
  host.live = live;
  const settle = (event: Event) => {
    if (withdrawn || host.live !== live) return;
    host.live = undefined;
    stopWaiting(entry);
    const { response, reply } = (event as ChoiceSubmitEvent | ChoiceCancelEvent).detail;
    ask.response = response;
    host.save();
    if (ask.kind === 'ai_sdk_tool_part') return 'approved' in (reply as object) ? addToolApprovalResponse(host, ask, reply) : addToolOutput(host, ask, reply);
    if (ask.kind === 'can_use_tool') return permissionResult(host, ask, reply);
    if (ask.kind === 'gemini_ask_user') {
      // What Gemini's dialog hands its ask_user tool, which returns it to the model as JSON.
      host.recordReply('gemini_ask_user', 'Tool result of ask_user', JSON.stringify(reply));
      host.appendTool('Tool result · ask_user', JSON.stringify(reply));
      host.runAgent();
      return;
    }
    const channel = ask.kind === 'request_user_choice' ? 'HumanMessage' : 'User message';
    if (typeof reply === 'string') {
      host.recordReply(ask.kind, channel, reply);
      host.appendUser(reply, shownAnswer(request, response));
      host.runAgent();
    } else {
      host.recordReply(ask.kind, `${channel}: none, the user cancelled`, String(reply));
      host.say('Cancelled. Type a message to go on.');
    }
  };
  prompt.addEventListener('choice-submit', settle);
  prompt.addEventListener('choice-cancel', settle);
  host.offerFocus(prompt);
}

/**
 * What AI SDK's `addToolOutput` does in `useChat`: the tool part gets its output, and with
 * `sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls` the chat sends.
 */
function addToolOutput(host: AskHost, ask: StoredAsk, reply: unknown): void {
  const call = reply as { tool: string; toolCallId: string; output: unknown };
  const part = ask.payload as Record<string, unknown>;
  part['state'] = 'output-available';
  part['output'] = call.output;
  host.recordReply('ai_sdk_tool_part', 'addToolOutput argument', JSON.stringify(call, null, 2));
  host.appendTool(`Tool output · ${call.tool}`, JSON.stringify(call.output));
  host.runAgent();
}

/**
 * What AI SDK's `addToolApprovalResponse` does in `useChat`: the part records the decision and
 * its reason beside what the approval already held (its `signature` and `requestReason` kept as
 * they came), and the chat sends.
 */
function addToolApprovalResponse(host: AskHost, ask: StoredAsk, reply: unknown): void {
  const { approved, reason } = reply as { id: string; approved: boolean; reason?: string };
  const part = ask.payload as Record<string, unknown>;
  part['state'] = 'approval-responded';
  part['approval'] = { ...(part['approval'] as object), approved, ...(reason !== undefined && { reason }) };
  host.recordReply('ai_sdk_tool_part', 'addToolApprovalResponse argument', JSON.stringify(reply, null, 2));
  host.appendTool(`Approval response · ${String(part['type']).slice('tool-'.length)}`, JSON.stringify(reply));
  host.runAgent();
}

/** What the Agent SDK's `canUseTool` callback resolves with: the `PermissionResult`, which the agent reads as the tool's fate. */
function permissionResult(host: AskHost, ask: StoredAsk, reply: unknown): void {
  const text = JSON.stringify(reply);
  host.recordReply('can_use_tool', 'PermissionResult from canUseTool', JSON.stringify(reply, null, 2));
  host.appendTool(`Permission result · ${String((ask.payload as { toolName?: unknown }).toolName)}`, text);
  host.runAgent();
}

/** ask_user_question and provide_choice: the real tool definitions, waiting on the shared session. */
async function activateTool(host: AskHost, ask: StoredAsk, entry: AssistantEntry): Promise<void> {
  const { session } = host;
  const { askUserQuestionTool, provideChoiceTool } = await import('../../src/tools.js');
  const tool = ask.kind === 'ask_user_question' ? askUserQuestionTool : provideChoiceTool;
  entry.slot.replaceChildren(chip(entry, true));
  const known = new Set(session.state.requests.map((r) => r.id));
  let request: ChoiceRequest | undefined;
  let withdrawn = false;
  // The tool builds its own request (and id); the prompt is bound once the session has it.
  const onState = () => {
    request ??= session.state.requests.find((r) => !known.has(r.id));
    if (!request) return;
    session.removeEventListener('statechange', onState);
    ask.requestId = request.id;
    host.save();
    const id = request.id;
    bindSession(session, entry.slot, { filter: (r) => r.id === id, settled: 'keep' });
    const prompt = entry.slot.querySelector<PromptElement>('choice-prompt, question-set');
    if (prompt) host.offerFocus(prompt);
  };
  session.addEventListener('statechange', onState);
  const live: LiveAsk = {
    withdraw: () => {
      withdrawn = true;
      if (request) session.cancel(request.id);
      return true;
    },
  };
  host.live = live;
  const execution = await tool.execute(ask.payload, { session });
  session.removeEventListener('statechange', onState);
  if (host.live === live) host.live = undefined;
  if (!withdrawn && execution.response) ask.response = execution.response;
  stopWaiting(entry);
  host.recordReply(ask.kind, `Tool result of ${tool.name}`, execution.content);
  host.appendTool(`Tool result · ${tool.name}`, execution.content);
  host.runAgent();
}

/** An MCP client answering `elicitation/create`: ask through the session, reply with a JSON-RPC response. */
async function activateElicitation(host: AskHost, ask: StoredAsk, entry: AssistantEntry): Promise<void> {
  const { session } = host;
  const request = parseInto(ask, entry, true);
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
  host.live = live;
  const answer = session.ask(request);
  const prompt = entry.slot.querySelector<PromptElement>('choice-prompt, question-set');
  if (prompt) host.offerFocus(prompt);
  const response = await answer;
  if (host.live === live) host.live = undefined;
  stopWaiting(entry);
  if (!withdrawn) ask.response = response;
  const sent = elicitationMessage(rpc, encodeReply(request, response));
  host.recordReply('mcp_elicitation', sent.label, sent.text);
  host.appendTool(sent.label, sent.text);
  host.runAgent();
}
