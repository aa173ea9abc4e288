/**
 * The agent's view of a verified customer (decision 082): each line's plan, renewal and next try,
 * port and its reason, Number Lock, E911 address, usage, auto-renew and cancellation; the attention
 * list names a failing renewal whatever the order history's newest row; the search tells namesakes
 * apart without their account and finds the account number of the line card. All behind the CPNI gate.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerHit, CustomerView } from '@mvno/contracts/api/care-customers';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { users } from '../../src/db/schema/accounts';
import { staffAuditLog } from '../../src/db/schema/platform';
import { DAY_MS } from '../../src/lib/clock';
import { customerDay } from '../../src/lib/customer-dates';
import { call } from '../support/auth';
import { verify } from '../support/care';
import { newStaff, type TestAgent } from '../support/chat';
import { DECLINED_CARD, payBody, saveCard } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { customerWithPaidLine, e911Form } from '../support/lines';
import { advanceClock, useClockApps } from '../support/clock-apps';

const A = STAFF_MESSAGES.careLines.attention;
const { t } = useClockApps();

const view = async (staff: TestAgent, customerId: string) => {
  const answer = await call(t, 'GET', `/app/care/customers/${customerId}`, { token: staff.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as CustomerView;
};

describe("a verified customer's lines", () => {
  it('show the plan, renewal, Number Lock, E911 address, usage and auto-renew; nothing before verifying', async () => {
    const { customer, line } = await customerWithPaidLine(t);
    expect((await customer.post(`/app/users/lines/${line.id}/number-lock`, {})).statusCode).toBe(200);
    const e911 = await customer.put(`/app/users/lines/${line.id}/emergency-address`, e911Form());
    expect(e911.statusCode, e911.body).toBe(200);
    const agent = await newStaff(t, 'agent');

    const before = await view(agent, customer.id);
    expect(before.account).toBeNull();
    expect(JSON.stringify(before)).not.toContain('Congress');

    await verify(t, agent, customer);
    const reads = async () =>
      (
        await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.customerId, customer.id))
      ).filter((entry) => entry.action === 'customer.read').length;
    const readsBefore = await reads();
    const [shown] = (await view(agent, customer.id)).account?.lines ?? [];
    expect(shown).toMatchObject({
      id: line.id,
      subscriberNumber: line.subscriberNumber,
      planName: 'Unlimited',
      status: 'active',
      autoRenew: true,
      renewal: { state: 'scheduled', autoRenew: true, nextAttemptAt: null, amount: line.renewal?.amount },
      cancellation: null,
      numberLock: { locked: true },
      emergencyAddress: { address: '500 Congress Ave, Suite 2, Austin, TX 78701', wifiCallingReady: true },
      declinedTries: 0,
    });
    expect(shown?.usage).toMatchObject({ lineId: line.id, dataMb: { used: expect.any(Number) } });
    expect(shown?.numberLock.lockedAt).toEqual(expect.any(String));
    // The read is audited like every read of the account.
    expect(await reads()).toBe(readsBefore + 1);
  });

  it('show a cancellation and auto-renew off', async () => {
    const { customer, line } = await customerWithPaidLine(t);
    const cancelled = await customer.post(`/app/users/lines/${line.id}/cancel`, { when: 'period_end' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const agent = await newStaff(t, 'agent');
    await verify(t, agent, customer);

    const [shown] = (await view(agent, customer.id)).account?.lines ?? [];
    expect(shown).toMatchObject({
      autoRenew: false,
      renewal: { state: 'ending' },
      cancellation: { when: 'period_end', endsAt: line.renewal?.periodEnd, undoable: true },
    });
  });
});

describe('the attention list', () => {
  it('names a failing renewal with its declined tries and next try, though a later payment went through', async () => {
    const { plan, customer, line, card } = await customerWithPaidLine(t);
    const declined = await saveCard(t, customer, { number: DECLINED_CARD });
    await customer.post('/app/payments/cards/setdefault', { cardId: declined.id });
    // The automatic try at the period end is declined, then two tries by hand with the same card.
    await advanceClock(t.app, 30 * (DAY_MS / 1000) + 60);
    await waitForJobs(t.database);
    for (let i = 0; i < 2; i++) {
      const renew = await customer.post(`/app/users/lines/${line.id}/renew`, {
        periodEnd: line.renewal?.periodEnd,
      });
      expect(renew.json()).toMatchObject({ successful: false });
    }
    // A second line bought with the good card after the declines.
    const second = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
    expect(second.json()).toMatchObject({ successful: true });
    await waitForJobs(t.database);
    const agent = await newStaff(t, 'agent');
    await verify(t, agent, customer);

    const account = (await view(agent, customer.id)).account;
    const shown = account?.lines.find((l) => l.id === line.id);
    expect(shown).toMatchObject({ declinedTries: 3, renewal: { state: 'retrying' } });
    const nextTry = customerDay(new Date(shown?.renewal?.nextAttemptAt ?? ''));
    expect(account?.attention).toContain(`${formatMdn(line.mdn)}: ${A.renewalDeclined(3, nextTry)}`);
  });
});

describe('the search', () => {
  it('tells two namesakes apart by masked email, place and year, and finds the line card account number', async () => {
    const surname = `Namesake${crypto.randomUUID().slice(0, 8)}`;
    const first = await customerWithPaidLine(t);
    const second = await customerWithPaidLine(t);
    for (const [who, city, state] of [
      [first.customer, 'Austin', 'TX'],
      [second.customer, 'Boise', 'ID'],
    ] as const) {
      await t.database.db
        .update(users)
        .set({ firstName: 'Maria', lastName: surname, city, state })
        .where(eq(users.id, who.id));
    }
    const agent = await newStaff(t, 'agent');

    const found = await call(t, 'GET', `/app/care/customers?q=${encodeURIComponent(`maria ${surname}`)}`, {
      token: agent.token,
    });
    const hits = (found.json() as { customers: CustomerHit[] }).customers;
    const hintOf = (id: string) => hits.find((hit) => hit.id === id);
    const [local, domain] = first.customer.email.split('@');
    expect(hintOf(first.customer.id)).toMatchObject({
      maskedEmail: `${local?.slice(0, 1)}•••@${domain}`,
      place: 'Austin, TX',
      customerSince: expect.any(String),
    });
    expect(hintOf(second.customer.id)).toMatchObject({ place: 'Boise, ID' });
    // Nothing of the account or the service, and never the whole email.
    expect(found.body).not.toContain(first.customer.email);
    expect(found.body).not.toContain(first.line.mdn);

    const byAccount = await call(t, 'GET', `/app/care/customers?q=${first.line.subscriberNumber}`, {
      token: agent.token,
    });
    expect((byAccount.json() as { customers: CustomerHit[] }).customers).toEqual([
      expect.objectContaining({ id: first.customer.id, matchedBy: 'account' }),
    ]);
  });
});
