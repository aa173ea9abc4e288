import { listPlans } from '@mvno/contracts/api/plans';
import type { Router } from '../../../http/router';
import type { PlanService } from './plan-service';

export function registerPlanRoutes(router: Router<unknown>, plans: PlanService): void {
  router.add(listPlans, () => plans.listPlans());
}
