/**
 * The shop's part of the export and the erasure (decisions 027, 032 and 051): orders, and the
 * consents given with them (each automatic renewal agreed to). Erased, orders stay as money
 * records without the shipping address, the brought number and the stored answer.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { ownRowsOf, type PrivacyHook } from '../privacy/privacy-types';

export const shopPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const rows = ownRowsOf(db, userId);
    const orderRows = await rows(
      orders,
      [
        'id',
        'item',
        'status',
        'simType',
        'numberType',
        'zipCode',
        'portNumber',
        'shippingAddress',
        'taxState',
        'promoCode',
        'finalCents',
        'cardNetwork',
        'cardLast4',
        'lineId',
        'renewalTermsVersion',
        'renewalConsentAt',
        'renewalConsentSessionId',
        'createdAt',
      ],
      'createdAt',
    );
    const consents = orderRows
      .filter((o) => o.renewalConsentAt !== null)
      .map((o) => ({
        kind: 'automatic_renewal',
        orderId: o.id,
        item: o.item,
        termsVersion: o.renewalTermsVersion,
        at: o.renewalConsentAt,
        sessionId: o.renewalConsentSessionId,
      }));
    return { orders: orderRows, consents };
  },

  async erase(tx, { userId }) {
    await tx
      .update(orders)
      .set({ shippingAddress: null, portNumber: null, result: null })
      .where(eq(orders.userId, userId));
  },
};
