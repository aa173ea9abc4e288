import { CURRENCY, LOCALE } from '@mvno/contracts/constants';

const usd = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
});

/** USD with two decimals, US English formatting (SPEC §9). */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
