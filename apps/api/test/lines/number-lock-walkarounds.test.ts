/**
 * Number Lock cannot be walked around (decision 025): no port onto a locked line (whoever asks,
 * a support session too), and after a recent email change the unlock code and the lock notices go
 * to the previous address, the address of record.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { users } from '../../src/db/schema/accounts';
import { portRequests } from '../../src/db/schema/lines';
import { mailsTo, registerCustomer, uniqueEmail } from '../support/auth';
import { createLine, numberEnding, OLD_SERVICE, portStartBody } from '../support/lines';
import { edit, latestCodeTo, send } from '../support/profile';
import { assistedSessionOf } from '../support/assisted';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const lockPath = (lineId: string) => `/app/users/lines/${lineId}/number-lock`;
const LOCKED = { message: PRODUCT_MESSAGES.lines.numberLocked };

/** The session a support agent gets from the customer's support sign-in link. */
const assistedTokenOf = async (email: string): Promise<string> => (await assistedSessionOf(t, email)).token;

async function lockedLine() {
  const customer = await registerCustomer(t);
  const line = await createLine(t.database, customer.user.id);
  expect((await send(t, 'POST', lockPath(line.id), customer.token)).statusCode).toBe(200);
  return { customer, line };
}

const bring = (token: string, lineId: string) =>
  send(t, 'POST', '/app/users/portin/bring/number', token, {
    replaceNumber: true,
    msisdn: numberEnding('5550199'),
    zipCode: '10001',
    oldService: OLD_SERVICE,
    tempSubscriptionId: lineId,
  });

describe('a port onto a locked line', () => {
  it('is refused for the customer (409, locked) and for a support session (403), and no port starts', async () => {
    const { customer, line } = await lockedLine();
    const assisted = await assistedTokenOf(customer.email);

    const own = await bring(customer.token, line.id);
    const bySupport = await bring(assisted, line.id);
    const resubmit = await send(
      t,
      'POST',
      '/app/users/portin/make/start',
      customer.token,
      portStartBody(numberEnding('5550199'), line.id),
    );

    for (const response of [own, resubmit]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toStrictEqual(LOCKED);
    }
    // A support session may not start a port at all, locked line or not (decision 011).
    expect(bySupport.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(portRequests).where(eq(portRequests.lineId, line.id)),
    ).toHaveLength(0);
  });
});

describe('after a recent email change', () => {
  async function changeEmail(customer: Awaited<ReturnType<typeof registerCustomer>>) {
    const newEmail = uniqueEmail('taken-over');
    await edit(t, customer.token, { email: newEmail, currentPassword: customer.password });
    const code = await latestCodeTo(t.database, newEmail);
    const confirmed = await send(t, 'POST', '/app/users/validate-otp-update-email', customer.token, {
      newEmail,
      otp: code,
    });
    expect(confirmed.statusCode).toBe(200);
    return newEmail;
  }

  it('the change is allowed, but the unlock code and the lock notices go to the previous address', async () => {
    const { customer, line } = await lockedLine();
    const newEmail = await changeEmail(customer);
    const mailsToNew = (await mailsTo(t.database, newEmail)).length;

    const asked = await send(t, 'POST', `${lockPath(line.id)}/code`, customer.token);

    expect(asked.statusCode).toBe(200);
    expect(await mailsTo(t.database, newEmail)).toHaveLength(mailsToNew);
    const code = await latestCodeTo(t.database, customer.email);
    const off = await send(t, 'POST', `${lockPath(line.id)}/off`, customer.token, { otp: code });
    expect(off.statusCode).toBe(200);
    const [notice] = await mailsTo(t.database, customer.email);
    expect(notice?.subject).toMatch(/Number Lock is off/);
    expect(await mailsTo(t.database, newEmail)).toHaveLength(mailsToNew);
  });

  it('a second change within the grace period keeps the first address of record', async () => {
    const { customer, line } = await lockedLine();
    const first = await changeEmail(customer);
    await changeEmail({ ...customer, email: first });

    await send(t, 'POST', `${lockPath(line.id)}/code`, customer.token);

    expect(await latestCodeTo(t.database, customer.email)).toMatch(/^\d+$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.previousEmail).toBe(customer.email);
  });

  it('once the grace period is over, the codes go to the current address', async () => {
    const { customer, line } = await lockedLine();
    const newEmail = await changeEmail(customer);
    await t.database.db
      .update(users)
      .set({ emailChangedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, customer.user.id));
    // The session's user is read again after the change (as a profile edit makes it).
    await edit(t, customer.token, { firstName: 'Ada', lastName: 'Lovelace' });

    await send(t, 'POST', `${lockPath(line.id)}/code`, customer.token);

    expect(await latestCodeTo(t.database, newEmail)).toMatch(/^\d+$/);
  });
});
