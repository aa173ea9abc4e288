/**
 * Decision 023: a number that cannot move is refused before payment; a partner SIM moves the
 * number after payment without the old account; a port that can never succeed after payment
 * offers keeping the temporary number or cancelling and refunding the order.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAILURE_DIALOG, MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { sandboxCharges } from '../../src/db/schema/payments';
import { mailsTo } from '../support/auth';
import { customerWithCard, orderBody, orderCounts, payBody, type TestCustomer } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { numberEnding, PARTNER_SIM, partnerSimBring, stuckPortOrder } from '../support/lines';
import { useTestApp } from '../support/test-app';

// Port steps follow one another at once: the tests wait for the queue, not for the clock.
const t = useTestApp({ content: true, overrides: { PORT_IN_STEP_SECONDS: '0' } });

const L = PRODUCT_MESSAGES.lines;
const S = PRODUCT_MESSAGES.shop;

type ListedLine = {
  id: string;
  mdn: string;
  iccid: string;
  simType: string;
  status: string;
  statusReason: string | null;
  port: null | {
    status: string;
    cannotMove: boolean;
    usesPartnerSim: boolean;
    billingAccountNumber: string | null;
    zipCode: string;
  };
};

async function linesOf(customer: TestCustomer): Promise<ListedLine[]> {
  const response = await customer.get('/app/users/lines');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { lines: ListedLine[] }).lines;
}

const portChoice = (number: string, zipCode = '10001') => ({ type: 'port', number, zipCode });

describe('a brought number is checked before payment', () => {
  it('refuses quote and pay of a number its carrier will not let move, with a field error and no charge', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const refused = numberEnding('5550100');
    const before = await orderCounts(t.database);

    const quote = await customer.post(
      '/app/checkout/quote',
      orderBody(plan.id, { numberChoice: portChoice(refused) }),
    );
    const pay = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { numberChoice: portChoice(refused) }),
    );

    for (const response of [quote, pay]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.api.validation,
        errors: [{ field: 'numberChoice.number', message: FAILURE_DIALOG.failed.text }],
      });
    }
    expect(await orderCounts(t.database)).toEqual(before);
  });

  it('takes the temporary number and the port from the checked service ZIP, not the shipping one', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const msisdn = numberEnding('5550199');

    const paid = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, {
        simType: 'psim',
        numberChoice: portChoice(msisdn, '10001'),
        shippingAddress: {
          streetNumber: '1',
          streetName: 'Congress Ave',
          city: 'Austin',
          state: 'TX',
          zipCode: '78702',
        },
      }),
    );

    expect(paid.statusCode, paid.body).toBe(200);
    const [line] = await linesOf(customer);
    expect(line?.port).toMatchObject({ status: 'draft', zipCode: '10001', cannotMove: false });
    expect(['212', '646', '917']).toContain(line?.mdn.slice(0, 3));
  });
});

describe('a partner SIM needs no account number or PIN', () => {
  async function moveWithPartnerSim(customer: TestCustomer, lineId: string, msisdn: string) {
    const response = await customer.post(
      '/app/users/portin/bring/number',
      partnerSimBring(lineId, msisdn, '10001'),
    );
    expect(response.statusCode, response.body).toBe(200);
    await waitForJobs(t.database);
  }

  it("an eSIM order keeps its eSIM (decision 076): the partner SIM is refused, the mail's QR code stays good and it asks for the account number and PIN", async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const msisdn = numberEnding('5550199');

    const paid = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { numberChoice: portChoice(msisdn) }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const placed = paid.json() as { line: { id: string; iccid: string; activationCode: string } };
    expect(placed.line.activationCode).toMatch(/^LPA:1\$/);

    const refused = await customer.post('/app/users/portin/bring/number', {
      msisdn,
      zipCode: '10001',
      iccid: PARTNER_SIM,
      isAttSim: true,
      tempSubscriptionId: placed.line.id,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: L.partnerSimNotOnLine });
    await waitForJobs(t.database);
    expect((await linesOf(customer))[0]).toMatchObject({
      simType: 'esim',
      iccid: placed.line.iccid,
      activationCode: placed.line.activationCode,
      port: { status: 'draft' },
    });
    const [mail] = (await mailsTo(t.database, customer.email)).filter((m) => m.subject.includes('order'));
    expect(mail?.textBody).toContain('Activate your eSIM');
    expect(mail?.textBody).toContain("Next: tell us your old carrier's account number and PIN");

    // With the old carrier's details the number moves onto the eSIM line, which stays an eSIM line.
    const moved = await customer.post('/app/users/portin/temp/update', {
      msisdn,
      oldService: { billingAccountNumber: '123456789', billingAccountPassword: '4321' },
      accountDetails: { firstName: 'Ada', lastName: 'Lovelace', zipCode: '10001' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitForJobs(t.database);
    expect((await linesOf(customer))[0]).toMatchObject({
      mdn: msisdn,
      simType: 'esim',
      iccid: placed.line.iccid,
      port: { status: 'completed', usesPartnerSim: false },
    });
  });

  it('with "use the SIM I have": nothing shipped, no activation fee, the line on that SIM', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const msisdn = numberEnding('5550111');
    const own = {
      simType: 'psim',
      ownSimIccid: PARTNER_SIM,
      numberChoice: portChoice(msisdn),
      billingState: 'NY',
    };

    const quote = await customer.post('/app/checkout/quote', orderBody(plan.id, own));
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, own));

    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ activationFee: 0 });
    expect(paid.statusCode, paid.body).toBe(200);
    const placed = paid.json() as { line: { id: string; iccid: string; activationCode: string | null } };
    expect(placed.line).toMatchObject({ iccid: PARTNER_SIM, activationCode: null });

    await moveWithPartnerSim(customer, placed.line.id, msisdn);

    expect((await linesOf(customer))[0]).toMatchObject({
      mdn: msisdn,
      status: 'active',
      simType: 'psim',
      iccid: PARTNER_SIM,
      port: { status: 'completed', usesPartnerSim: true, billingAccountNumber: null },
    });
    const [mail] = (await mailsTo(t.database, customer.email)).filter((m) => m.subject.includes('order'));
    expect(mail?.textBody).not.toContain('Shipping');
    // No eSIM is coming and a partner SIM needs no account number or PIN (decision 076).
    expect(mail?.textBody).not.toContain('eSIM');
    expect(mail?.attachments ?? []).toEqual([]);
    expect(mail?.textBody).not.toContain('account number and PIN so');
    expect(mail?.textBody).toContain('moves with the SIM you have; no account number or PIN is needed');
  });

  it('refuses "use the SIM I have" with a SIM that is not a partner SIM or without a brought number', async () => {
    const { plan, customer } = await customerWithCard(t);
    const notPartner = await customer.post(
      '/app/checkout/quote',
      orderBody(plan.id, {
        simType: 'psim',
        ownSimIccid: '8901260123456789011',
        numberChoice: portChoice(numberEnding('5550199')),
      }),
    );
    const noPort = await customer.post(
      '/app/checkout/quote',
      orderBody(plan.id, { simType: 'psim', ownSimIccid: PARTNER_SIM }),
    );

    expect(notPartner.json().errors).toEqual([{ field: 'ownSimIccid', message: L.notCarrierSim }]);
    expect(noPort.json().errors).toEqual([{ field: 'ownSimIccid', message: S.ownSimNeedsPort }]);
  });
});

describe('after payment, a port that can never succeed', () => {
  it('says so on the line instead of asking for the account number and PIN', async () => {
    const { customer } = await stuckPortOrder(t);
    expect((await linesOf(customer))[0]).toMatchObject({
      status: 'port_in_attention',
      statusReason: L.cannotMove,
      port: { status: 'draft', cannotMove: true },
    });
  });

  it('keeps the temporary number as the line number', async () => {
    const { customer, line } = await stuckPortOrder(t);

    const kept = await customer.post('/app/users/portin/keep-temporary', { tempSubscriptionId: line.id });

    expect([kept.statusCode, kept.json()]).toEqual([200, { message: L.temporaryNumberKept }]);
    expect((await linesOf(customer))[0]).toMatchObject({
      id: line.id,
      mdn: line.mdn,
      status: 'active',
      statusReason: null,
      port: null,
    });
    const again = await customer.post('/app/users/portin/keep-temporary', { tempSubscriptionId: line.id });
    expect([again.statusCode, again.json()]).toEqual([409, { message: L.portNotOpen }]);
  });

  it('refuses keep-temporary and cancel while the number can still move', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { numberChoice: portChoice(numberEnding('5550199')) }),
    );
    const lineId = (paid.json() as { line: { id: string } }).line.id;

    const kept = await customer.post('/app/users/portin/keep-temporary', { tempSubscriptionId: lineId });
    const cancelled = await customer.post('/app/checkout/orders/cancel', { lineId });

    expect([kept.statusCode, kept.json()]).toEqual([409, { message: L.portCanMove }]);
    expect([cancelled.statusCode, cancelled.json()]).toEqual([409, { message: S.orderNotCancellable }]);
    expect(await linesOf(customer)).toHaveLength(1);
  });

  it('cancels and refunds the order once: provider refund, order history row, mail, no line', async () => {
    const { customer, orderId, line } = await stuckPortOrder(t);

    // Two clicks at once: one refund at the provider, one history row, one mail.
    const [first, second] = await Promise.all([
      customer.post('/app/checkout/orders/cancel', { lineId: line.id }),
      customer.post('/app/checkout/orders/cancel', { lineId: line.id }),
    ]);

    const answers = [first, second].filter((r) => r.statusCode === 200);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    // The second waits for the first, then answers as it did, or finds the line gone.
    for (const r of [first, second]) expect([200, 404]).toContain(r.statusCode);
    expect(answers[0]!.json()).toMatchObject({ message: S.orderCancelled });

    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `order-${orderId}`));
    expect(charges).toHaveLength(1);
    expect(charges[0]?.refundedAt).toBeInstanceOf(Date);

    const history = await customer.get('/app/payments/transactions');
    const items = (
      history.json() as {
        transactions: {
          item: string;
          successful: boolean;
          paymentDetails: { finalCheckoutAmount: number };
        }[];
      }
    ).transactions;
    const refunds = items.filter((row) => row.item.startsWith('Refund: '));
    expect(refunds).toHaveLength(1);
    const paidRow = items.find((row) => !row.item.startsWith('Refund: '));
    expect(refunds[0]?.paymentDetails.finalCheckoutAmount).toBe(-paidRow!.paymentDetails.finalCheckoutAmount);

    expect(await linesOf(customer)).toEqual([]);
    expect(
      await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, line.id)),
    ).toEqual([]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('refunded');
    const cancelMails = (await mailsTo(t.database, customer.email)).filter((m) =>
      m.textBody.includes(S.orderCancelled),
    );
    expect(cancelMails).toHaveLength(1);

    // Later calls find nothing to cancel.
    const later = await customer.post('/app/checkout/orders/cancel', { lineId: line.id });
    expect([later.statusCode, later.json()]).toEqual([404, { message: L.lineNotFound }]);
  });
});
