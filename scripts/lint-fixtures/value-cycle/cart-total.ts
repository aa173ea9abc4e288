import { cartItems } from './cart';

export const cartTotal = (prices: number[]) => prices.reduce((sum, price) => sum + price, 0);
export const emptyCart = () => cartItems([]);
