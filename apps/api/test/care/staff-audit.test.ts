/** The staff audit log (docs/decisions/028): append-only entries, searched by an admin. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { staffAuditLog } from '../../src/db/schema/platform';
import { createStaffAuditRepository } from '../../src/modules/platform/audit/staff-audit-repository';
import { createStaffAuditService } from '../../src/modules/platform/audit/staff-audit-service';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const auditOf = () => createStaffAuditService(createStaffAuditRepository(t.database.db));
const actor = { id: randomUUID(), firstName: 'Sam', lastName: 'Rivera', role: 'agent' };

describe('staff audit log', () => {
  it('records who, when, customer, action, reason, before and after, and an admin reads it back', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const customerId = randomUUID();
    const entry = await auditOf().record({
      staff: actor,
      customerId,
      action: 'line.suspend',
      reason: 'customer_request',
      before: { status: 'active' },
      after: { status: 'suspended' },
    });

    const page = await call(t, 'GET', `/app/care/audit?customerId=${customerId}`, { token: admin.token });

    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      entries: [
        {
          id: entry.id,
          at: entry.at,
          staff: { id: actor.id, name: 'Sam Rivera', role: 'agent' },
          customerId,
          action: 'line.suspend',
          reason: 'customer_request',
          before: { status: 'active' },
          after: { status: 'suspended' },
        },
      ],
      nextCursor: null,
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('filters by staff member and action, and pages newest first', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const audit = auditOf();
    const customerId = randomUUID();
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i += 1)
      await audit.record({ staff: actor, customerId, action: 'customer.read' });
    await audit.record({ staff: null, customerId, action: 'renewal.grace' });

    const first = (
      await call(t, 'GET', `/app/care/audit?staffId=${actor.id}&action=customer.read`, { token: admin.token })
    ).json() as { entries: { id: string; at: string; action: string }[]; nextCursor: string };
    const second = (
      await call(
        t,
        'GET',
        `/app/care/audit?staffId=${actor.id}&action=customer.read&cursor=${first.nextCursor}`,
        { token: admin.token },
      )
    ).json() as { entries: { id: string }[]; nextCursor: string | null };

    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries.every((e) => e.action === 'customer.read')).toBe(true);
    const times = first.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(second.entries).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.entries, ...second.entries].map((e) => e.id));
    expect(ids.size).toBe(AUDIT_PAGE_SIZE + 2);
  });

  it('refuses to change or delete an entry: the log is append-only', async () => {
    const entry = await auditOf().record({ staff: actor, customerId: null, action: 'staff.invite' });

    await expect(
      t.database.db.update(staffAuditLog).set({ action: 'nothing' }).where(eq(staffAuditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(staffAuditLog).where(eq(staffAuditLog.id, entry.id))).rejects.toThrow();
    const rows = await t.database.db.execute(sql`select action from staff_audit_log where id = ${entry.id}`);
    expect((rows as unknown as { rows: { action: string }[] }).rows[0]?.action).toBe('staff.invite');
  });
});
