/**
 * A line's data cap applied (decision 096): the cap is the line's latest approved data-cap request
 * (decision 088); `line_controls.data_stopped_for` says which plan period its data was stopped for.
 * Stopping and resuming move that value by a conditional update from the value read, in the
 * transaction that stores the carrier's data bar or unbar, so of two sweeps (two processes, two
 * crossings) one stores the command and the other finds nothing to do.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lineControlEvents, lineControls } from '../../../db/schema/member-controls';
import { lineRequests } from '../../../db/schema/members';
import { storeLineCommand } from '../carrier/carrier-line-commands';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DataStopTarget = { lineId: string; ownerId: string; byUserId: string; mdn: string };

export function createDataCapRepository(db: Db) {
  /** Moves `data_stopped_for` from `from` to `to`; false when another caller moved it first. */
  async function move(tx: Tx, lineId: string, from: Date | null, to: Date | null) {
    await tx.insert(lineControls).values({ lineId }).onConflictDoNothing();
    const done = await tx
      .update(lineControls)
      .set({ dataStoppedFor: to })
      .where(
        and(
          eq(lineControls.lineId, lineId),
          from === null ? isNull(lineControls.dataStoppedFor) : eq(lineControls.dataStoppedFor, from),
        ),
      )
      .returning({ lineId: lineControls.lineId });
    return done.length > 0;
  }

  return {
    /** The line's cap in GB a period from its latest approved data-cap request; null: none (or 0). */
    capGbOf: async (lineId: string): Promise<number | null> => {
      const [row] = await db
        .select({ capGb: lineRequests.capGb })
        .from(lineRequests)
        .where(
          and(
            eq(lineRequests.lineId, lineId),
            eq(lineRequests.kind, 'data_cap'),
            eq(lineRequests.status, 'approved'),
          ),
        )
        .orderBy(desc(lineRequests.decidedAt), desc(sql`${lineRequests.createdAt}`))
        .limit(1);
      return row?.capGb ? row.capGb : null;
    },

    stoppedFor: async (lineId: string): Promise<Date | null> =>
      (
        await db
          .select({ at: lineControls.dataStoppedFor })
          .from(lineControls)
          .where(eq(lineControls.lineId, lineId))
          .limit(1)
      )[0]?.at ?? null,

    /**
     * Claims the change and, when `barred` differs from the carrier's state, stores the data bar or
     * unbar in the same transaction (`carrier`: the outbox is on). True for the one caller who did it.
     */
    claim: (
      target: DataStopTarget,
      from: Date | null,
      to: Date | null,
      options: { barred: boolean | null; carrier: boolean },
    ) =>
      db.transaction(async (tx) => {
        if (!(await move(tx, target.lineId, from, to))) return false;
        const { mdn, ...who } = target;
        await tx
          .insert(lineControlEvents)
          .values({ ...who, what: to === null ? 'data_resumed' : 'data_stopped' });
        if (options.carrier && options.barred !== null)
          await storeLineCommand(
            tx,
            { userId: target.ownerId, lineId: target.lineId },
            { kind: 'set_data_barring', payload: { mdn, barred: options.barred } },
          );
        return true;
      }),
  };
}

export type DataCapRepository = ReturnType<typeof createDataCapRepository>;
