/**
 * The saved cart shown by the first script (docs/decisions/091). `/cart` is sent as an empty cart
 * with the hidden frame of a chosen plan (cart-page.tsx); a visitor whose browser saved a plan sees
 * it in that frame, with its monthly price, in the first frame the page paints, while the app (which
 * starts at once for such a visitor, start-on-use.ts) loads and then renders the whole cart afresh.
 */
import { CART_STORAGE_KEY, CURRENCY } from '@mvno/contracts/constants';
import { readLocal } from '../lib/local-storage';

type SavedPlan = { retailName: string; retailPrice: number };

/** The plan in the saved cart, when it has one that can be shown. */
export function savedPlan(): SavedPlan | undefined {
  const raw = readLocal(CART_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const cart = (JSON.parse(raw) as { cart?: Partial<SavedPlan> & { id?: unknown } } | null)?.cart;
    if (!cart || typeof cart.id !== 'string' || typeof cart.retailPrice !== 'number') return undefined;
    return { retailName: String(cart.retailName ?? ''), retailPrice: cart.retailPrice };
  } catch {
    return undefined;
  }
}

/**
 * Fills the prerendered cart's frame with the saved plan and shows it in place of the empty cart's
 * text; says whether it did. The price is written as the page's language writes it (the `lang` the
 * server gave the page), as the app's formatPrice does.
 */
export function showSavedCart(doc: Document = document): boolean {
  const frame = doc.querySelector<HTMLElement>('#root [data-saved-cart]');
  const plan = frame ? savedPlan() : undefined;
  if (!frame || !plan) return false;
  const slot = frame.querySelector('[data-saved-cart-name]');
  const price = frame.querySelector('.cart-item__price');
  if (!slot || !price) return false;
  const name = doc.createElement('h2');
  name.className = 'cart-item__name';
  name.textContent = plan.retailName;
  slot.replaceWith(name);
  const language = doc.documentElement.lang || 'en-US';
  const amount = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
  }).format(plan.retailPrice);
  price.insertBefore(doc.createTextNode(amount), price.firstChild);
  frame.hidden = false;
  for (const empty of doc.querySelectorAll<HTMLElement>('#root [data-empty-cart]')) empty.hidden = true;
  frame.closest('section')?.setAttribute('aria-busy', 'true');
  return true;
}

/**
 * The header's cart count shows the saved plan before the app runs (decision 116): a page that waits
 * for its first use is sent with an empty cart's count.
 */
export function showSavedCount(doc: Document = document): void {
  const count = doc.querySelector('#root [data-testid="cart-count"]');
  if (count && savedPlan()) count.textContent = '1';
}
