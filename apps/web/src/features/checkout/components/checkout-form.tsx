import { useState } from 'react';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import type { CartItem } from '../../../lib/store';
import { useCards } from '../../../lib/cards/cards-query';
import { useCheckoutQuote } from '../../../lib/orders/use-checkout-quote';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useCheckoutPayment } from '../../../lib/orders/use-checkout-payment';
import { readCheckoutDraft } from '../lib/checkout-draft';
import { checkoutSchema, valuesFromProfile } from '../../../lib/orders/checkout-form';
import { effectiveCardId } from '../../../lib/cards/choose-card';
import { useProfileDefaults } from '../../../lib/orders/use-profile-defaults';
import type { OrderChoices } from '../../../lib/orders/order-choices';
import { OrderAddressFields } from '../../../components/order/address-fields';
import { OrderSummary } from '../../../components/order/order-summary';
import { PayButton } from '../../../components/order/pay-button';
import { PaymentMethodPicker } from '../../../components/order/payment-method-picker';
import { PaymentResultDialogs, type PortInLine } from './payment-result-dialogs';
import { PlanSummary } from './plan-summary';
import { PromoCodeField } from './promo-code-field';

type CheckoutFormProps = {
  item: CartItem;
  choices: OrderChoices;
  onContinueToPortIn?: (line: PortInLine) => void;
};

export function CheckoutForm({ item, choices, onContinueToPortIn }: CheckoutFormProps) {
  const userInfo = useAppStore((s) => s.userInfo);
  const [draft] = useState(readCheckoutDraft);
  // Editing a field clears its error instead of re-validating it (SPEC §5, see FormField).
  const form = useSchemaForm(checkoutSchema(choices), draft?.values ?? valuesFromProfile(userInfo));
  const quote = useCheckoutQuote(form, item.id, choices, draft?.promoCode ?? '');
  const cards = useCards();
  const [chosenCard, setChosenCard] = useState<string | undefined>();
  const cardId = effectiveCardId(cards.data, chosenCard);
  const payment = useCheckoutPayment(form, quote, cardId);

  const checkoutDraft = useCheckoutDraft(form, quote.promoCode);

  useProfileDefaults(form, Boolean(draft));

  const psim = choices.simType === 'psim';
  return (
    <form className="checkout__layout" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="checkout__main">
        <PlanSummary item={item} choices={choices} />
        <section className="checkout__panel" aria-labelledby="checkout-address-title">
          <h2 id="checkout-address-title">{psim ? 'Shipping address' : 'Billing state'}</h2>
          <OrderAddressFields form={form} psim={psim} />
        </section>
        <section className="checkout__panel" aria-labelledby="checkout-card-title">
          <h2 id="checkout-card-title">Payment method</h2>
          <PaymentMethodPicker
            selectedId={cardId}
            onSelect={setChosenCard}
            error={payment.cardError}
            // The trip to the card provider reloads the app; what was typed comes back from the draft.
            onLeave={checkoutDraft.save}
          />
        </section>
      </div>
      <section className="checkout__panel checkout__aside" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">Order summary</h2>
        <PromoCodeField
          applied={quote.promoCode}
          onApply={quote.applyPromo}
          error={quote.promoError}
          onEdit={quote.clearPromoError}
        />
        <OrderSummary
          quote={quote.quote}
          updating={quote.updating}
          error={quote.error}
          onRetry={quote.retry}
          waitingFor={
            psim ? PRODUCT_MESSAGES.web.waitingForAddress : PRODUCT_MESSAGES.web.waitingForBillingState
          }
        />
        <PayButton payment={payment} quote={quote} />
      </section>
      <PaymentResultDialogs
        payment={payment}
        portNumber={choices.numberChoice.type === 'port' ? choices.numberChoice.number : undefined}
        onContinueToPortIn={onContinueToPortIn}
      />
    </form>
  );
}
