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
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The answer of a raw SQL statement: its rows. */
export type RawResult = { rows: unknown[] };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs SQL as written, for libraries that bring their own (the job queue). With values it is
   * one parameterised statement; without, the text may hold several statements.
   */
  execute: (text: string, values?: unknown[]) => Promise<RawResult>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

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
   * Told when PostgreSQL ends a pooled connection (a restart, a failover, an administrator). The
   * pool drops that connection and opens new ones when the server is back; without a listener
   * the error would end the process.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
};

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in `dataDir`, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is away a request fails in seconds (503) instead of waiting for the OS.
      connectionTimeoutMillis: 5000,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    // Fail fast with a clear cause when the server is unreachable.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      execute: (text, values) => pool.query(text, values),
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
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
  };
}
