/**
 * The one connection per instance that `LISTEN`s for the Postgres store's notifications, and
 * opens again whenever it breaks (Postgres restarting): after a reconnection `onResumed` runs,
 * so whatever was announced while nobody listened is read again.
 */
import pg from 'pg';

export interface ListenerOptions {
  url: string;
  channel: string;
  onNotification(payload: string): void;
  onResumed(): void;
  log(line: string): void;
}

export class PostgresListener {
  #client: pg.Client | undefined;
  #closed = false;

  constructor(readonly options: ListenerOptions) {}

  /** Connects and listens; rejects when the first connection fails. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url });
    client.on('error', (error) => this.#lost(client, error.message));
    client.on('end', () => this.#lost(client, 'the connection ended'));
    client.on('notification', (message) => this.options.onNotification(message.payload ?? ''));
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      this.#client = undefined;
      await client.end().catch(() => {});
      throw error;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  #lost(client: pg.Client, why: string): void {
    if (this.#closed || this.#client !== client) return;
    this.#client = undefined;
    this.options.log(`Postgres notifications stopped (${why}); reconnecting`);
    const retry = (delay: number) =>
      setTimeout(() => {
        if (this.#closed) return;
        this.start().then(
          () => {
            this.options.log('Postgres notifications resumed');
            this.options.onResumed();
          },
          () => retry(Math.min(delay * 2, 2_000)),
        );
      }, delay).unref();
    retry(100);
  }
}
