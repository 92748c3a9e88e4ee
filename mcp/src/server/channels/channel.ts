/**
 * The one small interface every answer channel implements (an MCP App, an MCP form, the
 * browser page, the terminal client), as the MCP SDK has one class per transport.
 */
import type { CallToolResult, ElicitRequestFormParams, ElicitRequestURLParams, ElicitResult, RequestId, RequestOptions, ServerNotification } from '@modelcontextprotocol/server';
import type { ProvideChoicePendingStatus } from 'choice-prompts/protocol.js';
import type { AppCalls } from '../app.js';
import type { ChoiceHub } from '../hub.js';
import type { Question } from '../question.js';
import type { Channel } from '../store.js';

/**
 * What a channel needs of one request's context (read from the SDK's), plus `abandoned` where
 * the transport can tell that the caller went away while the call waits (see `calls.ts`).
 */
export interface Extra {
  readonly requestId: RequestId;
  /** Aborts when the client cancels the call. */
  readonly signal: AbortSignal;
  readonly _meta?: { progressToken?: string | number };
  /** Sends a notification about this request (progress), on its stream over HTTP. */
  notify(notification: ServerNotification): Promise<void>;
  /** Sends `elicitation/create` to the client and resolves with its result. */
  elicit(params: ElicitRequestFormParams | ElicitRequestURLParams, options: RequestOptions): Promise<ElicitResult>;
  readonly abandoned?: AbortSignal;
}

/** What the server knows about the MCP client on one connection; its questions are asked for it. */
export interface ClientInfo {
  /** Who asks: its questions count against its own bound of waiting questions. */
  readonly owner: string;
  name?: string;
  /** The client declared form-mode elicitation. */
  formElicitation: boolean;
  /** The client declared URL-mode elicitation (it can open the answer page for the user). */
  urlElicitation: boolean;
  /** The negotiated MCP revision (form field types depend on it). */
  protocolVersion: string;
  /** The client declared MCP Apps with HTML Views. */
  apps: boolean;
  /** The calls waiting in this connection's app Views. */
  readonly appCalls: AppCalls;
  /** The key of the page scope this connection's questions are listed in (its own, or its page group's). */
  readonly scope: string;
  /**
   * Sends `notifications/elicitation/complete` on the connection (not tied to one request,
   * so it also reaches the client after a hand-off returned).
   */
  completeElicitation(elicitationId: string): Promise<void>;
}

/** One `provide_choice` call on its way to the user. */
export interface ChoiceCall {
  readonly hub: ChoiceHub;
  readonly client: ClientInfo;
  readonly extra: Extra;
  /** The raw arguments (an MCP App's View claims its call by them). */
  readonly args: unknown;
  /** Return at once with a pending result that polls collect, rather than wait for the answer. */
  readonly handoff: boolean;
  /** `auto` lets a channel that cannot ask move the question to the browser page. */
  readonly fallback: boolean;
  /** The client may open the page itself (URL-mode elicitation, allowed by the server and the client's policy). */
  readonly urlMode: boolean;
  /** A sentence saying why the question is where it is, put before the usual text. */
  readonly note?: string;
}

/** What a poll tells the agent while a question waits on a channel. */
export interface WaitingNote {
  status: ProvideChoicePendingStatus;
  /** Where the user answers: the page address, or the View's resource URI. */
  url: string;
  /** One or two sentences on how the user answers. */
  how: string;
}

/**
 * One way of asking the user. `ask` shows an opened entry's question and returns the tool
 * result: the answer, or a pending hand-off that polls collect.
 */
export interface AnswerChannel {
  readonly name: Channel;
  ask(entry: Question, call: ChoiceCall): Promise<CallToolResult>;
  /** What a poll says while `entry` still waits on this channel. */
  waiting(entry: { id: string }, hub: ChoiceHub): WaitingNote;
}
