/**
 * What a scripted agent is, and the helpers the scripts share. Each agent looks at the
 * conversation so far and says what it would say next: markdown (streamed by the page token
 * by token), and maybe a structured question in its own dialect. Their answers depend on
 * what actually came back, so the reply the page sent is visibly the one the agent read.
 */
import type { DialectName } from '../../../src/protocol.js';
import type { AskKind, StoredMessage } from '../store.js';

export interface AgentTurn {
  /** Markdown; `choices` blocks included for the markdown dialect. */
  text: string;
  /** A structured question following the text. */
  ask?: { kind: AskKind; payload: unknown };
  /** Several questions asked at once (they wait in the page's queue), each with who asks. */
  batch?: { source: string; kind: AskKind; payload: unknown }[];
}

export interface Agent {
  id: string;
  name: string;
  dialect: DialectName;
  /** Where the dialect comes from, in a few words. */
  source: string;
  /** What the agent turns the conversation into next; `undefined` means it waits for the user. */
  next(messages: readonly StoredMessage[]): Promise<AgentTurn | undefined>;
}

export const FINISHED = 'This scripted agent has finished. Choose **Start over** to run it again, or pick another agent.';

export function step(messages: readonly StoredMessage[]): number {
  return messages.filter((m) => m.role === 'assistant').length;
}

/** Everything that came back to the agent since its last message: the tool results of a batch, in order. */
export function repliesSinceLastTurn(messages: readonly StoredMessage[]): string[] {
  const replies: string[] = [];
  for (let i = messages.length - 1; i >= 0 && messages[i]!.role !== 'assistant'; i--) replies.unshift(messages[i]!.content);
  return replies;
}

/** The last thing that came back to the agent: a user message or a tool result. */
export function lastReply(messages: readonly StoredMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role === 'user' || m.role === 'tool') return m.content;
  }
  return '';
}

export function fence(json: unknown): string {
  return '```choices\n' + JSON.stringify(json, null, 2) + '\n```\n';
}

/** `text` with each line behind `prefix` (a list item's indentation, `> `): a block nested in a list item or quote. */
export function indent(text: string, prefix: string): string {
  return text.replace(/^(?=.)/gm, prefix);
}

export function callId(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
}

export function readJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const quote = (text: string) => `“${text.replace(/\s+/g, ' ').trim()}”`;
