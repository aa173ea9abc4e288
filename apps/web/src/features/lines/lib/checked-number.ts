import type { PortCheck } from '@mvno/contracts/api/port-in';
import { useAppStore, type CartItem } from '../../../lib/store';

/**
 * A checked number no line can take yet goes into the cart with the plan already there, so a
 * reload keeps it (only the cart is persisted, SPEC §3; decision 076). Answers the plan's name,
 * or undefined when the cart is empty (a plan is still to be chosen). The cart's choices (and the
 * schema library under them) load only then, so the dashboard's first load carries none.
 */
export async function keepCheckedNumberInCart(check: PortCheck): Promise<string | undefined> {
  const { cart, portIn } = useAppStore.getState();
  if (!('id' in cart) || !cart.id) return undefined;
  const { withCheckedNumber } = await import('../../../entities/order/cart-choices');
  const item = cart as CartItem;
  useAppStore
    .getState()
    .addToCart({ ...item, options: withCheckedNumber(item.options, { ...portIn, ...check }) });
  return item.retailName;
}
