import { and, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Whether `table` holds a row meeting every condition (reads one row at most). */
export async function rowExists(
  db: Db,
  table: PgTable,
  ...conditions: (SQL | undefined)[]
): Promise<boolean> {
  return (
    (
      await db
        .select({ one: sql`1` })
        .from(table)
        .where(and(...conditions))
        .limit(1)
    ).length > 0
  );
}
