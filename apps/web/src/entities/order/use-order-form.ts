import { useCardChoice } from '../card/choose-card';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { checkoutSchema } from './checkout-form';
import type { CheckoutFormValues } from './checkout-form';
import type { OrderChoices } from './order-choices';
import { useCheckoutPayment } from './use-checkout-payment';
import { useCheckoutQuote } from './use-checkout-quote';
import { useProfileDefaults } from './use-profile-defaults';

type OrderFormStart = {
  /** What the fields start with: what the buyer typed before, else the profile's address. */
  values: CheckoutFormValues;
  /** The values are the buyer's own (a draft, or the step they went back from): the profile does not overwrite them. */
  typedBefore: boolean;
  promoCode?: string;
  /** The shop's checkout pays for the cart (and uses its key); Add a line pays for an order of its own. */
  paysForCart: boolean;
};

/**
 * One order being paid, the same in the shop's checkout and in Add a line: the address or
 * billing state form, the server's quote of it, the card (the primary one unless the buyer picks
 * another; `cardPicker` is what the payment method picker takes) and Pay with its idempotency key.
 */
export function useOrderForm(planId: string, choices: OrderChoices, start: OrderFormStart) {
  // Editing a field clears its error instead of re-validating it (SPEC §5, see FormField).
  const form = useSchemaForm(checkoutSchema(choices), start.values);
  useProfileDefaults(form, start.typedBefore);
  const quote = useCheckoutQuote(form, planId, choices, start.promoCode ?? '');
  const card = useCardChoice();
  const payment = useCheckoutPayment(form, quote, card, start.paysForCart);
  return { form, quote, cardPicker: { ...card.picker, error: payment.cardError }, payment };
}
