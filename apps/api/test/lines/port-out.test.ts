/**
 * Port-out authentication (decision 025): another carrier moves a number away only with the line's
 * account number and a transfer PIN the customer made; every request is mailed and recorded.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PORT_OUT_TRIES_PER_DAY, TRANSFER_PIN_LENGTH } from '@mvno/contracts/product-constants/lines';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { lineEndings, lineRenewals, subscriptionLines, transferPins } from '../../src/db/schema/lines';
import { mailsTo, registerCustomer } from '../support/auth';
import { addLine, send } from '../support/profile';
import { stepUp } from '../support/step-up';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const ACCOUNT = 'SUB-482913377';

/** A customer with a line, signed in with a password only. */
async function passwordOnlyCustomerWithLine() {
  const customer = await registerCustomer(t);
  const line = await addLine(t.database, customer.user.id, { subscriberNumber: ACCOUNT });
  return { customer, line };
}

/** The same, whose session proved a second factor (decision 026): it may make a transfer PIN. */
async function customerWithLine() {
  const made = await passwordOnlyCustomerWithLine();
  await stepUp(t, made.customer.token, made.customer.email);
  return made;
}

const portOut = (body: { mdn: string; accountNumber?: string; pin?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/carrier/port-out',
    payload: { requestedBy: 'Rival Wireless', ...body },
  });

const createPin = (token: string, lineId: string) =>
  send(t, 'POST', `/app/users/lines/${lineId}/transfer-pin`, token);

async function lineRow(lineId: string) {
  const [row] = await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, lineId));
  return row;
}

const portOutMails = async (email: string) =>
  (await mailsTo(t.database, email)).filter((m) => /move|moved/.test(m.subject));

describe('transfer PIN', () => {
  it('is shown once with the account number, kept only hashed, and mailed about (without the PIN)', async () => {
    const { customer, line } = await customerWithLine();

    const response = await createPin(customer.token, line.id);

    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      message: PRODUCT_MESSAGES.lines.transferPinCreated,
      accountNumber: ACCOUNT,
    });
    expect(answer.pin).toMatch(new RegExp(`^\\d{${TRANSFER_PIN_LENGTH}}$`));
    const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [stored] = await t.database.db.select().from(transferPins);
    expect(JSON.stringify(stored)).not.toContain(answer.pin);
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.subject).toMatch(/transfer PIN was created/);
    expect(mail?.textBody).not.toContain(answer.pin);
  });

  it('is refused to a session that proved nothing but the password: no PIN, and it asks for the step-up', async () => {
    const { customer, line } = await passwordOnlyCustomerWithLine();

    const response = await createPin(customer.token, line.id);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toStrictEqual({
      message: ACCOUNT_MESSAGES.stepUp.required,
      errors: [{ field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required }],
    });
    expect(response.body).not.toContain(ACCOUNT);
    expect(await t.database.db.select().from(transferPins)).toHaveLength(0);
    expect((await mailsTo(t.database, customer.email)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/transfer PIN/),
    );

    // Once the session proves the emailed code, the same call makes the PIN and mails the customer at once.
    await stepUp(t, customer.token, customer.email);
    const made = await createPin(customer.token, line.id);
    expect(made.statusCode).toBe(200);
    expect(made.json().accountNumber).toBe(ACCOUNT);
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.subject).toMatch(/transfer PIN was created/);
    expect(mail?.textBody).toMatch(/If you did not do this.*turn Number Lock on/);
  });

  it("another customer's line is 404 for the PIN and the request log", async () => {
    const { line } = await customerWithLine();
    const stranger = await registerCustomer(t);
    await stepUp(t, stranger.token, stranger.email);

    const response = await createPin(stranger.token, line.id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toStrictEqual({ message: PRODUCT_MESSAGES.lines.lineNotFound });
    expect(
      (await send(t, 'GET', `/app/users/lines/${line.id}/port-out-requests`, stranger.token)).statusCode,
    ).toBe(404);
  });
});

