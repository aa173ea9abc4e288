import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { useAppStore } from '../../../lib/store';
import { usePageMeta } from '../../../lib/content/use-page-meta';

/**
 * Checkout: the plan being bought. Payment (address, server-computed totals, cards) is built
 * with the card payments work; until then this page says plainly that paying is not open.
 */
export function CheckoutPage() {
  usePageMeta('checkout', 'Checkout');
  const cart = useAppStore((s) => s.cart);
  return (
    <section>
      <h1 className="page-title">Checkout</h1>
      {'id' in cart ? (
        <>
          <p className="page-lead">
            {cart.retailName}: {formatPrice(cart.retailPrice)}/mo
          </p>
          <p role="status">Online payment is opening soon. Your cart is saved on this device.</p>
        </>
      ) : (
        <p className="page-lead">
          Your cart is empty. <Link to={paths.shop}>Choose a plan</Link> first.
        </p>
      )}
    </section>
  );
}
