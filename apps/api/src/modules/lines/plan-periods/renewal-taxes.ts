/**
 * Renewals, plan changes and top-ups are taxed by the tax engine at the time of their charge
 * (decision 060), at the address the line's order was sourced to: the facts a service reads carry
 * the rates in force now there.
 */
import type { Clock } from '../../../lib/clock';
import type { TaxPort, TaxRates } from '../../taxes/taxes-types';
import type { RenewalFacts, RenewalRepository } from './renewal-repository';

/** What the lines module needs of the taxes module. */
export type LineTaxes = Pick<TaxPort, 'ratesAt'>;

/** The rates in force now at a line's taxed address; null for a line without an order. */
export const lineTaxesAt = (
  taxes: LineTaxes,
  line: { taxState: string | null; taxZip: string | null },
  now: Date,
): Promise<TaxRates | null> =>
  line.taxState ? taxes.ratesAt({ state: line.taxState, zip: line.taxZip }, now) : Promise.resolve(null);

/** The renewal repository whose facts carry the line's rates at the clock's now. */
export function taxedRenewals(
  repository: RenewalRepository,
  taxes: LineTaxes,
  clock: Clock,
): RenewalRepository {
  const withTaxes = async (facts: RenewalFacts): Promise<RenewalFacts> => ({
    ...facts,
    taxes: await lineTaxesAt(taxes, facts, clock.now()),
  });
  return {
    ...repository,
    factsOf: async (userId) => Promise.all((await repository.factsOf(userId)).map(withTaxes)),
    factsOfLine: async (lineId, userId) => {
      const facts = await repository.factsOfLine(lineId, userId);
      return facts && withTaxes(facts);
    },
  };
}
