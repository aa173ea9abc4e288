import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginCodes, users } from '../../../db/schema/accounts';

export type LoginCodeRecord = typeof loginCodes.$inferSelect;
export type LoginCodeRepository = ReturnType<typeof createLoginCodeRepository>;

/** A code not used, not expired and with tries left. */
const liveCode = (now: Date, maxAttempts: number) =>
  and(isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now), lt(loginCodes.attempts, maxAttempts));

export function createLoginCodeRepository(db: Db) {
  return {
    /** Stores a new code and retires the user's earlier ones, so only the newest works. */
    async replace(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(loginCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(loginCodes.userId, userId), isNull(loginCodes.consumedAt)));
        await tx.insert(loginCodes).values({ userId, codeHash, expiresAt });
      });
    },
    /** The user's newest code that is not used, not expired and has tries left. */
    findActive: async (
      userId: string,
      now: Date,
      maxAttempts: number,
    ): Promise<LoginCodeRecord | undefined> =>
      (
        await db
          .select()
          .from(loginCodes)
          .where(and(eq(loginCodes.userId, userId), liveCode(now, maxAttempts)))
          .orderBy(desc(loginCodes.createdAt))
          .limit(1)
      )[0],
    /**
     * The newest live code of the account using this address, with its user, in one query: an
     * address without an account and an account without a live code cost the same.
     */
    findActiveByEmail: async (email: string, now: Date, maxAttempts: number) =>
      (
        await db
          .select({ code: loginCodes, user: users })
          .from(loginCodes)
          .innerJoin(users, eq(users.id, loginCodes.userId))
          .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, liveCode(now, maxAttempts)))
          .orderBy(desc(loginCodes.createdAt))
          .limit(1)
      )[0],
    async countWrongTry(id: string): Promise<void> {
      await db
        .update(loginCodes)
        .set({ attempts: sql`${loginCodes.attempts} + 1` })
        .where(eq(loginCodes.id, id));
    },
    /** Marks the code used; false when another request used it first (single use under races). */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginCodes)
        .set({ consumedAt: now })
        .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
        .returning({ id: loginCodes.id });
      return rows.length === 1;
    },
    async retireAll(userId: string, now: Date): Promise<void> {
      await db
        .update(loginCodes)
        .set({ consumedAt: now })
        .where(and(eq(loginCodes.userId, userId), isNull(loginCodes.consumedAt)));
    },
  };
}
