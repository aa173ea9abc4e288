import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { PostPaymentPortIn } from '../../features/lines/components/post-payment-port-in';

export default function Checkout() {
  return <CheckoutPage portInStep={PostPaymentPortIn} />;
}
