#!/usr/bin/env node
/**
 * The `choice-prompts-mcp` command (package.json `bin`):
 *
 *   choice-prompts-mcp mcp [--http] [--port N] [--store URL] [--no-open] [--no-apps] [--no-elicitation] [--handoff]
 *                          [--clients JSON] [--max-sessions N] [--max-waiting N] [--max-waiting-per-session N]
 *   choice-prompts-mcp answer <url> [--plain]
 *   choice-prompts-mcp ask <file|-> [--plain] [--dialect NAME]
 *
 * `mcp` speaks MCP on stdio (stdout belongs to the protocol; diagnostics go to stderr), or
 * with `--http` Streamable HTTP on 127.0.0.1. See docs/mcp.md.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import type { HubOptions } from '../server/hub.js';
import type { HttpMcpOptions } from '../server/http-mcp.js';
import { parsePolicies } from '../server/policy.js';
import { parseStateKey } from '../server/config.js';

// Each command loads only what it needs: `answer` and `ask` start without the MCP SDK.

const USAGE = `Usage:
  choice-prompts-mcp mcp [options]    MCP server exposing provide_choice (stdio)
      --http                          serve Streamable HTTP at http://127.0.0.1:PORT/mcp instead
      --port N                        port on 127.0.0.1 for the page (and /mcp); default: a free one
      --no-open                       never open a browser tab (the URL is always in the result)
      --no-apps                       never draw questions inline in the conversation (MCP Apps)
      --no-elicitation                never use MCP elicitation (forms or URL mode)
      --handoff                       hand off by default: return at once, the agent polls
      --clients JSON                  per-client policies, e.g. '{"cursor":{"elicitation":false}}'
                                      (also CHOICE_PROMPTS_CLIENTS)
      --max-waiting-per-session N     questions one MCP session may have waiting at once (default 32)
      --max-waiting N                 questions the server keeps waiting at once (default 256)
      --max-sessions N                with --http: MCP sessions open at once (default 64)
      --store URL                     keep questions in Postgres (postgres://…), shared by every instance
                                      given the same URL (also CHOICE_PROMPTS_STORE); needs the
                                      requestState key in CHOICE_PROMPTS_STATE_KEY (openssl rand -hex 32)
  choice-prompts-mcp answer <url> [--plain]
                                      answer a pending question in this terminal
  choice-prompts-mcp ask <file|-> [--plain] [--dialect NAME]
                                      ask a request here and print the reply as JSON
  --plain                             numbered questions, one line at a time (screen readers)
`;

function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** A count flag's value: a whole number from 1 up. */
function count(values: Record<string, string | boolean | undefined>, flag: string): number | undefined {
  const raw = values[flag];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${flag} must be a whole number of at least 1, not "${String(raw)}".`);
  return value;
}

function hubOptions(values: Record<string, string | boolean | undefined>): HttpMcpOptions {
  const options: HttpMcpOptions = {};
  if (values.port !== undefined) {
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${String(values.port)}".`);
    options.port = port;
  }
  const maxWaitingPerSession = count(values, 'max-waiting-per-session');
  const maxWaiting = count(values, 'max-waiting');
  const maxSessions = count(values, 'max-sessions');
  if (maxWaitingPerSession !== undefined) options.maxWaitingPerSession = maxWaitingPerSession;
  if (maxWaiting !== undefined) options.maxWaiting = maxWaiting;
  if (maxSessions !== undefined) options.maxSessions = maxSessions;
  if (values['no-open']) options.open = false;
  if (values['no-apps']) options.apps = false;
  if (values['no-elicitation']) options.elicitation = false;
  if (values.handoff) options.handoff = true;
  const clients = (values.clients as string | undefined) ?? process.env.CHOICE_PROMPTS_CLIENTS;
  if (clients) options.policies = parsePolicies(clients);
  const stateKey = process.env.CHOICE_PROMPTS_STATE_KEY;
  if (stateKey) options.stateKey = parseStateKey(stateKey);
  return options;
}

/**
 * `--store postgres://…` (or `CHOICE_PROMPTS_STORE`): the questions in Postgres, for several
 * instances. They must all seal `requestState` with the same key, so the key is required.
 */
async function openStore(values: Record<string, string | boolean | undefined>, options: HttpMcpOptions): Promise<void> {
  const url = (values.store as string | undefined) ?? process.env.CHOICE_PROMPTS_STORE;
  if (!url) return;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('--store takes a Postgres URL, postgres://user:password@host:port/database.');
  if (!options.stateKey) {
    throw new Error('--store needs the requestState key that every instance shares: set CHOICE_PROMPTS_STATE_KEY to 32 random bytes (openssl rand -hex 32).');
  }
  const [{ PostgresStore }, { DEFAULT_TIMINGS, MAX_FINISHED, MAX_WAITING }] = await Promise.all([import('../server/store-postgres.js'), import('../server/config.js')]);
  options.store = await PostgresStore.open({
    url,
    resultTtlMs: DEFAULT_TIMINGS.resultTtlMs,
    maxFinished: Math.max(MAX_FINISHED, 4 * (options.maxWaiting ?? MAX_WAITING)),
    log: (line) => process.stderr.write(`choice-prompts-mcp: ${line}\n`),
  });
}

async function serveStdio(options: HubOptions): Promise<void> {
  const [{ ChoiceHub }, { serveHubOnStdio }] = await Promise.all([import('../server/hub.js'), import('../server/stdio.js')]);
  const hub = new ChoiceHub(options);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await hub.close();
    process.exit(0);
  };
  // A client that went away closes the pipe: what is still being written goes nowhere.
  process.stdout.on('error', () => void shutdown());
  await serveHubOnStdio(hub, { onclose: () => void shutdown() });
  // The client closing our stdin is how a stdio server is told to stop.
  process.stdin.once('end', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

async function serveHttp(options: HttpMcpOptions): Promise<void> {
  const { startHttpMcp } = await import('../server/http-mcp.js');
  const server = await startHttpMcp(options);
  process.stderr.write(`choice-prompts-mcp: MCP endpoint ${server.endpoint}\n`);
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      http: { type: 'boolean' },
      port: { type: 'string' },
      'no-open': { type: 'boolean' },
      'no-apps': { type: 'boolean' },
      'no-elicitation': { type: 'boolean' },
      handoff: { type: 'boolean' },
      clients: { type: 'string' },
      'max-sessions': { type: 'string' },
      'max-waiting': { type: 'string' },
      'max-waiting-per-session': { type: 'string' },
      store: { type: 'string' },
      plain: { type: 'boolean' },
      dialect: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
  const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
  const [command, target] = positionals;
  if (values.version) {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (values.help || command === undefined) {
    (values.help ? process.stdout : process.stderr).write(USAGE);
    return values.help ? 0 : 2;
  }
  switch (command) {
    case 'mcp': {
      const options = hubOptions(values);
      await openStore(values, options);
      await (values.http ? serveHttp(options) : serveStdio(options));
      return -1;
    }
    case 'answer':
      if (!target) break;
      return (await import('./answer.js')).answerCommand(target, Boolean(values.plain), io);
    case 'ask':
      if (!target) break;
      return (await import('./ask.js')).askCommand(target, { plain: Boolean(values.plain), dialect: values.dialect ?? 'provide_choice' }, io);
  }
  process.stderr.write(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    // -1: a server keeps running until its client or a signal stops it.
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`choice-prompts-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
