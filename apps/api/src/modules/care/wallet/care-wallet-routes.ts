import { getCustomerWallet, grantGoodwillCredit } from '@mvno/contracts/api/wallet';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareWalletService } from './care-wallet-service';

/** A verified customer's credit ledger (`customers.read`) and goodwill credit (`customers.act`, the role's limit by the service). */
export function registerCareWalletRoutes(router: Router<AuthUser>, wallet: CareWalletService): void {
  router.add(getCustomerWallet, ({ user, params }) => wallet.ledgerOf(user, params.customerId));
  router.add(grantGoodwillCredit, ({ user, params, body }) =>
    wallet.grantGoodwill(user, params.customerId, body),
  );
}
