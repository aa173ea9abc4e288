/**
 * Ending a promotion from the console (decision 033): the quote refuses its code as expired from
 * then, a second end changes nothing, an unknown code is a 404, each end is audited, and only the
 * catalogue roles may end one.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { createPlan, newCustomer, orderBody } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('ending a promotion', () => {
  it('refuses its code as expired at the quote from then, once, audited', async () => {
    const plan = await createPlan(t.database);
    const customer = await newCustomer(t);
    const cat = await newStaff(t, 'catalogue_editor', 'Cat');
    const created = await call(t, 'POST', '/app/care/catalogue/promotions', {
      token: cat.token,
      body: { code: 'SPRING10', description: '$10 off', kind: 'amount', value: 10 },
    });
    expect(created.statusCode).toBe(200);
    const quote = () => customer.post('/app/checkout/quote', orderBody(plan.id, { promoCode: 'spring10' }));
    expect((await quote()).json()).toMatchObject({ discountAmount: 10 });

    const ended = await call(t, 'POST', '/app/care/catalogue/promotions/spring10/end', {
      token: cat.token,
      body: {},
    });
    expect(ended.statusCode).toBe(200);
    const endedAt = ended.json().endsAt as string;
    expect(Date.parse(endedAt)).toBeLessThanOrEqual(Date.now());
    expect((await quote()).json()).toEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'promoCode', message: PRODUCT_MESSAGES.shop.promoExpired }],
    });
    // Again: nothing changes, and the list shows the same end.
    const again = await call(t, 'POST', '/app/care/catalogue/promotions/SPRING10/end', {
      token: cat.token,
      body: {},
    });
    expect(again.json().endsAt).toBe(endedAt);
    const listed = await call(t, 'GET', '/app/care/catalogue/promotions', { token: cat.token });
    expect(listed.json().promotions).toContainEqual(
      expect.objectContaining({ code: 'SPRING10', endsAt: endedAt }),
    );

    const admin = await newStaff(t, 'admin', 'Ada');
    const audit = await call(t, 'GET', '/app/care/audit?action=promotion.end', { token: admin.token });
    // Newest first: the second end, then the first.
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ endsAt: endedAt }),
        after: expect.objectContaining({ endsAt: endedAt }),
      }),
      expect.objectContaining({
        before: expect.objectContaining({ code: 'SPRING10', endsAt: null }),
        after: expect.objectContaining({ code: 'SPRING10', endsAt: endedAt }),
      }),
    ]);
  });

  it('answers an unknown code with 404, and refuses roles without catalogue editing', async () => {
    const cat = await newStaff(t, 'catalogue_editor', 'Cat');
    const unknown = await call(t, 'POST', '/app/care/catalogue/promotions/NOPE/end', {
      token: cat.token,
      body: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: STAFF_MESSAGES.catalogue.promoNotFound });
    const editor = await newStaff(t, 'content_editor', 'Cora');
    const refused = await call(t, 'POST', '/app/care/catalogue/promotions/NOPE/end', {
      token: editor.token,
      body: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});
