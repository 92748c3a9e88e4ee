/**
 * Where the server's questions live: one interface, `QuestionStore`, with two
 * implementations: in this process (`store-memory.ts`, the default) and in Postgres
 * (`store-postgres.ts`), which lets several instances answer as one.
 *
 * A question's id is unguessable (256 random bits) and is at once the request id, the
 * hand-off `session_id` and the last segment of the page URL: whoever holds it may answer,
 * nobody else can find it. A question settles exactly once (a compare-and-set: the first
 * answer, cancel or timeout wins), is kept for a while after that so a repeated poll gets the
 * same result and a replayed answer gets a conflict, and is then deleted: sessions are
 * single-use. Deadlines are the store's: a question past its deadline settles with its
 * request's timeout action whether or not any client is still there.
 */
import { isRecord, own, randomId } from 'choice-prompts/protocol.js';
import type { ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';

/** How the user is asked: inline in the MCP client (an MCP App), its form (elicitation), the browser page, or the terminal client. */
export type Channel = 'app' | 'elicitation' | 'browser' | 'terminal';

/** One question, as every instance sees it. */
export interface QuestionRecord {
  readonly id: string;
  /** Who asked: an MCP connection, or the client a stateless request names (see `mcp.ts`). */
  readonly owner: string;
  /** The asking call's key: creating again with the same owner and key finds this question while it waits. */
  readonly key: string;
  /** The page scope that lists it (`pk-…`, see `PAGE_KEY_PATTERN`). */
  readonly scope: string;
  readonly request: ChoiceRequest;
  readonly channel: Channel;
  readonly createdAt: number;
  /** When it times out (epoch ms), if it does; brought forward when its caller went away. */
  readonly deadline?: number;
  /** Set when the call that asked went away; the question then ends by `deadline`. */
  readonly abandoned?: true;
  /** Set once it settled: the first answer, cancel or timeout. */
  readonly response?: ChoiceResponse;
  readonly settledAt?: number;
}

/** What `create` is given. */
export interface NewQuestion {
  id: string;
  owner: string;
  key: string;
  scope: string;
  request: ChoiceRequest;
  channel: Channel;
  deadline?: number;
}

/** Bounds of waiting questions, checked by `create` in the same step as the insert. */
export interface WaitingBounds {
  /** Unsettled questions one owner may have at once. */
  perOwner: number;
  /** Unsettled questions the whole store may have at once. */
  total: number;
}

/** A created (or found again) question, or why none could be: a bound was reached. */
export type CreateOutcome = { ok: true; record: QuestionRecord; created: boolean } | { ok: false; reason: string };

/** What became of a settle: it won, it repeated the response that won, it lost to another, or the question is gone. */
export type SettleOutcome =
  | { kind: 'settled'; record: QuestionRecord }
  | { kind: 'same'; record: QuestionRecord }
  | { kind: 'conflict'; record: QuestionRecord }
  | { kind: 'gone' };

/** What may change on a waiting question. */
export interface QuestionPatch {
  channel?: Channel;
  /** Marks the question abandoned with this deadline (kept when an earlier one is set). */
  abandonedDeadline?: number;
}

/** What made a question change, for listeners that send changes rather than the whole list. */
export type ChangeKind = 'opened' | 'moved' | 'abandoned' | 'settled' | 'deleted';

/** The `change` event: which question, and what happened to it (`record` as it is now; for `deleted`, as it was). */
export class StoreChangeEvent extends Event {
  constructor(
    readonly kind: ChangeKind,
    readonly record: QuestionRecord,
  ) {
    super('change');
  }
}

/**
 * The questions of every instance that shares the store.
 *
 * @fires change - `StoreChangeEvent` whenever a question is opened, moved, abandoned,
 * settled or deleted, on any instance that shares the store.
 */
export interface QuestionStore extends EventTarget {
  /** Which implementation, for logs: `memory` or `postgres`. */
  readonly kind: string;
  /**
   * Creates a question unless a bound is reached; idempotent per owner and key: while a
   * question of that owner and key waits, it is returned again (`created: false`).
   */
  create(question: NewQuestion, bounds: WaitingBounds): Promise<CreateOutcome>;
  get(id: string): Promise<QuestionRecord | undefined>;
  /** Settles once, by compare-and-set: the first response wins; the same one again is `same`, another `conflict`. */
  settle(id: string, response: ChoiceResponse): Promise<SettleOutcome>;
  /** Changes a waiting question; `undefined` when it is gone or already settled. */
  update(id: string, patch: QuestionPatch): Promise<QuestionRecord | undefined>;
  /** Waiting questions shown outside the MCP client (page and terminal), oldest first, of one scope or all. */
  listed(scope?: string): Promise<QuestionRecord[]>;
  /** Unsettled questions of one owner, oldest first. */
  waitingOf(owner: string): Promise<QuestionRecord[]>;
  /** Unsettled questions of every channel and owner. */
  waitingCount(): Promise<number>;
  /**
   * The question once it settles (re-read after every change), or as it is when `ms` pass or
   * `signal` aborts; `undefined` once it is gone. Never settles it.
   */
  wait(id: string, ms: number, signal?: AbortSignal): Promise<QuestionRecord | undefined>;
  /** A new page scope's key, or the key of the scope every holder of `group` shares. */
  openScope(group?: string): Promise<string>;
  /** A connection that opened `key` ended (a scope in this process goes once nothing holds it). */
  releaseScope(key: string): void;
  /** Whether `key` opens a page scope. */
  hasScope(key: string): Promise<boolean>;
  /**
   * Records that the sealed state with `nonce` (valid until `until`, epoch ms) was used:
   * `true` the first time, `false` ever after, on every instance.
   */
  useOnce(nonce: string, until: number): Promise<boolean>;
  /** Settles what is past its deadline and deletes what was kept long enough (also run by the store itself). */
  expire(): Promise<void>;
  /** Stops timers and connections; waiting questions stay for other instances (Postgres) or are cancelled (memory). */
  close(): Promise<void>;
}

/** Whether a waiting question is shown outside the MCP client (the page or the terminal client lists it). */
export function isListed(record: QuestionRecord): boolean {
  return !record.response && (record.channel === 'browser' || record.channel === 'terminal');
}

/** 32 random bytes: a 256-bit session id, written `cp-<64 hex digits>`. */
export function newSessionId(): string {
  return randomId('cp', 32);
}

/** Matches what `newSessionId` produces, so routes can refuse anything else early. */
export const SESSION_ID_PATTERN = /^cp-[0-9a-f]{64}$/;

/** A page scope's key: 256 random bits, handed out only with a read of one of the scope's own questions. */
export function newPageKey(): string {
  return randomId('pk', 32);
}

export const PAGE_KEY_PATTERN = /^pk-[0-9a-f]{64}$/;

/** A page group secret: at least 128 bits, URL-safe (`openssl rand -hex 32` makes one). */
export const PAGE_GROUP_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

/** The sentences a create refused past a bound says (both stores use them). */
export const boundReason = {
  perOwner: (n: number) =>
    `This MCP session already has ${n} questions waiting for the user, the most one session may have (--max-waiting-per-session). Nothing was shown. Collect or cancel one of them first, or ask fewer at once.`,
  total: (n: number) =>
    `This server already has ${n} questions waiting for the user, the most it keeps at once (--max-waiting). Nothing was shown. Try again once some are answered.`,
};

/** Two responses are the same answer when their JSON is (both are normalized by the same checks first). */
export function sameResponse(a: ChoiceResponse, b: ChoiceResponse): boolean {
  return canonical(a) === canonical(b);
}

/** `value` as JSON with every object's keys sorted: equal values give equal text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(own(value, k))}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
