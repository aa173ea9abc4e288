/**
 * More days for a failing renewal (decision 031): its next automatic try (and so the suspension
 * that follows the last one) moves back, with the renewal's row locked.
 */
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lineRenewals, subscriptionLines } from '../../../db/schema/lines';

export type GraceOutcome =
  | { kind: 'not_found' }
  | { kind: 'no_failing_renewal' }
  | { kind: 'too_long' }
  | { kind: 'done'; mdn: string; nickname: string | null; before: Date; after: Date; attempts: number };

export function createRenewalGraceRepository(db: Db) {
  return {
    /**
     * Moves the next try of the line's declined, still open renewal `ms` later, unless that
     * passes `latest(periodEnd)`.
     */
    extend: (
      userId: string,
      lineId: string,
      ms: number,
      latest: (periodEnd: Date) => Date,
    ): Promise<GraceOutcome> =>
      db.transaction(async (tx) => {
        const [line] = await tx
          .select()
          .from(subscriptionLines)
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)));
        if (!line) return { kind: 'not_found' };
        const [renewal] = await tx
          .select()
          .from(lineRenewals)
          .where(
            and(
              eq(lineRenewals.lineId, lineId),
              eq(lineRenewals.periodEnd, line.periodEnd),
              eq(lineRenewals.status, 'open'),
              gt(lineRenewals.attempts, 0),
              isNotNull(lineRenewals.nextAttemptAt),
            ),
          )
          .for('update');
        if (!renewal?.nextAttemptAt) return { kind: 'no_failing_renewal' };
        const after = new Date(renewal.nextAttemptAt.getTime() + ms);
        if (after > latest(renewal.periodEnd)) return { kind: 'too_long' };
        await tx.update(lineRenewals).set({ nextAttemptAt: after }).where(eq(lineRenewals.id, renewal.id));
        return {
          kind: 'done',
          mdn: line.mdn,
          nickname: line.nickname,
          before: renewal.nextAttemptAt,
          after,
          attempts: renewal.attempts,
        };
      }),
  };
}

export type RenewalGraceRepository = ReturnType<typeof createRenewalGraceRepository>;
