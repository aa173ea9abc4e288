import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowExists } from '../../../db/row-exists';
import { promoRedemptions } from '../../../db/schema/orders';
import { promoCodes } from '../../../db/schema/shop';

export type PromoCodeRecord = typeof promoCodes.$inferSelect;
export type PricingRepository = ReturnType<typeof createPricingRepository>;

export function createPricingRepository(db: Db) {
  return {
    findPromoCode: async (code: string): Promise<PromoCodeRecord | undefined> =>
      (await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1))[0],

    /** Whether one of the customer's orders holds the once-per-customer code. */
    hasRedeemed: (code: string, userId: string): Promise<boolean> => {
      const redemption = and(eq(promoRedemptions.code, code), eq(promoRedemptions.userId, userId));
      return rowExists(db, promoRedemptions, redemption, eq(promoRedemptions.oncePerCustomer, true));
    },
  };
}
