import { getEmergencyAddress, saveEmergencyAddress } from '@mvno/contracts/api/emergency-address';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { EmergencyAddressService } from './emergency-address-service';

export function registerEmergencyAddressRoutes(
  router: Router<Customer>,
  addresses: EmergencyAddressService,
): void {
  router.add(getEmergencyAddress, ({ user, params }) => addresses.get(user, params.id));
  router.add(saveEmergencyAddress, ({ user, params, body }) => addresses.save(user, params.id, body));
}
