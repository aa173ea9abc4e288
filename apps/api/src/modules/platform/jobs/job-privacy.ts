/**
 * The job queue's part of the account's erasure (decisions 051 and 075): a job's data is a copy of
 * what it works on (a mail's address, the customer's name and words, a code's address), kept by
 * pg-boss after the job ran (in `job`, then `archive`) for days. The erasure deletes every job,
 * waiting or done, whose data names the customer's id or one of their addresses. A mail queued
 * after the erasure (the account's final mail) is marked `forgetOnceSent`: its data is emptied as
 * soon as it was handed over.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { PrivacyHook } from '../../privacy/privacy-types';
import { JOB_SCHEMA } from './job-schema';

const TABLES = ['job', 'archive'] as const;

export const jobPrivacy: PrivacyHook = {
  async erase(tx, { userId, emails }) {
    const needles = [userId, ...emails].map((needle) => needle.toLowerCase()).filter(Boolean);
    const names = sql.join(
      needles.map((needle) => sql`strpos(lower(data::text), ${needle}) > 0`),
      sql` or `,
    );
    for (const table of TABLES) {
      // A queue that never started (its database was away at start-up) has no tables yet.
      const found = await tx.execute(
        sql`select to_regclass(${`${JOB_SCHEMA}.${table}`}) is not null as here`,
      );
      if (!(found as { rows: { here?: boolean }[] }).rows[0]?.here) continue;
      await tx.execute(
        sql`delete from ${sql.identifier(JOB_SCHEMA)}.${sql.identifier(table)} where ${names}`,
      );
    }
  },
};

/** Empties a running job's data (a mail marked `forgetOnceSent`, once handed over). */
export async function forgetJobData(database: Database, name: string, id: string): Promise<void> {
  await database.execute(`update ${JOB_SCHEMA}.job set data = '{}'::jsonb where name = $1 and id = $2`, [
    name,
    id,
  ]);
}
