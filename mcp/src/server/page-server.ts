/**
 * The local HTTP server: the answer page, its assets, the small JSON API the page and the
 * terminal client use, the event stream that lets one waiting page receive every new
 * question, and (in `--http` mode) the MCP endpoint at `/mcp`. It binds 127.0.0.1 only, on
 * a free port unless one is given, and every request passes `checkRequest` first.
 *
 * API (ids are 256-bit session ids, see `store.ts`; each is the capability for its own question):
 * - `GET  /s/:id`                    the page (HTML; its script reads the id from the path)
 * - `GET  /api/sessions/:id`         `{ id, channel, request, deadline?, abandoned?, pageKey }`; 410 once finished, 404 unknown
 * - `POST /api/sessions/:id/answer`  body: a `ChoiceResponse` with status `answered`; 409 when already settled
 * - `POST /api/sessions/:id/cancel`  cancels; 409 when already settled
 * - `GET  /api/events?key=…`         server-sent events of the key's page scope only: `sessions` (the
 *                                    waiting ones, once), then `added`, `updated` and `removed`, one question each
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { MAX_CONNECTIONS, MAX_EVENT_STREAMS, MAX_EVENT_STREAMS_TOTAL, DEFAULT_TIMINGS } from './config.js';
import { PAGE_HTML, PAGE_CSS } from './page/html.js';
import { answerQuestion, cancelQuestion } from './question.js';
import { finalResult } from './result.js';
import { HttpError, PAGE_CSP, baseHeaders, checkRequest, readJsonBody, sendError, sendJson } from './security.js';
import { PAGE_KEY_PATTERN, SESSION_ID_PATTERN, isListed, type QuestionRecord, type QuestionStore, type StoreChangeEvent } from './store.js';

export type McpHttpHandler = (req: IncomingMessage, res: ServerResponse, body: unknown) => Promise<void>;

export interface PageServerOptions {
  /** The questions, and the page scopes that list them. */
  store: QuestionStore;
  /** Port to bind on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Serves `/mcp` (Streamable HTTP). Without it `/mcp` is 404. */
  mcp?: McpHttpHandler;
  /** TCP connections held at once; default `MAX_CONNECTIONS`. */
  maxConnections?: number;
  /** How long a client may take to send its headers, and its whole request. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** Who holds an event stream: a waiting page, or a terminal client watching its session. */
type StreamRole = 'page' | 'terminal';

interface EventStream {
  res: ServerResponse;
  role: StreamRole;
  /** Changes held until the stream's first list is written. */
  held?: string[];
}

/** What a stream is told when its scope's store entry changes; nothing for the other kinds. */
const STREAM_EVENT: Partial<Record<StoreChangeEvent['kind'], 'added' | 'updated' | 'removed'>> = {
  opened: 'added',
  moved: 'added',
  abandoned: 'updated',
  settled: 'removed',
};

/**
 * The kit's browser file `dist/bundle.js`, wherever `choice-prompts` is installed; its
 * `chunks/` folder sits beside it. Found from the package's root: in Node,
 * `choice-prompts/bundle.js` resolves to the module a server render imports instead.
 */
const BUNDLE = new URL('dist/bundle.js', import.meta.resolve('choice-prompts/package.json'));

const ASSETS: Record<string, { file?: URL; text?: string; type: string }> = {
  '/assets/page.js': { file: new URL('./page/page.js', import.meta.url), type: 'text/javascript' },
  '/assets/bundle.js': { file: BUNDLE, type: 'text/javascript' },
  '/assets/page.css': { text: PAGE_CSS, type: 'text/css' },
};

/**
 * The chunks bundle.js loads (`./chunks/core.js` at once; a dialect's or a part's chunk when a
 * prompt needs it, and the `shared-<hash>.js` ones those import; see the kit's
 * scripts/bundle-build.mjs, and a part's markup such as `approval.markup.js`, which settled
 * prompts import). One path segment of dot-separated words of letters, digits and dashes (no
 * empty word, so never `..`): nothing outside the kit's dist/chunks/ can be named.
 */
