export { planNames } from './plans';

export const priceOf = (cents: number): number => cents / 100;
