// A re-export cycle: plans.ts and prices.ts re-export from each other.
export { priceOf } from './prices';

export const planNames = ['Starter', 'Unlimited'];
