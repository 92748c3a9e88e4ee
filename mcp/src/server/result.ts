/**
 * What the `provide_choice` tool returns: the dialect's `ProvideChoiceResult` for a finished
 * interaction, or a `ProvideChoicePending` for a hand-off, each as MCP `structuredContent`
 * plus one line of text for clients and models that only read text.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { encodeReply } from 'choice-prompts/protocol.js';
// Registers every dialect with parseRequest / encodeReply (the core has only the block ones).
import 'choice-prompts/dialects.js';
import type {
  ChoiceRequest,
  ChoiceResponse,
  ProvideChoicePending,
  ProvideChoicePendingStatus,
  ProvideChoiceResponse,
  ProvideChoiceResult,
} from 'choice-prompts/protocol.js';

/** The finished result, with `session_id` when it answers a poll for a hand-off. */
export function finalResult(request: ChoiceRequest, response: ChoiceResponse, sessionId?: string): ProvideChoiceResult {
  const result = encodeReply(request, response) as ProvideChoiceResult;
  return sessionId === undefined ? result : { ...result, session_id: sessionId };
}

/** A hand-off still waiting for its client. */
export function pendingResult(status: ProvideChoicePendingStatus, sessionId: string, url: string, summary: string): ProvideChoicePending {
  return { action_status: status, selection: { selected_ids: [], selected_labels: [], url, summary }, session_id: sessionId };
}

/** The MCP tool result: structured content plus a one-line summary that carries the essentials. */
export function toolResult(result: ProvideChoiceResponse): CallToolResult {
  return {
    content: [{ type: 'text', text: summaryLine(result) }],
    structuredContent: result as unknown as Record<string, unknown>,
  };
}

/** A failed call: nothing was asked (bad arguments, unknown session, unusable transport). */
export function toolError(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * One line for a model that only reads text: the status, the ids it needs to act on, and
 * the dialect's own human summary (which quotes labels and typed text safely).
 */
export function summaryLine(result: ProvideChoiceResponse): string {
  const { selection } = result;
  if (result.action_status === 'pending_browser_launch' || result.action_status === 'pending_terminal_launch') {
    return `${result.action_status}: ${selection.summary}`;
  }
  const parts = [`${result.action_status}: ${selection.summary}`];
  if (selection.selected_ids.length > 0) parts.push(`selected_ids=${JSON.stringify(selection.selected_ids)}`);
  return parts.join(' ');
}
