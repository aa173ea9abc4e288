/**
 * The shop's part of the export and the erasure (decisions 027, 032 and 051): orders, and the
 * consents given with them (each automatic renewal agreed to). Erased, orders stay as money
 * records without the shipping address, the brought number and the stored answer.
 */
import { asc, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { PrivacyHook } from '../privacy/privacy-types';

export const shopPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const orderRows = await db
      .select({
        id: orders.id,
        item: orders.item,
        status: orders.status,
        simType: orders.simType,
        numberType: orders.numberType,
        zipCode: orders.zipCode,
        portNumber: orders.portNumber,
        shippingAddress: orders.shippingAddress,
        taxState: orders.taxState,
        promoCode: orders.promoCode,
        finalCents: orders.finalCents,
        cardNetwork: orders.cardNetwork,
        cardLast4: orders.cardLast4,
        lineId: orders.lineId,
        renewalTermsVersion: orders.renewalTermsVersion,
        renewalConsentAt: orders.renewalConsentAt,
        renewalConsentSessionId: orders.renewalConsentSessionId,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.createdAt));
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
