/**
 * The tax lines an order keeps (decision 060) and the quote's itemized list made of them: each tax
 * line with its jurisdiction, then the company's own regulatory cost recovery fee.
 */
import type { Quote } from '@mvno/contracts/api/checkout';
import type { TaxItem } from '@mvno/contracts/api/tax-items';
import { toDollars } from '../../../lib/money';
import type { Sourced, TaxAnswer, TaxLine } from '../../taxes/taxes-types';

/** What `orders.tax_lines` holds: the engine's lines, the sourcing decision, and the renewal quoted. */
export type StoredTaxes = {
  lines: TaxLine[];
  rule: Sourced['rule'];
  state: string;
  zip: string | null;
  fallback: TaxAnswer['fallback'];
  area: string | null;
  renewalCents?: number;
};

export const storedTaxes = (sourcing: Sourced, answer: TaxAnswer, renewalCents: number): StoredTaxes => ({
  lines: answer.lines,
  rule: sourcing.rule,
  state: sourcing.address.state,
  zip: sourcing.address.zip,
  fallback: answer.fallback,
  area: answer.area,
  renewalCents,
});

/** What an order's invoice takes of it (decision 069): its tax lines and where it was taxed. */
export const invoiceFactsOf = (order: {
  taxLines: unknown;
  taxState: string | null;
  taxZip: string | null;
}) => ({
  taxLines: (order.taxLines as StoredTaxes | null)?.lines,
  taxState: order.taxState,
  taxZip: order.taxZip,
});

/** The tax lines a receipt mail lists beneath the Tax Amount. */
export const mailTaxLines = (stored: StoredTaxes | null | undefined) =>
  (stored?.lines ?? []).map((line) => ({
    type: line.type,
    jurisdiction: line.jurisdiction.name,
    cents: line.amountCents,
  }));

export const toTaxItem = (line: TaxLine): TaxItem => ({
  type: line.type,
  level: line.level,
  jurisdiction: line.jurisdiction,
  rate: line.rateMilliPercent === null ? null : line.rateMilliPercent / 100_000,
  flatAmount: line.flatCents === null ? null : toDollars(line.flatCents),
  amount: toDollars(line.amountCents),
  billable: line.billable,
  reportable: line.reportable,
});

/** The company's own fee (the spec's Regulatory Fee), labelled as such: not a tax, not reported. */
export const recoveryFeeItem = (cents: number): TaxItem => ({
  type: 'recovery_fee',
  level: 'company',
  jurisdiction: { name: 'Brightline Mobile', code: 'COMPANY' },
  rate: null,
  flatAmount: toDollars(cents),
  amount: toDollars(cents),
  billable: true,
  reportable: false,
});

/** The itemized list and sourcing of a quote, or nothing for an order kept before the engine. */
export function quoteItems(
  stored: StoredTaxes | null | undefined,
  regulatoryFeeCents: number,
): Pick<Quote, 'itemized' | 'taxSourcing'> {
  if (!stored) return {};
  return {
    itemized: [
      ...stored.lines.map(toTaxItem),
      ...(regulatoryFeeCents > 0 ? [recoveryFeeItem(regulatoryFeeCents)] : []),
    ],
    taxSourcing: { rule: stored.rule, state: stored.state, zip: stored.zip, fallback: stored.fallback },
  };
}
