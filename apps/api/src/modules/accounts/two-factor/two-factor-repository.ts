import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recoveryCodes, totpFactors } from '../../../db/schema/accounts';

export type TotpFactorRecord = typeof totpFactors.$inferSelect;
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

export function createTwoFactorRepository(db: Db) {
  return {
    findTotp: async (userId: string): Promise<TotpFactorRecord | undefined> =>
      (await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)))[0],

    /** A new, unconfirmed secret; an earlier unconfirmed one is replaced, a confirmed one never. */
    async startTotp(userId: string, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .insert(totpFactors)
        .values({ userId, secret: sealedSecret })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secret: sealedSecret, lastStep: 0, createdAt: new Date() },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ userId: totpFactors.userId });
      return rows.length === 1;
    },

    /**
     * Takes a code's time step, only if newer than the last one taken (a code works once, also
     * when two requests race); `confirm` also puts the app in use.
     */
    async takeStep(userId: string, step: number, now: Date, confirm = false): Promise<boolean> {
      const rows = await db
        .update(totpFactors)
        .set({ lastStep: step, ...(confirm ? { confirmedAt: now } : {}) })
        .where(
          and(
            eq(totpFactors.userId, userId),
            // Conditional update: the step must be newer than the last accepted one.
            lt(totpFactors.lastStep, step),
          ),
        )
        .returning({ userId: totpFactors.userId });
      return rows.length === 1;
    },

    /** Removes the app and its recovery codes. */
    async removeTotp(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
      });
    },

    async replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Uses the unused code with this hash; false when there is none (wrong or used already). */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },
  };
}
