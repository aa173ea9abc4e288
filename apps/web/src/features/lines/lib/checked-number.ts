import type { PortCheck } from '@mvno/contracts/api/port-in';
import { withCheckedNumber } from '../../../entities/order/cart-choices';
import { useAppStore, type CartItem } from '../../../lib/store';

/**
 * A checked number no line can take yet goes into the cart with the plan already there, so a
 * reload keeps it (only the cart is persisted, SPEC §3; decision 076). Answers the plan's name,
 * or undefined when the cart is empty (a plan is still to be chosen).
 */
export function keepCheckedNumberInCart(check: PortCheck): string | undefined {
  const { cart, portIn, addToCart } = useAppStore.getState();
  if (!('id' in cart) || !cart.id) return undefined;
  const item = cart as CartItem;
  addToCart({ ...item, options: withCheckedNumber(item.options, { ...portIn, ...check }) });
  return item.retailName;
}
