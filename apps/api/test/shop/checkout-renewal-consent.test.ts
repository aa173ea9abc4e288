/**
 * Consent to the automatic renewal at checkout (decision 027): no consent, no charge; the consent
 * kept with the order; the acknowledgment says how to cancel; a yearly reminder while it is on.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { sessions } from '../../src/db/schema/accounts';
import { subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { latestMailTo, mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { customerWithCard, orderCounts, payBody } from '../support/commerce';

const { t } = useClockApps();
const C = ACCOUNT_MESSAGES.renewalConsent;

describe('consent to the automatic renewal', () => {
  it('refuses to pay without the consent box, with a field error, and charges nothing', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const { renewalConsent: _left, ...unticked } = payBody(plan.id, card.id);

    for (const body of [unticked, { ...unticked, renewalConsent: false }]) {
      const response = await customer.post('/app/checkout/pay', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.api.validation,
        errors: [{ field: 'renewalConsent', message: C.required }],
      });
    }
    expect(await orderCounts(t.database)).toEqual({ charges: 0, transactions: 0, orders: 0, lines: 0 });
  });

  it('refuses a consent to terms that are no longer the ones in force', async () => {
    const { plan, customer, card } = await customerWithCard(t);

    const response = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { renewalTermsVersion: '2020-01-01' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'renewalConsent', message: C.termsChanged }]);
    expect((await orderCounts(t.database)).charges).toBe(0);
  });

  it('keeps the consent with the order: the terms version, when, and from which session', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const before = Date.now();

    const placed = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();

    expect(placed.successful).toBe(true);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id));
    expect(order?.renewalTermsVersion).toBe(RENEWAL_TERMS_VERSION);
    expect(order?.renewalConsentSessionId).toBe(session?.id);
    expect(order?.renewalConsentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows the renewal terms in the quote and acknowledges them, with how to cancel, in the order mail', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const quote = (
      await customer.post('/app/checkout/quote', { ...payBody(plan.id, card.id), cardId: undefined })
    ).json();
    expect(quote.renewal).toEqual({ amount: 44.8, periodDays: 30, termsVersion: RENEWAL_TERMS_VERSION });

    await customer.post('/app/checkout/pay', payBody(plan.id, card.id));

    const mail = await latestMailTo(t.database, customer.email, 'order');
    expect(mail.textBody).toContain('renews every 30 days at $44.80 until you cancel');
    expect(mail.textBody).toContain(C.howToCancel);
  });

  it('reminds once a year that the plan renews automatically, only while auto-renew is on', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const first = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();
    const second = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();
    const aYearAgo = new Date(Date.now() - 366 * 86_400_000);
    await t.database.db
      .update(subscriptionLines)
      .set({ createdAt: aYearAgo })
      .where(eq(subscriptionLines.userId, customer.id));
    await customer.post(`/app/users/lines/${second.line.id}/auto-renew`, { autoRenew: false });

    await advanceClock(t.app, 0);
    await advanceClock(t.app, 0);

    const notices = (await mailsTo(t.database, customer.email)).filter(
      (m) => m.subject === C.reminderSubject('Brightline Mobile'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain(first.line.mdn.slice(-4));
    expect(notices[0]?.textBody).toContain(C.howToCancel);
  });
});
