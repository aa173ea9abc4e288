import { cancelPlanChange, changePlan, quotePlanChange } from '@mvno/contracts/api/plan-change';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { PlanChangeService } from './plan-change-service';

export function registerPlanChangeRoutes(router: Router<Customer>, planChanges: PlanChangeService): void {
  const lineId = (params: Record<string, string>) => params.id ?? '';
  router.add(quotePlanChange, ({ user, params, body }) =>
    planChanges.quote(user, lineId(params), body.planId),
  );
  router.add(changePlan, ({ user, params, body }) => planChanges.change(user, lineId(params), body));
  router.add(cancelPlanChange, ({ user, params }) => planChanges.cancel(user, lineId(params)));
}
