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

/** How the user is asked: inline in the MCP client (an MCP App), its form (elicitation), the browser page, or the terminal client. */
export type Channel = 'app' | 'elicitation' | 'browser' | 'terminal';

export interface SessionEntry {
  readonly id: string;
  readonly request: ChoiceRequest;
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
}

/** 32 random bytes: a 256-bit session id, written `cp-<64 hex digits>`. */
export function newSessionId(): string {
  return randomId('cp', 32);
}

/** Matches what `newSessionId` produces, so routes can refuse anything else early. */
export const SESSION_ID_PATTERN = /^cp-[0-9a-f]{64}$/;

/**
 * @fires change - `Event` whenever an entry is opened, settled, moved to another channel or deleted.
 */
export class SessionStore extends EventTarget {
  readonly #session = new ChoiceSession();
  readonly #entries = new Map<string, SessionEntry>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(readonly options: SessionStoreOptions) {
    super();
  }

  /**
   * Starts asking `request` (whose id must come from `newSessionId`). The entry settles on
   * answer, cancel, `signal` abort or the request's own timeout.
   */
  open(request: ChoiceRequest, channel: Channel, signal?: AbortSignal): SessionEntry {
    const createdAt = Date.now();
    const done = this.#session.ask(request, signal ? { signal } : {});
    const entry: SessionEntry = {
      id: request.id,
      request,
      channel,
      createdAt,
      ...(request.timeoutMs !== undefined && { deadline: createdAt + request.timeoutMs }),
      done,
    };
    this.#entries.set(entry.id, entry);
    done.then(
      (response) => {
        entry.response = response;
        this.#later(this.options.resultTtlMs, () => {
          this.#entries.delete(entry.id);
          this.#changed();
        });
        this.#changed();
      },
      // `ask` rejects only for invalid or reused requests, which callers check first.
      () => this.#entries.delete(entry.id),
    );
    this.#changed();
    return entry;
  }

  get(id: string): SessionEntry | undefined {
    return this.#entries.get(id);
  }

  /** Unsettled entries shown outside the MCP client (browser and terminal), oldest first. */
  waiting(): SessionEntry[] {
    return [...this.#entries.values()].filter((e) => !e.response && (e.channel === 'browser' || e.channel === 'terminal'));
  }

  /** Moves an unsettled entry to another channel (an elicitation falling back to the browser). */
  move(id: string, channel: Channel): void {
    const entry = this.#entries.get(id);
    if (!entry || entry.response || entry.channel === channel) return;
    entry.channel = channel;
    this.#changed();
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
    const deadline = Date.now() + ms;
    if (entry.deadline === undefined || deadline < entry.deadline) {
      entry.deadline = deadline;
      const timer = this.#later(ms, () => this.#session.respond(id, timeoutResponse(entry.request)));
      // Released when the entry settles first, so an answered entry holds no timer.
      void entry.done.then(() => this.#cancelLater(timer));
    }
    this.#changed();
  }

  /** Cancels everything still waiting and stops every timer (server shutdown). */
  close(): void {
    this.#session.dispose();
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
  }

  #later(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      run();
    }, ms);
    timer.unref?.();
    this.#timers.add(timer);
    return timer;
  }

  #cancelLater(timer: ReturnType<typeof setTimeout>): void {
    clearTimeout(timer);
    this.#timers.delete(timer);
  }

  #changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
