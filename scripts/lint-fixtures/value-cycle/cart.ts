// A cycle of values: cart.ts and cart-total.ts import each other's functions.
import { cartTotal } from './cart-total';

export const cartItems = (prices: number[]) => ({ prices, total: cartTotal(prices) });
