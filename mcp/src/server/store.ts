/**
 * The server's questions, one entry per `provide_choice` call. An entry's id is unguessable
 * (256 random bits) and is at once the request id, the hand-off `session_id` and the last
 * segment of the page URL: whoever holds it may answer, nobody else can find it.
 *
 * Answers, cancels, aborts and timeouts all settle through one `ChoiceSession`, so an entry
 * settles exactly once and its timeout applies the request's timeout action and defaults
 * whether or not any client ever attached. A settled entry is kept for `resultTtlMs`, so a
 * repeated poll gets the same result and a replayed submit gets a conflict, then deleted:
 * sessions are single-use.
 */
import { ChoiceSession } from 'choice-prompts/session.js';
import { randomId, timeoutResponse } from 'choice-prompts/protocol.js';
import type { ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';
import { systemClock, type Clock } from './clock.js';
import type { PageScope } from './scope.js';

/** How the user is asked: inline in the MCP client (an MCP App), its form (elicitation), the browser page, or the terminal client. */
export type Channel = 'app' | 'elicitation' | 'browser' | 'terminal';

/**
 * Who asked: one MCP connection. Its questions count against its own bound of waiting
 * questions and are listed only in its page scope.
 */
export interface Asker {
  readonly scope: PageScope;
}

export interface SessionEntry {
  readonly id: string;
  readonly request: ChoiceRequest;
  readonly asker: Asker;
  channel: Channel;
  readonly createdAt: number;
  /** When the request times out (epoch ms), if it has a timeout; brought forward by `abandon`. */
  deadline?: number;
  /** Set when the call that asked went away; the entry then ends by `deadline`. */
  abandoned?: true;
  /** Set once the entry has settled. */
  response?: ChoiceResponse;
  /** Resolves with the response, however the entry settles. */
  readonly done: Promise<ChoiceResponse>;
}

/** What became of an attempt to answer or cancel. */
export type SettleOutcome =
  | { kind: 'ok'; response: ChoiceResponse }
  /** Already settled (a replayed or late submit). */
  | { kind: 'conflict' }
  /** Unknown, or settled so long ago that it was deleted. */
  | { kind: 'gone' }
  /** The answer does not fit the request; `message` says why. */
  | { kind: 'invalid'; message: string };

export interface SessionStoreOptions {
  /** How long a settled entry stays readable (for idempotent polls) before it is deleted. */
  resultTtlMs: number;
  /** Unsettled entries one asker (an MCP session) may have at once. */
  maxWaitingPerSession: number;
  /** Unsettled entries the whole server may have at once. */
  maxWaiting: number;
  /** Settled entries kept for polls; beyond this the oldest is deleted before its TTL. */
  maxFinished: number;
  /** Defaults to the real clock. */
  clock?: Clock;
}

/** What made the store change, for listeners that send changes rather than the whole list. */
export type ChangeKind = 'opened' | 'moved' | 'abandoned' | 'settled' | 'deleted';

/** The `change` event: which entry, and what happened to it. */
export class StoreChangeEvent extends Event {
  constructor(
    readonly kind: ChangeKind,
    readonly entry: SessionEntry,
  ) {
    super('change');
  }
}

/** Whether an unsettled entry is shown outside the MCP client (the page or the terminal client lists it). */
export function isListed(entry: SessionEntry): boolean {
  return !entry.response && (entry.channel === 'browser' || entry.channel === 'terminal');
}

/** An opened entry, or why none could be: a bound of waiting questions was reached. */
export type OpenOutcome = { ok: true; entry: SessionEntry } | { ok: false; reason: string };

/** 32 random bytes: a 256-bit session id, written `cp-<64 hex digits>`. */
export function newSessionId(): string {
  return randomId('cp', 32);
}

/** Matches what `newSessionId` produces, so routes can refuse anything else early. */
export const SESSION_ID_PATTERN = /^cp-[0-9a-f]{64}$/;

/**
 * @fires change - `StoreChangeEvent` whenever an entry is opened, moved to another channel,
 * abandoned, settled or deleted.
 */
export class SessionStore extends EventTarget {
  readonly #session = new ChoiceSession();
  readonly #entries = new Map<string, SessionEntry>();
  /** Settled entries still kept, oldest first, each with the cancel of its deletion. */
  readonly #finished = new Map<string, () => void>();
  readonly #waitingBy = new Map<Asker, number>();
  #waitingTotal = 0;
  readonly #timers = new Set<() => void>();
  readonly clock: Clock;

  constructor(readonly options: SessionStoreOptions) {
    super();
    this.clock = options.clock ?? systemClock;
  }

  /**
   * Starts asking `request` (whose id must come from `newSessionId`) for `asker`, unless a
   * bound of waiting questions is reached. The entry settles on answer, cancel, `signal`
   * abort or the request's own timeout.
   */
  open(request: ChoiceRequest, channel: Channel, asker: Asker, signal?: AbortSignal): OpenOutcome {
    const { maxWaitingPerSession, maxWaiting } = this.options;
    if ((this.#waitingBy.get(asker) ?? 0) >= maxWaitingPerSession) {
      return {
        ok: false,
        reason: `This MCP session already has ${maxWaitingPerSession} questions waiting for the user, the most one session may have (--max-waiting-per-session). Nothing was shown. Collect or cancel one of them first, or ask fewer at once.`,
      };
    }
    if (this.#waitingTotal >= maxWaiting) {
      return {
        ok: false,
        reason: `This server already has ${maxWaiting} questions waiting for the user, the most it keeps at once (--max-waiting). Nothing was shown. Try again once some are answered.`,
      };
    }
    const createdAt = this.clock.now();
    const done = this.#session.ask(request, signal ? { signal } : {});
    const entry: SessionEntry = {
      id: request.id,
      request,
      asker,
      channel,
      createdAt,
      ...(request.timeoutMs !== undefined && { deadline: createdAt + request.timeoutMs }),
      done,
    };
    this.#entries.set(entry.id, entry);
    this.#count(asker, 1);
    done.then(
      (response) => {
        entry.response = response;
        this.#count(asker, -1);
        this.#keepFinished(entry);
        this.#changed('settled', entry);
      },
      // `ask` rejects only for invalid or reused requests, which callers check first.
      () => {
        this.#count(asker, -1);
        this.#entries.delete(entry.id);
      },
    );
    this.#changed('opened', entry);
    return { ok: true, entry };
  }

  get(id: string): SessionEntry | undefined {
    return this.#entries.get(id);
  }

  /** Unsettled entries shown outside the MCP client (browser and terminal), oldest first; only `scope`'s when given. */
  waiting(scope?: PageScope): SessionEntry[] {
    return [...this.#entries.values()].filter((e) => isListed(e) && (scope === undefined || e.asker.scope === scope));
  }

  /** Unsettled entries of every channel, server-wide. */
  get waitingCount(): number {
    return this.#waitingTotal;
  }

  /** Moves an unsettled entry to another channel (an elicitation falling back to the browser). */
  move(id: string, channel: Channel): void {
    const entry = this.#entries.get(id);
    if (!entry || entry.response || entry.channel === channel) return;
    entry.channel = channel;
    this.#changed('moved', entry);
  }

  /** Settles an entry with the user's answer, checked against the request by `ChoiceSession`. */
  async answer(id: string, response: unknown): Promise<SettleOutcome> {
    const entry = this.#entries.get(id);
    if (!entry) return { kind: 'gone' };
    if (entry.response) return { kind: 'conflict' };
    try {
      const body = typeof response === 'object' && response !== null ? { ...response, requestId: id } : response;
      if (!this.#session.respond(id, body as ChoiceResponse)) return { kind: 'conflict' };
    } catch (error) {
      return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
    }
    return { kind: 'ok', response: await entry.done };
  }

  /** Cancels an entry; cancel is always possible while it waits. */
  async cancel(id: string): Promise<SettleOutcome> {
    const entry = this.#entries.get(id);
    if (!entry) return { kind: 'gone' };
    if (entry.response || !this.#session.cancel(id)) return { kind: 'conflict' };
    return { kind: 'ok', response: await entry.done };
  }

  /**
   * The entry's response once it settles, or `undefined` if `ms` pass (or `signal` aborts)
   * first. Never settles the entry itself.
   */
  wait(entry: SessionEntry, ms: number, signal?: AbortSignal): Promise<ChoiceResponse | undefined> {
    if (entry.response) return Promise.resolve(entry.response);
    return new Promise((resolve) => {
      const finish = (value: ChoiceResponse | undefined) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(value);
      };
      const onAbort = () => finish(undefined);
      const timer = setTimeout(() => finish(undefined), ms);
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.done.then(finish, () => finish(undefined));
    });
  }

  /**
   * The call waiting for an entry went away: the entry times out (with the request's
   * timeout action) `ms` from now, unless it settles or its own deadline comes first.
   * Listeners see the new deadline, so a waiting page can say so.
   */
  abandon(id: string, ms: number): void {
    const entry = this.#entries.get(id);
    if (!entry || entry.response || entry.abandoned) return;
    entry.abandoned = true;
    const deadline = this.clock.now() + ms;
    if (entry.deadline === undefined || deadline < entry.deadline) {
      entry.deadline = deadline;
      const cancel = this.#later(ms, () => this.#session.respond(id, timeoutResponse(entry.request)));
      // Released when the entry settles first, so an answered entry holds no timer.
      void entry.done.then(cancel);
    }
    this.#changed('abandoned', entry);
  }

  /** Cancels everything still waiting and stops every timer (server shutdown). */
  close(): void {
    this.#session.dispose();
    for (const cancel of this.#timers) cancel();
    this.#timers.clear();
  }

  /** Keeps a settled entry for polls until its TTL, or until `maxFinished` newer ones push it out. */
  #keepFinished(entry: SessionEntry): void {
    const forget = () => {
      cancel();
      this.#finished.delete(entry.id);
      this.#entries.delete(entry.id);
      this.#changed('deleted', entry);
    };
    const cancel = this.#later(this.options.resultTtlMs, forget);
    this.#finished.set(entry.id, forget);
    if (this.#finished.size > this.options.maxFinished) this.#finished.values().next().value?.();
  }

  #count(asker: Asker, delta: number): void {
    const next = (this.#waitingBy.get(asker) ?? 0) + delta;
    if (next > 0) this.#waitingBy.set(asker, next);
    else this.#waitingBy.delete(asker);
    this.#waitingTotal += delta;
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

  #changed(kind: ChangeKind, entry: SessionEntry): void {
    this.dispatchEvent(new StoreChangeEvent(kind, entry));
  }
}
