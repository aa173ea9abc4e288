import { listPlans } from '@mvno/contracts/api/plans';
import type { Plan } from '@mvno/contracts/entities';
import { toDollars } from '../../../lib/money';
import { PreparedJson, PUBLIC_REVALIDATE } from '../../../lib/prepared-json';
import { createSharedCopies, type ChangeFeed } from '../../../lib/shared-copy';
import type { PlanChanges, PlanRepository } from '../repositories/plan-repository';

export function toPlan(row: Awaited<ReturnType<PlanRepository['findActive']>>[number]): Plan {
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
}) {
  const copies = createSharedCopies(
    async () =>
      new PreparedJson(
        listPlans.response.parse((await deps.repository.findActive()).map(toPlan)),
        PUBLIC_REVALIDATE,
      ),
    deps.feed,
  );
  return {
    listPlans: (): Promise<PreparedJson> => copies.get('plans'),
    /** Changes a plan and announces it; answers whether the plan exists. */
    async updatePlan(id: string, changes: PlanChanges): Promise<boolean> {
      const found = await deps.repository.update(id, changes);
      // Cleared here too, so this process answers the change even before its announcement returns.
      copies.clear();
      await deps.announceChange();
      return found;
    },
    /** A change was announced (or may have been missed): the next call reads the plans again. */
    forget: () => copies.clear(),
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
