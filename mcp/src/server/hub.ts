/**
 * What every MCP connection of one process shares: the question store (this process's own,
 * or one several instances share), the page server (started on first use), the timings and
 * bounds, the client policies, and the decision whether to open a browser tab. A hand-off's
 * id collects it on any connection, and on any instance sharing the store.
 */
import { systemClock, type Clock } from './clock.js';
import { DEFAULT_TIMINGS, MAX_CONNECTIONS, MAX_FINISHED, MAX_WAITING, MAX_WAITING_PER_SESSION, type ServerTimings } from './config.js';
import { displayAvailable, openBrowser, type DisplayCheck } from './browser.js';
import { PageServer, type McpHttpHandler } from './page-server.js';
import type { ClientPolicies } from './policy.js';
import { Question, cancelQuestion } from './question.js';
import { StateSealer } from './request-state.js';
import { MemoryStore } from './store-memory.js';
import type { Channel, NewQuestion, QuestionStore } from './store.js';

export interface HubOptions {
  /** Overrides of the default timings (tests use short ones). */
  timings?: Partial<ServerTimings>;
  /** Port for the page server on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** `false` never opens a browser (`--no-open`); default: only where a display exists. */
  open?: boolean;
  /** `false` never uses MCP elicitation (`--no-elicitation`). */
  elicitation?: boolean;
  /** `false` never draws questions inline through MCP Apps (`--no-apps`). */
  apps?: boolean;
  /** Hand off by default, for every client (`--handoff`). */
  handoff?: boolean;
  /** Per-client overrides (see `policy.ts`). */
  policies?: ClientPolicies;
  /** Serves `/mcp` on the page server (`--http`). */
  mcp?: McpHttpHandler;
  /** How a URL is opened (tests replace it). */
  openBrowser?: (url: string) => Promise<boolean>;
  /** Where diagnostics go; never stdout, which belongs to the stdio transport. */
  log?: (line: string) => void;
  /** The environment to judge the display from (tests pass their own). */
  env?: NodeJS.ProcessEnv;
  /** Questions waiting for the user one MCP session may have at once; default `MAX_WAITING_PER_SESSION` (32). */
  maxWaitingPerSession?: number;
  /** Questions waiting for the user the server keeps at once; default `MAX_WAITING` (256). */
  maxWaiting?: number;
  /** TCP connections the local server holds at once; default `MAX_CONNECTIONS` (256). */
  maxConnections?: number;
  /** The clock of deadlines and result lifetimes (tests move one by hand). */
  clock?: Clock;
  /** Where the questions live; default: this process (`MemoryStore`). */
  store?: QuestionStore;
  /** The key that seals `requestState` (32 bytes, the same on every instance); default: a random one for this process. */
  stateKey?: Buffer;
}

/** A question opened for a call, or why none could be: a bound of waiting questions was reached. */
export type OpenOutcome = { ok: true; question: Question; created: boolean } | { ok: false; reason: string };

/** How a new browser question reached the user. */
export type Presented =
  | { kind: 'attached' }
  | { kind: 'opened' }
  | { kind: 'opening' }
  | { kind: 'not-opened'; reason: string };

export class ChoiceHub {
  readonly timings: ServerTimings;
  readonly store: QuestionStore;
  readonly pages: PageServer;
  readonly clock: Clock;
  readonly options: HubOptions;
  readonly display: DisplayCheck;
  readonly log: (line: string) => void;
  /** Seals and opens the `requestState` of 2026-07-28 calls. */
  readonly sealer: StateSealer;
  /** When a tab was last opened for each page scope, within the last grace period. */
  readonly #lastOpenedAt = new Map<string, number>();
  readonly #bounds: { perOwner: number; total: number };

