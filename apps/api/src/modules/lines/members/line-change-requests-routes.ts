import { createDataCapRequest, createPlanChangeRequest } from '@mvno/contracts/api/line-change-requests';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { LineChangeRequestService } from './line-change-requests-service';
import { viewOf } from './line-requests-service';

/** Members' plan-change and data-cap requests (decision 088); answered through the requests' own routes. */
export function registerLineChangeRequestRoutes(router: Router<Customer>, changes: LineChangeRequestService) {
  router.add(createPlanChangeRequest, async ({ user, params, body }) => {
    const { message, row } = await changes.askPlanChange(user, params.id, body);
    return { message, request: viewOf(row) };
  });
  router.add(createDataCapRequest, async ({ user, params, body }) => {
    const { message, row } = await changes.askDataCap(user, params.id, body);
    return { message, request: viewOf(row) };
  });
}
