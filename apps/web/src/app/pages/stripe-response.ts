export { StripeResponsePage as default } from '../../features/stripe-response/components/stripe-response-page';
