import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { carrierNumbers, numberLocks, subscriptionLines, transferPins } from '../../../db/schema/lines';
import { portOutRequests } from '../../../db/schema/port-out';
import { recordLineEnding } from '../line-endings';

export type PortOutRequestRecord = typeof portOutRequests.$inferSelect;
export type TransferPinRecord = typeof transferPins.$inferSelect;
export type PortOutRepository = ReturnType<typeof createPortOutRepository>;

/** Reasons that count as a wrong try (a guess at the account number or the PIN). */
export const WRONG_TRY_REASONS = ['account_number_mismatch', 'pin_mismatch'];

/** What deciding a port-out request needs to know, read with the line held for the decision. */
export type PortOutFacts = {
  status: string;
  /** The paid period's end: a cancelled line's number may still move out until then (decision 027). */
  periodEnd: Date;
  accountNumber: string;
  locked: boolean;
  /** Wrong account numbers and PINs since the start of the window. */
  wrongTries: number;
  pin: TransferPinRecord | undefined;
};

export type PortOutDecision = { accepted: true; reason: null } | { accepted: false; reason: string };

export function createPortOutRepository(db: Db) {
  return {
    /** The line using a number, with its owner's addresses of record (one customer, read for the carrier). */
    findByMdn: async (mdn: string) =>
      (
        await db
          .select({
            lineId: subscriptionLines.id,
            userId: subscriptionLines.userId,
            mdn: subscriptionLines.mdn,
            email: users.email,
            previousEmail: users.previousEmail,
            emailChangedAt: users.emailChangedAt,
            firstName: users.firstName,
            language: users.language,
          })
          .from(subscriptionLines)
          .innerJoin(users, eq(users.id, subscriptionLines.userId))
          .where(eq(subscriptionLines.mdn, mdn))
          .orderBy(desc(subscriptionLines.createdAt))
          .limit(1)
      )[0],

    /** One line of the customer (undefined for another customer's line). */
    findOwnedLine: async (userId: string, lineId: string) =>
      (
        await db
          .select({
            id: subscriptionLines.id,
            mdn: subscriptionLines.mdn,
            accountNumber: subscriptionLines.subscriberNumber,
            status: subscriptionLines.status,
          })
          .from(subscriptionLines)
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
          .limit(1)
      )[0],

    /** The line's transfer PIN, replacing (voiding) any earlier one. */
    async replacePin(pin: {
      lineId: string;
      userId: string;
      pinHash: string;
      expiresAt: Date;
    }): Promise<void> {
      const now = new Date();
      await db
        .insert(transferPins)
        .values({ ...pin, createdAt: now })
        .onConflictDoUpdate({
          target: transferPins.lineId,
          set: { pinHash: pin.pinHash, expiresAt: pin.expiresAt, createdAt: now, usedAt: null },
        });
    },

    /**
     * Decides one request with the line's row locked (parallel requests for a line are decided one
     * after another, so the tries are counted and the PIN used once), and records it. An accepted
     * request uses the PIN and ends the line: status ported_out, no renewal, the number released.
     */
    settle: (
      request: {
        lineId: string;
        userId: string;
        mdn: string;
        requestedBy: string;
        /** The gaining carrier when the request names it (decision 068). */
        gainingCarrier: string | null;
        triesSince: Date;
      },
      decide: (facts: PortOutFacts) => PortOutDecision,
    ): Promise<PortOutDecision> =>
      db.transaction(async (tx) => {
        const [line] = await tx
          .select({
            status: subscriptionLines.status,
            periodEnd: subscriptionLines.periodEnd,
            accountNumber: subscriptionLines.subscriberNumber,
          })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, request.lineId))
          .for('update');
        if (!line) return { accepted: false, reason: 'not_active' };
        const [lock] = await tx
          .select({ lineId: numberLocks.lineId })
          .from(numberLocks)
          .where(eq(numberLocks.lineId, request.lineId));
        const [tries] = await tx
          .select({ n: count() })
          .from(portOutRequests)
          .where(
            and(
              eq(portOutRequests.lineId, request.lineId),
              gte(portOutRequests.at, request.triesSince),
              inArray(portOutRequests.reason, WRONG_TRY_REASONS),
            ),
          );
        const [pin] = await tx.select().from(transferPins).where(eq(transferPins.lineId, request.lineId));
        const decision = decide({
          ...line,
          locked: lock !== undefined,
          wrongTries: Number(tries?.n ?? 0),
          pin,
        });
        const now = new Date();
        await tx.insert(portOutRequests).values({
          lineId: request.lineId,
          userId: request.userId,
          mdn: request.mdn,
          requestedBy: request.requestedBy,
          accepted: decision.accepted,
          reason: decision.reason,
          at: now,
        });
        if (decision.accepted) {
          await tx.update(transferPins).set({ usedAt: now }).where(eq(transferPins.lineId, request.lineId));
          await tx
            .update(subscriptionLines)
            .set({ status: 'ported_out', autoRenew: false })
            .where(eq(subscriptionLines.id, request.lineId));
          await tx.delete(carrierNumbers).where(eq(carrierNumbers.mdn, request.mdn));
          const { lineId, userId, gainingCarrier } = request;
          await recordLineEnding(
            tx,
            { lineId, userId, cause: 'port_out', gainingCarrier, at: now },
            'replace',
          );
        }
        return decision;
      }),

    /** The line's requests, newest first. */
    requestsOf: (lineId: string): Promise<PortOutRequestRecord[]> =>
      db
        .select()
        .from(portOutRequests)
        .where(eq(portOutRequests.lineId, lineId))
        .orderBy(desc(portOutRequests.at))
        .limit(100),
  };
}
