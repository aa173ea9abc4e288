import { useState } from 'react';
import { useAppStore } from '../../../lib/store';
import type { CartItem } from '../../../lib/store';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { readCheckoutDraft } from '../lib/checkout-draft';
import { shipsSim, valuesFromProfile } from '../../../entities/order/checkout-form';
import type { OrderChoices } from '../../../entities/order/order-choices';
import { OrderAddressFields, orderAddressTitle } from '../../../entities/order/components/address-fields';
import { PayButton } from '../../../entities/order/components/pay-button';
import { RenewalConsent } from '../../../entities/order/components/renewal-consent';
import { PaymentMethodPicker } from '../../../entities/order/components/payment-method-picker';
import { PaymentResultDialogs, type PortInLine } from './payment-result-dialogs';
import { PlanSummary } from './plan-summary';
import { PromoCodeField } from './promo-code-field';
import { useOrderForm } from '../../../entities/order/use-order-form';
import { QuoteSummary } from '../../../entities/order/components/order-summary';
import { t } from '../../../lib/i18n';

type CheckoutFormProps = {
  item: CartItem;
  choices: OrderChoices;
  onContinueToPortIn?: (line: PortInLine) => void;
};

export function CheckoutForm({ item, choices, onContinueToPortIn }: CheckoutFormProps) {
  const userInfo = useAppStore((s) => s.userInfo);
  const [draft] = useState(readCheckoutDraft);
  const { form, quote, cardPicker, payment } = useOrderForm(item.id, choices, {
    values: draft?.values ?? valuesFromProfile(userInfo),
    typedBefore: Boolean(draft),
    promoCode: draft?.promoCode,
    paysForCart: true,
  });
  const checkoutDraft = useCheckoutDraft(form, quote.promoCode);

  const psim = shipsSim(choices);
  return (
    <form className="checkout__layout" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="checkout__main">
        <PlanSummary item={item} choices={choices} />
        <section className="checkout__panel" aria-labelledby="checkout-address-title">
          <h2 id="checkout-address-title">{orderAddressTitle(psim)}</h2>
          <OrderAddressFields form={form} psim={psim} ownSim={Boolean(choices.ownSimIccid)} />
        </section>
        <section className="checkout__panel" aria-labelledby="checkout-card-title">
          <h2 id="checkout-card-title">{t('Payment method')}</h2>
          <PaymentMethodPicker
            {...cardPicker}
            // The trip to the card provider reloads the app; what was typed comes back from the draft.
            onLeave={checkoutDraft.save}
          />
        </section>
      </div>
      <section className="checkout__panel checkout__aside" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">{t('Order summary')}</h2>
        <PromoCodeField
          applied={quote.promoCode}
          onApply={quote.applyPromo}
          error={quote.promoError}
          onEdit={quote.clearPromoError}
        />
        <QuoteSummary quote={quote} psim={psim} />
        <RenewalConsent quote={quote.quote} {...payment.consent} />
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
