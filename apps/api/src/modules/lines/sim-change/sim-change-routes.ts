import { changeLineSim } from '@mvno/contracts/api/sim-change';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { SimChangeService } from './sim-change-service';

export function registerSimChangeRoutes(router: Router<Customer>, simChanges: SimChangeService): void {
  router.add(changeLineSim, ({ user, params, body }) => simChanges.changeSim(user, params.id, body));
}
