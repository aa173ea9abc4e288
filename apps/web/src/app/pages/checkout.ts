export { CheckoutPage as default } from '../../features/checkout/components/checkout-page';
