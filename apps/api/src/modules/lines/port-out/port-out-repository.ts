import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { carrierNumbers, numberLocks, subscriptionLines, transferPins } from '../../../db/schema/lines';
import { carrierCommands } from '../../../db/schema/carrier';
import { portOutRequests } from '../../../db/schema/port-out';
import { recordLineEnding } from '../line-endings';
import { portOutAnswerReference } from '../carrier/carrier-port-out';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
/** A carrier's port-out already answered: its answer, not decided again. */
export type SettledDecision = PortOutDecision & { repeated?: true };

/**
 * The carrier's port-out (decision 101), locked: undefined when it is not stored, or answered already
 * (then its answer).
 */
async function carrierPortOut(tx: Tx, portOutId: string) {
  const [row] = await tx
    .select()
    .from(carrierCommands)
    .where(and(eq(carrierCommands.requestId, portOutId), eq(carrierCommands.kind, 'port_out')))
    .for('update');
  return row;
}

/** Our answer to the carrier's port-out, stored in the outbox with the decision (sent by the outbox). */
async function answerCarrier(
  tx: Tx,
  row: typeof carrierCommands.$inferSelect,
  decision: PortOutDecision,
  line: { lineId: string; userId: string } | null,
) {
  const portOutId = row.requestId!;
  await tx
    .insert(carrierCommands)
    .values({
      reference: portOutAnswerReference(portOutId),
      userId: row.userId,
      lineId: row.lineId,
      kind: 'port_out_validate',
      payload: {
        portOutId,
        approve: decision.accepted,
        ...(decision.reason ? { reason: decision.reason } : {}),
      },
    })
    .onConflictDoNothing();
  await tx
    .update(carrierCommands)
    .set({
      payload: {
        ...row.payload,
        answered: true,
        accepted: decision.accepted,
        reason: decision.reason,
        ...(decision.accepted && line ? { answeredLineId: line.lineId } : {}),
      },
    })
    .where(eq(carrierCommands.id, row.id));
}

const answeredWith = (row: typeof carrierCommands.$inferSelect): SettledDecision =>
  row.payload.accepted === true
    ? { accepted: true, reason: null, repeated: true }
    : { accepted: false, reason: String(row.payload.reason ?? 'not_active'), repeated: true };

/** A line's number and what a mail to its owner needs (the port-out notices, decision 101). */
const lineOwner = {
  mdn: subscriptionLines.mdn,
  email: users.email,
  previousEmail: users.previousEmail,
  emailChangedAt: users.emailChangedAt,
  firstName: users.firstName,
  language: users.language,
};

export function createPortOutRepository(db: Db) {
  return {
    /** The line using a number, with its owner's addresses of record (one customer, read for the carrier). */
    findByMdn: async (mdn: string) =>
      (
        await db
          .select({ lineId: subscriptionLines.id, userId: subscriptionLines.userId, ...lineOwner })
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
      /** Through the carrier (decision 101): answered by an outbox command; the line ends on completion. */
      carrier?: { portOutId: string },
    ): Promise<SettledDecision> =>
      db.transaction(async (tx) => {
        const portOut = carrier ? await carrierPortOut(tx, carrier.portOutId) : undefined;
        if (carrier && !portOut) return { accepted: false, reason: 'not_active', repeated: true };
        if (portOut?.payload.answered === true) return answeredWith(portOut);
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
        if (portOut) {
          // The PIN is used by our answer; the line ends when the carrier completes the port-out.
          if (decision.accepted)
            await tx.update(transferPins).set({ usedAt: now }).where(eq(transferPins.lineId, request.lineId));
          await answerCarrier(tx, portOut, decision, request);
        } else if (decision.accepted) {
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

    /** A carrier's port-out of a number that is not ours: refused through the outbox, once. */
    refuseUnknown: (portOutId: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const portOut = await carrierPortOut(tx, portOutId);
        if (!portOut || portOut.payload.answered === true) return false;
        await answerCarrier(tx, portOut, { accepted: false, reason: 'not_our_number' }, null);
        return true;
      }),

    /** The owner of a line, with the gaining carrier of its last accepted port-out request. */
    async portedOutLine(lineId: string) {
      const [line] = await db
        .select({ lineId: subscriptionLines.id, ...lineOwner })
        .from(subscriptionLines)
        .innerJoin(users, eq(users.id, subscriptionLines.userId))
        .where(eq(subscriptionLines.id, lineId));
      if (!line) return undefined;
      const [request] = await db
        .select({ requestedBy: portOutRequests.requestedBy })
        .from(portOutRequests)
        .where(and(eq(portOutRequests.lineId, lineId), eq(portOutRequests.accepted, true)))
        .orderBy(desc(portOutRequests.at))
        .limit(1);
      return { ...line, requestedBy: request?.requestedBy ?? null };
    },

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
