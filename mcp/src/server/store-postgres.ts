/**
 * The questions in Postgres, so that several instances of the server answer as one: any
 * instance serves the page, the answer API and the MCP endpoint for any question.
 *
 * - The schema (three `choice_prompts_*` tables) is created on first start, under an
 *   advisory lock, so instances starting together do not race.
 * - Creating takes a transaction-scoped advisory lock, so the bounds of waiting questions and
 *   the one-waiting-question-per-owner-and-key rule hold across instances.
 * - Settling is one `UPDATE … WHERE response IS NULL`: the first response wins everywhere.
 * - Every change is announced with `NOTIFY` in the statement that makes it. Instances
 *   `LISTEN`; a notification only wakes waiters, who always read the row again, and every
 *   sweep (and every reconnection of the listening connection) wakes them all too, so a
 *   missed notification delays nothing by more than a sweep and loses nothing.
 * - Deadlines are kept by every instance: a due question is settled by `SELECT … FOR UPDATE
 *   SKIP LOCKED` then an update of rows still unsettled, so two instances never both do it.
 */
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { timeoutResponse, type ChoiceResponse } from 'choice-prompts/protocol.js';
import { systemClock, type Clock } from './clock.js';
import { PostgresListener } from './store-postgres-listener.js';
import {
  StoreChangeEvent,
  boundReason,
  newPageKey,
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

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database` (libpq's URL form). */
  url: string;
  /** How long a settled question stays readable before it is deleted. */
  resultTtlMs: number;
  /** Settled questions kept for polls; beyond this the oldest go before their TTL. */
  maxFinished: number;
  /** How often every instance settles what is due, deletes what is old, and re-reads for its waiters; default 2 s. */
  sweepMs?: number;
  clock?: Clock;
  /** Where connection trouble is reported. */
  log?: (line: string) => void;
}

const CHANNEL = 'choice_prompts_changes';
/** Two keys for `pg_advisory_xact_lock`: the schema's creation, and every create. */
const SCHEMA_LOCK = 715_201;
const CREATE_LOCK = 715_202;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS choice_prompts_questions (
  id text PRIMARY KEY,
  owner text NOT NULL,
  key text NOT NULL,
  scope text NOT NULL,
  request jsonb NOT NULL,
  channel text NOT NULL,
  created_at bigint NOT NULL,
  deadline bigint,
  abandoned boolean NOT NULL DEFAULT false,
  response jsonb,
  settled_at bigint
);
CREATE UNIQUE INDEX IF NOT EXISTS choice_prompts_questions_waiting_key ON choice_prompts_questions (owner, key) WHERE response IS NULL;
CREATE INDEX IF NOT EXISTS choice_prompts_questions_waiting_scope ON choice_prompts_questions (scope, created_at) WHERE response IS NULL;
CREATE INDEX IF NOT EXISTS choice_prompts_questions_deadline ON choice_prompts_questions (deadline) WHERE response IS NULL;
CREATE INDEX IF NOT EXISTS choice_prompts_questions_settled ON choice_prompts_questions (settled_at) WHERE response IS NOT NULL;
CREATE TABLE IF NOT EXISTS choice_prompts_scopes (
  key text PRIMARY KEY,
  group_hash text UNIQUE,
  created_at bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS choice_prompts_used_states (
  nonce text PRIMARY KEY,
  until bigint NOT NULL
);`;

interface Row {
  id: string;
  owner: string;
  key: string;
  scope: string;
  request: QuestionRecord['request'];
  channel: QuestionRecord['channel'];
  created_at: string;
  deadline: string | null;
  abandoned: boolean;
  response: ChoiceResponse | null;
  settled_at: string | null;
}

/** The notification's payload: which question, what happened, and which instance did it. */
interface Change {
  id: string;
  kind: ChangeKind;
  from: string;
  deadline?: number;
}

/** `… RETURNING *` of a change, announced in the same statement. */
function announced(change: string, kind: ChangeKind): string {
  return `WITH changed AS (${change} RETURNING *),
    told AS (SELECT pg_notify('${CHANNEL}', json_build_object('id', id, 'kind', '${kind}', 'from', $instance::text, 'deadline', deadline)::text) FROM changed)
    SELECT changed.*, (SELECT count(*) FROM told) AS told FROM changed`;
}

export class PostgresStore extends EventTarget implements QuestionStore {
  readonly kind = 'postgres';
  readonly clock: Clock;
  /** This instance, so it can tell its own notifications from the others'. */
  readonly instance = randomUUID();
  readonly #pool: pg.Pool;
  readonly #options: PostgresStoreOptions;
  readonly #log: (line: string) => void;
  readonly #waiters = new Map<string, Set<() => void>>();
  readonly #deadlines = new Map<string, () => void>();
  readonly #listener: PostgresListener;
  #sweep: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  private constructor(options: PostgresStoreOptions) {
    super();
    this.#options = options;
    this.clock = options.clock ?? systemClock;
    this.#log = options.log ?? (() => {});
    this.#pool = new pg.Pool({ connectionString: options.url, max: 8 });
    // An idle connection that breaks (Postgres restarting) is dropped; the next query opens another.
    this.#pool.on('error', (error) => this.#log(`Postgres connection lost (${error.message}); reconnecting on the next query`));
    this.#listener = new PostgresListener({
      url: options.url,
      channel: CHANNEL,
      log: this.#log,
      onNotification: (payload) => {
        try {
          void this.#remote(JSON.parse(payload) as Change);
        } catch {
          // Not one of ours.
        }
      },
      // Anything announced while nobody listened is read now.
      onResumed: () => void this.#sweepOnce(),
    });
  }

  /** Connects, creates the schema if it is missing, and starts listening and sweeping. */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const store = new PostgresStore(options);
    try {
      await store.#transaction(async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        await client.query(SCHEMA);
      });
      await store.#listener.start();
    } catch (error) {
      await store.close();
      throw new Error(`Cannot use the Postgres store at ${redacted(options.url)}: ${error instanceof Error ? error.message : String(error)}`);
    }
    store.#sweep = setInterval(() => void store.#sweepOnce(), options.sweepMs ?? 2_000);
    store.#sweep.unref();
    return store;
  }

  async create(question: NewQuestion, bounds: WaitingBounds): Promise<CreateOutcome> {
    const outcome = await this.#transaction(async (client): Promise<CreateOutcome> => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
      const existing = await client.query<Row>('SELECT * FROM choice_prompts_questions WHERE owner = $1 AND key = $2 AND response IS NULL', [question.owner, question.key]);
      if (existing.rows[0]) return { ok: true, record: toRecord(existing.rows[0]), created: false };
      const counts = await client.query<{ mine: string; total: string }>(
        'SELECT count(*) FILTER (WHERE owner = $1) AS mine, count(*) AS total FROM choice_prompts_questions WHERE response IS NULL',
        [question.owner],
      );
      const { mine, total } = counts.rows[0]!;
      if (Number(mine) >= bounds.perOwner) return { ok: false, reason: boundReason.perOwner(bounds.perOwner) };
      if (Number(total) >= bounds.total) return { ok: false, reason: boundReason.total(bounds.total) };
      await client.query('INSERT INTO choice_prompts_scopes (key, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [question.scope, this.clock.now()]);
      const inserted = await client.query<Row>(
        announced(
          `INSERT INTO choice_prompts_questions (id, owner, key, scope, request, channel, created_at, deadline)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          'opened',
        ).replaceAll('$instance', '$9'),
        [question.id, question.owner, question.key, question.scope, JSON.stringify(question.request), question.channel, this.clock.now(), question.deadline ?? null, this.instance],
      );
      return { ok: true, record: toRecord(inserted.rows[0]!), created: true };
    });
    // Told once committed, so a listener that reads the store finds it.
    if (outcome.ok && outcome.created) this.#local('opened', outcome.record);
    return outcome;
  }

  async get(id: string): Promise<QuestionRecord | undefined> {
    const { rows } = await this.#pool.query<Row>('SELECT * FROM choice_prompts_questions WHERE id = $1', [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async settle(id: string, response: ChoiceResponse): Promise<SettleOutcome> {
    const { rows } = await this.#pool.query<Row>(
      announced('UPDATE choice_prompts_questions SET response = $2, settled_at = $3 WHERE id = $1 AND response IS NULL', 'settled').replaceAll('$instance', '$4'),
      [id, JSON.stringify(response), this.clock.now(), this.instance],
    );
    if (rows[0]) {
      const record = toRecord(rows[0]);
      this.#local('settled', record);
      return { kind: 'settled', record };
    }
    const record = await this.get(id);
    if (!record?.response) return { kind: 'gone' };
    return { kind: sameResponse(record.response, response) ? 'same' : 'conflict', record };
  }

  async update(id: string, patch: QuestionPatch): Promise<QuestionRecord | undefined> {
    let record: QuestionRecord | undefined;
    if (patch.channel !== undefined) {
      const { rows } = await this.#pool.query<Row>(
        announced('UPDATE choice_prompts_questions SET channel = $2 WHERE id = $1 AND response IS NULL AND channel <> $2', 'moved').replaceAll('$instance', '$3'),
        [id, patch.channel, this.instance],
      );
      if (rows[0]) this.#local('moved', (record = toRecord(rows[0])));
    }
    if (patch.abandonedDeadline !== undefined) {
      const { rows } = await this.#pool.query<Row>(
        announced(
          `UPDATE choice_prompts_questions SET abandoned = true, deadline = CASE WHEN deadline IS NULL OR $2 < deadline THEN $2 ELSE deadline END
           WHERE id = $1 AND response IS NULL AND NOT abandoned`,
          'abandoned',
        ).replaceAll('$instance', '$3'),
        [id, patch.abandonedDeadline, this.instance],
      );
      if (rows[0]) this.#local('abandoned', (record = toRecord(rows[0])));
    }
    if (record) return record;
    const now = await this.get(id);
    return now && !now.response ? now : undefined;
  }

  async listed(scope?: string): Promise<QuestionRecord[]> {
    const { rows } = await this.#pool.query<Row>(
      `SELECT * FROM choice_prompts_questions WHERE response IS NULL AND channel IN ('browser', 'terminal') AND ($1::text IS NULL OR scope = $1) ORDER BY created_at, id`,
      [scope ?? null],
    );
    return rows.map(toRecord);
  }

  async waitingOf(owner: string): Promise<QuestionRecord[]> {
    const { rows } = await this.#pool.query<Row>('SELECT * FROM choice_prompts_questions WHERE response IS NULL AND owner = $1 ORDER BY created_at, id', [owner]);
    return rows.map(toRecord);
  }

  async waitingCount(): Promise<number> {
    const { rows } = await this.#pool.query<{ n: string }>('SELECT count(*) AS n FROM choice_prompts_questions WHERE response IS NULL');
    return Number(rows[0]!.n);
  }

  async wait(id: string, ms: number, signal?: AbortSignal): Promise<QuestionRecord | undefined> {
    let record = await this.get(id);
    if (!record || record.response || signal?.aborted || this.#closed) return record;
    return new Promise((resolve) => {
      const waiters = this.#waiters.get(id) ?? new Set();
      this.#waiters.set(id, waiters);
      let reading = false;
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', finish);
        waiters.delete(wake);
        if (waiters.size === 0 && this.#waiters.get(id) === waiters) this.#waiters.delete(id);
        resolve(record);
      };
      // Woken by a change (or a sweep): read the row again, and finish once it settled or is gone.
      const wake = () => {
        if (reading) return;
        reading = true;
        this.get(id).then(
          (now) => {
            reading = false;
            record = now;
            if (!now || now.response || this.#closed) finish();
          },
          () => {
            reading = false;
            if (this.#closed) finish();
          },
        );
      };
      const timer = Number.isFinite(ms) ? setTimeout(finish, ms) : undefined;
      signal?.addEventListener('abort', finish, { once: true });
      waiters.add(wake);
      // A change between the first read and now would have found no waiter: read once more.
      wake();
    });
  }

  async openScope(group?: string): Promise<string> {
    const key = newPageKey();
    if (group === undefined) {
      await this.#pool.query('INSERT INTO choice_prompts_scopes (key, created_at) VALUES ($1, $2)', [key, this.clock.now()]);
      return key;
    }
    // The secret itself is not stored: its hash finds the group's scope.
    const hash = createHash('sha256').update(group).digest('hex');
    await this.#pool.query('INSERT INTO choice_prompts_scopes (key, group_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (group_hash) DO NOTHING', [key, hash, this.clock.now()]);
    const { rows } = await this.#pool.query<{ key: string }>('SELECT key FROM choice_prompts_scopes WHERE group_hash = $1', [hash]);
    return rows[0]!.key;
  }

  /** Scopes in Postgres outlive connections; old unused ones are swept. */
  releaseScope(): void {}

  async hasScope(key: string): Promise<boolean> {
    const { rowCount } = await this.#pool.query('SELECT 1 FROM choice_prompts_scopes WHERE key = $1', [key]);
    return (rowCount ?? 0) > 0;
  }

  async useOnce(nonce: string, until: number): Promise<boolean> {
    const { rowCount } = await this.#pool.query('INSERT INTO choice_prompts_used_states (nonce, until) VALUES ($1, $2) ON CONFLICT DO NOTHING', [nonce, until]);
    return rowCount === 1;
  }

  async expire(): Promise<void> {
    const now = this.clock.now();
    const settled = await this.#transaction(async (client) => {
      const due = await client.query<Row>(
        'SELECT * FROM choice_prompts_questions WHERE response IS NULL AND deadline <= $1 ORDER BY deadline LIMIT 200 FOR UPDATE SKIP LOCKED',
        [now],
      );
      const records: QuestionRecord[] = [];
      for (const row of due.rows) {
        const record = toRecord(row);
        const { rows } = await client.query<Row>(
          announced('UPDATE choice_prompts_questions SET response = $2, settled_at = $3 WHERE id = $1 AND response IS NULL', 'settled').replaceAll('$instance', '$4'),
          [record.id, JSON.stringify(timeoutResponse(record.request)), now, this.instance],
        );
        if (rows[0]) records.push(toRecord(rows[0]));
      }
      return records;
    });
    for (const record of settled) this.#local('settled', record);
    const ttlAgo = now - this.#options.resultTtlMs;
    const deleted = await this.#pool.query<{ id: string }>(
      `DELETE FROM choice_prompts_questions WHERE response IS NOT NULL AND (settled_at <= $1 OR id IN (
         SELECT id FROM choice_prompts_questions WHERE response IS NOT NULL ORDER BY settled_at DESC OFFSET $2)) RETURNING id`,
      [ttlAgo, this.#options.maxFinished],
    );
    for (const { id } of deleted.rows) this.#wake(id);
    await this.#pool.query('DELETE FROM choice_prompts_used_states WHERE until <= $1', [now]);
    // Scopes no question has used for a day (a page group's too: it is found again by its secret).
    await this.#pool.query(
      'DELETE FROM choice_prompts_scopes s WHERE created_at <= $1 AND NOT EXISTS (SELECT 1 FROM choice_prompts_questions q WHERE q.scope = s.key)',
      [now - 24 * 60 * 60_000],
    );
  }

  /** Stops listening and sweeping and closes the connections; the questions stay for the other instances. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#sweep) clearInterval(this.#sweep);
    for (const cancel of this.#deadlines.values()) cancel();
    this.#deadlines.clear();
    for (const id of [...this.#waiters.keys()]) this.#wake(id);
    await this.#listener.close();
    await this.#pool.end().catch(() => {});
  }

  /** A change this instance made: its listeners hear it now (the notification it also sent is skipped). */
  #local(kind: ChangeKind, record: QuestionRecord): void {
    this.#schedule(record.id, record.response ? undefined : record.deadline);
    this.dispatchEvent(new StoreChangeEvent(kind, record));
    this.#wake(record.id);
  }

  /** Another instance's change: read the row, then tell listeners and waiters. */
  async #remote(change: Change): Promise<void> {
    if (change.from === this.instance) return;
    this.#schedule(change.id, change.deadline ?? undefined);
    if (change.kind !== 'deleted') {
      const record = await this.get(change.id).catch(() => undefined);
      if (record) this.dispatchEvent(new StoreChangeEvent(change.kind, record));
    }
    this.#wake(change.id);
  }

  #wake(id: string): void {
    for (const wake of [...(this.#waiters.get(id) ?? [])]) wake();
  }

  /** Settles a question at its deadline from this instance too (the first instance to get there does it). */
  #schedule(id: string, deadline: number | undefined): void {
    this.#deadlines.get(id)?.();
    this.#deadlines.delete(id);
    if (deadline === undefined || this.#closed) return;
    const stop = this.clock.schedule(Math.max(0, deadline - this.clock.now()), () => {
      this.#deadlines.delete(id);
      void this.expire().catch((error: Error) => this.#log(`could not settle what is due: ${error.message}`));
    });
    this.#deadlines.set(id, stop);
  }

  async #sweepOnce(): Promise<void> {
    try {
      await this.expire();
    } catch (error) {
      this.#log(`the sweep failed (${error instanceof Error ? error.message : String(error)}); trying again`);
    }
    // Waiters read again on every sweep, so a notification lost in a reconnection delays nothing for long.
    for (const id of [...this.#waiters.keys()]) this.#wake(id);
  }

  async #transaction<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      const result = await run(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}

function toRecord(row: Row): QuestionRecord {
  return {
    id: row.id,
    owner: row.owner,
    key: row.key,
    scope: row.scope,
    request: row.request,
    channel: row.channel,
    createdAt: Number(row.created_at),
    ...(row.deadline !== null && { deadline: Number(row.deadline) }),
    ...(row.abandoned && { abandoned: true as const }),
    ...(row.response !== null && { response: row.response }),
    ...(row.settled_at !== null && { settledAt: Number(row.settled_at) }),
  };
}

/** The URL without its password, for messages. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the given URL';
  }
}
