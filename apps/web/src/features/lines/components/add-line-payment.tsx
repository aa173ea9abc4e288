import { useEffect } from 'react';
import type { PlacedOrder } from '@mvno/contracts/api/checkout';
import type { Plan } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { OrderAddressFields, orderAddressTitle } from '../../../entities/order/components/address-fields';
import { PayButton } from '../../../entities/order/components/pay-button';
import { RenewalConsent } from '../../../entities/order/components/renewal-consent';
import { PaymentMethodPicker } from '../../../entities/order/components/payment-method-picker';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { valuesFromProfile } from '../../../entities/order/checkout-form';
import type { CheckoutFormValues } from '../../../entities/order/checkout-form';
import { describeChoices, type OrderChoices } from '../../../entities/order/order-choices';
import { useAppStore } from '../../../lib/store';
import { useOrderForm } from '../../../entities/order/use-order-form';
import { QuoteSummary } from '../../../entities/order/components/order-summary';
import { useT } from '../../../lib/i18n';

const A = PRODUCT_MESSAGES.addLine;

type PaymentStepProps = {
  plan: Plan;
  choices: OrderChoices;
  /** What the customer typed here before going back, if they did. */
  initial: CheckoutFormValues | undefined;
  onBack: (values: CheckoutFormValues) => void;
  onPaid: (order: PlacedOrder) => void;
};

/**
 * Step 3, the shop's checkout in the dialog: the shipping address or billing state (from the
 * profile when it has one), the server's quote, the saved card (the primary one first) and Pay
 * with its idempotency key. A declined card or a refusal is said here, with everything kept.
 */
export function AddLinePayment({ plan, choices, initial, onBack, onPaid }: PaymentStepProps) {
  const t = useT();
  const userInfo = useAppStore((s) => s.userInfo);
  const { form, quote, cardPicker, payment } = useOrderForm(plan.id, choices, {
    values: initial ?? valuesFromProfile(userInfo),
    typedBefore: initial !== undefined,
    paysForCart: false,
  });
  const psim = choices.simType === 'psim';
  const { sim, number } = describeChoices(choices);

  const paidOrder = payment.result === 'paid' ? payment.order : undefined;
  useEffect(() => {
    if (paidOrder) onPaid(paidOrder);
  }, [paidOrder, onPaid]);

  return (
    <form className="add-line__step" noValidate onSubmit={(event) => event.preventDefault()}>
      <p className="add-line__order">
        <strong>{plan.retailName}</strong> {formatPrice(plan.retailPrice)}
        {t('/mo')} · {sim} · {number}
      </p>
      <section className="add-line__part" aria-labelledby="add-line-address-title">
        <h3 id="add-line-address-title">{orderAddressTitle(psim && !choices.ownSimIccid)}</h3>
        <OrderAddressFields form={form} psim={psim} ownSim={Boolean(choices.ownSimIccid)} />
      </section>
      <section className="add-line__part" aria-labelledby="add-line-summary-title">
        <h3 id="add-line-summary-title">{t('Order summary')}</h3>
        <QuoteSummary quote={quote} psim={psim} />
      </section>
      <section className="add-line__part" aria-labelledby="add-line-card-title">
        <h3 id="add-line-card-title">{t('Payment method')}</h3>
        <PaymentMethodPicker {...cardPicker} returnTo="payment" noCardsText={A.noCard} />
      </section>
      {payment.paying && (
        <p className="visually-hidden" role="status">
          {t(A.paying)}
        </p>
      )}
      {payment.failure && (
        <p className="add-line__failure" role="alert">
          {payment.failure}
        </p>
      )}
      <RenewalConsent quote={quote.quote} {...payment.consent} />
      <PayButton payment={payment} quote={quote} />
      <Button variant="secondary" className="add-line__back" onClick={() => onBack(form.getValues())}>
        {t('Back')}
      </Button>
    </form>
  );
}
