import { asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { broadbandLabels } from '../../../db/schema/broadband-labels';
import { subscriptionLines } from '../../../db/schema/lines';
import { plans } from '../../../db/schema/shop';
import { isOnSale } from '../plans/plan-repository';
import { factsOf, labelCode, sameFacts } from './label-facts';

export type LabelRepository = ReturnType<typeof createLabelRepository>;
export type LabelRow = typeof broadbandLabels.$inferSelect;

/** One lock for every process's sync of the labels (a constant key of pg_advisory_xact_lock). */
const SYNC_LOCK = 8_061;

export function createLabelRepository(db: Db) {
  return {
    /**
     * Brings the stored labels in line with the catalogue at `now` (decision 061): a plan on sale
     * without an open version gets one; a version whose facts differ from the plan's now is closed
     * and followed by the next; an open version whose plan is no longer on sale is closed. A plan
     * lines hold that never had a label gets one, closed at once (its holders' account shows it).
     * Writes nothing when nothing changed.
     */
    sync: (now: Date) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
        const catalogue = await tx.select().from(plans);
        const stored = await tx
          .select({
            id: broadbandLabels.id,
            planId: broadbandLabels.planId,
            version: broadbandLabels.version,
            facts: broadbandLabels.facts,
            withdrawnAt: broadbandLabels.withdrawnAt,
          })
          .from(broadbandLabels);
        const held = new Set(
          (await tx.selectDistinct({ planId: subscriptionLines.planId }).from(subscriptionLines)).map(
            (r) => r.planId,
          ),
        );
        const open = new Map(stored.filter((r) => !r.withdrawnAt).map((r) => [r.planId, r]));
        const lastVersion = new Map<string, number>();
        for (const r of stored)
          lastVersion.set(r.planId, Math.max(r.version, lastVersion.get(r.planId) ?? 0));
        const onSale = new Set(catalogue.filter((p) => isOnSale(p, now)).map((p) => p.id));

        const close = open.size
          ? [...open.values()].filter((r) => {
              const plan = catalogue.find((p) => p.id === r.planId);
              return !plan || !onSale.has(plan.id) || !sameFacts(r.facts, factsOf(plan));
            })
          : [];
        if (close.length) {
          await tx
            .update(broadbandLabels)
            .set({ withdrawnAt: now })
            .where(
              inArray(
                broadbandLabels.id,
                close.map((r) => r.id),
              ),
            );
        }
        const closed = new Set(close.map((r) => r.id));
        const added = catalogue.flatMap((plan) => {
          const current = open.get(plan.id);
          const stillOpen = current && !closed.has(current.id);
          const wanted = onSale.has(plan.id) ? !stillOpen : held.has(plan.id) && !lastVersion.has(plan.id);
          if (!wanted) return [];
          const version = (lastVersion.get(plan.id) ?? 0) + 1;
          return [
            {
              planId: plan.id,
              version,
              code: labelCode(plan.id, version),
              facts: factsOf(plan),
              publishedAt: now,
              withdrawnAt: onSale.has(plan.id) ? null : now,
            },
          ];
        });
        if (added.length) await tx.insert(broadbandLabels).values(added);
      }),

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
