/**
 * Offers of a line to a member of it (decision 080). An offer leaves `pending` once, by a conditional
 * update; the acceptance moves the line to its new owner in the same transaction, with what belongs
 * to the line's holder: its emergency address, the end of its memberships, its waiting requests
 * withdrawn, the old owner's transfer PIN removed.
 */
import { and, eq, gt, inArray, isNull, lte, ne, or, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { lineEmergencyAddresses } from '../../../db/schema/emergency';
import { subscriptionLines, transferPins } from '../../../db/schema/lines';
import { accountMembers, lineRequestEvents, lineRequests, lineTransfers } from '../../../db/schema/members';
import { planChanges } from '../../../db/schema/plan-changes';

export type LineTransferRecord = typeof lineTransfers.$inferSelect;
export type LineTransferRepository = ReturnType<typeof createLineTransferRepository>;

/** Why an acceptance moved nothing. */
export type AcceptRefusal = 'decided' | 'line' | 'planChange';

/** A plan change waiting on the line (paid now and not yet applied, or scheduled for the renewal). */
const waitingPlanChange = (lineId: string) =>
  and(eq(planChanges.lineId, lineId), inArray(planChanges.status, ['pending', 'scheduled']));

export function createLineTransferRepository(db: Db) {
  return {
    /** Whether the line is the owner's and active (a line being cancelled or suspended is not given). */
    async isActiveLineOf(lineId: string, ownerId: string) {
      const rows = await db
        .select({ id: subscriptionLines.id })
        .from(subscriptionLines)
        .where(
          and(
            eq(subscriptionLines.id, lineId),
            eq(subscriptionLines.userId, ownerId),
            eq(subscriptionLines.status, 'active'),
            isNull(subscriptionLines.cancelAt),
          ),
        );
      return rows.length > 0;
    },

    async hasPlanChange(lineId: string) {
      const rows = await db.select({ id: planChanges.id }).from(planChanges).where(waitingPlanChange(lineId));
      return rows.length > 0;
    },

    /** A new offer; undefined when the line already has one waiting. */
    async offer(values: { lineId: string; fromId: string; toId: string; expiresAt: Date; now: Date }) {
      return db.transaction(async (tx) => {
        // An offer whose time ran out leaves `pending` before a new one is made.
        await tx
          .update(lineTransfers)
          .set({ status: 'expired', decidedAt: values.now })
          .where(
            and(
              eq(lineTransfers.lineId, values.lineId),
              eq(lineTransfers.status, 'pending'),
              lte(lineTransfers.expiresAt, values.now),
            ),
          );
        const [made] = await tx
          .insert(lineTransfers)
          .values({
            lineId: values.lineId,
            fromId: values.fromId,
            toId: values.toId,
            expiresAt: values.expiresAt,
          })
          .onConflictDoNothing()
          .returning();
        return made;
      });
    },

    /** Pending offers made by or to a customer, with the names they show. */
    waitingFor: (userId: string) =>
      db
        .select({
          transfer: lineTransfers,
          nickname: subscriptionLines.nickname,
          mdn: subscriptionLines.mdn,
        })
        .from(lineTransfers)
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, lineTransfers.lineId))
        .where(
          and(
            eq(lineTransfers.status, 'pending'),
            or(eq(lineTransfers.fromId, userId), eq(lineTransfers.toId, userId)),
          ),
        ),

    byId: async (id: string) =>
      (await db.select().from(lineTransfers).where(eq(lineTransfers.id, id)).limit(1))[0],

    /** Moves a pending offer to a final state other than accepted; undefined when it was not pending. */
    async close(id: string, status: 'declined' | 'cancelled' | 'expired', at: Date) {
      const [closed] = await db
        .update(lineTransfers)
        .set({ status, decidedAt: at })
        .where(and(eq(lineTransfers.id, id), eq(lineTransfers.status, 'pending')))
        .returning();
      return closed;
    },

    /**
     * The member takes the line over, all or nothing: the offer leaves pending (unexpired, theirs),
     * the line changes owner if it is still the offerer's and active with no plan change waiting,
     * the line's memberships of the old account end (a manager's stays: it covers the account), the
     * requests waiting on it are withdrawn, its emergency address follows it, the old PIN goes.
     */
    accept(id: string, toId: string, consent: { termsVersion: string }, now: Date) {
      return db
        .transaction(async (tx): Promise<LineTransferRecord | AcceptRefusal> => {
          const [taken] = await tx
            .update(lineTransfers)
            .set({
              status: 'accepted',
              decidedAt: now,
              renewalConsentAt: now,
              renewalTermsVersion: consent.termsVersion,
            })
            .where(
              and(
                eq(lineTransfers.id, id),
                eq(lineTransfers.toId, toId),
                eq(lineTransfers.status, 'pending'),
                gt(lineTransfers.expiresAt, now),
              ),
            )
            .returning();
          if (!taken) return 'decided';
          const [moved] = await tx
            .update(subscriptionLines)
            .set({ userId: toId })
            .where(
              and(
                eq(subscriptionLines.id, taken.lineId),
                eq(subscriptionLines.userId, taken.fromId),
                eq(subscriptionLines.status, 'active'),
              ),
            )
            .returning({ id: subscriptionLines.id });
          if (!moved) tx.rollback();
          const plan = await tx
            .select({ id: planChanges.id })
            .from(planChanges)
            .where(waitingPlanChange(taken.lineId));
          if (plan.length > 0) throw new PlanChangeWaiting();
          const onLine = and(
            eq(accountMembers.ownerId, taken.fromId),
            eq(accountMembers.lineId, taken.lineId),
            or(ne(accountMembers.role, 'manager'), eq(accountMembers.memberId, toId)),
          );
          await tx
            .update(accountMembers)
            .set({ endedAt: now, endedHow: 'transferred' })
            .where(and(onLine, isNull(accountMembers.endedAt)));
          const withdrawn = await tx
            .update(lineRequests)
            .set({ status: 'withdrawn', decidedAt: now })
            .where(and(eq(lineRequests.lineId, taken.lineId), eq(lineRequests.status, 'pending')))
            .returning({ id: lineRequests.id });
          if (withdrawn.length > 0)
            await tx
              .insert(lineRequestEvents)
              .values(
                withdrawn.map((row) => ({ requestId: row.id, status: 'withdrawn', at: now, byUserId: toId })),
              );
          await tx
            .update(lineEmergencyAddresses)
            .set({ userId: toId })
            .where(eq(lineEmergencyAddresses.lineId, taken.lineId));
          await tx.delete(transferPins).where(eq(transferPins.lineId, taken.lineId));
          return taken;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return 'line' as const;
          if (error instanceof PlanChangeWaiting) return 'planChange' as const;
          throw error;
        });
    },

    /** First names for the offers' views and mails. */
    names: async (ids: string[]) =>
      new Map(
        (
          await db
            .select({ id: users.id, firstName: users.firstName })
            .from(users)
            .where(inArray(users.id, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']))
        ).map((row) => [row.id, row.firstName]),
      ),
  };
}

class PlanChangeWaiting extends Error {}