const CHUNK_ROUTE = /^\/assets\/chunks\/([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)\.js$/;

function chunkAsset(pathname: string): (typeof ASSETS)[string] | undefined {
  const name = CHUNK_ROUTE.exec(pathname)?.[1];
  return name === undefined ? undefined : { file: new URL(`./chunks/${name}.js`, BUNDLE), type: 'text/javascript' };
}

const SESSION_ROUTE = /^\/api\/sessions\/([^/]+)(?:\/(answer|cancel))?$/;
const PAGE_ROUTE = /^\/s\/([^/]+)$/;

export class PageServer {
  readonly #options: PageServerOptions;
  readonly #store: QuestionStore;
  readonly #mcp: McpHttpHandler | undefined;
  readonly #wantedPort: number;
  /** Open event streams by page scope: a question is written only to its own scope's. */
  readonly #streams = new Map<string, Set<EventStream>>();
  #streamCount = 0;
  readonly #assetCache = new Map<string, Buffer>();
  #server: Server | undefined;
  #listening: Promise<void> | undefined;
  #port = 0;
  #heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(options: PageServerOptions) {
    this.#options = options;
    this.#store = options.store;
    this.#mcp = options.mcp;
    this.#wantedPort = options.port ?? 0;
    this.#store.addEventListener('change', (event) => this.#changed(event as StoreChangeEvent));
  }

  /** Starts listening on 127.0.0.1 (once; later calls wait for the first). */
  listen(): Promise<void> {
    this.#listening ??= new Promise<void>((resolve, reject) => {
      const headersTimeout = this.#options.headersTimeoutMs ?? DEFAULT_TIMINGS.headersTimeoutMs;
      const server = createServer(
        {
          headersTimeout,
          requestTimeout: Math.max(headersTimeout, this.#options.requestTimeoutMs ?? DEFAULT_TIMINGS.requestTimeoutMs),
          // How often Node looks for connections past those timeouts (its default is 30 s).
          connectionsCheckingInterval: Math.min(1_000, headersTimeout),
        },
        (req, res) => void this.#handle(req, res),
      );
      server.maxConnections = this.#options.maxConnections ?? MAX_CONNECTIONS;
      server.once('error', reject);
      server.listen(this.#wantedPort, '127.0.0.1', () => {
        this.#port = (server.address() as AddressInfo).port;
        server.off('error', reject);
        resolve();
      });
      this.#server = server;
      this.#heartbeat = setInterval(() => {
        for (const streams of this.#streams.values()) for (const stream of streams) stream.res.write(': ping\n\n');
      }, 15_000);
      this.#heartbeat.unref();
    });
    return this.#listening;
  }

  get port(): number {
    return this.#port;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** The page address for a session: what the browser opens and the terminal client takes. */
  urlFor(id: string): string {
    return `${this.origin}/s/${id}`;
  }

  /** Waiting pages of `scope` currently connected; a new question of that scope goes to them instead of a new tab. */
  attachedPages(scope: string): number {
    return [...(this.#streams.get(scope) ?? [])].filter((s) => s.role === 'page').length;
  }

  async close(): Promise<void> {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const streams of this.#streams.values()) for (const stream of streams) stream.res.end();
    this.#streams.clear();
    const server = this.#server;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      checkRequest(req, this.#port);
      const url = new URL(req.url ?? '/', this.origin);
      const method = req.method ?? 'GET';
      if (url.pathname === '/mcp') {
        if (!this.#mcp) throw new HttpError(404, 'This server runs MCP over stdio; there is no HTTP endpoint.');
        const body = method === 'POST' ? await readJsonBody(req) : undefined;
        await this.#mcp(req, res, body);
        return;
      }
      const asset = ASSETS[url.pathname] ?? chunkAsset(url.pathname);
      if (asset) return await this.#sendAsset(res, method, url.pathname, asset);
      const page = PAGE_ROUTE.exec(url.pathname);
      if (page) return await this.#sendPage(res, method, page[1]);
      if (url.pathname === '/api/events') return await this.#openStream(req, res, method, url);
      const api = SESSION_ROUTE.exec(url.pathname);
      if (api) return await this.#session(req, res, method, api[1], api[2]);
      throw new HttpError(404, 'Not found.');
    } catch (error) {
      sendError(res, error);
    }
  }

  async #sendPage(res: ServerResponse, method: string, id: string): Promise<void> {
    allow(method, 'GET', 'HEAD');
    // Unknown ids still get the page, which explains that the question is gone; the status
    // code says so too, for anything that is not a person.
    const status = SESSION_ID_PATTERN.test(id) && (await this.#store.get(id)) ? 200 : 404;
    res.writeHead(status, {
      ...baseHeaders(),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PAGE_CSP,
    });
    res.end(method === 'HEAD' ? undefined : PAGE_HTML);
  }

  async #sendAsset(res: ServerResponse, method: string, path: string, asset: (typeof ASSETS)[string]): Promise<void> {
    allow(method, 'GET', 'HEAD');
    let body = this.#assetCache.get(path);
    if (!body) {
      try {
        body = asset.text !== undefined ? Buffer.from(asset.text) : await readFile(asset.file!);
      } catch {
        throw new HttpError(404, `${path} is missing; run \`npm run build\`.`);
      }
      this.#assetCache.set(path, body);
    }
    res.writeHead(200, { ...baseHeaders(), 'Content-Type': `${asset.type}; charset=utf-8`, 'Content-Length': body.length });
    res.end(method === 'HEAD' ? undefined : body);
  }

  async #session(req: IncomingMessage, res: ServerResponse, method: string, id: string, action: string | undefined): Promise<void> {
    if (!SESSION_ID_PATTERN.test(id)) throw new HttpError(404, 'No such session.');
    if (action === undefined) {
      allow(method, 'GET');
      const record = await this.#store.get(id);
      if (!record) throw new HttpError(404, 'No such session. Sessions are single-use; ask the agent for a new one.');
      if (record.response) throw new HttpError(410, `This question is finished (${record.response.status}); sessions are single-use.`);
      return sendJson(res, 200, { ...describe(record), pageKey: record.scope });
    }
    allow(method, 'POST');
    const body = await readJsonBody(req);
    if (action === 'answer' && (typeof body !== 'object' || body === null || (body as { status?: unknown }).status !== 'answered')) {
      if (!(await this.#store.get(id))) throw new HttpError(404, 'No such session. Sessions are single-use; ask the agent for a new one.');
      throw new HttpError(400, 'Post the response with "status": "answered"; to cancel, post to /cancel.');
    }
    const outcome = action === 'answer' ? await answerQuestion(this.#store, id, body) : await cancelQuestion(this.#store, id);
    switch (outcome.kind) {
      case 'ok':
        return sendJson(res, 200, { ok: true, result: finalResult(outcome.record.request, outcome.response) });
      case 'conflict':
        throw new HttpError(409, 'This question was already answered, cancelled or timed out; the first answer counts.');
      case 'gone':
        throw new HttpError(404, 'No such session. Sessions are single-use; ask the agent for a new one.');
      case 'invalid':
        throw new HttpError(400, outcome.message);
    }
  }

  async #openStream(req: IncomingMessage, res: ServerResponse, method: string, url: URL): Promise<void> {
    allow(method, 'GET');
    const scope = url.searchParams.get('key') ?? '';
    if (!PAGE_KEY_PATTERN.test(scope) || !(await this.#store.hasScope(scope))) {
      throw new HttpError(403, 'This event stream needs the key from one of your own questions.');
    }
    const streams = this.#streams.get(scope) ?? new Set<EventStream>();
    if (streams.size >= MAX_EVENT_STREAMS || this.#streamCount >= MAX_EVENT_STREAMS_TOTAL) {
      throw new HttpError(503, 'Too many open pages; close some tabs.', { 'Retry-After': '10' });
    }
    const role: StreamRole = url.searchParams.get('role') === 'terminal' ? 'terminal' : 'page';
    res.writeHead(200, { ...baseHeaders(), 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
    // Changes that arrive while the list is read wait behind it, so none is lost or sent first.
    const stream: EventStream = { res, role, held: [] };
    streams.add(stream);
    this.#streams.set(scope, streams);
    this.#streamCount++;
    req.on('close', () => {
      this.#streamCount--;
      streams.delete(stream);
      if (streams.size === 0 && this.#streams.get(scope) === streams) this.#streams.delete(scope);
    });
    const sessions = (await this.#store.listed(scope)).map(describe);
    res.write(`retry: 2000\nevent: sessions\ndata: ${JSON.stringify({ sessions })}\n\n`);
    for (const text of stream.held ?? []) res.write(text);
    delete stream.held;
  }

  /** Tells the entry's own scope, and no other, what changed: one question, never the whole list. */
  #changed({ kind, record: entry }: StoreChangeEvent): void {
    const streams = this.#streams.get(entry.scope);
    const event = STREAM_EVENT[kind];
    if (!streams || !event) return;
    // Settling removes what was listed; the other changes concern listed entries only.
    if (event === 'removed' ? entry.channel !== 'browser' && entry.channel !== 'terminal' : !isListed(entry)) return;
    const data = event === 'removed' ? { id: entry.id } : describe(entry);
    const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of streams) {
      if (stream.held) stream.held.push(text);
      else stream.res.write(text);
    }
  }
}

function describe(entry: QuestionRecord) {
  return {
    id: entry.id,
    channel: entry.channel,
    request: entry.request,
    ...(entry.deadline !== undefined && { deadline: entry.deadline }),
    ...(entry.abandoned && { abandoned: true }),
  };
}

function allow(method: string, ...methods: string[]): void {
  if (!methods.includes(method)) throw new HttpError(405, `Use ${methods.join(' or ')}.`, { Allow: methods.join(', ') });
}
