import { renewLine, setLineAutoRenew } from '@mvno/contracts/api/lines';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { RenewalService } from './renewal-service';

export function registerRenewalRoutes(router: Router<Customer>, renewals: RenewalService): void {
  router.add(setLineAutoRenew, ({ user, params, body }) =>
    renewals.setAutoRenew(user, params.id, body.autoRenew),
  );
  router.add(renewLine, ({ user, params, body }) =>
    renewals.renewByCustomer(user, params.id, body.periodEnd, body.cardId),
  );
}
