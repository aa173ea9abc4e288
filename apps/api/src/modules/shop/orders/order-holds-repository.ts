/**
 * What an order's claim and ending lock and hold: the order's own row, and one redemption of its
 * promotion code under the code's cap.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { orders, promoRedemptions } from '../../../db/schema/orders';
import { promoCodes } from '../../../db/schema/shop';
import type { LedgerTx } from '../../payments/payments-ledger';

/** Why the order's promotion could not be held when the order was claimed. */
export type PromoNotHeld = 'promo_used_up' | 'promo_already_used';

export class PromoNotHeldError extends Error {
  constructor(readonly reason: PromoNotHeld) {
    super(reason);
  }
}

/**
 * Holds one redemption of the code for the order: the count is raised only while under the cap
 * (a conditional update: concurrent claims wait on the code's row and see each other's count),
 * and a once-per-customer code's unique index lets one order per customer hold it.
 */
export async function holdPromo(
  tx: LedgerTx,
  order: Pick<typeof orders.$inferSelect, 'id' | 'userId'>,
  promo: { code: string; oncePerCustomer: boolean },
): Promise<void> {
  const raised = await tx
    .update(promoCodes)
    .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
    .where(
      and(
        eq(promoCodes.code, promo.code),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptionCount, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ code: promoCodes.code });
  if (raised.length === 0) throw new PromoNotHeldError('promo_used_up');
  const held = await tx
    .insert(promoRedemptions)
    .values({
      orderId: order.id,
      code: promo.code,
      userId: order.userId,
      oncePerCustomer: promo.oncePerCustomer,
    })
    .onConflictDoNothing()
    .returning({ orderId: promoRedemptions.orderId });
  if (held.length === 0) throw new PromoNotHeldError('promo_already_used');
}

/** The order's status, its row locked until the transaction ends. */
export async function lockedStatus(tx: LedgerTx, id: string) {
  const [current] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return current?.status;
}

/** A failed or refunded order gives its redemption back (once: the row is deleted first). */
export async function releasePromo(tx: LedgerTx, orderId: string): Promise<void> {
  const [released] = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.orderId, orderId))
    .returning({ code: promoRedemptions.code });
  if (!released) return;
  await tx
    .update(promoCodes)
    .set({ redemptionCount: sql`${promoCodes.redemptionCount} - 1` })
    .where(eq(promoCodes.code, released.code));
}
