/**
 * The built-in tax engine behind the port (decision 060): finds the place's jurisdictions by ZIP
 * (the narrowest area; an unknown ZIP falls back to the state and says so), loads the rate versions
 * in force on the sale's day and the quarter's USF, then prices the sale with `computeTax`.
 */
import { computeTax, usfCapMilliPercent } from './tax-engine';
import type { TaxRepository } from './tax-repository';
import type { SaleAddress, Sourced, SourcingCandidate, TaxPort, TaxRates } from './taxes-types';

const ZIP = /^\d{5}$/;

/** The sale's day (UTC) and quarter ('2026-Q4'). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const quarterOf = (at: Date) => `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;

export function createTaxService(repository: TaxRepository): TaxPort {
  async function usfAt(at: Date): Promise<number | null> {
    const quarter = await repository.findUsfQuarter(quarterOf(at));
    if (!quarter?.enabled) return null;
    const cap = usfCapMilliPercent(quarter.factorMilliPercent, quarter.interstateShareMilliPercent);
    return Math.min(quarter.passThroughMilliPercent ?? cap, cap);
  }

  async function ratesAt(address: SaleAddress, at: Date): Promise<TaxRates> {
    const day = dayOf(at);
    const zip = address.zip && ZIP.test(address.zip) ? Number(address.zip) : null;
    // One read for the place (its ZIP area, in the sourced state, and the versions in force), one for USF.
    const [place, usfMilliPercent] = await Promise.all([
      repository.placeRates(address.state, zip, day),
      usfAt(at),
    ]);
    return {
      address,
      area: place.areaName,
      fallback: place.areaName ? null : address.zip ? 'zip_unknown' : 'zip_missing',
      day,
      rates: place.rates,
      usfMilliPercent,
    };
  }

  return {
    ratesAt,
    async quote({ at, address, ...sale }) {
      return computeTax(await ratesAt(address, at), sale);
    },
    async source(candidates: SourcingCandidate[]): Promise<Sourced | undefined> {
      for (const candidate of candidates) {
        const zip = candidate.zip && ZIP.test(candidate.zip) ? candidate.zip : null;
        if (candidate.state) return { rule: candidate.rule, address: { state: candidate.state, zip } };
        // A ZIP alone is usable when the tables name its state.
        const area = zip ? await repository.findArea(Number(zip)) : undefined;
        if (area) return { rule: candidate.rule, address: { state: area.state, zip } };
      }
      return undefined;
    },
  };
}
