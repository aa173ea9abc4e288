/**
 * SIM and eSIM change (decision 026): behind a step-up, refused under Number Lock and past
 * SIM_CHANGES_PER_LINE, a new ICCID or activation code, the old SIM void at the carrier, a mail at
 * once, a record of each change; one idempotency key changes once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { MESSAGES } from '@mvno/contracts/messages';
import { SIM_CHANGES_PER_LINE } from '@mvno/contracts/product-constants/lines';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierNumbers, simChanges, subscriptionLines } from '../../src/db/schema/lines';
import { newIccid } from '@mvno/telecom/sim-identifiers';
import { mailsTo, registerCustomer } from '../support/auth';
import { createLine } from '../support/lines';
import { send } from '../support/profile';
import { stepUp } from '../support/step-up';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const M = ACCOUNT_MESSAGES.simChange;
const changePath = (lineId: string) => `/app/users/lines/${lineId}/sim-change`;
const esim = () => ({ simType: 'esim', idempotencyKey: randomUUID() });
const psim = (simNumber: string) => ({ simType: 'psim', simNumber, idempotencyKey: randomUUID() });

async function customerWithLine({ proven = true } = {}) {
  const customer = await registerCustomer(t);
  const line = await createLine(t.database, customer.user.id);
  if (proven) await stepUp(t, customer.token, customer.email);
  return { customer, line };
}

const lineRow = async (lineId: string) =>
  (await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, lineId)))[0]!;
const changesOf = (lineId: string) =>
  t.database.db.select().from(simChanges).where(eq(simChanges.lineId, lineId));
const simMails = async (email: string) =>
  (await mailsTo(t.database, email)).filter((mail) => /^The SIM of .* was changed$/.test(mail.subject));

describe('changing the SIM of a line', () => {
  it('is refused without a step-up, with the stepUp marker, and changes nothing', async () => {
    const { customer, line } = await customerWithLine({ proven: false });

    const refused = await send(t, 'POST', changePath(line.id), customer.token, esim());

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toStrictEqual({
      message: ACCOUNT_MESSAGES.stepUp.required,
      errors: [{ field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required }],
    });
    expect((await lineRow(line.id)).iccid).toBe(line.iccid);
    expect(await changesOf(line.id)).toHaveLength(0);
  });

  it('to a new eSIM: a new ICCID and activation code, the old profile void, mailed and recorded', async () => {
    const { customer, line } = await customerWithLine();

    const changed = await send(t, 'POST', changePath(line.id), customer.token, esim());

    expect(changed.statusCode).toBe(200);
    const answer = changed.json();
    expect(answer.message).toBe(M.esimDone);
    expect(answer.line.simType).toBe('esim');
    expect(answer.line.iccid).toMatch(/^\d{19}$/);
    expect(answer.line.iccid).not.toBe(line.iccid);
    expect(answer.line.activationCode).toMatch(/^LPA:1\$[^$]+\$[A-Z0-9-]+$/);
    expect(answer.line.activationCode).not.toBe(line.activationCode);
    const lines = (await send(t, 'GET', '/app/users/lines', customer.token)).json().lines;
    expect(lines[0]).toMatchObject({ iccid: answer.line.iccid, activationCode: answer.line.activationCode });
    const [registry] = await t.database.db
      .select()
      .from(carrierNumbers)
      .where(eq(carrierNumbers.mdn, line.mdn));
    expect(registry?.iccid).toBe(answer.line.iccid);
    expect(await changesOf(line.id)).toMatchObject([
      { fromIccid: line.iccid, toIccid: answer.line.iccid, toSimType: 'esim', userId: customer.user.id },
    ]);
    const [mail] = await simMails(customer.email);
    expect(mail?.textBody).toContain('a new eSIM');
    expect(mail?.textBody).not.toContain(answer.line.activationCode);
  });

  it('to a physical SIM by its number; a bad number is a field error with the specification message', async () => {
    const { customer, line } = await customerWithLine();
    const short = await send(t, 'POST', changePath(line.id), customer.token, psim('8901260123'));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toStrictEqual([{ field: 'simNumber', message: MESSAGES.invalidSimNumber }]);
    const simNumber = newIccid();
    const badDigit = simNumber.slice(0, -1) + String((Number(simNumber.at(-1)) + 1) % 10);
    const unchecked = await send(t, 'POST', changePath(line.id), customer.token, psim(badDigit));
    expect(unchecked.json().errors).toStrictEqual([
      { field: 'simNumber', message: PRODUCT_MESSAGES.lines.simNumberCheckDigit },
    ]);

    const changed = await send(t, 'POST', changePath(line.id), customer.token, psim(simNumber));

    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toStrictEqual({
      message: M.psimDone,
      line: { id: line.id, simType: 'psim', iccid: simNumber, activationCode: null },
    });
    expect(await lineRow(line.id)).toMatchObject({ simType: 'psim', iccid: simNumber, activationCode: null });
    expect((await simMails(customer.email))[0]?.textBody).toContain(`ending ${simNumber.slice(-4)}`);
  });

  it("refuses a SIM card another line uses, and the line's own", async () => {
    const { customer, line } = await customerWithLine();
    const other = await createLine(t.database, customer.user.id, { iccid: newIccid(), simType: 'psim' });

    const inUse = await send(t, 'POST', changePath(line.id), customer.token, psim(other.iccid!));
    const same = await send(t, 'POST', changePath(other.id), customer.token, psim(other.iccid!));

    expect(inUse.json().errors).toStrictEqual([{ field: 'simNumber', message: M.simInUse }]);
    expect(same.json().errors).toStrictEqual([{ field: 'simNumber', message: M.sameSim }]);
    expect(await changesOf(line.id)).toHaveLength(0);
  });

  it('is refused while Number Lock is on', async () => {
    const { customer, line } = await customerWithLine();
    expect(
      (await send(t, 'POST', `/app/users/lines/${line.id}/number-lock`, customer.token)).statusCode,
    ).toBe(200);

    const refused = await send(t, 'POST', changePath(line.id), customer.token, esim());

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toStrictEqual({ message: PRODUCT_MESSAGES.lines.numberLocked });
    expect((await lineRow(line.id)).iccid).toBe(line.iccid);
    expect(await simMails(customer.email)).toHaveLength(0);
  });

  it(`allows ${SIM_CHANGES_PER_LINE.hour} an hour and ${SIM_CHANGES_PER_LINE.day} a day per line`, async () => {
    const { customer, line } = await customerWithLine();
    const change = () => send(t, 'POST', changePath(line.id), customer.token, esim());
    /** Moves every recorded change of the line back by `hours`. */
    const age = async (hours: number) => {
      for (const row of await changesOf(line.id)) {
        await t.database.db
          .update(simChanges)
          .set({ at: new Date(row.at.getTime() - hours * 60 * 60 * 1000) })
          .where(eq(simChanges.id, row.id));
      }
    };

    expect((await change()).statusCode).toBe(200);
    const tooSoon = await change();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toStrictEqual({ message: M.tooSoon });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(3500);

    await age(2);
    expect((await change()).statusCode).toBe(200);
    await age(2);
    expect((await change()).statusCode).toBe(200);
    await age(2);
    const tooMany = await change();
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toStrictEqual({ message: M.tooManyToday });
    expect(await changesOf(line.id)).toHaveLength(SIM_CHANGES_PER_LINE.day);

    // A day after the first, one more may go.
    await age(19);
    expect((await change()).statusCode).toBe(200);
  });

  it('one idempotency key sent twice at once changes once, answers the same SIM twice, mails once', async () => {
    const { customer, line } = await customerWithLine();
    const body = esim();

    const answers = await Promise.all([
      send(t, 'POST', changePath(line.id), customer.token, body),
      send(t, 'POST', changePath(line.id), customer.token, body),
    ]);

    expect(answers.map((a) => a.statusCode)).toStrictEqual([200, 200]);
    expect(answers[0]!.json().line).toStrictEqual(answers[1]!.json().line);
    expect(await changesOf(line.id)).toHaveLength(1);
    expect(await simMails(customer.email)).toHaveLength(1);
  });

  it("another customer's line is not found, even after their own step-up", async () => {
    const { line } = await customerWithLine({ proven: false });
    const stranger = await registerCustomer(t);
    await stepUp(t, stranger.token, stranger.email);

    const refused = await send(t, 'POST', changePath(line.id), stranger.token, esim());

    expect(refused.statusCode).toBe(404);
    expect((await lineRow(line.id)).iccid).toBe(line.iccid);
  });
});
