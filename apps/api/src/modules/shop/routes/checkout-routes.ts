import { payOrder, quoteOrder } from '@mvno/contracts/api/checkout';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { CheckoutService } from '../services/checkout-service';

/** Checkout: the server's quote, and paying with a saved card. */
export function registerCheckoutRoutes(router: Router<Customer>, checkout: CheckoutService): void {
  router.add(quoteOrder, ({ user, body }) => checkout.quote(user, body));
  router.add(payOrder, ({ user, body }) => checkout.pay(user, body));
}
