/**
 * A line's cancellation by its customer (decision 027), decided with the line's row locked so a
 * double click, two tabs or a cancel racing an undo leave one outcome.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { ChurnReason } from '@mvno/contracts/product-constants/churn';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { recordLineEnding, withdrawLineEnding } from '../line-endings';

export type CancellableLine = typeof subscriptionLines.$inferSelect;
export type CancellationRepository = ReturnType<typeof createCancellationRepository>;

/** Statuses of a line that has ended: nothing is left to cancel. */
const ENDED = ['cancelled', 'ported_out', 'expired'];

/** What the customer said of why (decision 068), both optional. */
export type CancelReason = { reason?: ChurnReason; note?: string };

export type CancelOutcome =
  | { kind: 'not_found' }
  | { kind: 'ended' }
  | { kind: 'already'; line: CancellableLine }
  | { kind: 'cancelled'; line: CancellableLine };

export type UndoOutcome =
  | { kind: 'not_found' }
  | { kind: 'not_cancelled' }
  | { kind: 'too_late' }
  | { kind: 'undone'; line: CancellableLine };

export function createCancellationRepository(db: Db) {
  const lockedLine = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: string, lineId: string) =>
    tx
      .select()
      .from(subscriptionLines)
      .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
      .for('update');

  return {
    /**
     * At the period end: auto-renew off and the end recorded (the renewal sweep ends the line then).
     * Now: the line stops at once. Either way the status it had is kept for Undo.
     */
    cancel: (
      userId: string,
      lineId: string,
      when: 'period_end' | 'now',
      now: Date,
      why: CancelReason = {},
    ): Promise<CancelOutcome> =>
      db.transaction(async (tx) => {
        const [line] = await lockedLine(tx, userId, lineId);
        if (!line) return { kind: 'not_found' };
        if (line.cancelAt) return { kind: 'already', line };
        if (ENDED.includes(line.status)) return { kind: 'ended' };
        const [cancelled] = await tx
          .update(subscriptionLines)
          .set({
            autoRenew: false,
            cancelAt: when === 'now' ? now : line.periodEnd,
            cancelledNow: when === 'now',
            statusBeforeCancel: line.status,
            ...(when === 'now' ? { status: 'cancelled' } : {}),
          })
          .where(eq(subscriptionLines.id, lineId))
          .returning();
        await recordLineEnding(tx, {
          lineId,
          userId,
          cause: 'voluntary',
          reasonCode: why.reason,
          note: why.note,
          at: now,
        });
        return { kind: 'cancelled', line: cancelled ?? line };
      }),

    /** Gives the line back its status and auto-renew while its paid period runs. */
    undo: (userId: string, lineId: string, now: Date): Promise<UndoOutcome> =>
      db.transaction(async (tx) => {
        const [line] = await lockedLine(tx, userId, lineId);
        if (!line) return { kind: 'not_found' };
        if (!line.cancelAt || line.status === 'ported_out') return { kind: 'not_cancelled' };
        if (line.periodEnd.getTime() <= now.getTime()) return { kind: 'too_late' };
        const [undone] = await tx
          .update(subscriptionLines)
          .set({
            autoRenew: true,
            cancelAt: null,
            cancelledNow: false,
            statusBeforeCancel: null,
            status: line.cancelledNow ? (line.statusBeforeCancel ?? 'active') : line.status,
          })
          .where(eq(subscriptionLines.id, lineId))
          .returning();
        await withdrawLineEnding(tx, lineId, now, 'voluntary');
        return { kind: 'undone', line: undone ?? line };
      }),
    /**
     * The account is being deleted (decision 032): every line not ended yet stops now, a line
     * cancelled for its period end included; no Undo is offered afterwards. Answers the numbers of
     * every line of the customer (ended ones too), so the carrier can forget what it holds for them.
     */
    endAllNow: (userId: string, now: Date): Promise<{ cancelled: number; mdns: string[] }> =>
      db.transaction(async (tx) => {
        const all = await tx
          .select({ id: subscriptionLines.id, mdn: subscriptionLines.mdn, status: subscriptionLines.status })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.userId, userId))
          .for('update');
        const live = all.filter((line) => !ENDED.includes(line.status));
        for (const line of live) {
          await tx
            .update(subscriptionLines)
            .set({
              autoRenew: false,
              cancelAt: now,
              cancelledNow: true,
              statusBeforeCancel: line.status,
              status: 'cancelled',
            })
            .where(and(eq(subscriptionLines.id, line.id), notInArray(subscriptionLines.status, ENDED)));
          await recordLineEnding(tx, { lineId: line.id, userId, cause: 'voluntary', at: now });
        }
        return { cancelled: live.length, mdns: all.map((line) => line.mdn) };
      }),
  };
}
