import { useAppStore, type CartItem } from '../../lib/store';

const cartItem = (): CartItem | undefined => {
  const { cart } = useAppStore.getState();
  return 'id' in cart ? (cart as CartItem) : undefined;
};

/**
 * The idempotency key of paying for the cart as it is, kept with the cart (saved, and followed by
 * every tab): made at the first Pay, sent by every Pay of this cart in any tab or after a reload, so
 * the order is charged at most once. Undefined without a cart.
 */
export function cartPayKey(): string | undefined {
  const item = cartItem();
  if (!item) return undefined;
  if (item.payKey) return item.payKey;
  const payKey = crypto.randomUUID();
  useAppStore.setState({ cart: { ...item, payKey } });
  return payKey;
}

/** After a declined payment the next Pay is a new payment: the cart takes a new key. */
export function renewCartPayKey(): void {
  const item = cartItem();
  if (item) useAppStore.setState({ cart: { ...item, payKey: crypto.randomUUID() } });
}
