import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { tables as schema } from '../../src/db/schema';

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

type ForeignKey = { child: string; parent: string };
type IdentityColumn = { table_name: string; column_name: string };

/** The schema's tables, each after every table that refers to it (self references aside). */
function childrenFirst(foreignKeys: ForeignKey[]): string[] {
  const order: string[] = [];
  const remaining = new Set(TABLE_NAMES);
  while (remaining.size > 0) {
    const next = [...remaining].find(
      (table) =>
        !foreignKeys.some((key) => key.parent === table && key.child !== table && remaining.has(key.child)),
    );
    if (!next) throw new Error(`The foreign keys among ${[...remaining].join(', ')} form a cycle`);
    order.push(next);
    remaining.delete(next);
  }
  return order;
}

/**
 * The statements that empty the schema: one delete per table, children first, then identity
 * sequences back to their start. Deleting the few rows a test leaves is far cheaper than TRUNCATE,
 * which on PostgreSQL makes new files for every table it empties (over a second per test here).
 */
async function resetScript(database: Database): Promise<string> {
  const keys = await database.execute(
    `select trim(both '"' from conrelid::regclass::text) as child, trim(both '"' from confrelid::regclass::text) as parent
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  // A table whose own trigger refuses deletes (the append-only staff audit log) is truncated instead.
  const guarded = await database.execute(
    `select distinct trim(both '"' from tgrelid::regclass::text) as name from pg_trigger where not tgisinternal`,
  );
  const truncated = new Set((guarded.rows as { name: string }[]).map((row) => row.name));
  const identities = await database.execute(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_identity = 'YES'`,
  );
  return [
    'begin',
    ...childrenFirst(keys.rows as ForeignKey[]).map((table) =>
      truncated.has(table) ? `truncate "${table}" cascade` : `delete from "${table}"`,
    ),
    ...(identities.rows as IdentityColumn[])
      .filter((column) => TABLE_NAMES.includes(column.table_name))
      .map((column) => `alter table "${column.table_name}" alter column "${column.column_name}" restart`),
    'commit',
  ].join(';\n');
}

const resetScripts = new WeakMap<Database, Promise<string>>();

/** Empties every table of the schema (migrations bookkeeping is in another schema and stays). */
export async function resetDatabase(database: Database): Promise<void> {
  let script = resetScripts.get(database);
  if (!script) {
    script = resetScript(database);
    resetScripts.set(database, script);
  }
  await database.execute(await script);
}

export { TABLE_NAMES };
