import { listTransactions } from '@mvno/contracts/api/transactions';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { OrderHistoryService } from '../services/order-history-service';

export function registerOrderHistoryRoutes(router: Router<Customer>, history: OrderHistoryService): void {
  router.add(listTransactions, ({ user, query }) => history.listTransactions(user, query));
}
