import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardSetupSessions, paymentCards } from '../../../db/schema/payments';

export type CardRecord = typeof paymentCards.$inferSelect;
export type NewCard = Pick<
  typeof paymentCards.$inferInsert,
  'userId' | 'providerToken' | 'provider' | 'cardholderName' | 'last4' | 'expiry' | 'network'
>;
export type CardRepository = ReturnType<typeof createCardRepository>;

export function createCardRepository(db: Db) {
  const owned = (userId: string, cardId: string) =>
    and(eq(paymentCards.userId, userId), eq(paymentCards.id, cardId));

  return {
    /** Primary first, then newest first. */
    listByUser: (userId: string): Promise<CardRecord[]> =>
      db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.userId, userId))
        .orderBy(desc(paymentCards.isPrimary), desc(paymentCards.createdAt), desc(paymentCards.id)),

    findOwned: async (userId: string, cardId: string): Promise<CardRecord | undefined> =>
      (await db.select().from(paymentCards).where(owned(userId, cardId)).limit(1))[0],

    findById: async (cardId: string): Promise<CardRecord | undefined> =>
      (await db.select().from(paymentCards).where(eq(paymentCards.id, cardId)).limit(1))[0],

    /** Deletes every card of the user (an account deleted, decision 032). */
    deleteAllOf: async (userId: string): Promise<void> => {
      await db.delete(paymentCards).where(eq(paymentCards.userId, userId));
    },

    /** Deletes the user's card; if it was primary, the newest other card becomes primary. */
    deleteOwned: (userId: string, cardId: string): Promise<CardRecord | undefined> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx.delete(paymentCards).where(owned(userId, cardId)).returning();
        if (deleted?.isPrimary) {
          const [next] = await tx
            .select({ id: paymentCards.id })
            .from(paymentCards)
            .where(eq(paymentCards.userId, userId))
            .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
            .limit(1);
          if (next)
            await tx.update(paymentCards).set({ isPrimary: true }).where(eq(paymentCards.id, next.id));
        }
        return deleted;
      }),

    /** One statement, so two concurrent calls still leave exactly one primary card. */
    async setPrimary(userId: string, cardId: string): Promise<void> {
      await db
        .update(paymentCards)
        .set({
          isPrimary: sql`${paymentCards.id} = ${cardId}`,
          // The new primary card is no longer the backup card.
          isBackup: sql`${paymentCards.isBackup} and ${paymentCards.id} <> ${cardId}`,
        })
        .where(eq(paymentCards.userId, userId));
    },

    /** One statement: the card (if not primary) becomes the only backup card; null leaves none. */
    async setBackup(userId: string, cardId: string | null): Promise<void> {
      await db
        .update(paymentCards)
        .set({
          isBackup: cardId
            ? sql`${paymentCards.id} = ${cardId} and not ${paymentCards.isPrimary}`
            : sql`false`,
        })
        .where(eq(paymentCards.userId, userId));
    },

    /**
     * Saves the card of a setup session once: the session row is locked, so a second confirm
     * (or the webhook) finds the card already saved and gets that one back. The user's first
     * card becomes primary. Undefined when the card saved by the session was deleted since.
     */
    saveForSession: (sessionId: string, card: NewCard): Promise<CardRecord | undefined> =>
      db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(cardSetupSessions)
          .where(eq(cardSetupSessions.id, sessionId))
          .for('update');
        if (!session) throw new Error(`setup session ${sessionId} not found`);
        if (session.completedAt) {
          // Saved before; undefined when the customer has deleted that card since.
          if (!session.cardId) return undefined;
          return (await tx.select().from(paymentCards).where(eq(paymentCards.id, session.cardId)))[0];
        }
        const [others] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentCards)
          .where(eq(paymentCards.userId, card.userId));
        const [created] = await tx
          .insert(paymentCards)
          .values({ ...card, isPrimary: (others?.n ?? 0) === 0 })
          .returning();
        if (!created) throw new Error('card was not saved');
        await tx
          .update(cardSetupSessions)
          .set({ cardId: created.id, completedAt: new Date() })
          .where(eq(cardSetupSessions.id, sessionId));
        return created;
      }),
  };
}
