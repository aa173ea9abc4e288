/**
 * A lost or stolen phone (decision 027): its line is suspended at once and free, the simulated
 * carrier stops the service, the renewal date stays, the customer is mailed; resuming needs a
 * step-up and restarts the service.
 */
import { describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { carrierNumbers } from '../../src/db/schema/lines';
import { transactions } from '../../src/db/schema/payments';
import { mailsTo } from '../support/auth';
import { newCustomer, type TestCustomer } from '../support/commerce';
import { customerWithPaidLine, firstLineOf } from '../support/lines';
import { latestCodeTo } from '../support/profile';
import { useTestApp } from '../support/test-app';
import { eq } from 'drizzle-orm';

const P = ACCOUNT_MESSAGES.lostPhone;
const t = useTestApp({ content: true });

const customerWithLine = () => customerWithPaidLine(t);

const barred = async (mdn: string) =>
  (await t.database.db.select().from(carrierNumbers).where(eq(carrierNumbers.mdn, mdn)))[0]?.barredAt != null;

async function stepUp(customer: TestCustomer) {
  expect((await customer.post('/app/users/step-up/email-code')).statusCode).toBe(200);
  const otp = await latestCodeTo(t.database, customer.email);
  expect((await customer.post('/app/users/step-up/email', { otp })).statusCode).toBe(200);
}

describe('a lost or stolen phone', () => {
  it('is suspended at once and free, the carrier stops it, the renewal date stays, a mail says so', async () => {
    const { customer, line } = await customerWithLine();

    const suspended = await customer.post(`/app/users/lines/${line.id}/suspend-lost`);

    expect(suspended.json()).toEqual({ message: P.suspended });
    const after = await firstLineOf(customer);
    expect(after).toMatchObject({ status: 'lost_suspended', statusReason: P.statusReason });
    expect(after.renewal?.periodEnd).toBe(line.renewal?.periodEnd);
    expect(await barred(line.mdn)).toBe(true);
    expect((await customer.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(409);
    expect(await t.database.db.select().from(transactions)).toHaveLength(1);
    const mails = (await mailsTo(t.database, customer.email)).filter(
      (m) => m.subject === P.suspendedSubject('Brightline Mobile'),
    );
    expect(mails).toHaveLength(1);
    // A second click answers the same and mails nothing more.
    expect((await customer.post(`/app/users/lines/${line.id}/suspend-lost`)).json()).toEqual({
      message: P.alreadySuspended,
    });
  });

  it('is resumed only after a step-up, and then works again', async () => {
    const { customer, line } = await customerWithLine();
    await customer.post(`/app/users/lines/${line.id}/suspend-lost`);

    const refused = await customer.post(`/app/users/lines/${line.id}/resume`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: STEP_UP_REQUIRED_FIELD })]);
    expect((await firstLineOf(customer)).status).toBe('lost_suspended');

    await stepUp(customer);
    const resumed = await customer.post(`/app/users/lines/${line.id}/resume`);

    expect(resumed.json()).toEqual({ message: P.resumed });
    expect((await firstLineOf(customer)).status).toBe('active');
    expect(await barred(line.mdn)).toBe(false);
    const mails = (await mailsTo(t.database, customer.email)).filter(
      (m) => m.subject === P.resumedSubject('Brightline Mobile'),
    );
    expect(mails).toHaveLength(1);
  });

  it("answers another customer's line as not found", async () => {
    const { customer, line } = await customerWithLine();
    const stranger = await newCustomer(t);
    await stepUp(stranger);

    expect((await stranger.post(`/app/users/lines/${line.id}/suspend-lost`)).statusCode).toBe(404);
    expect((await stranger.post(`/app/users/lines/${line.id}/resume`)).statusCode).toBe(404);
    expect((await firstLineOf(customer)).status).toBe('active');
  });
});
