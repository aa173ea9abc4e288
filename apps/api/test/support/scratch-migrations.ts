/**
 * A scratch database for a migration's test (PGlite, or a PostgreSQL database beside the worker's
 * with TEST_DB=postgres) and a copy of the migrations folder that stops before a migration.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { findMigrationsFolder } from '../../src/db/client';
import { usesPostgres, workerDatabaseUrl } from './test-database';

export type Scratch = {
  migrate: (folder: string) => Promise<void>;
  query: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

export async function openScratchDatabase(): Promise<Scratch> {
  if (!usesPostgres()) {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
      close: () => client.close(),
    };
  }
  const url = new URL(workerDatabaseUrl());
  const name = `${url.pathname.slice(1)}_migration`;
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const pool = new pg.Pool({ connectionString: new URL(`/${name}`, url).toString() });
  // Dropping the scratch database ends its sessions; a client still closing when that happens
  // reports "terminating connection due to administrator command", which is expected here.
  const expectedEnd = (error: Error) => {
    if (!/terminating connection/.test(error.message)) throw error;
  };
  pool.on('error', expectedEnd);
  pool.on('connect', (client) => client.on('error', expectedEnd));
  const db = drizzlePg({ client: pool });
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async (text, values) => (await pool.query<Record<string, unknown>>(text, values)).rows,
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A copy of the migrations folder whose journal stops before this migration. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'mvno-migrations-'));
  cpSync(findMigrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // By its name, whatever number it was given: `0010_line_usage` or `line_usage`.
  const index = journal.entries.findIndex((entry) => entry.tag === tag || entry.tag.endsWith(`_${tag}`));
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
