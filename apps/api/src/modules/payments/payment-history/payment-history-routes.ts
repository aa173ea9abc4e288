import { listTransactions } from '@mvno/contracts/api/transactions';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { PaymentHistoryService } from './payment-history-service';

export function registerPaymentHistoryRoutes(router: Router<Customer>, history: PaymentHistoryService): void {
  router.add(listTransactions, ({ user, query }) => history.listTransactions(user, query));
}
