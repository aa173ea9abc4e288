import type { AuditEntry, AuditPage, AuditSnapshot } from '@mvno/contracts/api/care-audit';
import { isStaffRole } from '@mvno/contracts/staff-roles';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import type { ListedStaffAuditRow, StaffAuditRepository, StaffAuditRow } from './staff-audit-repository';

/** Who acted: a staff member as their session knows them. */
export type AuditActor = { id: string; firstName: string; lastName: string; role: string };

/** One entry: who, which customer, what, why, and what it was before and after. */
export type AuditRecord = {
  staff: AuditActor | null;
  customerId: string | null;
  action: string;
  reason?: string | null | undefined;
  before?: AuditSnapshot | null | undefined;
  after?: AuditSnapshot | null | undefined;
};

export type AuditFilter = {
  customerId?: string;
  /** Entries of any of these customers (none: no entries). */
  customerIds?: readonly string[];
  /** Entries made by staff of these roles only. */
  staffRoles?: readonly string[];
  staffId?: string;
  action?: string;
  cursor?: string;
};

function toEntry(row: StaffAuditRow): AuditEntry {
  const role = row.staffRole ?? '';
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff: row.staffId && isStaffRole(role) ? { id: row.staffId, name: row.staffName ?? '', role } : null,
    customerId: row.customerId,
    action: row.action,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

const encodeCursor = (row: ListedStaffAuditRow) =>
  Buffer.from(`${row.atMicros}|${row.id}`).toString('base64url');

/** A cursor this service made, or undefined for anything else (an unreadable one starts again). */
function decodeCursor(cursor: string | undefined): { atMicros: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [atMicros, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return id && isUuid(id) && atMicros && /^\d{1,17}$/.test(atMicros) ? { atMicros, id } : undefined;
}

/**
 * The staff audit log (docs/decisions/028): every module that lets staff read or change a
 * customer's account writes here, inside its own database transaction when it has one.
 */
export function createStaffAuditService(repository: StaffAuditRepository) {
  return {
    /** Appends one entry; pass the caller's transaction to record it with the change itself. */
    async record(entry: AuditRecord, executor?: Db): Promise<AuditEntry> {
      const row = await repository.insert(
        {
          staffId: entry.staff?.id ?? null,
          staffName: entry.staff ? `${entry.staff.firstName} ${entry.staff.lastName}`.trim() : null,
          staffRole: entry.staff?.role ?? null,
          customerId: entry.customerId,
          action: entry.action,
          reason: entry.reason ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
        },
        executor,
      );
      return toEntry(row);
    },
    /** Newest first, a page at a time. */
    async list(filter: AuditFilter, pageSize: number): Promise<AuditPage> {
      const rows = await repository.list(
        {
          customerId: filter.customerId,
          customerIds: filter.customerIds,
          staffRoles: filter.staffRoles,
          staffId: filter.staffId,
          action: filter.action,
          olderThan: decodeCursor(filter.cursor),
        },
        pageSize + 1,
      );
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      return {
        entries: page.map(toEntry),
        nextCursor: rows.length > pageSize && last ? encodeCursor(last) : null,
      };
    },
  };
}

export type StaffAuditService = ReturnType<typeof createStaffAuditService>;
