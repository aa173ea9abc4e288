import { viewCustomerLineTransfers } from '@mvno/contracts/api/care-line-transfers';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareTransfersService } from './care-transfers-service';

/** The customer page's line transfer offers (permission checked by the router, CPNI by the service). */
export function registerCareTransferRoutes(router: Router<AuthUser>, transfers: CareTransfersService): void {
  router.add(viewCustomerLineTransfers, ({ user, params }) => transfers.view(user, params.customerId));
}
