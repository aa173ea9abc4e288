/**
 * The account PIN in Settings (docs/decisions/042): set, changed and removed by the customer after
 * a step-up, never in a support (assisted) session; kept as an argon2id hash; every change mailed.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { accountPins } from '../../src/db/schema/accounts';
import { call, mailsTo, registerCustomer } from '../support/auth';
import { stepUp } from '../support/step-up';
import { assistedSessionOf } from '../support/assisted';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const PIN = '/app/users/account-pin';
const M = ACCOUNT_MESSAGES.accountPin;

const pinMails = async (email: string) =>
  (await mailsTo(t.database, email)).filter((m) => m.subject.includes('account PIN')).map((m) => m.subject);

describe('the account PIN in Settings', () => {
  it('is set after a step-up, stored hashed, and every change (set, change, remove) is mailed', async () => {
    const customer = await registerCustomer(t);
    const set = (pin: string) => call(t, 'POST', PIN, { token: customer.token, body: { pin } });

    const early = await set('4820');
    expect(early.statusCode).toBe(403);
    expect(early.json().errors[0].field).toBe(STEP_UP_REQUIRED_FIELD);
    expect((await call(t, 'GET', PIN, { token: customer.token })).json()).toEqual({ set: false });

    await stepUp(t, customer.token, customer.email);
    const first = await set('4820');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: M.saved });
    expect((await call(t, 'GET', PIN, { token: customer.token })).json()).toEqual({ set: true });
    const [row] = await t.database.db
      .select()
      .from(accountPins)
      .where(eq(accountPins.userId, customer.user.id));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain('4820');

    expect((await set('730519')).statusCode).toBe(200);
    const removed = await call(t, 'POST', `${PIN}/remove`, { token: customer.token });
    expect(removed.json()).toEqual({ message: M.removed });
    expect((await call(t, 'GET', PIN, { token: customer.token })).json()).toEqual({ set: false });
    const again = await call(t, 'POST', `${PIN}/remove`, { token: customer.token });
    expect(again.statusCode).toBe(409);

    expect(await pinMails(customer.email)).toEqual([
      expect.stringMatching(/account PIN was removed$/),
      expect.stringMatching(/account PIN was changed$/),
      expect.stringMatching(/account PIN was set$/),
    ]);
    const mail = (await mailsTo(t.database, customer.email)).find((m) => m.subject.endsWith('was set'));
    expect(mail!.textBody).not.toContain('4820');
  });

  it('refuses a PIN of the wrong length, other characters, one digit repeated or a run', async () => {
    const customer = await registerCustomer(t);
    await stepUp(t, customer.token, customer.email);
    for (const [pin, message] of [
      ['123', M.pinField],
      ['123456789', M.pinField],
      ['12a4', M.pinField],
      ['0000', M.pinWeak],
      ['3456', M.pinWeak],
      ['98765', M.pinWeak],
    ] as const) {
      const response = await call(t, 'POST', PIN, { token: customer.token, body: { pin } });
      expect({ pin, status: response.statusCode, errors: response.json().errors }).toEqual({
        pin,
        status: 400,
        errors: [{ field: 'pin', message }],
      });
    }
    expect(await pinMails(customer.email)).toEqual([]);
  });

  it('is refused in a support (assisted) session', async () => {
    const customer = await registerCustomer(t);
    const { token } = await assistedSessionOf(t, customer.email);

    const refused = { message: PRODUCT_MESSAGES.accounts.assistedServiceRefused };
    const set = await call(t, 'POST', PIN, { token, body: { pin: '4820' } });
    expect([set.statusCode, set.json()]).toEqual([403, refused]);
    const remove = await call(t, 'POST', `${PIN}/remove`, { token });
    expect([remove.statusCode, remove.json()]).toEqual([403, refused]);
    expect(
      await t.database.db.select().from(accountPins).where(eq(accountPins.userId, customer.user.id)),
    ).toEqual([]);
  });
});
