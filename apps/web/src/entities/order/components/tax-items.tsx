import type { TaxItem, TaxItemType } from '@mvno/contracts/api/tax-items';
import { formatPrice } from '../../../lib/format';
import { msg, t } from '../../../lib/i18n';

/** Each kind of tax or fee by its name on the page (decision 060). */
export const TAX_ITEM_LABELS: Record<TaxItemType, string> = {
  sales_tax: msg('Sales tax'),
  prepaid_911: msg('Prepaid wireless 911 charge'),
  prepaid_988: msg('988 crisis line charge'),
  ca_ults: msg('Universal LifeLine surcharge'),
  ca_ddtp: msg('Deaf and Disabled Telecommunications surcharge'),
  ca_chcf_a: msg('High Cost Fund-A surcharge'),
  ca_ctf: msg('Teleconnect Fund surcharge'),
  ca_casf: msg('Advanced Services Fund surcharge'),
  ca_cpuc_fee: msg('CPUC user fee'),
  utility_users_tax: msg("Utility users' tax"),
  federal_usf: msg('Federal Universal Service Fund'),
  recovery_fee: msg('Regulatory cost recovery fee (ours, not a tax)'),
};

/** The taxes (or the company's fee) of a quote, each with its jurisdiction, beneath their total. */
export function TaxItems({ items, label }: { items: TaxItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="amount-list__items" aria-label={t(label)}>
      {items.map((item, index) => (
        <li key={`${item.type}-${item.jurisdiction.code}-${index}`} className="amount-list__item">
          <span>
            {t(TAX_ITEM_LABELS[item.type])}
            {item.level !== 'company' && ` (${item.jurisdiction.name})`}
          </span>
          <span>{formatPrice(item.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
