/**
 * Care actions (decision 031), continued: re-sending a receipt, a failing renewal's grace (a
 * supervisor's override, bounded), and Number Lock, which no staff endpoint turns off.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@mvno/contracts/api/care-audit';
import { formatMdn } from '@mvno/contracts/line-format';
import { RENEWAL_GRACE_MAX_DAYS } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { lineRenewals, numberLocks, subscriptionLines } from '../../src/db/schema/lines';
import { transactions } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';
import { customerDayTime } from '../../src/lib/customer-dates';
import { call, mailsTo } from '../support/auth';
import { careCall, verifiedStaff } from '../support/care';
import type { TestAgent } from '../support/chat';
import { customerWithCard, payBody } from '../support/commerce';
import { CONTRACT_ENDPOINTS } from '../support/endpoints';
import { createLine, lineCustomer } from '../support/lines';
import { fromZod } from '../support/schema-arbitrary';
import { useTestApp } from '../support/test-app';

const M = STAFF_MESSAGES.care;
const t = useTestApp({ content: true });

async function auditOf(staff: TestAgent, customerId: string): Promise<AuditEntry[]> {
  const view = await call(t, 'GET', `/app/care/customers/${customerId}`, { token: staff.token });
  return (view.json() as { account: { audit: AuditEntry[] } }).account.audit;
}

describe('re-sending a receipt', () => {
  it("mails the customer's receipt again with its number and amounts; audited; another's receipt is a 404", async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
    const receiptId = (paid.json() as { transactionId: string }).transactionId;
    const agent = await verifiedStaff(t, 'agent', customer);
    const path = `/app/care/customers/${customer.id}/receipts/${receiptId}/resend`;

    const resent = await careCall(t, agent, path, { reason: 'customer_request' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe(M.receiptResent);
    const mail = (await mailsTo(t.database, customer.email)).find((m) => m.subject.includes(receiptId));
    expect(mail?.textBody).toContain(`Receipt number: ${receiptId}`);
    expect(mail?.textBody).toContain('Final Checkout Amount: $');
    // Every part of the amount is on it, and the parts add up to what was paid.
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, receiptId));
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(row!.regulatoryFeeCents).toBeGreaterThan(0);
    expect(mail?.textBody).toContain(`Regulatory Fee: ${usd(row!.regulatoryFeeCents!)}`);
    const amountOf = (label: string) => {
      const found = new RegExp(`^${label}: (-?)\\$([0-9.]+)$`, 'm').exec(mail?.textBody ?? '');
      return found ? Math.round(Number(found[2]) * 100) * (found[1] ? -1 : 1) : 0;
    };
    const parts = ['Order Total', 'Discount', 'Tax Amount', 'Regulatory Fee', 'Activation Fee'];
    expect(parts.reduce((sum, label) => sum + amountOf(label), 0)).toBe(amountOf('Final Checkout Amount'));
    expect(amountOf('Final Checkout Amount')).toBe(row!.finalCents);
    expect((await auditOf(agent, customer.id)).find((e) => e.action === 'receipt.resend')).toMatchObject({
      reason: 'customer_request',
      after: { receiptId, mailedTo: customer.email },
    });

    const other = await lineCustomer(t);
    const otherAgent = await verifiedStaff(t, 'agent', other, 'Oli');
    const foreign = await careCall(
      t,
      otherAgent,
      `/app/care/customers/${other.id}/receipts/${receiptId}/resend`,
      {
        reason: 'customer_request',
      },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe("a failing renewal's grace", () => {
  async function failingRenewal() {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const nextAttemptAt = new Date(line.periodEnd.getTime() + DAY_MS);
    await t.database.db.insert(lineRenewals).values({
      lineId: line.id,
      userId: ada.id,
      periodEnd: line.periodEnd,
      attempts: 1,
      tries: 1,
      nextAttemptAt,
      lastFailure: 'Your card was declined',
    });
    return { ada, line, nextAttemptAt };
  }

  it('a supervisor moves the next try back (an agent may not), within the bound; audited and mailed', async () => {
    const { ada, line, nextAttemptAt } = await failingRenewal();
    const path = `/app/care/customers/${ada.id}/lines/${line.id}/renewal-grace`;
    const agent = await verifiedStaff(t, 'agent', ada);
    expect((await careCall(t, agent, path, { reason: 'goodwill', days: 3 })).statusCode).toBe(403);

    const supervisor = await verifiedStaff(t, 'supervisor', ada, 'Sue');
    const tooMany = await careCall(t, supervisor, path, {
      reason: 'goodwill',
      days: RENEWAL_GRACE_MAX_DAYS + 1,
    });
    expect(tooMany.statusCode).toBe(400);
    const given = await careCall(t, supervisor, path, { reason: 'billing_problem', days: 3 });
    expect(given.statusCode, given.body).toBe(200);
    const moved = new Date(nextAttemptAt.getTime() + 3 * DAY_MS);
    expect(given.json()).toEqual({
      message: M.graceExtended(customerDayTime(moved)),
      nextAttemptAt: moved.toISOString(),
    });
    const [renewal] = await t.database.db.select().from(lineRenewals).where(eq(lineRenewals.lineId, line.id));
    expect(renewal?.nextAttemptAt?.toISOString()).toBe(moved.toISOString());
    expect((await auditOf(supervisor, ada.id)).find((e) => e.action === 'renewal.grace')).toMatchObject({
      reason: 'billing_problem',
      before: { nextAttemptAt: nextAttemptAt.toISOString() },
      after: { nextAttemptAt: moved.toISOString(), days: 3 },
    });
    expect((await mailsTo(t.database, ada.email)).map((m) => m.subject)).toContain(
      `More time to pay for ${formatMdn(line.mdn)}`,
    );

    // The last try's day (3, by default) plus RENEWAL_GRACE_MAX_DAYS bounds it in all: day 4 + 7 passes day 10.
    const past = await careCall(t, supervisor, path, { reason: 'goodwill', days: RENEWAL_GRACE_MAX_DAYS });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(M.graceTooLong(RENEWAL_GRACE_MAX_DAYS));
  });

  it('a line with no failing renewal is a 409', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const supervisor = await verifiedStaff(t, 'supervisor', ada, 'Sue');
    const refused = await careCall(
      t,
      supervisor,
      `/app/care/customers/${ada.id}/lines/${line.id}/renewal-grace`,
      {
        reason: 'goodwill',
        days: 2,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.noFailingRenewal);
  });
});

describe('Number Lock', () => {
  it('no staff endpoint turns it off or moves the locked number: every one called by a verified admin', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const locked = await ada.post(`/app/users/lines/${line.id}/number-lock`);
    expect(locked.statusCode, locked.body).toBe(200);
    const admin = await verifiedStaff(t, 'admin', ada, 'Ari');
    const staffEndpoints = CONTRACT_ENDPOINTS.filter(
      (e) => e.session === 'agent' && e.operationId !== 'endAgentSession',
    );
    expect(staffEndpoints.map((e) => e.operationId)).toContain('reissueCustomerEsim');

    for (const endpoint of staffEndpoints) {
      const url = endpoint.path
        .replace(':customerId', ada.id)
        .replace(':lineId', line.id)
        .replace(/:([A-Za-z]+)/g, () => crypto.randomUUID());
      const bodies = endpoint.body
        ? fc.sample(fromZod(endpoint.body), { numRuns: 4, seed: 20 })
        : [undefined];
      for (const body of bodies) {
        const response = await call(t, endpoint.method as 'GET' | 'POST', url, {
          token: admin.token,
          ...(endpoint.method === 'GET' ? {} : { body: body ?? {} }),
        });
        expect(response.statusCode, `${endpoint.operationId}: ${response.body}`).toBeLessThan(500);
      }
    }

    const [lock] = await t.database.db.select().from(numberLocks).where(eq(numberLocks.lineId, line.id));
    expect(lock?.lockedAt).toBeInstanceOf(Date);
    const [after] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    expect(after).toMatchObject({ iccid: line.iccid, mdn: line.mdn });
    // The eSIM re-issue in particular is refused while the lock is on.
    const reissue = await careCall(t, admin, `/app/care/customers/${ada.id}/lines/${line.id}/esim`, {
      reason: 'customer_request',
      idempotencyKey: `reissue-${crypto.randomUUID()}`,
    });
    expect(reissue.statusCode).toBe(409);
  });
});
