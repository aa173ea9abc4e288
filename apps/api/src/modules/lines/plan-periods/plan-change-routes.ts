import { cancelPlanChange, changePlan, quotePlanChange } from '@mvno/contracts/api/plan-change';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { PlanChangeService } from './plan-change-service';

export function registerPlanChangeRoutes(router: Router<Customer>, planChanges: PlanChangeService): void {
  router.add(quotePlanChange, ({ user, params, body }) => planChanges.quote(user, params.id, body.planId));
  router.add(changePlan, ({ user, params, body }) => planChanges.change(user, params.id, body));
  router.add(cancelPlanChange, ({ user, params }) => planChanges.cancel(user, params.id));
}
