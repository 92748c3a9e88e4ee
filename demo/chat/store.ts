/**
 * The chat's history, as a host would keep it: plain messages in `localStorage`, one
 * conversation per scripted agent. Nothing about a prompt's state is stored apart from the
 * messages themselves (and, for structured questions, the settled response), so a reload
 * rebuilds every state from history alone.
 */
import type { ChoiceResponse, DialectName } from '../../src/protocol.js';

/** How a structured question reached the page, which decides who answers it and how. */
export type AskKind =
  | 'present_choices'
  | 'ask_user_question'
  | 'provide_choice'
  | 'request_user_choice'
  | 'mcp_elicitation'
  | 'ai_sdk_tool_part'
  | 'vscode_ask_questions'
  | 'ag_ui_interrupt'
  | 'codex_request_user_input'
  | 'gemini_ask_user'
  | 'can_use_tool';

export interface StoredAsk {
  kind: AskKind;
  /**
   * What the agent sent, verbatim: tool arguments, a `user_choice_required` stream event, the JSON-RPC
   * `elicitation/create` request, the AI SDK message part, what `canUseTool` receives.
   */
  payload: unknown;
  /** The request id the prompt was shown with (a tool call id where there is one). */
  requestId: string;
  /** Set once the question is settled: answered, cancelled or timed out. */
  response?: ChoiceResponse;
}

export type StoredMessage =
  /**
   * `content` is what the agent receives; `shown`, where it differs, what the person sees they
   * sent (the labels of the options they chose, where `content` holds the options' values).
   */
  | { role: 'user'; content: string; shown?: string }
  | { role: 'assistant'; content: string; ask?: StoredAsk; batch?: BatchAsk[] }
  /** What went back to the agent for a tool-like question (a tool result, an ElicitResult, a tool output). */
  | { role: 'tool'; content: string; label: string };

/** One of several questions asked at once (parallel tool calls, subagents, approvals), with who asks. */
export interface BatchAsk extends StoredAsk {
  /** The tool, subagent or agent that asks: its tab's name in the queue. */
  source: string;
}

/** One reply as it went back to the agent, for the reply panel. */
export interface ReplyRecord {
  dialect: DialectName;
  /** How it travels, in the host's words: "User message", "Tool result of ask_user_question"… */
  channel: string;
  /** The exact text sent. */
  text: string;
}

export interface Conversation {
  messages: StoredMessage[];
  replies: ReplyRecord[];
}

const key = (agentId: string) => `choice-prompts-demo:chat:${agentId}`;

export function loadConversation(agentId: string): Conversation {
  try {
    const raw = localStorage.getItem(key(agentId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as Conversation).messages) && Array.isArray((parsed as Conversation).replies)) {
      return parsed as Conversation;
    }
  } catch {
    // A corrupt entry is dropped: the demo starts the conversation again.
  }
  return { messages: [], replies: [] };
}

export function saveConversation(agentId: string, conversation: Conversation): void {
  localStorage.setItem(key(agentId), JSON.stringify(conversation));
}

export function clearConversation(agentId: string): void {
  localStorage.removeItem(key(agentId));
}
