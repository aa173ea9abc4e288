import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { verificationCodes } from '../../../db/schema/accounts';

import type { VerificationPurpose } from '../accounts-types';
export type VerificationCodeRecord = typeof verificationCodes.$inferSelect;
export type VerificationCodeRepository = ReturnType<typeof createVerificationCodeRepository>;

export function createVerificationCodeRepository(db: Db) {
  const pendingOf = (userId: string, purpose: VerificationPurpose) =>
    and(
      eq(verificationCodes.userId, userId),
      eq(verificationCodes.purpose, purpose),
      isNull(verificationCodes.consumedAt),
    );
  return {
    /** Stores a new code and retires the user's earlier ones of this purpose: only the newest works. */
    async replace(
      code: Pick<VerificationCodeRecord, 'userId' | 'purpose' | 'subject' | 'codeHash' | 'expiresAt'>,
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(pendingOf(code.userId, code.purpose));
        await tx.insert(verificationCodes).values({ ...code, createdAt: now });
      });
    },
    /** The different subjects (new addresses, lines) codes of this purpose were made for since `since`. */
    subjectsSince: async (userId: string, purpose: VerificationPurpose, since: Date): Promise<string[]> =>
      (
        await db
          .selectDistinct({ subject: verificationCodes.subject })
          .from(verificationCodes)
          .where(
            and(
              eq(verificationCodes.userId, userId),
              eq(verificationCodes.purpose, purpose),
              gt(verificationCodes.createdAt, since),
            ),
          )
      ).map((row) => row.subject),
    /** The newest code of this purpose not yet used or replaced (expired or not). */
    newestPending: async (
      userId: string,
      purpose: VerificationPurpose,
    ): Promise<VerificationCodeRecord | undefined> =>
      (
        await db
          .select()
          .from(verificationCodes)
          .where(pendingOf(userId, purpose))
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1)
      )[0],
    /** The newest code for this subject that is unused, unexpired and has tries left. */
    findActive: async (
      userId: string,
      purpose: VerificationPurpose,
      subject: string,
      now: Date,
      maxAttempts: number,
    ): Promise<VerificationCodeRecord | undefined> =>
      (
        await db
          .select()
          .from(verificationCodes)
          .where(
            and(
              pendingOf(userId, purpose),
              eq(verificationCodes.subject, subject),
              gt(verificationCodes.expiresAt, now),
              lt(verificationCodes.attempts, maxAttempts),
            ),
          )
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1)
      )[0],
    async countWrongTry(id: string): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },
    /** Marks the code used; false when another request used it first (single use under races). */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
  };
}
