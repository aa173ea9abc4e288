import { and, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staffAuditLog } from '../../../db/schema/platform';

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
/** A row as the log lists it: with its time to the microsecond, which its page's cursor carries. */
export type ListedStaffAuditRow = StaffAuditRow & { atMicros: string };
export type NewStaffAuditRow = Omit<typeof staffAuditLog.$inferInsert, 'id' | 'at'>;

export type StaffAuditFilter = {
  customerId?: string | undefined;
  /** Entries of any of these customers (an empty list matches none). */
  customerIds?: readonly string[] | undefined;
  /** Entries made by staff of these roles only (a supervisor's team). */
  staffRoles?: readonly string[] | undefined;
  staffId?: string | undefined;
  action?: string | undefined;
  /** Rows strictly older than this (time in microseconds, then id): the page after the one ending there. */
  olderThan?: { atMicros: string; id: string } | undefined;
};

/**
 * The entry's time in microseconds since 1970, as PostgreSQL keeps it (a Date has milliseconds only): entries
 * a moment apart stay in the order they were made, and a page's cursor skips none of its own millisecond.
 * Compared as a number, and read as text (beyond a JavaScript number's exact integers).
 */
const atMicros = sql`(extract(epoch from ${staffAuditLog.at}) * 1000000)::bigint`;
const atMicrosText = sql<string>`${atMicros}::text`;

/** The audit log's rows: inserted and read, never changed (the table's trigger refuses it). */
export function createStaffAuditRepository(db: Db) {
  return {
    async insert(row: NewStaffAuditRow, executor: Db = db): Promise<StaffAuditRow> {
      const [inserted] = await executor.insert(staffAuditLog).values(row).returning();
      return inserted!;
    },
    list(filter: StaffAuditFilter, limit: number): Promise<ListedStaffAuditRow[]> {
      const where: SQL[] = [];
      if (filter.customerId) where.push(eq(staffAuditLog.customerId, filter.customerId));
      if (filter.customerIds) {
        if (filter.customerIds.length === 0) return Promise.resolve([]);
        where.push(inArray(staffAuditLog.customerId, [...filter.customerIds]));
      }
      if (filter.staffRoles) where.push(inArray(staffAuditLog.staffRole, [...filter.staffRoles]));
      if (filter.staffId) where.push(eq(staffAuditLog.staffId, filter.staffId));
      if (filter.action) where.push(eq(staffAuditLog.action, filter.action));
      const older = filter.olderThan;
      if (older) {
        const micros = sql`${older.atMicros}::bigint`;
        where.push(
          or(
            sql`${atMicros} < ${micros}`,
            and(sql`${atMicros} = ${micros}`, lt(staffAuditLog.id, older.id)),
          )!,
        );
      }
      return db
        .select({ ...getTableColumns(staffAuditLog), atMicros: atMicrosText })
        .from(staffAuditLog)
        .where(and(...where))
        .orderBy(desc(atMicros), desc(staffAuditLog.id))
        .limit(limit);
    },
  };
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;
