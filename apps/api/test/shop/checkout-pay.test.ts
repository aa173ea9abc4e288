import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { passesLuhn } from '@mvno/contracts/field-patterns';
import { orders } from '../../src/db/schema/orders';
import { sandboxCharges } from '../../src/db/schema/payments';
import { customerWithCard, orderCounts, payBody, rowCount } from '../support/commerce';
import { ACTIVE_LINE_AT_REST } from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('POST /app/checkout/pay', () => {
  it('charges the server-computed amount, records the payment and opens the line', async () => {
    const { plan, customer, card } = await customerWithCard(t);

    const response = await customer.post('/app/checkout/pay', {
      ...payBody(plan.id, card.id),
      amount: 1,
      finalCheckoutAmount: 0.01,
    });

    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed).toMatchObject({
      successful: true,
      message: 'Payment Successful',
      portInFollows: false,
      quote: {
        orderTotal: 40,
        taxAmount: 3.3,
        regulatoryFee: 1.5,
        activationFee: 0,
        finalCheckoutAmount: 44.8,
      },
    });
    const [charge] = await t.database.db.select().from(sandboxCharges);
    expect(charge).toMatchObject({ amountCents: 4480, currency: 'usd', status: 'succeeded' });

    const line = placed.line;
    expect(line.zipCode).toBe('78702');
    expect(line.mdn).toMatch(/^(512|737|210)[2-9]\d{6}$/);
    expect(line.iccid).toMatch(/^8901260\d{12}$/);
    expect(passesLuhn(line.iccid)).toBe(true);
    expect(line.activationCode).toMatch(/^LPA:1\$smdp\.brightline\.example\$[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);

    const history = (await customer.get('/app/payments/transactions')).json().transactions;
    expect(history).toEqual([
      expect.objectContaining({
        id: placed.transactionId,
        item: 'Unlimited',
        successful: true,
        last4DigitCard: '4242',
        paymentDetails: expect.objectContaining({ paymentMethod: 'visa', finalCheckoutAmount: 44.8 }),
      }),
    ]);
    // A new line is named by its place, not by the plan, and is active at once.
    const lines = (await customer.get('/app/users/lines')).json().lines;
    expect(lines).toEqual([
      {
        ...line,
        nickname: 'Line 1',
        simType: 'esim',
        planName: 'Unlimited',
        ...ACTIVE_LINE_AT_REST,
        // The plan's first period starts now and renews with the card at the plan's price, tax and fee.
        renewal: expect.objectContaining({ autoRenew: true, state: 'scheduled', amount: 44.8 }),
      },
    ]);
  });

  it('makes one charge and one order for 10 concurrent requests with one key, all answered alike', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const body = payBody(plan.id, card.id);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => customer.post('/app/checkout/pay', body)),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const answers = responses.map((r) => r.json());
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].successful).toBe(true);
    expect(await orderCounts(t.database)).toEqual({ charges: 1, transactions: 1, orders: 1, lines: 1 });

    // A retry long after gets the same answer and changes nothing.
    const later = await customer.post('/app/checkout/pay', body);
    expect(later.json()).toEqual(answers[0]);
    expect(await orderCounts(t.database)).toEqual({ charges: 1, transactions: 1, orders: 1, lines: 1 });
  });

  it('refuses a key reused for a different order', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const body = payBody(plan.id, card.id);
    await customer.post('/app/checkout/pay', body);

    const other = await customer.post('/app/checkout/pay', { ...body, billingState: 'CA' });

    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: PRODUCT_MESSAGES.shop.keyReused });
    expect(await rowCount(t.database, sandboxCharges)).toBe(1);
  });

  it('gives a brought number a working temporary number and a port waiting for its details', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const body = payBody(plan.id, card.id, {
      simType: 'psim',
      numberChoice: { type: 'port', number: '(415) 555-0134' },
      billingState: undefined,
      shippingAddress: {
        streetNumber: '1',
        streetName: 'Market St',
        city: 'San Francisco',
        state: 'CA',
        zipCode: '94105',
      },
    });

    const response = await customer.post('/app/checkout/pay', body);

    const placed = response.json();
    expect(placed).toMatchObject({
      successful: true,
      portInFollows: true,
      quote: { activationFee: 10, taxRate: 0.0725 },
      line: { zipCode: '94105', activationCode: null },
    });
    // A temporary number in the ZIP's area works at once; the brought one follows by port-in.
    expect(placed.line.mdn).toMatch(/^(415|510|408|916|559)[2-9]\d{6}$/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(order).toMatchObject({ portInFollows: true, portNumber: '4155550134', status: 'completed' });
    const [line] = (await customer.get('/app/users/lines')).json().lines;
    expect(line).toMatchObject({
      mdn: placed.line.mdn,
      status: 'port_in_attention',
      statusReason: PRODUCT_MESSAGES.lines.detailsNeeded,
      port: { msisdn: '4155550134', status: 'draft', zipCode: '94105', events: [{ type: 'draft' }] },
    });

    // The number is on its way to us: bringing it again is refused before any charge.
    const again = await customer.post('/app/checkout/pay', {
      ...body,
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: 'numberChoice.number', message: PRODUCT_MESSAGES.lines.portInProgress },
    ]);
    expect(await rowCount(t.database, sandboxCharges)).toBe(1);
  });
});
