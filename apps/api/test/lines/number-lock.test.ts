import { createRateLimiter } from '../../src/lib/rate-limiter';
import { createRateLimitRepository } from '../../src/modules/platform/rate-limits/rate-limit-repository';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { verificationCodes } from '../../src/db/schema/accounts';
import { numberLocks, subscriptionLines } from '../../src/db/schema/lines';
import { AppError } from '../../src/errors';
import { systemClock } from '../../src/lib/clock';
import { createLinesModule } from '../../src/modules/lines/lines-module';
import { renewalPrice } from '../../src/modules/shop/shop-module';
import { createTaxesModule } from '../../src/modules/taxes/taxes-module';
import { mailsTo, registerCustomer } from '../support/auth';
import { addLine, latestCodeTo, send, wrongCode } from '../support/profile';
import { stepUp } from '../support/step-up';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const lockPath = (lineId: string) => `/app/users/lines/${lineId}/number-lock`;

async function customerWithLine() {
  const customer = await registerCustomer(t);
  const line = await addLine(t.database, customer.user.id);
  return { customer, line };
}

/** The line's account number is its subscriber number (addLine: the number itself). */
const portOut = (mdn: string, pin?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/carrier/port-out',
    payload: { mdn, accountNumber: mdn, requestedBy: 'Rival Wireless', ...(pin ? { pin } : {}) },
  });

async function lockMails(email: string) {
  return (await mailsTo(t.database, email)).filter((m) => /Number Lock/.test(m.subject));
}

describe('Number Lock', () => {
  it('lists each line of the customer with its lock, off at first', async () => {
    const { customer, line } = await customerWithLine();
    await addLine(t.database, (await registerCustomer(t)).user.id);

    const response = await send(t, 'GET', '/app/users/number-locks', customer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      locks: [{ lineId: line.id, mdn: line.mdn, nickname: 'My phone', locked: false, lockedAt: null }],
    });
  });

  it('turns on with one call and mails the customer', async () => {
    const { customer, line } = await customerWithLine();

    const response = await send(t, 'POST', lockPath(line.id), customer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PRODUCT_MESSAGES.lines.lockOn,
      lock: { lineId: line.id, locked: true, lockedAt: expect.any(String) },
    });
    expect((await lockMails(customer.email))[0]?.subject).toMatch(/Number Lock is on/);
    const again = await send(t, 'POST', lockPath(line.id), customer.token);
    expect(again.statusCode).toBe(409);
  });

  it('a locked number is not ported out: the carrier answers "number_locked" and the owner is mailed', async () => {
    const { customer, line } = await customerWithLine();
    await send(t, 'POST', lockPath(line.id), customer.token);

    const response = await portOut(line.mdn);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ accepted: false, reason: 'number_locked' });
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.subject).toMatch(/stopped a request to move/);
    expect(mail?.textBody).toContain('Rival Wireless');
    const [row] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    expect(row?.status).toBe('active');
  });

  it('an unlocked number is released to the other carrier that presents its account number and PIN', async () => {
    const { customer, line } = await customerWithLine();
    await stepUp(t, customer.token, customer.email);
    const { pin } = (
      await send(t, 'POST', `/app/users/lines/${line.id}/transfer-pin`, customer.token)
    ).json();

    const response = await portOut(line.mdn, pin);

    expect(response.json()).toStrictEqual({ accepted: true, reason: null });
    const [row] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    expect(row?.status).toBe('ported_out');
    expect((await portOut(line.mdn)).json()).toStrictEqual({ accepted: false, reason: 'not_active' });
    expect((await portOut('2125550000')).json()).toStrictEqual({ accepted: false, reason: 'not_our_number' });
  });

  it('turns off only with a fresh emailed code; wrong codes are counted; then the number can leave', async () => {
    const { customer, line } = await customerWithLine();
    await send(t, 'POST', lockPath(line.id), customer.token);

    const withoutCode = await send(t, 'POST', `${lockPath(line.id)}/off`, customer.token, { otp: '' });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().errors).toStrictEqual([{ field: 'otp', message: MESSAGES.enterCode }]);

    const asked = await send(t, 'POST', `${lockPath(line.id)}/code`, customer.token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toStrictEqual({ message: PRODUCT_MESSAGES.lines.unlockCodeSent });
    const code = await latestCodeTo(t.database, customer.email);

    const wrong = await send(t, 'POST', `${lockPath(line.id)}/off`, customer.token, { otp: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toStrictEqual([
      { field: 'otp', message: PRODUCT_MESSAGES.verification.badCode },
    ]);
    const [codeRow] = await t.database.db.select().from(verificationCodes);
    expect(codeRow?.attempts).toBe(1);

    const early = await send(t, 'POST', `${lockPath(line.id)}/code`, customer.token);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(RESEND_WAIT_SECONDS);

    const off = await send(t, 'POST', `${lockPath(line.id)}/off`, customer.token, { otp: code });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: PRODUCT_MESSAGES.lines.lockOff,
      lock: { locked: false, lockedAt: null },
    });
    expect(await t.database.db.select().from(numberLocks)).toHaveLength(0);
    expect((await lockMails(customer.email))[0]?.subject).toMatch(/Number Lock is off/);
    await stepUp(t, customer.token, customer.email);
    const { pin } = (
      await send(t, 'POST', `/app/users/lines/${line.id}/transfer-pin`, customer.token)
    ).json();
    expect((await portOut(line.mdn, pin)).json()).toStrictEqual({ accepted: true, reason: null });
  });

  it("another customer's line is 404 for every call, and its lock stays", async () => {
    const { customer, line } = await customerWithLine();
    await send(t, 'POST', lockPath(line.id), customer.token);
    const stranger = await registerCustomer(t);

    const calls = [
      await send(t, 'POST', lockPath(line.id), stranger.token),
      await send(t, 'POST', `${lockPath(line.id)}/code`, stranger.token),
      await send(t, 'POST', `${lockPath(line.id)}/off`, stranger.token, { otp: '12345' }),
      await send(t, 'POST', lockPath('not-a-line'), stranger.token),
    ];

    for (const response of calls) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toStrictEqual({ message: PRODUCT_MESSAGES.lines.lineNotFound });
    }
    expect(await mailsTo(t.database, stranger.email)).toHaveLength(1); // the welcome mail only
    expect(await t.database.db.select().from(numberLocks)).toHaveLength(1);
  });

  it("a code for one line does not unlock another of the customer's lines", async () => {
    const { customer, line } = await customerWithLine();
    const second = await addLine(t.database, customer.user.id, { nickname: 'Tablet' });
    await send(t, 'POST', lockPath(line.id), customer.token);
    await send(t, 'POST', lockPath(second.id), customer.token);
    await send(t, 'POST', `${lockPath(line.id)}/code`, customer.token);
    const code = await latestCodeTo(t.database, customer.email);

    const response = await send(t, 'POST', `${lockPath(second.id)}/off`, customer.token, { otp: code });

    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(numberLocks)).toHaveLength(2);
  });
});

