import { createTransferPin, listPortOutRequests } from '@mvno/contracts/api/port-out';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { PortOutService } from './port-out-service';

export function registerPortOutRoutes(router: Router<Customer>, portOut: PortOutService): void {
  router.add(createTransferPin, ({ user, params }) => portOut.createTransferPin(user, params.id));
  router.add(listPortOutRequests, ({ user, params }) => portOut.requestsOf(user, params.id));
}
