import { cancelOrder, payOrder, quoteOrder } from '@mvno/contracts/api/checkout';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { CheckoutService } from './checkout-service';
import type { OrderCancellation } from '../orders/order-cancellation';

/** Checkout: the server's quote, and paying with a saved card. */
export function registerCheckoutRoutes(
  router: Router<Customer>,
  checkout: CheckoutService,
  cancellation: OrderCancellation,
): void {
  router.add(quoteOrder, ({ user, body }) => checkout.quote(user, body));
  router.add(payOrder, ({ user, body }) => checkout.pay(user, body));
  router.add(cancelOrder, ({ user, body }) => cancellation.cancel(user, body.lineId));
}
