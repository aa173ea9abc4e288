/** The sandbox provider's own records: setup sessions, tokenised cards, charges and partial refunds. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  sandboxCharges,
  sandboxPaymentMethods,
  sandboxRefunds,
  sandboxSetupSessions,
} from '../../../../db/schema/payments';

export type SandboxSession = typeof sandboxSetupSessions.$inferSelect;
export type SandboxPaymentMethod = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;

export function createSandboxRepository(db: Db) {
  return {
    async createSession(session: typeof sandboxSetupSessions.$inferInsert): Promise<void> {
      await db.insert(sandboxSetupSessions).values(session);
    },

    findSession: async (id: string): Promise<SandboxSession | undefined> =>
      (await db.select().from(sandboxSetupSessions).where(eq(sandboxSetupSessions.id, id)).limit(1))[0],

    /** Stores the card and completes the session in one step; false when it was no longer open. */
    completeSession: (id: string, method: typeof sandboxPaymentMethods.$inferInsert): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [done] = await tx
          .update(sandboxSetupSessions)
          .set({ status: 'complete', paymentMethodToken: method.token })
          .where(and(eq(sandboxSetupSessions.id, id), eq(sandboxSetupSessions.status, 'open')))
          .returning({ id: sandboxSetupSessions.id });
        if (!done) return false;
        await tx.insert(sandboxPaymentMethods).values(method);
        return true;
      }),

    findPaymentMethod: async (token: string): Promise<SandboxPaymentMethod | undefined> =>
      (
        await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token)).limit(1)
      )[0],

    async detachPaymentMethod(token: string): Promise<void> {
      await db
        .update(sandboxPaymentMethods)
        .set({ detachedAt: new Date() })
        .where(and(eq(sandboxPaymentMethods.token, token), isNull(sandboxPaymentMethods.detachedAt)));
    },

    /** The customer is deleted: its cards (with the cardholder's name) and card pages go; its charges stay. */
    async deleteCustomer(customerRef: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerRef, customerRef));
        await tx.delete(sandboxSetupSessions).where(eq(sandboxSetupSessions.customerRef, customerRef));
      });
    },

    /** Records a charge unless one with the key exists; either way returns the charge of the key. */
    /** Marks a succeeded charge refunded; a second refund changes nothing. */
    async refundCharge(id: string, at: Date): Promise<void> {
      await db
        .update(sandboxCharges)
        .set({ refundedAt: at })
        .where(
          and(
            eq(sandboxCharges.id, id),
            eq(sandboxCharges.status, 'succeeded'),
            isNull(sandboxCharges.refundedAt),
          ),
        );
    },

    /**
     * Gives part of a succeeded charge back, once per key: false when the charge is not there, was
     * refunded in full, or the parts would come to more than it; parts that come to the whole charge
     * mark it refunded in full.
     */
    async refundPart(
      chargeId: string,
      idempotencyKey: string,
      amountCents: number,
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(sandboxCharges)
          .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'succeeded')))
          .for('update');
        if (!charge) return false;
        // The key's refund again, as Stripe answers a repeated key (even once the charge is given back whole).
        const [done] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (done) return done.chargeId === chargeId && done.amountCents === amountCents;
        if (charge.refundedAt) return false;
        const [{ total } = { total: 0 }] = await tx
          .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.chargeId, chargeId));
        if (total + amountCents > charge.amountCents) return false;
        await tx.insert(sandboxRefunds).values({ chargeId, idempotencyKey, amountCents });
        // The parts came to the whole charge: it is refunded in full.
        if (total + amountCents === charge.amountCents)
          await tx.update(sandboxCharges).set({ refundedAt: at }).where(eq(sandboxCharges.id, chargeId));
        return true;
      });
    },

    async recordCharge(charge: typeof sandboxCharges.$inferInsert): Promise<SandboxCharge> {
      const [created] = await db.insert(sandboxCharges).values(charge).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, charge.idempotencyKey))
        .limit(1);
      if (!existing) throw new Error('sandbox charge vanished');
      return existing;
    },
  };
}
