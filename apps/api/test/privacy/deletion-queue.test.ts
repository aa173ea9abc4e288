/**
 * The staff queue of account deletion requests (decisions 032 and 035): open requests by due date
 * with the days left of their 45-day clock, paged; a staff member marks one done with a reason
 * code, once (who and when kept with it, one audit entry); done requests listed apart.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { DELETION_RESPONSE_DAYS } from '@mvno/contracts/product-constants/privacy';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { deletionRequests } from '../../src/db/schema/privacy';
import { DAY_MS } from '../../src/lib/clock';
import { call, registerCustomer } from '../support/auth';
import { newStaff, type TestAgent } from '../support/chat';
import { latestCodeTo } from '../support/profile';
import { useTestApp } from '../support/test-app';

const M = STAFF_MESSAGES.care;
const t = useTestApp();
const get = (staff: TestAgent, url: string) => call(t, 'GET', url, { token: staff.token });
const done = (staff: TestAgent, id: string, body: unknown = { reason: 'erasure_checked' }) =>
  call(t, 'POST', `/app/care/deletion-requests/${id}/done`, { token: staff.token, body });

/** A customer who deleted their account through the step-up, as the customer's page does it. */
async function deletedCustomer(): Promise<string> {
  const session = await registerCustomer(t);
  const as = { token: session.token };
  expect((await call(t, 'POST', '/app/users/step-up/email-code', as)).statusCode).toBe(200);
  const otp = await latestCodeTo(t.database, session.email);
  expect((await call(t, 'POST', '/app/users/step-up/email', { ...as, body: { otp } })).statusCode).toBe(200);
  const deleted = await call(t, 'POST', '/app/users/account/delete', { ...as, body: { confirm: true } });
  expect(deleted.statusCode).toBe(200);
  return session.user.id;
}

async function auditEntries(admin: TestAgent, customerId: string) {
  const page = await get(admin, `/app/care/audit?action=deletion.done&customerId=${customerId}`);
  expect(page.statusCode).toBe(200);
  return (page.json() as { entries: Record<string, unknown>[] }).entries;
}

describe('marking an account deletion request done', () => {
  it('records who, when and why once, audits it, and moves the request to the done list', async () => {
    const customerId = await deletedCustomer();
    const agent = await newStaff(t, 'agent', 'Dana');
    const admin = await newStaff(t, 'admin', 'Alex');

    const open = await get(agent, '/app/care/deletion-requests');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      items: [
        expect.objectContaining({
          customerId,
          daysLeft: DELETION_RESPONSE_DAYS - 1,
          status: 'open',
          done: null,
        }),
      ],
      hasMore: false,
    });
    const { id } = open.json().items[0] as { id: string };

    const marked = await done(agent, id, { reason: 'processor_confirmed' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      message: M.deletionDone,
      request: expect.objectContaining({
        id,
        status: 'done',
        done: {
          at: expect.any(String),
          staff: { id: agent.id, name: 'Dana Rivera' },
          reason: 'processor_confirmed',
        },
      }),
    });
    const entries = await auditEntries(admin, customerId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'deletion.done',
        customerId,
        reason: 'processor_confirmed',
        staff: { id: agent.id, name: 'Dana Rivera', role: 'agent' },
        before: expect.objectContaining({ requestId: id, status: 'open' }),
        after: expect.objectContaining({ requestId: id, status: 'done' }),
      }),
    ]);

    // Only once: a second mark (another agent, another reason) changes nothing and is not audited.
    const other = await newStaff(t, 'supervisor', 'Kim');
    const again = await done(other, id, { reason: 'erasure_checked' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.deletionAlreadyDone);
    expect(await auditEntries(admin, customerId)).toHaveLength(1);

    expect((await get(agent, '/app/care/deletion-requests')).json()).toEqual({ items: [], hasMore: false });
    const doneList = (await get(agent, '/app/care/deletion-requests?status=done')).json();
    expect(doneList.items).toEqual([
      expect.objectContaining({
        id,
        done: expect.objectContaining({ staff: { id: agent.id, name: 'Dana Rivera' } }),
      }),
    ]);
  });

  it('lets only one of two staff members marking at once succeed', async () => {
    await deletedCustomer();
    const [first, second] = [await newStaff(t, 'agent', 'Ana'), await newStaff(t, 'agent', 'Ben')];
    const { id } = (await get(first, '/app/care/deletion-requests')).json().items[0] as { id: string };
    const answers = await Promise.all([done(first, id), done(second, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('needs a reason code, and answers 404 for an unknown request', async () => {
    await deletedCustomer();
    const agent = await newStaff(t, 'agent');
    const { id } = (await get(agent, '/app/care/deletion-requests')).json().items[0] as { id: string };

    const noReason = await done(agent, id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const badReason = await done(agent, id, { reason: 'goodwill' });
    expect(badReason.statusCode).toBe(400);

    for (const unknown of [randomUUID(), 'not-an-id']) {
      const missing = await done(agent, unknown);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.deletionNotFound);
    }
    // Still open after the refused tries.
    expect((await get(agent, '/app/care/deletion-requests')).json().items).toEqual([
      expect.objectContaining({ id, status: 'open' }),
    ]);
  });
});

describe('the open requests list', () => {
  it('lists the oldest due first, overdue ones with negative days left, a page at a time', async () => {
    const customerId = await deletedCustomer();
    const agent = await newStaff(t, 'agent');
    const now = Date.now();
    // One more page's worth, due from 3 days ago (overdue) onwards, inserted out of order.
    const extra = Array.from({ length: WORK_QUEUE_PAGE_SIZE }, (_, i) => {
      const dueAt = new Date(now + (WORK_QUEUE_PAGE_SIZE - 1 - i - 3) * DAY_MS + 60_000);
      return {
        userId: customerId,
        requestedAt: new Date(dueAt.getTime() - DELETION_RESPONSE_DAYS * DAY_MS),
        dueAt,
        linesCancelled: 0,
        kept: [],
      };
    });
    await t.database.db.insert(deletionRequests).values(extra);

    const first = (await get(agent, '/app/care/deletion-requests?page=0')).json() as {
      items: { dueAt: string; daysLeft: number }[];
      hasMore: boolean;
    };
    expect(first.items).toHaveLength(WORK_QUEUE_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const dues = first.items.map((item) => Date.parse(item.dueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(first.items.slice(0, 4).map((item) => item.daysLeft)).toEqual([-3, -2, -1, 0]);

    const second = (await get(agent, '/app/care/deletion-requests?page=1')).json() as {
      items: { customerId: string; daysLeft: number }[];
      hasMore: boolean;
    };
    // The real request, due in 45 days, is the last.
    expect(second).toEqual({
      items: [expect.objectContaining({ customerId, daysLeft: DELETION_RESPONSE_DAYS - 1 })],
      hasMore: false,
    });
  });
});
