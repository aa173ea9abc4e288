import { asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { broadbandLabels } from '../../../db/schema/broadband-labels';
import { subscriptionLines } from '../../../db/schema/lines';
import { plans } from '../../../db/schema/shop';
import { planSync } from './label-sync';

export type LabelRepository = ReturnType<typeof createLabelRepository>;
export type LabelRow = typeof broadbandLabels.$inferSelect;

/** One lock for every process's sync of the labels (a constant key of pg_advisory_xact_lock). */
const SYNC_LOCK = 8_061;

type Executor = Pick<Db, 'select' | 'selectDistinct'>;

/** The catalogue, the stored versions and the plans lines hold: what a sync decides from. */
async function stateOf(db: Executor) {
  const catalogue = await db.select().from(plans);
  const stored = await db
    .select({
      id: broadbandLabels.id,
      planId: broadbandLabels.planId,
      version: broadbandLabels.version,
      facts: broadbandLabels.facts,
      withdrawnAt: broadbandLabels.withdrawnAt,
    })
    .from(broadbandLabels);
  const held = await db.selectDistinct({ planId: subscriptionLines.planId }).from(subscriptionLines);
  return [catalogue, stored, new Set(held.map((r) => r.planId))] as const;
}

const isEmpty = ({ close, add }: ReturnType<typeof planSync>) => close.length === 0 && add.length === 0;

export function createLabelRepository(db: Db) {
  return {
    /**
     * Brings the stored labels in line with the catalogue at `now` (decision 061): a plan on sale
     * without an open version gets one; a version whose facts differ from the plan's now is closed
     * and followed by the next; an open version whose plan is no longer on sale is closed. A plan
     * lines hold that never had a label gets one, closed at once (its holders' account shows it).
     * Writes nothing when nothing changed (planSync in label-sync.ts decides; one lock for all processes).
     */
    sync: async (now: Date): Promise<void> => {
      // Read first without the lock: nearly every read finds nothing to change.
      if (isEmpty(planSync(...(await stateOf(db)), now))) return;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
        const { close, add } = planSync(...(await stateOf(tx)), now);
        if (close.length) {
          await tx
            .update(broadbandLabels)
            .set({ withdrawnAt: now })
            .where(inArray(broadbandLabels.id, close));
        }
        if (add.length) await tx.insert(broadbandLabels).values(add);
      });
    },

    /** The versions open at `now` or withdrawn after `since`, oldest plan first, versions in order. */
    published: (since: Date) =>
      db
        .select()
        .from(broadbandLabels)
        .where(or(isNull(broadbandLabels.withdrawnAt), gt(broadbandLabels.withdrawnAt, since)))
        .orderBy(asc(broadbandLabels.publishedAt), asc(broadbandLabels.planId), asc(broadbandLabels.version)),

    /** Each of the customer's lines with the latest version of its plan's label. */
    forUser: (userId: string) =>
      db
        .selectDistinctOn([subscriptionLines.id], { lineId: subscriptionLines.id, label: broadbandLabels })
        .from(subscriptionLines)
        .innerJoin(broadbandLabels, eq(broadbandLabels.planId, subscriptionLines.planId))
        .where(eq(subscriptionLines.userId, userId))
        .orderBy(asc(subscriptionLines.id), desc(broadbandLabels.version)),
  };
}
