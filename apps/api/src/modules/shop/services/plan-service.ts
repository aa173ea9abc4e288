import type { Plan } from '@mvno/contracts/entities';
import { toDollars } from '../../../lib/money';
import type { PlanRepository } from '../repositories/plan-repository';

export function toPlan(row: Awaited<ReturnType<PlanRepository['findActive']>>[number]): Plan {
  return {
    id: row.id,
    retailName: row.retailName,
    retailDescription: row.retailDescription,
    retailPrice: toDollars(row.retailPriceCents),
    popular: row.popular,
  };
}

export function createPlanService(repository: PlanRepository) {
  return {
    listPlans: async (): Promise<Plan[]> => (await repository.findActive()).map(toPlan),
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
