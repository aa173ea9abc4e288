/**
 * Erasing a customer's personal data (decision 032), in one transaction: what is personal goes,
 * what the law requires stays de-identified, and the request is recorded. Each module erases its
 * own rows through its privacy hook (decision 051), inside this transaction; the card provider and
 * the carrier are told through their modules' faces before this runs.
 */
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DeletionDoneReason, DeletionRequestStatus } from '@mvno/contracts/api/account-deletion';
import type { DeletionKeptRecord } from '@mvno/contracts/product-constants/privacy';
import type { Db } from '../../db/client';
import { deletionRequests } from '../../db/schema/privacy';
import type { PrivacyHook } from './privacy-types';

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;

export type ErasureFacts = {
  userId: string;
  /** Every address the customer was known by (current and previous), lower case. */
  emails: string[];
  now: Date;
  dueAt: Date;
  linesCancelled: number;
  kept: DeletionKeptRecord[];
};

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;

export function createAccountDeletionRepository(db: Db, hooks: PrivacyHook[]) {
  return {
    erase: ({
      userId,
      emails,
      now,
      dueAt,
      linesCancelled,
      kept,
    }: ErasureFacts): Promise<DeletionRequestRow> =>
      db.transaction(async (tx) => {
        // Each module erases or de-identifies its own rows, in the order given (children first).
        for (const hook of hooks) await hook.erase?.(tx, { userId, emails });
        const [request] = await tx
          .insert(deletionRequests)
          .values({ userId, requestedAt: now, dueAt, linesCancelled, kept })
          .returning();
        if (!request) throw new Error('deletion request was not recorded');
        return request;
      }),

    /** One page of the open requests (by due date) or the done ones (newest first). */
    list: (status: DeletionRequestStatus, limit: number, offset: number): Promise<DeletionRequestRow[]> =>
      db
        .select()
        .from(deletionRequests)
        .where(status === 'open' ? isNull(deletionRequests.doneAt) : isNotNull(deletionRequests.doneAt))
        .orderBy(
          ...(status === 'open'
            ? [asc(deletionRequests.dueAt), asc(deletionRequests.id)]
            : [desc(deletionRequests.doneAt), asc(deletionRequests.id)]),
        )
        .limit(limit)
        .offset(offset),

    /**
     * Marks an open request done and, in the same transaction, lets the caller write its audit
     * entry. One statement decides, so of two staff members at once only one marks it; the other
     * gets `already` with the request as it now is.
     */
    async markDone(
      id: string,
      done: { at: Date; staffId: string; staffName: string; reason: DeletionDoneReason },
      audit: (row: DeletionRequestRow, tx: Db) => Promise<unknown>,
    ): Promise<{ done: DeletionRequestRow } | { already: DeletionRequestRow } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(deletionRequests)
          .set({
            doneAt: done.at,
            doneById: done.staffId,
            doneByName: done.staffName,
            doneReason: done.reason,
          })
          .where(and(eq(deletionRequests.id, id), isNull(deletionRequests.doneAt)))
          .returning();
        if (row) {
          await audit(row, tx);
          return { done: row };
        }
        const [existing] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, id));
        return existing ? { already: existing } : undefined;
      });
    },

    /** Whether the account was deleted already (a second tab, a replay). */
    async isDeleted(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: deletionRequests.id })
        .from(deletionRequests)
        .where(and(eq(deletionRequests.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
