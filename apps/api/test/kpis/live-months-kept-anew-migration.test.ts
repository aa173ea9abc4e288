/**
 * Migration 0061_line_first_use drops the live months kept before it (decisions 113, 114): they hold
 * neither the open month nor the funnel's first usage and 30-day steps, which the page would read as 0
 * until the next day's keep; without a kept row the page computes every month live until the job keeps
 * them again. Runs on a scratch database of its own.
 */
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../src/db/client';
import { migrationsBefore, openScratchDatabase } from '../support/scratch-migrations';

describe('migration 0061_line_first_use', () => {
  // Runs every migration twice on a scratch database: a limit for a busy machine, not a speed goal.
  it('drops the live months kept in the older shape', { timeout: 90_000 }, async () => {
    const scratch = await openScratchDatabase();
    const before = migrationsBefore('line_first_use');
    try {
      await scratch.migrate(before.folder);
      await scratch.query(
        `insert into kpi_live_months (plan, state, as_of, months)
         values ('', '', '2026-04-10T00:00:00Z', '{"2026-03": {"lines": 3, "active": [2], "esimOrdered": 1, "esimInstalled": 1}}')`,
      );

      await scratch.migrate(findMigrationsFolder());

      expect(await scratch.query('select plan from kpi_live_months')).toEqual([]);
    } finally {
      before.remove();
      await scratch.close();
    }
  });
});
