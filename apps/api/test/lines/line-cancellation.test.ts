/**
 * Cancelling a line online (decision 027), on the shared test clock: at the period end the renewal
 * stops and the line ends on the date; now, it stops at once; no refund; a mail each time; Undo
 * while the period runs; the number may still move out until the period ends.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { MESSAGES } from '@mvno/contracts/messages';
import { lineEndings, subscriptionLines } from '../../src/db/schema/lines';
import { linesPrivacy } from '../../src/modules/lines/lines-privacy';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { newCustomer, type TestCustomer } from '../support/commerce';
import { customerWithPaidLine, firstLineOf } from '../support/lines';
import { waitForJobs } from '../support/jobs';
import { stepUp } from '../support/step-up';

const C = ACCOUNT_MESSAGES.lineCancellation;
const DAY_SECONDS = DAY_MS / 1000;
const { t } = useClockApps();

const customerWithLine = () => customerWithPaidLine(t);

const cancelMails = async (customer: TestCustomer) =>
  (await mailsTo(t.database, customer.email)).filter((m) =>
    m.subject.startsWith(C.mailSubject('Brightline Mobile')),
  );

describe('cancel a line at the end of its period', () => {
  it('stops the renewal, keeps the line working until the date, then ends it there, charging nothing', async () => {
    const { customer, line } = await customerWithLine();
    const periodEnd = line.renewal?.periodEnd ?? '';

    const cancelled = await customer.post(`/app/users/lines/${line.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancellation).toEqual({
      endsAt: periodEnd,
      portOutUntil: periodEnd,
      when: 'period_end',
      undoable: true,
    });
    const during = await firstLineOf(customer);
    expect(during).toMatchObject({ status: 'active', renewal: { autoRenew: false, state: 'ending' } });
    const [mail] = await cancelMails(customer);
    expect(mail?.textBody).toContain(C.noRefund);
    expect(mail?.textBody).toContain('will not renew');

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);

    const after = await firstLineOf(customer);
    expect(after.status).toBe('cancelled');
    expect(after.cancellation?.undoable).toBe(false);
    // Only the purchase was charged: no renewal, no refund row.
    expect(await t.database.db.select().from(sandboxCharges)).toHaveLength(1);
    expect(
      await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id)),
    ).toHaveLength(1);
    const undo = await customer.post(`/app/users/lines/${line.id}/cancel/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toEqual({ message: C.notUndoable });
  });

  it('is undone while the period runs: auto-renew on again, the renewal charges at the end', async () => {
    const { customer, line } = await customerWithLine();
    await customer.post(`/app/users/lines/${line.id}/cancel`, { when: 'period_end' });

    const undone = await customer.post(`/app/users/lines/${line.id}/cancel/undo`);
    expect(undone.json()).toEqual({ message: C.undone });
    const back = await firstLineOf(customer);
    expect(back.cancellation).toBeNull();
    expect(back.renewal).toMatchObject({ autoRenew: true, state: 'scheduled' });
    const undoneMails = (await mailsTo(t.database, customer.email)).filter(
      (m) => m.subject === C.mailUndoneSubject('Brightline Mobile'),
    );
    expect(undoneMails).toHaveLength(1);

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    expect((await firstLineOf(customer)).status).toBe('active');
    expect(await t.database.db.select().from(sandboxCharges)).toHaveLength(2);
  });

  it('answers a second cancel (double click, second tab) as the first, with one mail', async () => {
    const { customer, line } = await customerWithLine();

    const [first, second] = await Promise.all([
      customer.post(`/app/users/lines/${line.id}/cancel`, {}),
      customer.post(`/app/users/lines/${line.id}/cancel`, {}),
    ]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().message, second.json().message]).toContain(C.alreadyCancelled);
    expect(await cancelMails(customer)).toHaveLength(1);
  });
});

describe('cancel a line now', () => {
  it('stops it at once with no refund; the number may still move out until the period end, not after', async () => {
    const { customer, line } = await customerWithLine();

    const cancelled = await customer.post(`/app/users/lines/${line.id}/cancel`, { when: 'now' });
    expect(cancelled.json().cancellation).toMatchObject({ when: 'now', undoable: true });
    const now = await firstLineOf(customer);
    expect(now.status).toBe('cancelled');
    expect(now.statusReason).toBe(C.statusReason);
    expect((await customer.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(409);
    expect(await t.database.db.select().from(transactions)).toHaveLength(1);

    // Until the period end another carrier may still take the number with the PIN.
    await stepUp(t, customer.token, customer.email);
    const pin = (await customer.post(`/app/users/lines/${line.id}/transfer-pin`)).json();
    const portOut = (pin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/dev/carrier/port-out',
        payload: { mdn: line.mdn, accountNumber: line.subscriberNumber, pin },
      });
    await t.database.db
      .update(subscriptionLines)
      .set({ periodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptionLines.id, line.id));
    expect((await portOut(pin.pin)).json()).toMatchObject({ accepted: false, reason: 'not_active' });
    await t.database.db
      .update(subscriptionLines)
      .set({ periodEnd: new Date(Date.now() + DAY_MS) })
      .where(eq(subscriptionLines.id, line.id));
    expect((await portOut(pin.pin)).json()).toMatchObject({ accepted: true });
  });

  it('is undone while the period runs: the line works again with its status', async () => {
    const { customer, line } = await customerWithLine();
    await customer.post(`/app/users/lines/${line.id}/cancel`, { when: 'now' });

    expect((await customer.post(`/app/users/lines/${line.id}/cancel/undo`)).statusCode).toBe(200);

    expect(await firstLineOf(customer)).toMatchObject({ status: 'active', cancellation: null });
  });
});

describe('who may cancel', () => {
  it("answers another customer's line as not found and changes nothing", async () => {
    const { customer, line } = await customerWithLine();
    const stranger = await newCustomer(t);

    for (const path of ['cancel', 'cancel/undo']) {
      const response = await stranger.post(`/app/users/lines/${line.id}/${path}`, {});
      expect(response.statusCode).toBe(404);
    }
    expect((await firstLineOf(customer)).cancellation).toBeNull();
  });
});

describe('why a line is cancelled (decision 068)', () => {
  const endingsOf = (lineId: string) =>
    t.database.db.select().from(lineEndings).where(eq(lineEndings.lineId, lineId));

  it('keeps the reason and the note with the cancellation, exports the note and erases it with the account', async () => {
    const { customer, line } = await customerWithLine();
    const cancelled = await customer.post(`/app/users/lines/${line.id}/cancel`, {
      reason: 'coverage',
      note: '  No signal at home  ',
    });
    expect(cancelled.statusCode).toBe(200);
    const [ending] = await endingsOf(line.id);
    expect(ending).toMatchObject({
      cause: 'voluntary',
      reasonCode: 'coverage',
      note: 'No signal at home',
      gainingCarrier: null,
      withdrawnAt: null,
    });

    const exported = await linesPrivacy.export?.(t.database.db, { userId: customer.id } as never);
    expect((exported as unknown as { lineEndings: unknown[] }).lineEndings).toEqual([
      expect.objectContaining({ cause: 'voluntary', reasonCode: 'coverage', note: 'No signal at home' }),
    ]);
    await t.database.db.transaction(async (tx) => {
      await linesPrivacy.erase?.(tx as never, { userId: customer.id } as never);
    });
    expect((await endingsOf(line.id))[0]).toMatchObject({
      cause: 'voluntary',
      reasonCode: 'coverage',
      note: null,
    });
  });

  it('needs no reason; Undo takes the ending back, and a new cancellation records a new one', async () => {
    const { customer, line } = await customerWithLine();
    await customer.post(`/app/users/lines/${line.id}/cancel`, {});
    await customer.post(`/app/users/lines/${line.id}/cancel/undo`);
    await customer.post(`/app/users/lines/${line.id}/cancel`, { reason: 'too_expensive' });
    const endings = await endingsOf(line.id);
    expect(endings.map((e) => [e.reasonCode, e.withdrawnAt === null])).toEqual(
      expect.arrayContaining([
        [null, false],
        ['too_expensive', true],
      ]),
    );
  });

  it('refuses a reason outside the list and a note too long, with the field named', async () => {
    const { customer, line } = await customerWithLine();
    const badReason = await customer.post(`/app/users/lines/${line.id}/cancel`, { reason: 'bored' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({
      message: MESSAGES.api.validation,
      errors: [{ field: 'reason' }],
    });
    const longNote = await customer.post(`/app/users/lines/${line.id}/cancel`, { note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json()).toMatchObject({ errors: [{ field: 'note' }] });
    const control = await customer.post(`/app/users/lines/${line.id}/cancel`, { note: 'a\u0007b' });
    expect(control.statusCode).toBe(400);
    expect(await endingsOf(line.id)).toEqual([]);
    expect((await firstLineOf(customer)).cancellation).toBeNull();
  });
});