describe('the lines face', () => {
  const linesModule = () =>
    createLinesModule({
      database: t.database,
      smdpAddress: 'smdp.test',
      // Only the Number Lock part of the face is used here; the port-in parts get inert pieces.
      verificationCodes: { send: async () => undefined, confirm: async () => undefined },
      mail: { send: async () => undefined },
      limiter: createRateLimiter(createRateLimitRepository(t.database.db)),
      jobs: { define: () => undefined, send: async () => null },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      brandName: 'Brightline Mobile',
      publicUrl: 'http://127.0.0.1',
      portInStepSeconds: 1,
      recoveryIntervalSeconds: 60,
      dataEncryptionKey: t.secrets.dataEncryptionKey,
      isProduction: false,
      renewals: {
        payments: {
          requireOwnedCard: async () => {
            throw new Error('not used');
          },
          chargeSavedCard: async () => ({ status: 'declined', chargeId: null, message: '' }),
        },
        price: renewalPrice,
        taxes: createTaxesModule({ database: t.database }).port,
        clock: systemClock,
        settings: { periodDays: 30, reminderDays: 3, retryDays: [1, 3], leaseSeconds: 60 },
      },
    });

  it('refuses moving a locked line to a new SIM (409), allows it once unlocked, and hides other lines (404)', async () => {
    const { customer, line } = await customerWithLine();
    const lines = linesModule();
    const owner = {
      ...customer.user,
      id: customer.user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      zipCode: null,
    };

    await expect(lines.assertNumberUnlocked(owner, line.id)).resolves.toBeUndefined();
    await send(t, 'POST', lockPath(line.id), customer.token);
    await expect(lines.assertNumberUnlocked(owner, line.id)).rejects.toMatchObject({
      status: 409,
      userMessage: PRODUCT_MESSAGES.lines.numberLocked,
    });
    const stranger = { ...owner, id: (await registerCustomer(t)).user.id };
    await expect(lines.assertNumberUnlocked(stranger, line.id)).rejects.toBeInstanceOf(AppError);
    expect(await lines.requestPortOut({ mdn: line.mdn })).toStrictEqual({
      accepted: false,
      reason: 'number_locked',
    });
  });
});
