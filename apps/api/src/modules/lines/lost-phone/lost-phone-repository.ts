/** A lost or stolen phone's line (decision 027): suspended and resumed with the line's row locked, once. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';

export type LostPhoneRepository = ReturnType<typeof createLostPhoneRepository>;
type LineRow = typeof subscriptionLines.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Runs in the change's transaction with the line changed: the carrier outbox's command (decision 081). */
export type AlsoInTransaction = (tx: Tx, line: LineRow) => Promise<unknown>;

/** Statuses of a line in service: what can be suspended. */
const IN_SERVICE = ['active', 'port_in_pending', 'port_in_attention'];

export type SuspendOutcome =
  | { kind: 'not_found' }
  | { kind: 'not_in_service' }
  | { kind: 'already'; line: LineRow }
  | { kind: 'done'; line: LineRow };

export function createLostPhoneRepository(db: Db) {
  const locked = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: string, lineId: string) =>
    tx
      .select()
      .from(subscriptionLines)
      .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
      .for('update');

  return {
    /** The status becomes lost_suspended; the plan period (and so the renewal date) is left alone. */
    suspend: (userId: string, lineId: string, now: Date, also?: AlsoInTransaction): Promise<SuspendOutcome> =>
      db.transaction(async (tx) => {
        const [line] = await locked(tx, userId, lineId);
        if (!line) return { kind: 'not_found' };
        if (line.status === 'lost_suspended') return { kind: 'already', line };
        if (!IN_SERVICE.includes(line.status)) return { kind: 'not_in_service' };
        const [done] = await tx
          .update(subscriptionLines)
          .set({ status: 'lost_suspended', statusBeforeSuspend: line.status, lostSuspendedAt: now })
          .where(eq(subscriptionLines.id, lineId))
          .returning();
        await also?.(tx, done ?? line);
        return { kind: 'done', line: done ?? line };
      }),

    /** Gives the line back the status it had. */
    resume: (userId: string, lineId: string, also?: AlsoInTransaction): Promise<SuspendOutcome> =>
      db.transaction(async (tx) => {
        const [line] = await locked(tx, userId, lineId);
        if (!line) return { kind: 'not_found' };
        if (line.status !== 'lost_suspended') return { kind: 'not_in_service' };
        const [done] = await tx
          .update(subscriptionLines)
          .set({
            status: line.statusBeforeSuspend ?? 'active',
            statusBeforeSuspend: null,
            lostSuspendedAt: null,
          })
          .where(eq(subscriptionLines.id, lineId))
          .returning();
        await also?.(tx, done ?? line);
        return { kind: 'done', line: done ?? line };
      }),
  };
}
