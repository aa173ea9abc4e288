import { listPlans } from '@mvno/contracts/api/plans';
import type { Plan } from '@mvno/contracts/entities';
import { toDollars } from '../../../lib/money';
import { PreparedJson, PUBLIC_REVALIDATE } from '../../../lib/prepared-json';
import { createSharedCopies, type ChangeFeed } from '../../../lib/shared-copy';
import type { PlanChanges, PlanRecord, PlanRepository } from './plan-repository';

export function toPlan(row: PlanRecord): Plan {
  return {
    id: row.id,
    retailName: row.retailName,
    retailDescription: row.retailDescription,
    retailPrice: toDollars(row.retailPriceCents),
    popular: row.popular,
  };
}

/**
 * Plans on sale change a few times a year and are the same for every visitor: the list is served
 * from memory, checked against its contract once when read, and read again when any process
 * announces a change of the catalogue (docs/decisions/014).
 */
export function createPlanService(deps: {
  repository: PlanRepository;
  feed: ChangeFeed;
  /** Tells every process (this one included) that the catalogue changed. */
  announceChange: () => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  // A plan published with a later effective date goes on sale at that moment: the copy is dropped then.
  let nextDate: NodeJS.Timeout | undefined;
  const dropAtNextEffectiveDate = async () => {
    const at = await deps.repository.nextEffectiveFrom(now());
    clearTimeout(nextDate);
    if (!at) return;
    // setTimeout holds at most about 24.8 days; a later date is looked at again then.
    nextDate = setTimeout(() => copies.clear(), Math.min(at.getTime() - now().getTime() + 1, 2 ** 31 - 1));
    nextDate.unref();
  };
  const copies = createSharedCopies(async () => {
    const rows = await deps.repository.findOnSale(now());
    await dropAtNextEffectiveDate();
    return new PreparedJson(listPlans.response.parse(rows.map(toPlan)), PUBLIC_REVALIDATE);
  }, deps.feed);
  return {
    listPlans: (): Promise<PreparedJson> => copies.get('plans'),
    /** The list as kept in memory, when it is (undefined before the first read and after a change). */
    keptPlans: (): PreparedJson | undefined => copies.peek('plans'),
    /** Changes a plan and announces it; answers whether the plan exists. */
    async updatePlan(id: string, changes: PlanChanges): Promise<boolean> {
      const found = await deps.repository.update(id, changes);
      // Cleared here too, so this process answers the change even before its announcement returns.
      copies.clear();
      await deps.announceChange();
      return found;
    },
    /** Plans were changed (by the console): drop this process's copy now, then tell every process. */
    async changed(): Promise<void> {
      copies.clear();
      await deps.announceChange();
    },
    /** A change was announced (or may have been missed): the next call reads the plans again. */
    forget: () => copies.clear(),
    close: () => clearTimeout(nextDate),
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
