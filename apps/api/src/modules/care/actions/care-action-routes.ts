import {
  endCustomerSessions,
  extendRenewalGrace,
  reissueCustomerEsim,
  resendCustomerReceipt,
  restoreCustomerLine,
  resubmitCustomerPortIn,
  suspendCustomerLine,
} from '@mvno/contracts/api/care-actions';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareActionService } from './care-action-service';

/** Care actions (each endpoint's permission is checked by the router; the CPNI gate by the service). */
export function registerCareActionRoutes(router: Router<AuthUser>, actions: CareActionService): void {
  const ids = (params: { customerId: string; lineId: string }) => [params.customerId, params.lineId] as const;
  router.add(reissueCustomerEsim, ({ user, params, body }) =>
    actions.reissueEsim(user, ...ids(params), body),
  );
  router.add(resubmitCustomerPortIn, ({ user, params, body }) =>
    actions.resubmitPortIn(user, ...ids(params), body),
  );
  router.add(suspendCustomerLine, ({ user, params, body }) => actions.suspend(user, ...ids(params), body));
  router.add(restoreCustomerLine, ({ user, params, body }) => actions.restore(user, ...ids(params), body));
  router.add(extendRenewalGrace, ({ user, params, body }) => actions.extendGrace(user, ...ids(params), body));
  router.add(resendCustomerReceipt, ({ user, params, body }) =>
    actions.resendReceipt(user, params.customerId, params.receiptId, body),
  );
  router.add(endCustomerSessions, ({ user, params, body }) =>
    actions.endSessions(user, params.customerId, body),
  );
}
