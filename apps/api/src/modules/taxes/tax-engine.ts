/**
 * The built-in engine (decision 060): pure arithmetic over the rates a place has on a day. Percent
 * rates round half up to the cent per line; a flat amount is per sale, or per line per month.
 */
import type { RateVersion, TaxAnswer, TaxLine, TaxRates, TaxSale } from './taxes-types';

const percentOf = (cents: number, milliPercent: number) =>
  Math.floor((cents * milliPercent + 50_000) / 100_000);

/** Federal USF: never above factor x interstate share (47 CFR 54.712), in thousandths of a percent. */
export function usfCapMilliPercent(factorMilliPercent: number, interstateShareMilliPercent: number): number {
  return Math.floor((factorMilliPercent * interstateShareMilliPercent) / 100_000);
}

function lineOf(rate: RateVersion, sale: TaxSale): TaxLine | undefined {
  const base = {
    type: rate.taxType,
    level: rate.level,
    jurisdiction: { name: rate.jurisdictionName, code: rate.jurisdictionCode },
    basis: rate.basis,
    billable: rate.billable,
    reportable: rate.reportable,
  };
  if (rate.basis === 'percent') {
    const taxableCents = percentOf(sale.amountCents, rate.baseShareMilliPercent);
    const milli = rate.rateMilliPercent ?? 0;
    return {
      ...base,
      rateMilliPercent: milli,
      flatCents: null,
      taxableCents,
      amountCents: percentOf(taxableCents, milli),
    };
  }
  const flat = rate.amountCents ?? 0;
  // A month of service per line: the sale's lines (one per order or renewal).
  const times = rate.basis === 'per_line_month' ? (sale.lines ?? 1) : 1;
  return {
    ...base,
    rateMilliPercent: null,
    flatCents: flat,
    taxableCents: sale.amountCents,
    amountCents: flat * times,
  };
}

export function computeTax(rates: TaxRates, sale: TaxSale): TaxAnswer {
  const lines: TaxLine[] = [];
  for (const rate of rates.rates) {
    if (!rate.appliesTo.includes(sale.kind)) continue;
    const line = lineOf(rate, sale);
    if (line && line.amountCents > 0) lines.push(line);
  }
  if (rates.usfMilliPercent !== null && rates.usfMilliPercent > 0) {
    lines.push({
      type: 'federal_usf',
      level: 'federal',
      jurisdiction: { name: 'Federal Universal Service Fund', code: 'US' },
      basis: 'percent',
      rateMilliPercent: rates.usfMilliPercent,
      flatCents: null,
      taxableCents: sale.amountCents,
      // Rounded down: a cent up could pass the cap.
      amountCents: Math.floor((sale.amountCents * rates.usfMilliPercent) / 100_000),
      billable: true,
      reportable: true,
    });
  }
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    address: rates.address,
    area: rates.area,
    fallback: rates.fallback,
  };
}

/** No rates at all (a line bought before the engine, with no address kept): no tax. */
export const NO_TAX_LINES: TaxAnswer = {
  lines: [],
  totalCents: 0,
  address: { state: '', zip: null },
  area: null,
  fallback: null,
};
