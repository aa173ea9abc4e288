import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/router';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { formatPrice } from '../../../lib/format';
import { useAppStore } from '../../../lib/store';
import { useAppRunning } from '../../../lib/use-app-running';
import type { CartItem } from '../../../lib/store';
import './cart-page.css';
import { CartPlanLabel } from './cart-plan-label';
import { useT } from '../../../lib/i18n';

/**
 * The buyer's choices load with a cart that holds a plan: the form kit, the field schemas and the
 * dialogs are not part of the page's first load, which an empty cart (and the page's HTML) never
 * needs (docs/decisions/034).
 */
const CartChoicesForm = lazy(() =>
  import('./cart-choices-form').then((module) => ({ default: module.CartChoicesForm })),
);

/** The cart holds at most one plan (SPEC §3, §4) and the buyer's choices for it. */
export function CartPage() {
  usePageMeta('cart', 'Your cart');
  const cart = useAppStore((s) => s.cart);
  const removeFromCart = useAppStore((s) => s.removeFromCart);
  // The cart is `{}` or one item.
  const item = 'id' in cart ? (cart as CartItem) : undefined;
  // The server sends this page as HTML (docs/decisions/015, 091) as an empty cart, with the frame
  // of a chosen plan hidden in it: the first script (app/saved-cart.ts) fills that frame from the
  // saved cart and shows it before the app runs; the app, which then renders afresh, shows the
  // whole cart. An empty cart is adopted as it is.
  const running = useAppRunning();
  const t = useT();

  if (!item) {
    return (
      <section>
        <h1 className="page-title">{t('Your cart')}</h1>
        {!running && (
          <div className="cart-item card" data-saved-cart hidden>
            <div>
              {/* The first script puts the saved plan's name here as the item's heading (no empty heading before). */}
              <span data-saved-cart-name hidden />
              <p className="cart-item__price">
                <span>{t('/mo')}</span>
              </p>
            </div>
          </div>
        )}
        <p className="page-lead" data-empty-cart>
          {t(PRODUCT_MESSAGES.web.cartEmpty)}
        </p>
        <Link className="cart-link-button" to={paths.shop} data-empty-cart>
          {t('Browse plans')}
        </Link>
      </section>
    );
  }
  return (
    <section>
      <h1 className="page-title">{t('Your cart')}</h1>
      <div className="cart-item card">
        <div>
          <h2 className="cart-item__name">{item.retailName}</h2>
          <p className="cart-item__price">
            {formatPrice(item.retailPrice)}
            <span>{t('/mo')}</span>
          </p>
          <CartPlanLabel planId={item.id} />
        </div>
        <Button variant="secondary" onClick={() => removeFromCart(item.id)}>
          {t('Remove')}
          <span className="visually-hidden"> {item.retailName}</span>
        </Button>
      </div>
      <h2 className="cart-choices__title">{t('Before you pay')}</h2>
      <Suspense fallback={<div className="cart-choices-pending" aria-busy="true" />}>
        <CartChoicesForm key={item.id} item={item} />
      </Suspense>
      <p className="cart-actions">
        <Link to={paths.shop}>{t('Change plan')}</Link>
      </p>
    </section>
  );
}
