/**
 * Migration 0010_line_usage on a database whose plans were made before plans had allowances: it
 * gives each plan the data its name (or its description's data line) names, and leaves the
 * Unlimited ones, and talk and text on all, unlimited. Runs on a scratch database of its own
 * (PGlite, or a PostgreSQL database beside the worker's with TEST_DB=postgres).
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
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../src/db/client';
import { DEMO_PLANS } from '../../src/db/seed-data/catalog';
import { usesPostgres, workerDatabaseUrl } from '../support/test-database';

const MIGRATION = '0010_line_usage';

type Scratch = {
  migrate: (folder: string) => Promise<void>;
  query: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

async function openScratchDatabase(): Promise<Scratch> {
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
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'mvno-migrations-'));
  cpSync(findMigrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe('migration 0010_line_usage', () => {
  // Runs every migration twice on a scratch database: a limit for a busy machine, not a speed goal.
  it('fills the allowances of plans made before it', { timeout: 90_000 }, async () => {
    const scratch = await openScratchDatabase();
    const before = migrationsBefore(MIGRATION);
    try {
      await scratch.migrate(before.folder);
      const older = [
        ...DEMO_PLANS.map(({ retailName, retailDescription }) => ({ retailName, retailDescription })),
        { retailName: 'Saver', retailDescription: 'Unlimited talk & text\n2 GB high-speed data' },
        { retailName: 'Talk Only', retailDescription: 'Unlimited talk & text' },
      ];
      for (const plan of older) {
        await scratch.query(
          'insert into plans (retail_name, retail_description, retail_price_cents) values ($1, $2, 1000)',
          [plan.retailName, plan.retailDescription],
        );
      }

      await scratch.migrate(findMigrationsFolder());

      const rows = await scratch.query(
        'select retail_name, data_allowance_mb, talk_allowance_minutes, text_allowance from plans',
      );
      expect(
        Object.fromEntries(
          rows.map((row) => [
            row.retail_name,
            [row.data_allowance_mb, row.talk_allowance_minutes, row.text_allowance],
          ]),
        ),
      ).toEqual({
        'Starter 5GB': [5 * 1024, null, null],
        'Plus 15GB': [15 * 1024, null, null],
        Unlimited: [null, null, null],
        'Unlimited Premium': [null, null, null],
        Saver: [2 * 1024, null, null],
        'Talk Only': [null, null, null],
      });
    } finally {
      before.remove();
      await scratch.close();
    }
  });
});
