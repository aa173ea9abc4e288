/**
 * What a sync of the labels changes (decision 061), decided from what is stored and the catalogue
 * at `now`, with no database: the versions to close and the versions to add.
 */
import type { PlanRecord } from '../plans/plan-repository';
import { isOnSale } from '../plans/plan-repository';
import { factsOf, labelCode, sameFacts, type LabelFacts } from './label-facts';

export type StoredVersion = {
  id: string;
  planId: string;
  version: number;
  facts: unknown;
  withdrawnAt: Date | null;
};
export type NewVersion = {
  planId: string;
  version: number;
  code: string;
  facts: LabelFacts;
  publishedAt: Date;
  withdrawnAt: Date | null;
};

/**
 * A plan on sale without an open version gets one; an open version whose facts differ from the
 * plan's now is closed and followed by the next; an open version whose plan is no longer on sale
 * (or is gone) is closed. A plan lines hold that never had a label gets one, closed at once.
 */
export function planSync(
  catalogue: PlanRecord[],
  stored: StoredVersion[],
  held: Set<string | null>,
  now: Date,
): { close: string[]; add: NewVersion[] } {
  const open = new Map(stored.filter((r) => !r.withdrawnAt).map((r) => [r.planId, r]));
  const lastVersion = new Map<string, number>();
  for (const r of stored) lastVersion.set(r.planId, Math.max(r.version, lastVersion.get(r.planId) ?? 0));
  const onSale = new Set(catalogue.filter((p) => isOnSale(p, now)).map((p) => p.id));
  const byId = new Map(catalogue.map((p) => [p.id, p]));

  const close = [...open.values()]
    .filter((r) => {
      const plan = byId.get(r.planId);
      return !plan || !onSale.has(plan.id) || !sameFacts(r.facts, factsOf(plan));
    })
    .map((r) => r.id);
  const closed = new Set(close);
  const add = catalogue.flatMap((plan): NewVersion[] => {
    const current = open.get(plan.id);
    const stillOpen = current !== undefined && !closed.has(current.id);
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
  return { close, add };
}
