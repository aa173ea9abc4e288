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

/** The most places kept at once; past it the cache starts again empty. */
const MOST_KEPT = 5_000;

/**
 * What was read, kept for `ms` (decision 092): one read at a time per key (sales at once share it),
 * a failed read is not kept, and `clear` forgets everything (a writer of the tables calls it).
 */
function keptFor<T>(ms: number, now: () => number) {
  const kept = new Map<string, { until: number; value: Promise<T> }>();
  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      if (ms <= 0) return read();
      const at = now();
      const hit = kept.get(key);
      if (hit && hit.until > at) return hit.value;
      if (kept.size >= MOST_KEPT) kept.clear();
      const value = read();
      kept.set(key, { until: at + ms, value });
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    clear: () => kept.clear(),
  };
}

export type TaxCacheOptions = { cacheMs: number; now: () => number };

export function createTaxService(
  repository: TaxRepository,
  cache: TaxCacheOptions = { cacheMs: 0, now: Date.now },
): TaxPort & { forgetRates(): void } {
  // The place's rates by state, ZIP and day, and the USF by quarter: a version taking effect on a
  // later day is another key, so only an edit of the tables waits for `cacheMs` (or `forgetRates`).
  const places = keptFor<Awaited<ReturnType<TaxRepository['placeRates']>>>(cache.cacheMs, cache.now);
  const quarters = keptFor<Awaited<ReturnType<TaxRepository['findUsfQuarter']>>>(cache.cacheMs, cache.now);

  async function usfAt(at: Date): Promise<number | null> {
    const key = quarterOf(at);
    const quarter = await quarters.get(key, () => repository.findUsfQuarter(key));
    if (!quarter?.enabled) return null;
    const cap = usfCapMilliPercent(quarter.factorMilliPercent, quarter.interstateShareMilliPercent);
    return Math.min(quarter.passThroughMilliPercent ?? cap, cap);
  }

  async function ratesAt(address: SaleAddress, at: Date): Promise<TaxRates> {
    const day = dayOf(at);
    const zip = address.zip && ZIP.test(address.zip) ? Number(address.zip) : null;
    // One read for the place (its ZIP area, in the sourced state, and the versions in force), one for USF.
    const [place, usfMilliPercent] = await Promise.all([
      places.get(`${address.state}|${zip ?? ''}|${day}`, () =>
        repository.placeRates(address.state, zip, day),
      ),
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
    forgetRates() {
      places.clear();
      quarters.clear();
    },
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
