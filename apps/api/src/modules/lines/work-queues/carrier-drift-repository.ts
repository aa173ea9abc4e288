/**
 * The carrier drift items of the care console (decisions 081, 086): read from `carrier_drift` (the
 * reconciliation writes them, carrier-reconcile.ts), closed by staff with a reason, and the one safe
 * repair (the bar of a line we hold suspended) stored again through the carrier outbox.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { carrierCommands, carrierDrift } from '../../../db/schema/carrier';
import { subscriptionLines } from '../../../db/schema/lines';
import { OPEN_STATES, storeLineCommand } from '../carrier/carrier-line-commands';
import type { Page } from './work-queue-repository';

/** The drift kind whose repair is safe: the customer asked for the bar and still wants it. */
export const REPAIRABLE_KIND = 'not_barred_at_carrier';

export type DriftRepair = 'sent' | 'not_found' | 'not_repairable';

export function createCarrierDriftRepository(db: Db) {
  const customerName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
  /** A bar or unbar of the line the carrier has not finished (a repair is then under way). */
  const barUnderWay = sql<boolean>`exists (select 1 from ${carrierCommands} where ${carrierCommands.lineId} = ${carrierDrift.lineId} and ${carrierCommands.kind} = 'set_barring' and ${inArray(carrierCommands.state, OPEN_STATES)})`;

  return {
    /** Open items, oldest first, with the line's customer and whether a bar is under way. */
    open: (page: Page) =>
      db
        .select({
          id: carrierDrift.id,
          kind: carrierDrift.kind,
          mdn: carrierDrift.mdn,
          lineId: carrierDrift.lineId,
          ours: carrierDrift.ours,
          theirs: carrierDrift.theirs,
          repair: carrierDrift.repair,
          detectedAt: carrierDrift.detectedAt,
          customerId: subscriptionLines.userId,
          customerName,
          lineStatus: subscriptionLines.status,
          barUnderWay,
        })
        .from(carrierDrift)
        .leftJoin(subscriptionLines, eq(subscriptionLines.id, carrierDrift.lineId))
        .leftJoin(users, eq(users.id, subscriptionLines.userId))
        .where(isNull(carrierDrift.resolvedAt))
        .orderBy(asc(carrierDrift.detectedAt), asc(carrierDrift.id))
        .limit(page.limit)
        .offset(page.offset),

    /** The item, open or not, with its line's customer. */
    find: async (id: string) =>
      (
        await db
          .select({
            id: carrierDrift.id,
            kind: carrierDrift.kind,
            mdn: carrierDrift.mdn,
            lineId: carrierDrift.lineId,
            resolvedAt: carrierDrift.resolvedAt,
            customerId: subscriptionLines.userId,
          })
          .from(carrierDrift)
          .leftJoin(subscriptionLines, eq(subscriptionLines.id, carrierDrift.lineId))
          .where(eq(carrierDrift.id, id))
      )[0],

    /** Closes an open item; false when it was closed already (by staff or a later pass). */
    resolve: async (id: string, at: Date) =>
      (
        await db
          .update(carrierDrift)
          .set({ resolvedAt: at })
          .where(and(eq(carrierDrift.id, id), isNull(carrierDrift.resolvedAt)))
          .returning({ id: carrierDrift.id })
      ).length > 0,

    /**
     * Stores the bar again for an open `not_barred_at_carrier` item whose line is still suspended
     * (lost phone) and has no bar under way, with the line's row locked (the quota counts in the
     * same transaction: CarrierQuotaError when the line has no action left today).
     */
    repair: (id: string, now: Date): Promise<DriftRepair> =>
      db.transaction(async (tx) => {
        const [item] = await tx
          .select()
          .from(carrierDrift)
          .where(and(eq(carrierDrift.id, id), isNull(carrierDrift.resolvedAt)))
          .for('update');
        if (!item) return 'not_found';
        if (item.kind !== REPAIRABLE_KIND || !item.lineId) return 'not_repairable';
        const [line] = await tx
          .select({ userId: subscriptionLines.userId, status: subscriptionLines.status })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, item.lineId))
          .for('update');
        if (line?.status !== 'lost_suspended') return 'not_repairable';
        const open = await tx
          .select({ id: carrierCommands.id })
          .from(carrierCommands)
          .where(
            and(
              eq(carrierCommands.lineId, item.lineId),
              eq(carrierCommands.kind, 'set_barring'),
              inArray(carrierCommands.state, OPEN_STATES),
            ),
          );
        if (open.length) return 'not_repairable';
        await storeLineCommand(
          tx,
          { userId: line.userId, lineId: item.lineId },
          { kind: 'set_barring', payload: { mdn: item.mdn, barred: true } },
          now,
        );
        await tx.update(carrierDrift).set({ repair: 'bar_sent' }).where(eq(carrierDrift.id, id));
        return 'sent';
      }),
  };
}

export type CarrierDriftRepository = ReturnType<typeof createCarrierDriftRepository>;
