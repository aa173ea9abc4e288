/** Card-saving sessions, the provider's customer of each user, and processed webhook events. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardSetupSessions, paymentCustomers, paymentProviderEvents } from '../../../db/schema/payments';

export type SetupSessionRecord = typeof cardSetupSessions.$inferSelect;
export type CardSetupRepository = ReturnType<typeof createCardSetupRepository>;

export function createCardSetupRepository(db: Db) {
  return {
    async createSession(session: { id: string; userId: string; provider: string }): Promise<void> {
      await db.insert(cardSetupSessions).values(session);
    },

    findSession: async (id: string): Promise<SetupSessionRecord | undefined> =>
      (await db.select().from(cardSetupSessions).where(eq(cardSetupSessions.id, id)).limit(1))[0],

    findCustomerRef: async (userId: string, provider: string): Promise<string | null> => {
      const [row] = await db
        .select({ customerRef: paymentCustomers.customerRef })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
        .limit(1);
      return row?.customerRef ?? null;
    },

    /** Keeps the first customer of a user at a provider. */
    async saveCustomerRef(userId: string, provider: string, customerRef: string): Promise<void> {
      await db.insert(paymentCustomers).values({ userId, provider, customerRef }).onConflictDoNothing();
    },

    /** The provider customers of a user, by provider. */
    customersOf: (userId: string) =>
      db
        .select({ provider: paymentCustomers.provider, customerRef: paymentCustomers.customerRef })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId)),

    /** Forgets a user's card-saving sessions and provider customers (an account deleted, decision 032). */
    async forgetUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(cardSetupSessions).where(eq(cardSetupSessions.userId, userId));
        await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
      });
    },

    /** Records a webhook event; false when it was recorded (processed) before. */
    async recordEvent(event: { id: string; provider: string; type: string }): Promise<boolean> {
      const rows = await db.insert(paymentProviderEvents).values(event).onConflictDoNothing().returning();
      return rows.length === 1;
    },

    /** Lets a delivery whose processing failed be processed again when the provider retries it. */
    async forgetEvent(id: string): Promise<void> {
      await db.delete(paymentProviderEvents).where(eq(paymentProviderEvents.id, id));
    },
  };
}
