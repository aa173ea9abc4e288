/**
 * Why a promotion cannot be used on an order (decision 029), in the order a customer can act on:
 * an unknown or switched-off code, not started, ended, not for the plan chosen, used up, already
 * used by this customer. The cap and once-per-customer are checked again, atomically, when the
 * order is claimed (order-repository `claim`); this answer lets the quote explain it first.
 */
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { PromoCodeRecord } from './pricing-repository';

const M = PRODUCT_MESSAGES.shop;

export async function promoRefusal(
  promo: PromoCodeRecord | undefined,
  order: {
    planId: string;
    now: Date;
    /** Whether this customer holds the code already; null when the code does not limit it. */
    usedByCustomer: (() => Promise<boolean>) | null;
  },
): Promise<string | null> {
  if (!promo || !promo.active) return M.promoInvalid;
  if (promo.startsAt && promo.startsAt > order.now) return M.promoNotStarted;
  if (promo.validUntil && promo.validUntil <= order.now) return M.promoExpired;
  if (promo.planIds && !promo.planIds.includes(order.planId)) return M.promoNotForPlan;
  if (promo.maxRedemptions !== null && promo.redemptionCount >= promo.maxRedemptions) return M.promoUsedUp;
  if (order.usedByCustomer && (await order.usedByCustomer())) return M.promoAlreadyUsed;
  return null;
}
