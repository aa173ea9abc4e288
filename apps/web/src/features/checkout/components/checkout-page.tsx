import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useAppStore } from '../../../lib/store';
import type { CartItem } from '../../../lib/store';
import { useCardSaveNotice } from '../../../entities/card/use-card-save-notice';
import { cartPayKey } from '../../../entities/order/cart-pay-key';
import { readOrderChoices } from '../../../entities/order/order-choices';
import {
  endPortInAfterPayment,
  resumePortInAfterPayment,
} from '../../../entities/order/port-in-after-payment';
import { CheckoutForm } from './checkout-form';
import type { PortInLine, PortInStepProps } from './payment-result-dialogs';
import './checkout.css';
import { t } from '../../../lib/i18n';

type CheckoutPageProps = {
  /** The port-in step after paying for a brought number (the lines feature); the app passes it in. */
  portInStep?: ComponentType<PortInStepProps>;
};

/** /cart/checkout (protected): the address, the server's order summary, the card, and Pay. */
export function CheckoutPage({ portInStep: PortInStep }: CheckoutPageProps = {}) {
  const navigate = useNavigate();
  // After paying for a brought number the cart is empty, but the port-in step still shows here.
  // A reload in the middle of that step opens it again (the payment is made, the cart empty).
  const [portInLine, setPortInLine] = useState<PortInLine | undefined>(() =>
    PortInStep ? resumePortInAfterPayment() : undefined,
  );
  usePageMeta('checkout', 'Checkout');
  // Back from saving a card via /stripe-response (SPEC §4).
  useCardSaveNotice();
  const cart = useAppStore((s) => s.cart);
  // The cart is `{}` or one item (SPEC §3).
  const item = 'id' in cart ? (cart as CartItem) : undefined;
  const choices = item && readOrderChoices(item.options);
  // A cart saved before carts had a pay key takes one as the checkout opens (saved for every tab).
  const itemId = item?.id;
  useEffect(() => {
    if (itemId) cartPayKey();
  }, [itemId]);

  return (
    <section className="checkout">
      <h1 className="page-title">{t('Checkout')}</h1>
      {!item ? (
        <p className="page-lead">
          {t(PRODUCT_MESSAGES.web.cartEmpty)} <Link to={paths.shop}>{t('Choose a plan in the shop')}</Link>
        </p>
      ) : !choices ? (
        <p className="page-lead">
          {t('Choose your SIM type and number first.')} <Link to={paths.cart}>{t('Back to your cart')}</Link>
        </p>
      ) : (
        <CheckoutForm
          item={item}
          choices={choices}
          onContinueToPortIn={PortInStep ? setPortInLine : undefined}
        />
      )}
      {PortInStep && portInLine && (
        <PortInStep
          line={portInLine}
          onFinished={() => {
            endPortInAfterPayment();
            void navigate(paths.dashboard);
          }}
        />
      )}
    </section>
  );
}