describe('an outside port-out request', () => {
  it('without a PIN or with a wrong one is refused with a reason, recorded and mailed; the line stays', async () => {
    const { customer, line } = await customerWithLine();
    const { pin } = (await createPin(customer.token, line.id)).json();
    const wrongPin = pin === '000000' ? '111111' : '000000';

    const bare = await portOut({ mdn: line.mdn });
    const wrongAccount = await portOut({ mdn: line.mdn, accountNumber: 'SUB-000000000', pin });
    const wrong = await portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin: wrongPin });

    expect(bare.json()).toStrictEqual({ accepted: false, reason: 'account_number_mismatch' });
    expect(wrongAccount.json()).toStrictEqual({ accepted: false, reason: 'account_number_mismatch' });
    expect(wrong.json()).toStrictEqual({ accepted: false, reason: 'pin_mismatch' });
    expect((await lineRow(line.id))?.status).toBe('active');
    const mails = await portOutMails(customer.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.subject).toMatch(/stopped a request to move/);
    expect(mails[0]?.textBody).toContain('Rival Wireless');
    const log = await send(t, 'GET', `/app/users/lines/${line.id}/port-out-requests`, customer.token);
    expect(log.statusCode).toBe(200);
    expect(log.json().requests.map((r: { reason: string }) => r.reason)).toStrictEqual([
      'pin_mismatch',
      'account_number_mismatch',
      'account_number_mismatch',
    ]);
  });

  it('with the right account number and PIN is accepted once: the line ends and the PIN is spent', async () => {
    const { customer, line } = await customerWithLine();
    const { pin } = (await createPin(customer.token, line.id)).json();

    const accepted = await portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin });
    const again = await portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin });

    expect(accepted.json()).toStrictEqual({ accepted: true, reason: null });
    expect(again.json()).toStrictEqual({ accepted: false, reason: 'not_active' });
    const row = await lineRow(line.id);
    expect(row).toMatchObject({ status: 'ported_out', autoRenew: false });
    // Why it ended (decision 068): the port-out, to the carrier that asked.
    expect(await t.database.db.select().from(lineEndings).where(eq(lineEndings.lineId, line.id))).toEqual([
      expect.objectContaining({ cause: 'port_out', gainingCarrier: 'Rival Wireless', withdrawnAt: null }),
    ]);
    const [stored] = await t.database.db.select().from(transferPins);
    expect(stored?.usedAt).toBeInstanceOf(Date);
    const [final] = await portOutMails(customer.email).then((m) =>
      m.filter((x) => /moved to another/.test(x.subject)),
    );
    expect(final?.textBody).toMatch(/has ended: it will not renew/);
    const lines = (await send(t, 'GET', '/app/users/lines', customer.token)).json();
    expect(lines.lines[0]).toMatchObject({ id: line.id, status: 'ported_out' });
    expect(
      await t.database.db.select().from(lineRenewals).where(eq(lineRenewals.lineId, line.id)),
    ).toHaveLength(0);
  });

  it('a new PIN voids the old one', async () => {
    const { customer, line } = await customerWithLine();
    const old = (await createPin(customer.token, line.id)).json().pin;
    const current = (await createPin(customer.token, line.id)).json().pin;

    if (old !== current) {
      expect((await portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin: old })).json()).toStrictEqual({
        accepted: false,
        reason: 'pin_mismatch',
      });
    }
    expect((await portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin: current })).json()).toStrictEqual({
      accepted: true,
      reason: null,
    });
  });

  it(`after ${PORT_OUT_TRIES_PER_DAY} wrong tries a day even the right PIN is refused`, async () => {
    const { customer, line } = await customerWithLine();
    const { pin } = (await createPin(customer.token, line.id)).json();
    const wrongPin = pin === '000000' ? '111111' : '000000';

    const guesses = await Promise.all(
      Array.from({ length: PORT_OUT_TRIES_PER_DAY + 3 }, () =>
        portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin: wrongPin }),
      ),
    );
    const right = await portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin });

    const reasons = guesses.map((g) => g.json().reason);
    expect(reasons.filter((r) => r === 'pin_mismatch')).toHaveLength(PORT_OUT_TRIES_PER_DAY);
    expect(reasons.filter((r) => r === 'too_many_attempts')).toHaveLength(3);
    expect(right.json()).toStrictEqual({ accepted: false, reason: 'too_many_attempts' });
    expect((await lineRow(line.id))?.status).toBe('active');
  });

  it('Number Lock refuses first, even with the right PIN', async () => {
    const { customer, line } = await customerWithLine();
    const { pin } = (await createPin(customer.token, line.id)).json();
    await send(t, 'POST', `/app/users/lines/${line.id}/number-lock`, customer.token);

    const response = await portOut({ mdn: line.mdn, accountNumber: ACCOUNT, pin });

    expect(response.json()).toStrictEqual({ accepted: false, reason: 'number_locked' });
    expect((await lineRow(line.id))?.status).toBe('active');
  });
});
