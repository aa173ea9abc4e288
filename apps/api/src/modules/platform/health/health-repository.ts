import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export type HealthRepository = ReturnType<typeof createHealthRepository>;

export function createHealthRepository(db: Db) {
  return {
    /** Rejects when the database does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
