/**
 * What every MCP connection of one process shares: the session store, the page server
 * (started on first use), the page scopes, the timings and bounds, the client policies, and
 * the decision whether to open a browser tab. A hand-off's id collects it on any connection.
 */
import { systemClock, type Clock } from './clock.js';
import { DEFAULT_TIMINGS, MAX_CONNECTIONS, MAX_FINISHED, MAX_WAITING, MAX_WAITING_PER_SESSION, type ServerTimings } from './config.js';
import { displayAvailable, openBrowser, type DisplayCheck } from './browser.js';
import { PageServer, type McpHttpHandler } from './page-server.js';
import type { ClientPolicies } from './policy.js';
import { PageScopes, type PageScope } from './scope.js';
import { SessionStore } from './store.js';

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
}

/** How a new browser question reached the user. */
export type Presented =
  | { kind: 'attached' }
  | { kind: 'opened' }
  | { kind: 'opening' }
  | { kind: 'not-opened'; reason: string };

export class ChoiceHub {
  readonly timings: ServerTimings;
  readonly store: SessionStore;
  readonly pages: PageServer;
  readonly scopes = new PageScopes();
  readonly clock: Clock;
  readonly options: HubOptions;
  readonly display: DisplayCheck;
  readonly log: (line: string) => void;
  /** When a tab was last opened for each page scope. */
  readonly #lastOpenedAt = new WeakMap<PageScope, number>();

  constructor(options: HubOptions = {}) {
    this.options = options;
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings };
    this.clock = options.clock ?? systemClock;
    const maxWaiting = options.maxWaiting ?? MAX_WAITING;
    this.store = new SessionStore({
      resultTtlMs: this.timings.resultTtlMs,
      maxWaitingPerSession: options.maxWaitingPerSession ?? MAX_WAITING_PER_SESSION,
      maxWaiting,
      // Room for several rounds of the most questions that can wait at once.
      maxFinished: Math.max(MAX_FINISHED, 4 * maxWaiting),
      clock: this.clock,
    });
    this.pages = new PageServer({
      store: this.store,
      scopes: this.scopes,
      port: options.port ?? 0,
      maxConnections: options.maxConnections ?? MAX_CONNECTIONS,
      headersTimeoutMs: this.timings.headersTimeoutMs,
      requestTimeoutMs: this.timings.requestTimeoutMs,
      ...(options.mcp && { mcp: options.mcp }),
    });
    this.display = options.open === false ? { ok: false, reason: 'opening a browser is turned off (--no-open)' } : displayAvailable(options.env ?? process.env);
    this.log = options.log ?? ((line) => process.stderr.write(`choice-prompts-mcp: ${line}\n`));
  }

  /**
   * Brings a browser question of `scope` in front of the user: a waiting page of that scope
   * shows it by itself; otherwise a tab is opened where a display exists, at most once per
   * grace period (a tab just opened may not have connected yet).
   */
  async present(url: string, scope: PageScope): Promise<Presented> {
    if (this.pages.attachedPages(scope) > 0) return { kind: 'attached' };
    if (!this.display.ok) return { kind: 'not-opened', reason: this.display.reason ?? 'no display' };
    if (this.clock.now() - (this.#lastOpenedAt.get(scope) ?? -Infinity) < this.timings.openGraceMs) return { kind: 'opening' };
    this.#lastOpenedAt.set(scope, this.clock.now());
    const opened = await (this.options.openBrowser ?? openBrowser)(url);
    if (!opened) this.log(`could not open a browser; open ${url}`);
    return opened ? { kind: 'opened' } : { kind: 'not-opened', reason: 'no browser could be started' };
  }

  /** Cancels whatever still waits and stops the page server. */
  async close(): Promise<void> {
    this.store.close();
    await this.pages.close();
  }
}
