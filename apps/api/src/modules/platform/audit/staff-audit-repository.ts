import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staffAuditLog } from '../../../db/schema/platform';

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
export type NewStaffAuditRow = Omit<typeof staffAuditLog.$inferInsert, 'id' | 'at'>;

export type StaffAuditFilter = {
  customerId?: string | undefined;
  /** Entries of any of these customers (an empty list matches none). */
  customerIds?: readonly string[] | undefined;
  /** Entries made by staff of these roles only (a supervisor's team). */
  staffRoles?: readonly string[] | undefined;
  staffId?: string | undefined;
  action?: string | undefined;
  /** Rows strictly older than this (time, then id): the page after the one that ended there. */
  olderThan?: { at: Date; id: string } | undefined;
};

/** The audit log's rows: inserted and read, never changed (the table's trigger refuses it). */
/**
 * The entry's time to the millisecond, as the cursor carries it: PostgreSQL keeps microseconds, and
 * a cursor of a truncated time would otherwise skip the entries of its own millisecond.
 */
const atMs = sql`date_trunc('milliseconds', ${staffAuditLog.at})`;

export function createStaffAuditRepository(db: Db) {
  return {
    async insert(row: NewStaffAuditRow, executor: Db = db): Promise<StaffAuditRow> {
      const [inserted] = await executor.insert(staffAuditLog).values(row).returning();
      return inserted!;
    },
    list(filter: StaffAuditFilter, limit: number): Promise<StaffAuditRow[]> {
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
      if (older) where.push(or(lt(atMs, older.at), and(eq(atMs, older.at), lt(staffAuditLog.id, older.id)))!);
      return db
        .select()
        .from(staffAuditLog)
        .where(and(...where))
        .orderBy(desc(atMs), desc(staffAuditLog.id))
        .limit(limit);
    },
  };
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;
