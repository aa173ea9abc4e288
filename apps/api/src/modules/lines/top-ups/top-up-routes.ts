import { buyTopUp, listTopUps } from '@mvno/contracts/api/data-top-ups';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { TopUpService } from './top-up-service';

export function registerTopUpRoutes(router: Router<Customer>, topUps: TopUpService): void {
  router.add(listTopUps, ({ user, params }) => topUps.optionsFor(user, params.id));
  router.add(buyTopUp, ({ user, params, body }) => topUps.buy(user, params.id, body));
}
