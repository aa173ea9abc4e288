import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';

/**
 * One database per vitest worker, shared by every test file that worker runs: PGlite in
 * memory by default, or a dedicated PostgreSQL database when TEST_DB=postgres.
 * The promise is kept on globalThis so that it survives a fresh module graph per file.
 */
const KEY = Symbol.for('mvno.api.testDatabase');
type Holder = { [KEY]?: Promise<Database> };

export function getTestDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openTestDatabase();
  return holder[KEY];
}

export function usesPostgres(): boolean {
  return process.env.TEST_DB === 'postgres';
}

async function openTestDatabase(): Promise<Database> {
  const database = usesPostgres() ? await openWorkerPostgres() : await openDatabase({});
  await database.migrate();
  return database;
}

/**
 * A second, separate connection to the worker's database, as another API process would have
 * one: a new pool on PostgreSQL; with PGlite (one process's database) the same instance.
 */
export async function openAnotherConnection(): Promise<Database> {
  const first = await getTestDatabase();
  if (!usesPostgres()) return { ...first, close: async () => undefined };
  return openDatabase({ databaseUrl: workerDatabaseUrl() });
}

/** The URL of this vitest worker's PostgreSQL database (TEST_DB=postgres only). */
export function workerDatabaseUrl(): string {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(baseUrl);
  url.pathname = `/${workerDatabaseName(url)}`;
  return url.toString();
}

function workerDatabaseName(url: URL): string {
  const baseName = decodeURIComponent(url.pathname.slice(1)) || 'mvno_test';
  return `${baseName}_w${process.env.VITEST_POOL_ID ?? '0'}`;
}

async function openWorkerPostgres(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/mvno_test',
    );
  const url = new URL(baseUrl);
  const name = workerDatabaseName(url);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsafe test database name: ${name}`);

  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const workerUrl = new URL(url);
  workerUrl.pathname = `/${name}`;
  return openDatabase({ databaseUrl: workerUrl.toString() });
}

const TABLE_NAMES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

/** Empties every table of the schema (migrations bookkeeping is in another schema and stays). */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = TABLE_NAMES.map((name) => `"${name}"`).join(', ');
  await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}

export { TABLE_NAMES };
