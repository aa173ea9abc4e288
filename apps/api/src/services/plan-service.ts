import type { Plan } from '@mvno/contracts/entities';
import type { PlanRepository } from '../repositories/plan-repository';

export function toPlan(row: Awaited<ReturnType<PlanRepository['findActive']>>[number]): Plan {
  return {
    id: row.id,
    retailName: row.retailName,
    retailDescription: row.retailDescription,
    retailPrice: row.retailPriceCents / 100,
    popular: row.popular,
  };
}

export function createPlanService(repository: PlanRepository) {
  return {
    listPlans: async (): Promise<Plan[]> => (await repository.findActive()).map(toPlan),
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
