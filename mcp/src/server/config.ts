/**
 * The server's timings and sizes, in one place. Protocol limits (options, text lengths,
 * payload size, longest timeout) come from `LIMITS`; what is here is about waiting and
 * serving, and every value can be overridden through `ServerOptions` (tests use short ones).
 */
import { LIMITS } from 'choice-prompts/protocol.js';

/**
 * Largest HTTP request body. A payload of `LIMITS.maxPayloadChars` UTF-16 units takes at
 * most three bytes per unit in UTF-8; the rest is room for the JSON-RPC envelope.
 */
export const MAX_BODY_BYTES = LIMITS.maxPayloadChars * 3 + 64 * 1024;

export interface ServerTimings {
  /** Longest a `provide_choice({ session_id })` poll waits before answering "still pending" (45 s). */
  pollWaitMs: number;
  /** How long a finished session's result stays collectable before it is deleted. */
  resultTtlMs: number;
  /** Timeout given to a hand-off whose call set none, so an abandoned session cannot wait forever. */
  handoffTimeoutMs: number;
  /** Interval between progress notifications while a call waits. */
  progressIntervalMs: number;
  /** An elicitation declined faster than this was declined by the client, not by a person. */
  autoDeclineMs: number;
  /** After opening a browser tab, how long to wait for it to attach before opening another. */
  openGraceMs: number;
  /**
   * `--http`: an MCP session with no request open (no event stream, no call waiting) for
   * this long is closed, so clients that vanish without ending their session do not pile up.
   * A client coming back gets 404 and initializes a new session, as the protocol says.
   */
  mcpSessionIdleMs: number;
  /**
   * `--http`: a waiting call whose client went away (its response closed before the result
   * was sent) ends this long after, unless its own timeout comes first. Meanwhile the page
   * says so, and an answer can still be collected with the session id.
   */
  abandonedCallMs: number;
  /** How long a client may take to send a request's headers; the connection is closed after that. */
  headersTimeoutMs: number;
  /** How long a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
}

export const DEFAULT_TIMINGS: ServerTimings = {
  pollWaitMs: 45_000,
  resultTtlMs: 10 * 60_000,
  handoffTimeoutMs: 30 * 60_000,
  progressIntervalMs: 10_000,
  autoDeclineMs: 250,
  openGraceMs: 20_000,
  mcpSessionIdleMs: 30 * 60_000,
  abandonedCallMs: 2 * 60_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/**
 * `--http`: MCP sessions open at once (`--max-sessions`). A newcomer beyond this is refused
 * with 503 and `Retry-After`; a session once accepted is never closed to make room.
 */
export const MAX_MCP_SESSIONS = 64;

/** Questions waiting for the user that one MCP session may have at once (`--max-waiting-per-session`). */
export const MAX_WAITING_PER_SESSION = 32;

/** Questions waiting for the user the whole server keeps at once (`--max-waiting`). */
export const MAX_WAITING = 256;

/** Finished results kept for polls at once (at least four times the waiting bound); beyond this the oldest goes before its ten minutes. */
export const MAX_FINISHED = 1024;

/** Open event streams (waiting pages and terminal clients) of one page scope. */
export const MAX_EVENT_STREAMS = 16;

/** Open event streams of the whole server. */
export const MAX_EVENT_STREAMS_TOTAL = 128;

/**
 * TCP connections the local server holds at once; a connection beyond this is closed as soon
 * as it is accepted. Room for every MCP session's event stream and waiting call, plus pages.
 */
export const MAX_CONNECTIONS = 256;

/**
 * The deployment's key: 32 bytes, given as 64 hex digits or 43 base64url characters (or
 * base64). Throws with a sentence naming the problem.
 */
export function parseStateKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new Error('The requestState key must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -hex 32 makes one).');
  }
  return key;
}
