// The isolation suite again, with every server's questions in Postgres (a real cluster, a fresh
// database per server; see onPostgres in postgres.mjs).
import { onPostgres } from './postgres.mjs';

await onPostgres(() => import('./isolation.test.mjs'));
