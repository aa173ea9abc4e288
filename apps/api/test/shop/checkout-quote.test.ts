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

describe('POST /app/checkout/quote', () => {
  it('computes the totals on the server and ignores any amount the client sends', async () => {
    const response = await quote({
      amount: 1,
      orderTotal: 0.01,
      finalCheckoutAmount: 0.01,
      discountAmount: 40,
      taxAmount: 0,
    });

    expect(response.statusCode).toBe(200);
    // $40.00 plan, Texas 6.25% = $2.50, regulatory fee $1.50, no activation fee for an eSIM.
    expect(response.json()).toEqual({
      orderTotal: 40,
      taxAmount: 2.5,
      taxRate: 0.0625,
      regulatoryFee: 1.5,
      activationFee: 0,
      discountAmount: 0,
      finalCheckoutAmount: 44,
      // Each automatic renewal: the plan, its tax and the regulatory fee, every 30 days (decision 027).
      renewal: { amount: 44, periodDays: 30, termsVersion: RENEWAL_TERMS_VERSION },
    });
  });

  it('takes the tax rate of the state: two states, two amounts', async () => {
    const plan = await createPlan(t.database, { retailPriceCents: 4000 });
    const customer = await newCustomer(t);

    const texas = await customer.post('/app/checkout/quote', orderBody(plan.id, { billingState: 'TX' }));
    const california = await customer.post('/app/checkout/quote', orderBody(plan.id, { billingState: 'CA' }));
    const oregon = await customer.post('/app/checkout/quote', orderBody(plan.id, { billingState: 'OR' }));

    expect(texas.json()).toMatchObject({ taxRate: 0.0625, taxAmount: 2.5, finalCheckoutAmount: 44 });
    expect(california.json()).toMatchObject({ taxRate: 0.0725, taxAmount: 2.9, finalCheckoutAmount: 44.4 });
    expect(oregon.json()).toMatchObject({ taxRate: 0, taxAmount: 0, finalCheckoutAmount: 41.5 });
  });

  it('taxes a physical SIM by its shipping state and adds the activation fee', async () => {
    const response = await quote({ simType: 'psim', billingState: undefined, shippingAddress: SHIPPING_NY });

    expect(response.statusCode).toBe(200);
    // New York 4% of $40 = $1.60; $10 activation for a physical SIM.
    expect(response.json()).toMatchObject({
      taxRate: 0.04,
      taxAmount: 1.6,
      activationFee: 10,
      finalCheckoutAmount: 53.1,
    });
  });

  it('lowers the total with a valid promo code, taxing the discounted price', async () => {
    const response = await quote({ promoCode: 'welcome10' });

    expect(response.statusCode).toBe(200);
    // 10% of $40 = $4 off; 6.25% of $36 = $2.25; $36 + $2.25 + $1.50.
    expect(response.json()).toMatchObject({ discountAmount: 4, taxAmount: 2.25, finalCheckoutAmount: 39.75 });
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
