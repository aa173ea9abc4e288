import { payOrder, quoteOrder } from '@mvno/contracts/api/checkout';
import { listLines } from '@mvno/contracts/api/lines';
import { listTransactions } from '@mvno/contracts/api/transactions';
import type { Router } from '../http/router';
import type { CheckoutService } from '../services/checkout-service';
import type { Customer } from '../services/commerce-types';
import type { HistoryService } from '../services/history-service';

/** Checkout (quote, pay) and what it leaves behind: order history and lines. */
export function registerCheckoutRoutes<U extends Customer>(
  router: Router<U>,
  services: { checkout: CheckoutService; history: HistoryService },
): void {
  router.add(quoteOrder, ({ user, body }) => services.checkout.quote(user, body));
  router.add(payOrder, ({ user, body }) => services.checkout.pay(user, body));
  router.add(listTransactions, ({ user }) => services.history.listTransactions(user));
  router.add(listLines, ({ user }) => services.history.listLines(user));
}
