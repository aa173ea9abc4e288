import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createPlan, newCustomer, orderBody } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

const SHIPPING_NY = {
  streetNumber: '350',
  streetDirection: 'W',
  streetName: '5th Ave',
  city: 'New York',
  state: 'NY',
  zipCode: '10118',
};

async function quote(body: Record<string, unknown>) {
  const plan = await createPlan(t.database, { retailPriceCents: 4000 });
  const customer = await newCustomer(t);
  return customer.post('/app/checkout/quote', { ...orderBody(plan.id), ...body });
}

/** The quote of a $40.00 plan for a new customer's order, once it is answered 200. */
async function quoted(body: Record<string, unknown>) {
  const response = await quote(body);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /app/checkout/quote', () => {
  it('computes the totals on the server and ignores any amount the client sends', async () => {
    const answer = await quoted({
      amount: 1,
      orderTotal: 0.01,
      finalCheckoutAmount: 0.01,
      discountAmount: 40,
      taxAmount: 0,
    });

    // $40.00 plan in Texas by its billing state (decision 060): 6.25% sales tax = $2.50 and the 2%
    // prepaid 911 fee = $0.80; regulatory fee $1.50, no activation fee for an eSIM.
    expect(answer).toEqual({
      orderTotal: 40,
      taxAmount: 3.3,
      taxRate: 0.0625,
      regulatoryFee: 1.5,
      activationFee: 0,
      discountAmount: 0,
      finalCheckoutAmount: 44.8,
      itemized: expect.any(Array),
      taxSourcing: { rule: 'billing_address', state: 'TX', zip: null, fallback: 'zip_missing' },
      // Each automatic renewal: the plan, its tax and the regulatory fee, every 30 days (decision 027).
      renewal: { amount: 44.8, periodDays: 30, termsVersion: RENEWAL_TERMS_VERSION },
    });
  });

  it('takes the tax rate of the state: two states, two amounts', async () => {
    const plan = await createPlan(t.database, { retailPriceCents: 4000 });
    const customer = await newCustomer(t);

    const texas = await customer.post('/app/checkout/quote', orderBody(plan.id, { billingState: 'TX' }));
    const california = await customer.post('/app/checkout/quote', orderBody(plan.id, { billingState: 'CA' }));
    const oregon = await customer.post('/app/checkout/quote', orderBody(plan.id, { billingState: 'OR' }));

    // Texas: 6.25% + 2% 911. California: 7.25% ($2.90), $0.30 911 and the surcharges on the intrastate
    // 62.9% ($2.10). Oregon: no sales tax; $1.25 911 and $0.40 988 per sale.
    expect(texas.json()).toMatchObject({ taxRate: 0.0625, taxAmount: 3.3, finalCheckoutAmount: 44.8 });
    expect(california.json()).toMatchObject({ taxRate: 0.0725, taxAmount: 5.3, finalCheckoutAmount: 46.8 });
    expect(oregon.json()).toMatchObject({ taxRate: 0, taxAmount: 1.65, finalCheckoutAmount: 43.15 });
  });

  it('taxes a physical SIM by its shipping state and adds the activation fee', async () => {
    const answer = await quoted({ simType: 'psim', billingState: undefined, shippingAddress: SHIPPING_NY });

    // Received in New York City: New York 4% of $40 = $1.60, the city's 4.5% = $1.80, the $0.90 911
    // charge; $10 activation for a physical SIM.
    expect(answer).toMatchObject({
      taxRate: 0.04,
      taxAmount: 4.3,
      activationFee: 10,
      finalCheckoutAmount: 55.8,
      taxSourcing: { rule: 'received', state: 'NY', zip: '10118', fallback: null },
    });
  });

  it('lowers the total with a valid promo code, taxing the discounted price', async () => {
    const answer = await quoted({ promoCode: 'welcome10' });

    // 10% of $40 = $4 off; 6.25% + 2% of $36 = $2.97; $36 + $2.97 + $1.50.
    expect(answer).toMatchObject({ discountAmount: 4, taxAmount: 2.97, finalCheckoutAmount: 40.47 });
  });

  it('answers a bad or ended promo code with a field error saying which', async () => {
    const cases = [
      ['NOPE', PRODUCT_MESSAGES.shop.promoInvalid],
      ['SUMMER2025', PRODUCT_MESSAGES.shop.promoExpired],
    ] as const;
    for (const [promoCode, message] of cases) {
      const response = await quote({ promoCode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.api.validation,
        errors: [{ field: 'promoCode', message }],
      });
    }
  });

  it('needs a shipping address for a physical SIM and a state for an eSIM', async () => {
    const psim = await quote({ simType: 'psim', billingState: undefined });
    expect(psim.statusCode).toBe(400);
    expect(psim.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'shippingAddress.streetNumber', message: MESSAGES.enterStreetNumber },
        { field: 'shippingAddress.state', message: MESSAGES.selectState },
        { field: 'shippingAddress.zipCode', message: MESSAGES.enterZipCode },
      ]),
    );

    const esim = await quote({ billingState: undefined });
    expect(esim.statusCode).toBe(400);
    expect(esim.json().errors).toEqual([{ field: 'billingState', message: MESSAGES.selectState }]);
  });

  it('refuses an unknown plan, a bad ZIP and a logged-out caller', async () => {
    const unknownPlan = await quote({ planId: crypto.randomUUID() });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().errors).toEqual([
      { field: 'planId', message: PRODUCT_MESSAGES.shop.planUnavailable },
    ]);

    const badZip = await quote({ numberChoice: { type: 'new', zipCode: '123' } });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().errors).toEqual([{ field: 'numberChoice.zipCode', message: MESSAGES.enterZipCode }]);

    const plan = await createPlan(t.database);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/app/checkout/quote',
      headers: t.headers,
      payload: orderBody(plan.id),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
