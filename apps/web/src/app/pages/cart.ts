export { CartPage as default } from '../../features/cart/components/cart-page';
