// The server half of load.test.mjs: an `mcp --http` server in a process of its own (forked
// with --expose-gc and an IPC channel), so that its heap can be measured without the test's
// clients in it. Does nothing unless forked that way (the test runner may load any file here).
//
// Messages: it sends `{ type: 'ready', endpoint }`; on `{ type: 'measure' }` it waits until
// no MCP session is open and no question waits, collects garbage until the heap stops
// shrinking, and answers `{ type: 'measured', heapUsed, sessions, waiting }`; on
// `{ type: 'heap' }` it does the same at once, whatever is open.
import { startHttpMcp } from '../../dist/server/http-mcp.js';

const timings = JSON.parse(process.env.CHOICE_PROMPTS_LOAD_TIMINGS ?? '{}');
const options = JSON.parse(process.env.CHOICE_PROMPTS_LOAD_OPTIONS ?? '{}');

if (process.env.CHOICE_PROMPTS_LOAD_SERVER === '1' && process.send && typeof globalThis.gc === 'function') {
  // On Postgres when the test runs its suite there (see onPostgres in postgres.mjs): a fresh database of its own.
  const pgUrl = process.env.CHOICE_PROMPTS_TEST_PG_URL;
  const pgStore = pgUrl
    ? await (await import('../../dist/server/store-postgres.js')).PostgresStore.open({
        url: process.env.CHOICE_PROMPTS_LOAD_DATABASE ?? (await (await import('./postgres.mjs')).freshDatabase(pgUrl)),
        resultTtlMs: 10 * 60_000,
        maxFinished: 1024,
      })
    : undefined;
  const server = await startHttpMcp({ open: false, log: () => {}, timings, ...options, ...(pgStore && { store: pgStore }) });
  const store = server.hub.store;
  const waiting = () => store.waitingCount();
  const settled = async () => server.sessionCount === 0 && (await waiting()) === 0;

  /**
   * Resolves once nothing is open. The test ends every session before it asks, but a
   * session's close may trail the DELETE's response by a turn of the event loop, which no
   * event announces: the condition is checked on each turn until it holds (the test's own
   * timeout ends a wait that never ends).
   */
  const untilSettled = () =>
    new Promise((resolve) => {
      const check = async () => ((await settled()) ? resolve() : setImmediate(check));
      check();
    });

  /** Full collections until the heap stops shrinking by more than 64 KB (at most 10). */
  const collectedHeap = async () => {
    let last = Infinity;
    for (let i = 0; i < 10; i++) {
      globalThis.gc();
      await new Promise((resolve) => setImmediate(resolve));
      const used = process.memoryUsage().heapUsed;
      if (last - used < 64 * 1024) return used;
      last = used;
    }
    return last;
  };

  process.on('message', async (message) => {
    if (message?.type === 'measure' || message?.type === 'heap') {
      if (message.type === 'measure') await untilSettled();
      process.send({ type: 'measured', heapUsed: await collectedHeap(), sessions: server.sessionCount, waiting: await waiting() });
    } else if (message?.type === 'stop') {
      await server.close();
      process.disconnect();
    }
  });
  process.send({ type: 'ready', endpoint: server.endpoint });
}