  constructor(options: HubOptions = {}) {
    this.options = options;
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings };
    this.clock = options.clock ?? systemClock;
    const maxWaiting = options.maxWaiting ?? MAX_WAITING;
    this.#bounds = { perOwner: options.maxWaitingPerSession ?? MAX_WAITING_PER_SESSION, total: maxWaiting };
    this.store =
      options.store ??
      new MemoryStore({
        resultTtlMs: this.timings.resultTtlMs,
        // Room for several rounds of the most questions that can wait at once.
        maxFinished: Math.max(MAX_FINISHED, 4 * maxWaiting),
        clock: this.clock,
      });
    this.pages = new PageServer({
      store: this.store,
      port: options.port ?? 0,
      maxConnections: options.maxConnections ?? MAX_CONNECTIONS,
      headersTimeoutMs: this.timings.headersTimeoutMs,
      requestTimeoutMs: this.timings.requestTimeoutMs,
      ...(options.mcp && { mcp: options.mcp }),
    });
    this.display = options.open === false ? { ok: false, reason: 'opening a browser is turned off (--no-open)' } : displayAvailable(options.env ?? process.env);
    this.log = options.log ?? ((line) => process.stderr.write(`choice-prompts-mcp: ${line}\n`));
    this.sealer = new StateSealer(options.stateKey);
  }

  /**
   * Brings a browser question of `scope` in front of the user: a waiting page of that scope
   * shows it by itself; otherwise a tab is opened where a display exists, at most once per
   * grace period (a tab just opened may not have connected yet).
   */
  async present(url: string, scope: string): Promise<Presented> {
    if (this.pages.attachedPages(scope) > 0) return { kind: 'attached' };
    if (!this.display.ok) return { kind: 'not-opened', reason: this.display.reason ?? 'no display' };
    const now = this.clock.now();
    for (const [key, at] of this.#lastOpenedAt) if (now - at >= this.timings.openGraceMs) this.#lastOpenedAt.delete(key);
    if (this.#lastOpenedAt.has(scope)) return { kind: 'opening' };
    this.#lastOpenedAt.set(scope, now);
    const opened = await (this.options.openBrowser ?? openBrowser)(url);
    if (!opened) this.log(`could not open a browser; open ${url}`);
    return opened ? { kind: 'opened' } : { kind: 'not-opened', reason: 'no browser could be started' };
  }

  /**
   * Opens a question for a call, within the bounds of waiting questions (per owner and for
   * the whole store); with the key of a question that still waits, finds that one again.
   */
  async open(question: Omit<NewQuestion, 'id' | 'deadline'>): Promise<OpenOutcome> {
    const { request } = question;
    // In a store other instances share, the instance waiting for a question may die without a
    // word: every question there ends by a deadline (the hand-off's 30 minutes unless it has one).
    if (request.timeoutMs === undefined && this.store.kind !== 'memory') request.timeoutMs = this.timings.handoffTimeoutMs;
    const deadline = request.timeoutMs === undefined ? undefined : this.clock.now() + request.timeoutMs;
    const outcome = await this.store.create({ ...question, id: request.id, ...(deadline !== undefined && { deadline }) }, this.#bounds);
    if (!outcome.ok) return outcome;
    return { ok: true, question: new Question(this.store, outcome.record), created: outcome.created };
  }

  /** The question `id` as it is now, if the store still has it. */
  async question(id: string): Promise<Question | undefined> {
    const record = await this.store.get(id);
    return record && new Question(this.store, record);
  }

  /** Moves a waiting question to another channel (an elicitation falling back to the browser). */
  async move(question: Question, channel: Channel): Promise<void> {
    question.seen(await this.store.update(question.id, { channel }));
  }

  /**
   * The call waiting for a question went away: it times out (with the request's timeout
   * action) `ms` from now, unless it settles or its own deadline comes first. Listeners see
   * the new deadline, so a waiting page can say so.
   */
  async abandon(id: string, ms: number): Promise<void> {
    await this.store.update(id, { abandonedDeadline: this.clock.now() + ms });
  }

  /** Cancels a waiting question (the call was aborted). */
  async cancel(id: string): Promise<void> {
    await cancelQuestion(this.store, id);
  }

  /** Stops the page server and the store (a store in this process cancels whatever still waits). */
  async close(): Promise<void> {
    await this.store.close();
    await this.pages.close();
  }
}
