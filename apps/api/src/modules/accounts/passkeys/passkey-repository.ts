import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passkeyChallenges, passkeys } from '../../../db/schema/accounts';

export type PasskeyRecord = typeof passkeys.$inferSelect;
export type NewPasskey = Pick<
  typeof passkeys.$inferInsert,
  'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name' | 'backedUp'
>;
export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;

/** Passkeys and the challenges of their ceremonies (docs/decisions/030). */
export function createPasskeyRepository(db: Db) {
  return {
    listOf: (userId: string): Promise<PasskeyRecord[]> =>
      db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)),

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return Number(row?.n ?? 0);
    },

    findByCredential: async (credentialId: string): Promise<PasskeyRecord | undefined> =>
      (await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1))[0],

    /** Adds a passkey; undefined when its credential is on an account already. */
    async add(passkey: NewPasskey): Promise<PasskeyRecord | undefined> {
      const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
      return row;
    },

    /** Removes one passkey of the user; undefined when the user has none with this id. */
    async remove(userId: string, id: string): Promise<PasskeyRecord | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    /**
     * Records a use: the new signature counter, only if the counter is still the one the check
     * read (two racing uses of one answer cannot both pass).
     */
    async recordUse(id: string, seenCounter: number, newCounter: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, seenCounter)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    /** Keeps a challenge; expired ones of anybody are dropped on the way (they are worth nothing). */
    async keepChallenge(challenge: {
      purpose: ChallengePurpose;
      challenge: string;
      sessionId: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .delete(passkeyChallenges)
        .where(lt(passkeyChallenges.expiresAt, sql`now() - interval '1 hour'`));
      await db.insert(passkeyChallenges).values(challenge);
    },

    /**
     * Takes a live challenge of this purpose (and session, when given) once: true only for the
     * first caller, within its time. A wrong, used or expired challenge is false.
     */
    async takeChallenge(
      purpose: ChallengePurpose,
      challenge: string,
      sessionId: string | null,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(passkeyChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.purpose, purpose),
            sessionId === null
              ? isNull(passkeyChallenges.sessionId)
              : eq(passkeyChallenges.sessionId, sessionId),
            isNull(passkeyChallenges.usedAt),
            gt(passkeyChallenges.expiresAt, now),
          ),
        )
        .returning({ id: passkeyChallenges.id });
      return rows.length === 1;
    },
  };
}
