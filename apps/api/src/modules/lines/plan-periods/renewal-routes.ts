import { renewLine, setLineAutoRenew } from '@mvno/contracts/api/lines';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { RenewalService } from './renewal-service';

export function registerRenewalRoutes(router: Router<Customer>, renewals: RenewalService): void {
  const lineId = (params: Record<string, string>) => params.id ?? '';
  router.add(setLineAutoRenew, ({ user, params, body }) =>
    renewals.setAutoRenew(user, lineId(params), body.autoRenew),
  );
  router.add(renewLine, ({ user, params, body }) =>
    renewals.renewByCustomer(user, lineId(params), body.periodEnd, body.cardId),
  );
}
