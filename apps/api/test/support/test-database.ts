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

/** The worker's database if a file of this worker has opened it, without opening it. */
export function openedTestDatabase(): Promise<Database> | undefined {
  return (globalThis as Holder)[KEY];
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
    // Commits do not wait for the disk: the database is thrown away after the run, and a commit is
    // seen by every other connection at the same moment either way (only a crash of the server
    // could lose the last commits). Servers the tests start on this database inherit it.
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
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

/** What the resets need of the schema, read once per database from its catalogue. */
type SchemaFacts = { childrenFirst: string[]; deleteGuarded: Set<string>; identities: IdentityColumn[] };

async function readSchemaFacts(database: Database): Promise<SchemaFacts> {
  const keys = await database.execute(
    `select trim(both '"' from conrelid::regclass::text) as child, trim(both '"' from confrelid::regclass::text) as parent
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  // A table whose own trigger refuses deletes (the append-only staff audit log; tgtype bit 8 is DELETE).
  const guarded = await database.execute(
    `select distinct trim(both '"' from tgrelid::regclass::text) as name from pg_trigger
      where not tgisinternal and (tgtype & 8) <> 0`,
  );
  const identities = await database.execute(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_identity = 'YES'`,
  );
  return {
    childrenFirst: childrenFirst(keys.rows as ForeignKey[]),
    deleteGuarded: new Set((guarded.rows as { name: string }[]).map((row) => row.name)),
    identities: (identities.rows as IdentityColumn[]).filter((column) =>
      TABLE_NAMES.includes(column.table_name),
    ),
  };
}

const schemaFacts = new WeakMap<Database, Promise<SchemaFacts>>();

function factsOf(database: Database): Promise<SchemaFacts> {
  let facts = schemaFacts.get(database);
  if (!facts) {
    facts = readSchemaFacts(database);
    schemaFacts.set(database, facts);
  }
  return facts;
}

/**
 * The statements that empty the schema, inside a transaction the caller opens: one delete per table,
 * children first, then identity sequences back to their start. Deleting the few rows a test leaves is
 * far cheaper than TRUNCATE, which on PostgreSQL makes new files for every table it empties and waits
 * for the disk (over a second per test with every table, a third of one with the three that have
 * triggers). A table whose trigger refuses deletes is truncated, and only when it holds a row.
 */
function emptyingStatements({ childrenFirst: order, deleteGuarded, identities }: SchemaFacts): string[] {
  return [
    ...order.map((table) =>
      deleteGuarded.has(table)
        ? `do $reset$ begin if exists (select from "${table}") then truncate "${table}" cascade; end if; end $reset$`
        : `delete from "${table}"`,
    ),
    ...identities.map(
      (column) => `alter table "${column.table_name}" alter column "${column.column_name}" restart`,
    ),
  ];
}

/** Empties every table of the schema (migrations bookkeeping is in another schema and stays). */
export async function resetDatabase(database: Database): Promise<void> {
  const facts = await factsOf(database);
  await database.execute(['begin', ...emptyingStatements(facts), 'commit'].join(';\n'));
}

/** The schema holding a copy of the seeded rows, kept for the worker's whole run. */
const SEEDED_COPY = 'test_seeded_copy';
const seededCopies = new WeakMap<Database, Promise<string[]>>();

/**
 * Empties the database and puts the seeded content back. The first time on a database, `seed`
 * writes it and the rows of every table it filled are copied into a schema of their own; later
 * resets copy them back (insert … select, parents first, identity sequences where the seed left
 * them) in the same transaction as the deletes: one round trip instead of the seed's many inserts
 * (40-100 ms of a test's CPU and 250-600 ms of waiting on PostgreSQL).
 */
export async function resetDatabaseWithContent(database: Database, seed: () => Promise<void>): Promise<void> {
  // On PGlite the copy saved no CPU (measured: decision 108), so the seed runs every time there.
  if (database.kind === 'pglite') {
    await resetDatabase(database);
    await seed();
    return;
  }
  const facts = await factsOf(database);
  let copy = seededCopies.get(database);
  if (!copy) {
    copy = keepSeededRows(database, facts, seed);
    seededCopies.set(database, copy);
    await copy.catch(() => seededCopies.delete(database));
    await copy;
    return;
  }
  await database.execute(['begin', ...emptyingStatements(facts), ...(await copy), 'commit'].join(';\n'));
}

/** Seeds an emptied database, keeps a copy of what the seed wrote and answers the statements restoring it. */
async function keepSeededRows(
  database: Database,
  facts: SchemaFacts,
  seed: () => Promise<void>,
): Promise<string[]> {
  await resetDatabase(database);
  await seed();
  const parentsFirst = [...facts.childrenFirst].reverse();
  const filled = await database.execute(
    parentsFirst
      .map((table, position) => `select ${position} as position where exists (select from "${table}")`)
      .join(' union all '),
  );
  const seededTables = (filled.rows as { position: number }[])
    .map((row) => Number(row.position))
    .sort((a, b) => a - b)
    .map((position) => parentsFirst[position]!);
  const columns = await database.execute(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const columnsOf = (table: string) =>
    (columns.rows as { table_name: string; column_name: string }[])
      .filter((column) => column.table_name === table)
      .map((column) => `"${column.column_name}"`)
      .join(', ');
  await database.execute(
    [
      `drop schema if exists ${SEEDED_COPY} cascade`,
      `create schema ${SEEDED_COPY}`,
      ...seededTables.map((table) => `create table ${SEEDED_COPY}."${table}" as select * from "${table}"`),
    ].join(';\n'),
  );
  const sequences: string[] = [];
  for (const { table_name: table, column_name: column } of facts.identities) {
    if (!seededTables.includes(table)) continue;
    const { rows } = await database.execute(
      `select pg_get_serial_sequence('"${table}"', '${column}') as name`,
    );
    const name = (rows[0] as { name: string }).name;
    const state = await database.execute(`select last_value, is_called from ${name}`);
    const { last_value: last, is_called: called } = state.rows[0] as {
      last_value: string;
      is_called: boolean;
    };
    sequences.push(`select setval('${name}', ${last}, ${called})`);
  }
  return [
    ...seededTables.map((table) => {
      const list = columnsOf(table);
      return `insert into "${table}" (${list}) overriding system value select ${list} from ${SEEDED_COPY}."${table}"`;
    }),
    ...sequences,
  ];
}

export { TABLE_NAMES };
