/**
 * A line's controls (decision 089): its settings row, changed by conditional updates, and every
 * change written as a `line_control_events` row in the same transaction.
 */
import { and, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lineControlEvents, lineControls } from '../../../db/schema/member-controls';
import { lineRequests } from '../../../db/schema/members';
import { subscriptionLines } from '../../../db/schema/lines';
import { planChanges } from '../../../db/schema/plan-changes';

export type LineControlsRow = typeof lineControls.$inferSelect;
type Who = { lineId: string; ownerId: string; byUserId: string };

export function createMemberControlsRepository(db: Db) {
  const ensure = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], lineId: string) =>
    tx.insert(lineControls).values({ lineId }).onConflictDoNothing();

  return {
    controlsOf: async (lineId: string): Promise<LineControlsRow | undefined> =>
      (await db.select().from(lineControls).where(eq(lineControls.lineId, lineId)).limit(1))[0],

    setCap: (who: Who, cents: number | null) =>
      db.transaction(async (tx) => {
        await ensure(tx, who.lineId);
        await tx
          .update(lineControls)
          .set({ spendingCapCents: cents })
          .where(eq(lineControls.lineId, who.lineId));
        await tx.insert(lineControlEvents).values({ ...who, what: 'spending_cap', value: cents });
      }),

    /** A new alert level is mailed again in the period, once it is reached. */
    setAlert: (who: Who, percent: number | null) =>
      db.transaction(async (tx) => {
        await ensure(tx, who.lineId);
        await tx
          .update(lineControls)
          .set({ dataAlertPercent: percent, dataAlertSentFor: null })
          .where(eq(lineControls.lineId, who.lineId));
        await tx.insert(lineControlEvents).values({ ...who, what: 'data_alert', value: percent });
      }),

    /** Records the pause once (only a line not paused passes); false when it was already recorded. */
    recordPaused: (who: Who, now: Date) =>
      db.transaction(async (tx) => {
        await ensure(tx, who.lineId);
        const done = await tx
          .update(lineControls)
          .set({ pausedAt: now })
          .where(and(eq(lineControls.lineId, who.lineId), isNull(lineControls.pausedAt)))
          .returning({ lineId: lineControls.lineId });
        if (done.length === 0) return false;
        await tx.insert(lineControlEvents).values({ ...who, what: 'paused' });
        return true;
      }),

    recordUnpaused: (who: Who) =>
      db.transaction(async (tx) => {
        const done = await tx
          .update(lineControls)
          .set({ pausedAt: null })
          .where(and(eq(lineControls.lineId, who.lineId), isNotNull(lineControls.pausedAt)))
          .returning({ lineId: lineControls.lineId });
        if (done.length === 0) return false;
        await tx.insert(lineControlEvents).values({ ...who, what: 'unpaused' });
        return true;
      }),

    eventsOf: (lineId: string) =>
      db
        .select()
        .from(lineControlEvents)
        .where(eq(lineControlEvents.lineId, lineId))
        .orderBy(lineControlEvents.at),

    /** Claims the line's own data alert for a plan period: true for the one caller who mails it. */
    claimAlert: async (lineId: string, periodEnd: Date): Promise<boolean> =>
      (
        await db
          .update(lineControls)
          .set({ dataAlertSentFor: periodEnd })
          .where(
            and(
              eq(lineControls.lineId, lineId),
              isNotNull(lineControls.dataAlertPercent),
              or(isNull(lineControls.dataAlertSentFor), ne(lineControls.dataAlertSentFor, periodEnd)),
            ),
          )
          .returning({ lineId: lineControls.lineId })
      ).length > 0,

    /**
     * Members' requests on the line approved since `from` and not refused by the card: a data add-on's
     * id, and what a plan change made now charged (its plan change under the key `line-request-<id>`).
     */
    approvedRequestsSince: (lineId: string, ownerId: string, from: Date) =>
      db
        .select({ topUpId: lineRequests.topUpId, planChangeCents: planChanges.amountCents })
        .from(lineRequests)
        .leftJoin(
          planChanges,
          and(
            eq(planChanges.userId, ownerId),
            eq(planChanges.idempotencyKey, sql`'line-request-' || ${lineRequests.id}`),
            eq(planChanges.status, 'paid'),
          ),
        )
        .where(
          and(
            eq(lineRequests.lineId, lineId),
            ne(lineRequests.requesterId, ownerId),
            eq(lineRequests.status, 'approved'),
            gte(lineRequests.decidedAt, from),
            sql`${lineRequests.charged} is distinct from 'failed'`,
          ),
        ),
  };
}

export type MemberControlsRepository = ReturnType<typeof createMemberControlsRepository>;

/** The owner's lines paused by the controls (their card says so rather than "lost phone", decision 096). */
export async function pausedLinesOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ lineId: lineControls.lineId })
    .from(lineControls)
    .innerJoin(subscriptionLines, eq(subscriptionLines.id, lineControls.lineId))
    .where(and(eq(subscriptionLines.userId, userId), isNotNull(lineControls.pausedAt)));
  return new Set(rows.map((row) => row.lineId));
}
