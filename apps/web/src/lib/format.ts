import { CURRENCY } from '@mvno/contracts/constants';
import { currentLanguage } from './i18n/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** USD with two decimals (SPEC §9), written as the page's language writes it (decision 053). */
export function formatPrice(amount: number): string {
  const language = currentLanguage();
  let usd = formats.get(language);
  if (!usd) {
    usd = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
    });
    formats.set(language, usd);
  }
  return usd.format(amount);
}
