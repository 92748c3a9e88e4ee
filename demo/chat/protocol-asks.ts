/**
 * How the chat sends the replies of the protocols that ask several things at once or in their
 * own envelope: an MCP InputRequiredResult's retry, a task's tasks/update, VS Code's tool
 * result, AG-UI's next run, Codex's JSON-RPC response. Each is what that protocol's client sends.
 */
import type { ChoiceRequest } from '../../src/protocol.js';
import { SENT } from './agents/protocol-agents.js';
import type { StoredAsk } from './store.js';

/** What went back, as the message it travels in, and a label for the transcript. */
export interface Sent {
  label: string;
  text: string;
}

/** The message an MCP client sends with an elicitation's reply: a JSON-RPC response, or for a result asking several at once, the request that answers it. */
export function elicitationMessage(payload: unknown, reply: unknown): Sent {
  const rpc = payload as { id: number; result?: Record<string, unknown> };
  const result = rpc.result;
  if (result?.['resultType'] === 'input_required') {
    // The original request again, with the answers and requestState echoed as it came.
    const sent = SENT[rpc.id] ?? { method: 'tools/call', params: {} };
    const state = result['requestState'];
    const params = { ...sent.params, ...(reply as object), ...(typeof state === 'string' && { requestState: state }) };
    return { label: `Retry of ${sent.method}`, text: JSON.stringify({ jsonrpc: '2.0', id: rpc.id + 1000, method: sent.method, params }) };
  }
  if (typeof result?.['taskId'] === 'string') return { label: 'tasks/update', text: JSON.stringify({ jsonrpc: '2.0', id: rpc.id + 1000, method: 'tasks/update', params: reply }) };
  return { label: 'Response to elicitation/create', text: JSON.stringify({ jsonrpc: '2.0', id: rpc.id, result: reply }) };
}

/** The message a reply of these dialects travels in; `undefined` when there is nothing to send. */
export function protocolMessage(ask: StoredAsk, request: ChoiceRequest, reply: unknown): Sent | undefined {
  if (reply === null || reply === undefined) return undefined;
  switch (ask.kind) {
    case 'vscode_ask_questions':
      return { label: 'Tool result · vscode_askQuestions', text: JSON.stringify(reply) };
    case 'ag_ui_interrupt': {
      const event = ask.payload as { threadId?: string; runId?: string };
      return { label: 'RunAgentInput · resume', text: JSON.stringify({ threadId: event.threadId, runId: `${event.runId ?? 'run'}-resumed`, resume: reply }) };
    }
    default:
      return { label: `Response to item/tool/requestUserInput (${request.id})`, text: JSON.stringify({ id: request.id, result: reply }) };
  }
}
