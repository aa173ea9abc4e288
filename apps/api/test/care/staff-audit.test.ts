/**
 * The staff audit log (docs/decisions/028): append-only entries, searched by an admin (every entry)
 * or a supervisor (the care team's; decision 075), by customer as staff know them.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { staffAuditLog } from '../../src/db/schema/platform';
import { createStaffAuditRepository } from '../../src/modules/platform/audit/staff-audit-repository';
import { createStaffAuditService } from '../../src/modules/platform/audit/staff-audit-service';
import { call, registerCustomer } from '../support/auth';
import { createLine } from '../support/lines';
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

  it('lists entries made within one millisecond in the order made, across a page boundary', async () => {
    const customerId = randomUUID();
    // Microseconds apart in one millisecond, their ids in the opposite order to their times.
    const made = ['ffffffff', 'cccccccc', '99999999', '33333333'].map((prefix, i) => ({
      id: `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`,
      at: `2026-11-30T10:00:00.123${String(100 + i * 200)}Z`,
    }));
    for (const { id, at } of made)
      await t.database.db
        .insert(staffAuditLog)
        .values({ id, at: sql`${at}::timestamptz`, customerId, action: 'customer.read' });
    const audit = auditOf();

    const first = await audit.list({ customerId }, 3);
    const second = await audit.list({ customerId, cursor: first.nextCursor ?? '' }, 3);

    const newestFirst = made.map((m) => m.id).reverse();
    expect(first.entries.map((e) => e.id)).toEqual(newestFirst.slice(0, 3));
    expect(second.entries.map((e) => e.id)).toEqual(newestFirst.slice(3));
    expect(second.nextCursor).toBeNull();
  });

  it('finds a customer by name, email, account number or id, and a name matching nobody is no entries, not a 400', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const lastName = `Quill${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;
    const session = await registerCustomer(t, { firstName: 'Nora', lastName });
    const customerId = session.user.id;
    const account = `SUB-${randomInt(100_000_000, 999_999_999)}`;
    await createLine(t.database, customerId, { subscriberNumber: account });
    const audit = auditOf();
    const entry = await audit.record({ staff: actor, customerId, action: 'customer.read' });
    await audit.record({ staff: actor, customerId: randomUUID(), action: 'customer.read' });

    for (const customer of [
      `Nora ${lastName}`,
      lastName.toLowerCase(),
      session.user.email,
      account,
      account.toLowerCase(),
      customerId,
    ]) {
      const page = await call(t, 'GET', `/app/care/audit?customer=${encodeURIComponent(customer)}`, {
        token: admin.token,
      });
      expect(page.statusCode, customer).toBe(200);
      expect(
        (page.json() as { entries: { id: string }[] }).entries.map((e) => e.id),
        customer,
      ).toEqual([entry.id]);
    }
    const nobody = await call(
      t,
      'GET',
      `/app/care/audit?customer=${encodeURIComponent('Nobody Atall Here')}`,
      {
        token: admin.token,
      },
    );
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ entries: [], nextCursor: null });
  });

  it("lets a supervisor read the care team's entries only; an agent not at all", async () => {
    const supervisor = await newStaff(t, 'supervisor', 'Sue');
    const agent = await newStaff(t, 'agent', 'Al');
    const customerId = randomUUID();
    const audit = auditOf();
    const byAgent = await audit.record({ staff: actor, customerId, action: 'line.suspend' });
    const bySupervisor = await audit.record({
      staff: { ...actor, id: randomUUID(), role: 'supervisor' },
      customerId,
      action: 'renewal.grace',
    });
    await audit.record({
      staff: { ...actor, id: randomUUID(), role: 'admin' },
      customerId,
      action: 'staff.role',
    });
    await audit.record({
      staff: { ...actor, id: randomUUID(), role: 'catalogue_editor' },
      customerId,
      action: 'plan.price',
    });

    const page = await call(t, 'GET', `/app/care/audit?customerId=${customerId}`, {
      token: supervisor.token,
    });
    expect(page.statusCode).toBe(200);
    expect((page.json() as { entries: { id: string }[] }).entries.map((e) => e.id)).toEqual([
      bySupervisor.id,
      byAgent.id,
    ]);
    const admin = await newStaff(t, 'admin', 'Ada');
    const all = await call(t, 'GET', `/app/care/audit?customerId=${customerId}`, { token: admin.token });
    expect((all.json() as { entries: unknown[] }).entries).toHaveLength(4);
    expect((await call(t, 'GET', '/app/care/audit', { token: agent.token })).statusCode).toBe(403);
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
