/**
 * The questions in this process: the default store, with nothing to set up (stdio, and one
 * `--http` server). Deadlines and the lifetime of finished results run on the store's clock;
 * closing the store cancels what still waits. A page scope lives while a connection holds it
 * or a question is listed in it.
 */
import { timeoutResponse, type ChoiceResponse } from 'choice-prompts/protocol.js';
import { systemClock, type Clock } from './clock.js';
import {
  StoreChangeEvent,
  boundReason,
  newPageKey,
  isListed,
  sameResponse,
  type ChangeKind,
  type CreateOutcome,
  type NewQuestion,
  type QuestionPatch,
  type QuestionRecord,
  type QuestionStore,
  type SettleOutcome,
  type WaitingBounds,
} from './store.js';

export interface MemoryStoreOptions {
  /** How long a settled question stays readable (for idempotent polls) before it is deleted. */
  resultTtlMs: number;
  /** Settled questions kept for polls; beyond this the oldest is deleted before its TTL. */
  maxFinished: number;
  /** Defaults to the real clock. */
  clock?: Clock;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface Scope {
  group?: string;
  /** Connections holding it plus questions listed in it. */
  refs: number;
}

export class MemoryStore extends EventTarget implements QuestionStore {
  readonly kind = 'memory';
  readonly clock: Clock;
  readonly #records = new Map<string, Mutable<QuestionRecord>>();
  /** Waiting questions by owner and key, for idempotent creates. */
  readonly #byKey = new Map<string, string>();
  readonly #waitingBy = new Map<string, number>();
  #waitingTotal = 0;
  /** Settled questions still kept, oldest first, each with the cancel of its deletion. */
  readonly #finished = new Map<string, () => void>();
  readonly #deadlines = new Map<string, () => void>();
  readonly #waiters = new Map<string, Set<() => void>>();
  readonly #scopes = new Map<string, Scope>();
  readonly #groups = new Map<string, string>();
  readonly #timers = new Set<() => void>();
  /** Nonces of used states, each kept until its state would have expired anyway. */
  readonly #used = new Set<string>();

  constructor(readonly options: MemoryStoreOptions) {
    super();
    this.clock = options.clock ?? systemClock;
  }

