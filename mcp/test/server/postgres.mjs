// A real Postgres for the tests: Debian's binaries (/usr/lib/postgresql/<version>/bin), a
// cluster in a temporary directory on a free port, run as the `postgres` user (initdb refuses
// root), stopped and removed by `stop()`. `startPostgres()` resolves `undefined`, with the
// reason in `skipReason`, only when the binaries are not installed.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed Debian Postgres' bin directory, if any. */
function binaries() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

export const skipReason = binaries()
  ? undefined
  : 'Postgres is not installed (Debian\'s postgresql package, /usr/lib/postgresql/*/bin); .ci/run installs it. These tests need a real Postgres.';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** As the `postgres` user when we are root (initdb and pg_ctl refuse root). */
function asPostgres(command, args) {
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

/**
 * A fresh cluster: `{ url, restart(), stop() }`. `url` connects as the `postgres` superuser
 * over TCP on 127.0.0.1 (trust authentication: the cluster lives only as long as the test).
 */
export async function startPostgres() {
  const bin = binaries();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'choice-prompts-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const halt = (mode = 'fast') => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server (closing every connection) and starts it again on the same port and data. */
    async restart() {
      await halt('fast');
      await start();
    },
    async stop() {
      await halt('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let databases = 0;

/** A new, empty database on the cluster at `url`; resolves its URL. */
export async function freshDatabase(url) {
  const { default: pg } = await import('pg');
  const name = `t${process.pid}_${++databases}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/**
 * Runs a test file's suites on Postgres: starts a cluster, makes the fixtures give every
 * server a store in a fresh database of it (see `testStore` in fixtures.mjs), and stops it
 * after the file. Without the binaries, registers one skipped test saying why.
 */
export async function onPostgres(importSuites) {
  const { test, after } = await import('node:test');
  if (skipReason) {
    test('on Postgres', { skip: skipReason }, () => {});
    return;
  }
  const cluster = await startPostgres();
  process.env.CHOICE_PROMPTS_TEST_PG_URL = cluster.url;
  await importSuites();
  // After the suites' own hooks (registered as they were imported), which close their servers.
  after(() => cluster.stop());
}
