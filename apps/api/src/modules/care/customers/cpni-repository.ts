import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { careVerifications } from '../../../db/schema/care';

/** Verifications of customers by staff (the CPNI gate). */
export function createCpniRepository(db: Db) {
  return {
    async add(row: {
      staffId: string;
      customerId: string;
      codeHash: string;
      expiresAt: Date;
    }): Promise<void> {
      // A new code voids the staff member's earlier unread ones for this customer.
      await db.transaction(async (tx) => {
        await tx
          .update(careVerifications)
          .set({ expiresAt: sql`least(${careVerifications.expiresAt}, now())` })
          .where(
            and(
              eq(careVerifications.staffId, row.staffId),
              eq(careVerifications.customerId, row.customerId),
              isNull(careVerifications.verifiedUntil),
            ),
          );
        await tx.insert(careVerifications).values(row);
      });
    },
    /**
     * A verification without a code (the account PIN, decision 042): verified at once, its code
     * column marks how (no code hash can equal it).
     */
    async addVerified(row: { staffId: string; customerId: string; verifiedUntil: Date }): Promise<void> {
      await db.insert(careVerifications).values({
        ...row,
        codeHash: 'account-pin',
        expiresAt: sql`now()`,
      });
    },
    /** The staff member's newest unread, unexpired code for the customer. */
    findPending: async (staffId: string, customerId: string, now: Date, maxAttempts: number) =>
      (
        await db
          .select()
          .from(careVerifications)
          .where(
            and(
              eq(careVerifications.staffId, staffId),
              eq(careVerifications.customerId, customerId),
              isNull(careVerifications.verifiedUntil),
              gt(careVerifications.expiresAt, now),
              sql`${careVerifications.attempts} < ${maxAttempts}`,
            ),
          )
          .orderBy(desc(careVerifications.createdAt))
          .limit(1)
      )[0],
    countWrongTry: async (id: string) => {
      await db
        .update(careVerifications)
        .set({ attempts: sql`${careVerifications.attempts} + 1` })
        .where(eq(careVerifications.id, id));
    },
    /** Marks the code read back, once: false when another request used it first. */
    async verify(id: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(careVerifications)
        .set({ verifiedUntil: until })
        .where(and(eq(careVerifications.id, id), isNull(careVerifications.verifiedUntil)))
        .returning({ id: careVerifications.id });
      return rows.length === 1;
    },
    /** Until when the customer is open to the staff member; undefined when not (or no longer). */
    verifiedUntil: async (staffId: string, customerId: string, now: Date): Promise<Date | undefined> =>
      (
        await db
          .select({ until: careVerifications.verifiedUntil })
          .from(careVerifications)
          .where(
            and(
              eq(careVerifications.staffId, staffId),
              eq(careVerifications.customerId, customerId),
              gt(careVerifications.verifiedUntil, now),
            ),
          )
          .orderBy(desc(careVerifications.verifiedUntil))
          .limit(1)
      )[0]?.until ?? undefined,
  };
}

export type CpniRepository = ReturnType<typeof createCpniRepository>;
