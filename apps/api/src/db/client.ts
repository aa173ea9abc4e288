import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { tables as schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The answer of a raw SQL statement: its rows. */
export type RawResult = { rows: unknown[] };

export type ExecuteOptions = {
  /**
   * A fixed text run often (the job queue's polls, the business figures' statements): on PostgreSQL
   * it is prepared once per connection under a name drawn from the text, so the server parses it
   * once and may keep its plan (decision 119). Only for one statement with values and a text that
   * does not vary with the call: every distinct text stays prepared on each connection.
   */
  prepared?: boolean;
};

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs SQL as written, for libraries that bring their own (the job queue). With values it is
   * one parameterised statement; without, the text may hold several statements.
   */
  execute: (text: string, values?: unknown[], options?: ExecuteOptions) => Promise<RawResult>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * PostgreSQL LISTEN: every NOTIFY on the channel, from any process on this database, calls
   * `onPayload`. On a server it holds a connection of its own (reconnecting if it drops); PGlite
   * delivers within its one process. `onListening` is told each time LISTEN is in force (first
   * and after each reconnection): notifications before it may have been missed.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onError?: (error: Error) => void,
    onListening?: () => void,
  ) => Promise<Unlisten>;
  /** PostgreSQL NOTIFY (payloads under 8000 bytes). */
  notify: (channel: string, payload: string) => Promise<void>;
  /** The connections of the pool now: open, idle, and queries waiting for one (PGlite has one). */
  poolStats: () => { total: number; idle: number; waiting: number };
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Unsafe channel name: ${channel}`);
  return channel;
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When it
 * drops, it reconnects with a growing pause until stopped; notifications sent meanwhile are
 * lost, which the listeners' clients make up for by reading again when they reconnect.
 */
async function listenOnServer(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: Error) => void,
  onListening: () => void,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${checkChannel(channel)}`);
    client = next;
    retryMs = 250;
    onListening();
  };
  const attempt = () => {
    timer = undefined;
    if (stopped) return;
    connect().catch((error: unknown) => {
      onError(error as Error);
      retryMs = Math.min(retryMs * 2, 10_000);
      timer = setTimeout(attempt, retryMs);
    });
  };
  const reconnect = (dead: pg.Client) => {
    if (stopped || client !== dead) return;
    client = undefined;
    dead.removeAllListeners('end');
    void dead.end().catch(() => undefined);
    timer = setTimeout(attempt, retryMs);
  };
  // Not reachable now: keep trying in the background (the app starts; browsers poll meanwhile).
  await connect().catch((error: unknown) => {
    onError(error as Error);
    timer = setTimeout(attempt, retryMs);
  });
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}

/** The committed SQL migrations sit beside the package, both for the sources and for the bundle. */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No migrations folder found above ${from}`);
    dir = parent;
  }
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * Where LISTEN connects, when `databaseUrl` is a pooler in transaction mode (which hands a
   * connection back after each statement, so a LISTEN there hears nothing): PostgreSQL itself or
   * a session-mode pool. The pool's queries use only unnamed statements and transaction-scoped
   * locks, which a transaction-mode pooler serves.
   */
  listenUrl?: string | undefined;
  /**
   * Behind a pooler in transaction mode (PgBouncer before 1.21): statements prepared under a name are
   * sent unnamed instead, since the next transaction may run on a server connection that never saw them.
   */
  unnamedStatements?: boolean | undefined;
  /**
   * Told when PostgreSQL ends a pooled connection (a restart, a failover, an administrator). The
   * pool drops that connection and opens new ones when the server is back; without a listener
   * the error would end the process.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
};

/**
 * A connection that sends every statement unnamed: a query that asks for a named prepared statement
 * (Drizzle's `.prepare(name)`) is parsed again each time instead, as a transaction pooler requires.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [first, ...rest] = args;
    const config =
      first && typeof first === 'object' && 'name' in first
        ? { ...(first as object), name: undefined }
        : first;
    return (super.query as (...all: unknown[]) => never)(config, ...rest);
  }
}

const statementNames = new Map<string, string>();

/** A prepared statement's name: the same for the same text in every process, distinct for another. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in `dataDir`, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is away a request fails in seconds (503) instead of waiting for the OS.
      connectionTimeoutMillis: 5000,
      // No JIT compilation (decision 097): the business figures' statements are cheap in fact but
      // estimated dear, and compiling them cost 15 of a 20-second day's statement on a million lines.
      // A pooler in transaction mode refuses startup options: there, `alter role ... set jit = off`.
      ...(options.unnamedStatements ? { Client: UnnamedStatementsClient } : { options: '-c jit=off' }),
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    // The pool listens for errors on idle connections only: a connection checked out between two
    // statements (inside a transaction, or a job holding it) that PostgreSQL drops would emit an
    // 'error' nobody hears, and that ends the process. Every connection gets a listener of its own;
    // the statement waiting on it still fails, and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
    // Fail fast with a clear cause when the server is unreachable.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema });
    const connectionString = options.listenUrl ?? options.databaseUrl;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      execute: (text, values, { prepared = false } = {}) =>
        prepared && values
          ? pool.query({ name: statementName(text), text, values })
          : pool.query(text, values),
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload, onError = () => undefined, onListening = () => undefined) =>
        listenOnServer(connectionString, channel, onPayload, onError, onListening),
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
      },
    };
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async execute(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    listen: async (channel, onPayload, _onError, onListening) => {
      const unlisten = await client.listen(checkChannel(channel), onPayload);
      onListening?.();
      return async () => {
        // Closing the database ends every listener anyway.
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
  };
}
