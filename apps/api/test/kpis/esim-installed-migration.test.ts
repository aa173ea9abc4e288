/**
 * Migration 0057_esim_installed_from_events on a database whose lines installed their eSIM before
 * `subscription_lines.esim_installed_at` existed (decision 107): each line gets the time its first
 * applied `esim.installed` event was received; a refused (backwards) event and a line with no install
 * leave it empty. Runs on a scratch database of its own.
 */
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../src/db/client';
import { migrationsBefore, openScratchDatabase } from '../support/scratch-migrations';

const MIGRATION = 'esim_installed_from_events';

describe('migration 0057_esim_installed_from_events', () => {
  // Runs every migration twice on a scratch database: a limit for a busy machine, not a speed goal.
  it('records the first applied install of each line', { timeout: 90_000 }, async () => {
    const scratch = await openScratchDatabase();
    const before = migrationsBefore(MIGRATION);
    try {
      await scratch.migrate(before.folder);
      await scratch.query(
        `insert into users (id, email, first_name, last_name, contact_number, role)
         values ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'Ada', 'Lovelace', '+15125550100', 'customer')`,
      );
      const lines = { installedTwice: 'a', refusedOnly: 'b', none: 'c' } as const;
      for (const [index, suffix] of Object.values(lines).entries()) {
        await scratch.query(
          `insert into subscription_lines (id, user_id, mdn, subscriber_number, zip_code)
           values ($1, '00000000-0000-4000-8000-000000000001', $2, $2, '78701')`,
          [`00000000-0000-4000-8000-00000000000${suffix}`, `512555010${index}`],
        );
        await scratch.query(
          `insert into carrier_commands (id, reference, user_id, line_id, kind, payload)
           values ($1, $2, '00000000-0000-4000-8000-000000000001', $3, 'activate', '{}')`,
          [
            `10000000-0000-4000-8000-00000000000${suffix}`,
            `ref-${suffix}`,
            `00000000-0000-4000-8000-00000000000${suffix}`,
          ],
        );
      }
      const event = (id: string, suffix: string, outcome: string, receivedAt: string) =>
        scratch.query(
          `insert into carrier_events (event_id, command_id, request_id, type, sequence, occurred_at, outcome, via, received_at)
           values ($1, $2, 'req', 'esim.installed', 1, $3, $4, 'webhook', $3)`,
          [id, `10000000-0000-4000-8000-00000000000${suffix}`, receivedAt, outcome],
        );
      await event('e1', lines.installedTwice, 'applied', '2026-03-04T10:00:00Z');
      await event('e2', lines.installedTwice, 'applied', '2026-03-09T10:00:00Z');
      await event('e3', lines.refusedOnly, 'backwards', '2026-03-05T10:00:00Z');

      await scratch.migrate(findMigrationsFolder());

      const rows = await scratch.query(
        `select right(id::text, 1) as line, esim_installed_at from subscription_lines order by id`,
      );
      expect(
        rows.map((row) => [
          row.line,
          row.esim_installed_at && new Date(String(row.esim_installed_at)).toISOString(),
        ]),
      ).toEqual([
        ['a', '2026-03-04T10:00:00.000Z'],
        ['b', null],
        ['c', null],
      ]);
    } finally {
      before.remove();
      await scratch.close();
    }
  });
});
