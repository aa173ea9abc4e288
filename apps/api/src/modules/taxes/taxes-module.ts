/**
 * Taxes (decision 060): the tax port and its built-in engine over seeded, versioned tables. Other
 * modules take `port` (the shop prices checkout with it, renewals and top-ups at the time of their
 * charge) and `computeTax` to price a sale with rates already loaded.
 */
import type { Database } from '../../db/client';
import { createTaxRepository } from './tax-repository';
import { createTaxService } from './tax-service';

export { computeTax, NO_TAX_LINES, usfCapMilliPercent } from './tax-engine';

export function createTaxesModule({
  database,
  cacheSeconds = 0,
  clock,
}: {
  database: Database;
  /** How long a place's rates are kept once read (decision 092); 0 reads them at every sale. */
  cacheSeconds?: number;
  clock?: { now(): Date };
}) {
  const port = createTaxService(createTaxRepository(database.db), {
    cacheMs: cacheSeconds * 1000,
    now: () => (clock ? clock.now() : new Date()).getTime(),
  });
  return {
    /** Sales tax, prepaid 911 and regulatory surcharges by where a sale is sourced. */
    port,
  };
}

export type TaxesModule = ReturnType<typeof createTaxesModule>;