  async create(question: NewQuestion, bounds: WaitingBounds): Promise<CreateOutcome> {
    const existing = this.#records.get(this.#byKey.get(keyOf(question.owner, question.key)) ?? '');
    if (existing && !existing.response) return { ok: true, record: existing, created: false };
    if ((this.#waitingBy.get(question.owner) ?? 0) >= bounds.perOwner) return { ok: false, reason: boundReason.perOwner(bounds.perOwner) };
    if (this.#waitingTotal >= bounds.total) return { ok: false, reason: boundReason.total(bounds.total) };
    const record: Mutable<QuestionRecord> = { ...question, createdAt: this.clock.now() };
    if (record.deadline === undefined) delete record.deadline;
    this.#records.set(record.id, record);
    this.#byKey.set(keyOf(record.owner, record.key), record.id);
    this.#count(record.owner, 1);
    this.#hold(record.scope, 1);
    if (record.deadline !== undefined) this.#expireAt(record);
    this.#changed('opened', record);
    return { ok: true, record, created: true };
  }

  async get(id: string): Promise<QuestionRecord | undefined> {
    return this.#records.get(id);
  }

  async settle(id: string, response: ChoiceResponse): Promise<SettleOutcome> {
    return this.#settle(id, response);
  }

  async update(id: string, patch: QuestionPatch): Promise<QuestionRecord | undefined> {
    const record = this.#records.get(id);
    if (!record || record.response) return undefined;
    if (patch.channel !== undefined && patch.channel !== record.channel) {
      record.channel = patch.channel;
      this.#changed('moved', record);
    }
    if (patch.abandonedDeadline !== undefined && !record.abandoned) {
      record.abandoned = true;
      if (record.deadline === undefined || patch.abandonedDeadline < record.deadline) {
        record.deadline = patch.abandonedDeadline;
        this.#expireAt(record);
      }
      this.#changed('abandoned', record);
    }
    return record;
  }

  async listed(scope?: string): Promise<QuestionRecord[]> {
    return [...this.#records.values()].filter((r) => isListed(r) && (scope === undefined || r.scope === scope));
  }

  async waitingOf(owner: string): Promise<QuestionRecord[]> {
    return [...this.#records.values()].filter((r) => !r.response && r.owner === owner);
  }

  async waitingCount(): Promise<number> {
    return this.#waitingTotal;
  }

  wait(id: string, ms: number, signal?: AbortSignal): Promise<QuestionRecord | undefined> {
    const record = this.#records.get(id);
    if (!record || record.response || signal?.aborted) return Promise.resolve(record);
    return new Promise((resolve) => {
      const waiters = this.#waiters.get(id) ?? new Set();
      this.#waiters.set(id, waiters);
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', finish);
        waiters.delete(finish);
        if (waiters.size === 0 && this.#waiters.get(id) === waiters) this.#waiters.delete(id);
        resolve(this.#records.get(id));
      };
      const timer = Number.isFinite(ms) ? setTimeout(finish, ms) : undefined;
      signal?.addEventListener('abort', finish, { once: true });
      waiters.add(finish);
    });
  }

  async openScope(group?: string): Promise<string> {
    const known = group === undefined ? undefined : this.#groups.get(group);
    if (known !== undefined) {
      this.#hold(known, 1);
      return known;
    }
    const key = newPageKey();
    this.#scopes.set(key, { ...(group !== undefined && { group }), refs: 0 });
    if (group !== undefined) this.#groups.set(group, key);
    this.#hold(key, 1);
    return key;
  }

  /** A connection that opened `key` ended: the scope goes once nothing else holds it. */
  releaseScope(key: string): void {
    this.#hold(key, -1);
  }

  async hasScope(key: string): Promise<boolean> {
    return this.#scopes.has(key);
  }

  async useOnce(nonce: string, until: number): Promise<boolean> {
    if (this.#used.has(nonce)) return false;
    this.#used.add(nonce);
    this.#later(Math.max(0, until - this.clock.now()), () => this.#used.delete(nonce));
    return true;
  }

  async expire(): Promise<void> {
    const now = this.clock.now();
    for (const record of [...this.#records.values()]) {
      if (!record.response && record.deadline !== undefined && record.deadline <= now) this.#settle(record.id, timeoutResponse(record.request));
    }
  }

  /** Cancels everything still waiting and stops every timer (server shutdown). */
  async close(): Promise<void> {
    for (const record of [...this.#records.values()]) {
      if (!record.response) this.#settle(record.id, { requestId: record.id, status: 'cancelled', answers: {} });
    }
    for (const cancel of this.#timers) cancel();
    this.#timers.clear();
  }

  #settle(id: string, response: ChoiceResponse): SettleOutcome {
    const record = this.#records.get(id);
    if (!record) return { kind: 'gone' };
    if (record.response) return { kind: sameResponse(record.response, response) ? 'same' : 'conflict', record };
    record.response = response;
    record.settledAt = this.clock.now();
    this.#deadlines.get(id)?.();
    this.#byKey.delete(keyOf(record.owner, record.key));
    this.#count(record.owner, -1);
    this.#keepFinished(record);
    this.#changed('settled', record);
    for (const wake of [...(this.#waiters.get(id) ?? [])]) wake();
    return { kind: 'settled', record };
  }

  /** (Re)arms the timer that settles `record` with its timeout action at its deadline. */
  #expireAt(record: QuestionRecord): void {
    this.#deadlines.get(record.id)?.();
    const cancel = this.#later(Math.max(0, record.deadline! - this.clock.now()), () => {
      this.#deadlines.delete(record.id);
      this.#settle(record.id, timeoutResponse(record.request));
    });
    this.#deadlines.set(record.id, () => {
      cancel();
      this.#deadlines.delete(record.id);
    });
  }

  /** Keeps a settled question for polls until its TTL, or until `maxFinished` newer ones push it out. */
  #keepFinished(record: QuestionRecord): void {
    const forget = () => {
      cancel();
      this.#finished.delete(record.id);
      this.#records.delete(record.id);
      this.#hold(record.scope, -1);
      this.#changed('deleted', record);
      for (const wake of [...(this.#waiters.get(record.id) ?? [])]) wake();
    };
    const cancel = this.#later(this.options.resultTtlMs, forget);
    this.#finished.set(record.id, forget);
    if (this.#finished.size > this.options.maxFinished) this.#finished.values().next().value?.();
  }

  #count(owner: string, delta: number): void {
    const next = (this.#waitingBy.get(owner) ?? 0) + delta;
    if (next > 0) this.#waitingBy.set(owner, next);
    else this.#waitingBy.delete(owner);
    this.#waitingTotal += delta;
  }

  #hold(key: string, delta: number): void {
    const scope = this.#scopes.get(key);
    if (!scope) return;
    scope.refs += delta;
    if (scope.refs > 0) return;
    this.#scopes.delete(key);
    if (scope.group !== undefined && this.#groups.get(scope.group) === key) this.#groups.delete(scope.group);
  }

  /** Runs `run` after `ms` on the store's clock; returns the (idempotent) cancel. */
  #later(ms: number, run: () => void): () => void {
    const cancel = () => {
      stop();
      this.#timers.delete(cancel);
    };
    const stop = this.clock.schedule(ms, () => {
      this.#timers.delete(cancel);
      run();
    });
    this.#timers.add(cancel);
    return cancel;
  }

  #changed(kind: ChangeKind, record: QuestionRecord): void {
    this.dispatchEvent(new StoreChangeEvent(kind, record));
  }
}

function keyOf(owner: string, key: string): string {
  return `${owner}\u0000${key}`;
}
