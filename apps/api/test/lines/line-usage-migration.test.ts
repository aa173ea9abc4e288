/**
 * Migration 0010_line_usage on a database whose plans were made before plans had allowances: it
 * gives each plan the data its name (or its description's data line) names, and leaves the
 * Unlimited ones, and talk and text on all, unlimited. Runs on a scratch database of its own
 * (PGlite, or a PostgreSQL database beside the worker's with TEST_DB=postgres).
 */
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../src/db/client';
import { DEMO_PLANS } from '../../src/db/seed-data/catalog';
import { migrationsBefore, openScratchDatabase } from '../support/scratch-migrations';

const MIGRATION = '0010_line_usage';

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
