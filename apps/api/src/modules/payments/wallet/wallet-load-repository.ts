/**
 * Loads of the wallet with a saved card (decision 071), as data add-ons are bought: one attempt
 * per (customer, key), claimed before the charge, taken over when its request died, and recorded
 * once with its order-history row and its credit entry in one database transaction.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { walletLoads } from '../../../db/schema/wallet';
import { recordPayment, type PaymentRow } from '../payments-ledger';
import type { WalletRepository } from './wallet-repository';

export type WalletLoad = typeof walletLoads.$inferSelect;

export function createWalletLoadRepository(db: Db, wallet: WalletRepository) {
  return {
    findByKey: async (userId: string, key: string): Promise<WalletLoad | undefined> =>
      (
        await db
          .select()
          .from(walletLoads)
          .where(and(eq(walletLoads.userId, userId), eq(walletLoads.idempotencyKey, key)))
      )[0],

    /** The unique (customer, key) index decides which of several concurrent requests charges. */
    claim: async (load: typeof walletLoads.$inferInsert): Promise<WalletLoad | undefined> =>
      (await db.insert(walletLoads).values(load).onConflictDoNothing().returning())[0],

    /** Takes over a pending load whose request's lease ran out. */
    takeOver: async (id: string, now: Date, leaseUntil: Date): Promise<WalletLoad | undefined> =>
      (
        await db
          .update(walletLoads)
          .set({ leaseUntil })
          .where(
            and(eq(walletLoads.id, id), eq(walletLoads.status, 'pending'), lt(walletLoads.leaseUntil, now)),
          )
          .returning()
      )[0],

    async release(id: string): Promise<void> {
      await db
        .update(walletLoads)
        .set({ leaseUntil: new Date(0) })
        .where(and(eq(walletLoads.id, id), eq(walletLoads.status, 'pending')));
    },

    /** Records the outcome, its order-history row and (paid) its credit entry, once; false when already recorded. */
    record: (
      load: WalletLoad,
      outcome: { paid: boolean; payment: PaymentRow; chargeId: string | null; message: string; note: string },
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: walletLoads.status })
          .from(walletLoads)
          .where(eq(walletLoads.id, load.id))
          .for('update');
        if (current?.status !== 'pending') return false;
        await recordPayment(tx, outcome.payment);
        if (outcome.paid) {
          await wallet.add(
            {
              userId: load.userId,
              kind: 'load',
              amountCents: load.amountCents,
              key: `load-${load.id}`,
              note: outcome.note,
              at: outcome.payment.transactionTime ?? new Date(),
            },
            tx,
          );
        }
        await tx
          .update(walletLoads)
          .set({
            status: outcome.paid ? 'paid' : 'failed',
            chargeId: outcome.chargeId,
            transactionId: outcome.payment.id,
            message: outcome.message,
          })
          .where(eq(walletLoads.id, load.id));
        return true;
      }),
  };
}

export type WalletLoadRepository = ReturnType<typeof createWalletLoadRepository>;
