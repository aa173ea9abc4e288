import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { useAppStore } from '../../../lib/store';
import { usePageMeta } from '../../../lib/content/use-page-meta';
import './cart-page.css';

/** The cart holds at most one plan (SPEC §3, §4). */
export function CartPage() {
  usePageMeta('cart', 'Your cart');
  const cart = useAppStore((s) => s.cart);
  const removeFromCart = useAppStore((s) => s.removeFromCart);
  const navigate = useNavigate();

  if (!('id' in cart)) {
    return (
      <section>
        <h1 className="page-title">Your cart</h1>
        <p className="page-lead">Your cart is empty.</p>
        <Link className="link-button" to={paths.shop}>
          Browse plans
        </Link>
      </section>
    );
  }
  return (
    <section>
      <h1 className="page-title">Your cart</h1>
      <div className="cart-item card">
        <div>
          <h2 className="cart-item__name">{cart.retailName}</h2>
          <p className="cart-item__price">
            {formatPrice(cart.retailPrice)}
            <span>/mo</span>
          </p>
        </div>
        <Button variant="secondary" onClick={() => removeFromCart(cart.id)}>
          Remove<span className="visually-hidden"> {cart.retailName}</span>
        </Button>
      </div>
      <p className="cart-actions">
        <Link to={paths.shop}>Change plan</Link>
        <Button onClick={() => void navigate(paths.checkout)}>Continue to checkout</Button>
      </p>
    </section>
  );
}
