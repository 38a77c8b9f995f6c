import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the query API of the database itself. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or a transaction inside it. */
export type Queryable = Database | Tx;

/**
 * The rows of a hand-written statement run on `q` (the database or a transaction), as PostgreSQL
 * sends them: no per-column mapping, for reads of many rows whose SQL already names and casts
 * every column. The driver answers `execute` with an object holding `rows`.
 */
export async function rowsOf<T>(q: Queryable, statement: SQL): Promise<T[]> {
  const result = (await q.execute(statement)) as { rows: T[] };
  return result.rows;
}

/** The first row of a hand-written read on `q` (see `rowsOf`); undefined when it finds none. */
export async function firstRowOf<T>(q: Queryable, statement: SQL): Promise<T | undefined> {
  const [row] = await rowsOf<T>(q, statement);
  return row;
}

/**
 * The answers of several reads on `q`, in order. On the database they run at once, each on a
 * connection of the pool; a transaction has one connection, which runs one statement at a time,
 * so they run one after the other there (the driver queues a second statement sent before the
 * first answers, and warns that it will refuse to from its next major version).
 */
export async function readEach<T extends readonly unknown[]>(
  q: Queryable,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(q instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}

/** Statements for the migration runner: several per call, inside one locked transaction. */
export interface ExclusiveSession {
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
}

export interface DbHandle {
  db: Database;
  /**
   * Parameterised SQL outside drizzle (health checks, benchmarks, bulk loads). A `name` makes it a
   * prepared statement on PostgreSQL, planned once per connection: for hot, simple statements.
   */
  query<T>(sqlText: string, params?: unknown[], options?: { name?: string }): Promise<T[]>;
  /** Runs `fn` in one transaction holding an advisory lock, so concurrent starts serialise. */
  exclusive(lockKey: number, fn: (session: ExclusiveSession) => Promise<void>): Promise<void>;
  /**
   * LISTENs on `channel` (on PostgreSQL over a connection of its own, outside the pool) and calls
   * `onNotify` for each notification. `onLost` is called at most once, if the connection fails
   * after LISTEN succeeded: notifications may have been missed from then on. Resolves once
   * listening, with the function that stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<Unlisten>;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export interface DatabaseOptions {
  /** PostgreSQL URL; undefined for the embedded PostgreSQL in `dataDir` (decision 065). */
  url: string | undefined;
  dataDir: string;
  poolSize: number;
  /** Seconds a connection serves before it is renewed once free; 0 or unset: kept (decision 094). */
  connectionLifetimeSeconds?: number;
  /** Sees every statement before it runs (the benchmark replays them against the bare driver). */
  onQuery?: (sqlText: string, params: unknown[], name?: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DbHandle> {
  if (options.url === undefined) return openEmbeddedPostgres(options);
  return openPostgres(options.url, options);
}

/**
 * PostgreSQL started from the npm binaries in `dataDir`, seen by the app as any PostgreSQL server;
 * closing the handle stops the server (decision 060).
 */
async function openEmbeddedPostgres(options: DatabaseOptions): Promise<DbHandle> {
  const cluster = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    onRecovered: (what) => process.stderr.write(`Embedded PostgreSQL: ${what}\n`),
  });
  let handle: DbHandle;
  try {
    handle = await openPostgres(cluster.databaseUrl, options);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        await cluster.stop();
      }
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DbHandle> {
  const { poolSize, onQuery } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // pg-pool closes a connection this old when it is next free (a transaction is never cut).
    maxLifetimeSeconds: options.connectionLifetimeSeconds ?? 0,
    // Fail fast while the database is away instead of queueing requests behind dead sockets.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  });
  // An idle client whose server went away emits 'error'; without a listener the process dies.
  pool.on('error', () => {});
  if (onQuery) pool.on('connect', (client) => reportStatements(client, onQuery));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    async query<T>(sqlText: string, params: unknown[] = [], options: { name?: string } = {}) {
      const result = await pool.query({ text: sqlText, values: params, name: options.name });
      return result.rows as T[];
    },
    async exclusive(lockKey, fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
        await fn({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          query: async <T>(sqlText: string, params: unknown[] = []) =>
            (await client.query(sqlText, params)).rows as T[],
        });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onLost) => listenPostgres(url, channel, onNotify, onLost),
    close: () => pool.end(),
  };
}

/**
 * Reports each statement a pooled connection runs, with its prepared statement's name: drizzle's
 * logger sees neither the name nor our own `query`, and a replay without the name would be
 * planned on every execution where the route's statement is planned once.
 */
function reportStatements(client: pg.PoolClient, onQuery: NonNullable<DatabaseOptions['onQuery']>): void {
  const run = client.query.bind(client) as (...args: unknown[]) => unknown;
  const report = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') onQuery(first, Array.isArray(second) ? second : []);
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as pg.QueryConfig;
      onQuery(config.text, Array.isArray(second) ? second : (config.values ?? []), config.name);
    }
    return run(...args);
  };
  client.query = report as typeof client.query;
}

async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<Unlisten> {
  // The connection is idle between notifications: keepalive probes after 10 s of silence notice a
  // peer that vanished without closing it (until then the cache's 10 s TTL bounds what is missed).
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 2000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let listening = false;
  let stopped = false;
  const lose = (error: Error) => {
    if (!listening || stopped) return;
    stopped = true;
    client.end().catch(() => {});
    onLost(error);
  };
  // Without an 'error' listener a dropped connection would crash the process.
  client.on('error', lose);
  client.on('end', () => lose(new Error('The notification connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    stopped = true;
    await client.end().catch(() => {});
    throw error;
  }
  listening = true;
  return async () => {
    if (stopped) return;
    stopped = true;
    await client.end().catch(() => {});
  };
}
