/**
 * What every MCP connection of one process shares: the session store, the page server
 * (started on first use), the timings, the client policies, and the decision whether to
 * open a browser tab. `--http` serves several MCP sessions from one hub, so a hand-off
 * started on one connection can be collected on another.
 */
import { DEFAULT_TIMINGS, type ServerTimings } from './config.js';
import { displayAvailable, openBrowser, type DisplayCheck } from './browser.js';
import { PageServer, type McpHttpHandler } from './page-server.js';
import type { ClientPolicies } from './policy.js';
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
  readonly options: HubOptions;
  readonly display: DisplayCheck;
  readonly log: (line: string) => void;
  #lastOpenedAt = -Infinity;

  constructor(options: HubOptions = {}) {
    this.options = options;
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings };
    this.store = new SessionStore({ resultTtlMs: this.timings.resultTtlMs });
    this.pages = new PageServer({ store: this.store, port: options.port ?? 0, ...(options.mcp && { mcp: options.mcp }) });
    this.display = options.open === false ? { ok: false, reason: 'opening a browser is turned off (--no-open)' } : displayAvailable(options.env ?? process.env);
    this.log = options.log ?? ((line) => process.stderr.write(`choice-prompts-mcp: ${line}\n`));
  }

  /**
   * Brings a browser question in front of the user: a connected waiting page shows it by
   * itself; otherwise a tab is opened where a display exists, at most once per grace period
   * (a tab just opened may not have connected yet).
   */
  async present(url: string): Promise<Presented> {
    if (this.pages.attachedPages > 0) return { kind: 'attached' };
    if (!this.display.ok) return { kind: 'not-opened', reason: this.display.reason ?? 'no display' };
    if (Date.now() - this.#lastOpenedAt < this.timings.openGraceMs) return { kind: 'opening' };
    this.#lastOpenedAt = Date.now();
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
