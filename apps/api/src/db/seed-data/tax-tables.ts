/**
 * Seeds the tax engine's tables (decision 060) from tax-states.ts and tax-local.ts: one version of
 * each rate in force from SEEDED_FROM, open-ended. Idempotent: nothing is written when any version
 * exists (a rate change is a new version, never an edit of the seed).
 */
import type { Db } from '../client';
import { SALE_KINDS, taxRateVersions, taxZipAreas } from '../schema/taxes';
import { CA_INTRASTATE_SHARE, CA_SURCHARGES, STATE_988, STATE_TAXES } from './tax-states';
import { CITIES, ZIP3_AREAS } from './tax-local';

type RateRow = typeof taxRateVersions.$inferInsert;
type AreaRow = typeof taxZipAreas.$inferInsert;

export const SEEDED_FROM = '2024-01-01';
const EVERY_SALE = [...SALE_KINDS];
/** A month of service per line comes with an order, a renewal or a plan change, never a top-up. */
const SERVICE_MONTHS = EVERY_SALE.filter((kind) => kind !== 'top_up');
const STATE_SOURCE = "the state's prepaid wireless 911 statute / revenue department schedule (decision 060)";

const slug = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]+/g, '-');

/** '60601-60661,60666' -> [[60601, 60661], [60666, 60666]]; ZIP3s ('900-908') widen to five digits. */
function ranges(list: string, digits: 3 | 5): [number, number][] {
  return list.split(',').map((part) => {
    const [from, to = from] = part.split('-') as [string, string?];
    return digits === 5 ? [Number(from), Number(to)] : [Number(from) * 100, Number(to) * 100 + 99];
  });
}

const rate = (row: Omit<RateRow, 'effectiveFrom' | 'appliesTo'> & Partial<RateRow>): RateRow => ({
  effectiveFrom: SEEDED_FROM,
  appliesTo: EVERY_SALE,
  ...row,
});

function stateRates(): RateRow[] {
  const rows: RateRow[] = [];
  for (const [state, [name, sales, e911]] of Object.entries(STATE_TAXES)) {
    const at = { jurisdictionCode: `US-${state}`, jurisdictionName: name, level: 'state' as const };
    if (sales > 0) {
      rows.push(
        rate({
          ...at,
          taxType: 'sales_tax',
          basis: 'percent',
          rateMilliPercent: sales,
          source: `${name} sales tax`,
        }),
      );
    }
    if (e911) {
      const [basis, value] = e911;
      rows.push(
        rate({
          ...at,
          taxType: 'prepaid_911',
          basis,
          ...(basis === 'percent' ? { rateMilliPercent: value } : { amountCents: value }),
          ...(basis === 'per_line_month' ? { appliesTo: SERVICE_MONTHS } : {}),
          source: STATE_SOURCE,
        }),
      );
    }
  }
  for (const [state, cents] of STATE_988) {
    const name = STATE_TAXES[state]?.[0] ?? state;
    rows.push(
      rate({
        jurisdictionCode: `US-${state}`,
        jurisdictionName: name,
        level: 'state',
        taxType: 'prepaid_988',
        basis: 'per_sale',
        amountCents: cents,
        source: `${name} 988 line tax`,
      }),
    );
  }
  for (const [taxType, name, milli] of CA_SURCHARGES) {
    rows.push(
      rate({
        jurisdictionCode: 'US-CA',
        jurisdictionName: 'California',
        level: 'state',
        taxType: taxType as RateRow['taxType'],
        basis: 'percent',
        rateMilliPercent: milli,
        baseShareMilliPercent: CA_INTRASTATE_SHARE,
        source: `${name}: CPUC surcharge rate (issue 32), on the intrastate share`,
      }),
    );
  }
  return rows;
}

function localRows(): { rates: RateRow[]; areas: AreaRow[] } {
  const rates: RateRow[] = [];
  const areas: AreaRow[] = [];
  for (const [state, name, zips, sales, uut = 0, e911 = 0] of CITIES) {
    const code = `US-${state}-${slug(name)}`;
    const at = { jurisdictionCode: code, jurisdictionName: name, level: 'city' as const };
    const source = `${name} combined local rate (state rate table, decision 060)`;
    if (sales > 0)
      rates.push(rate({ ...at, taxType: 'sales_tax', basis: 'percent', rateMilliPercent: sales, source }));
    if (uut > 0) {
      rates.push(
        rate({
          ...at,
          taxType: 'utility_users_tax',
          basis: 'percent',
          rateMilliPercent: uut,
          source: `${name} utility users' tax`,
        }),
      );
    }
    if (e911 > 0) {
      rates.push(
        rate({
          ...at,
          taxType: 'prepaid_911',
          basis: 'percent',
          rateMilliPercent: e911,
          source: `${name} prepaid wireless 911 surcharge`,
        }),
      );
    }
    for (const [zipFrom, zipTo] of ranges(zips, 5))
      areas.push({ zipFrom, zipTo, state, name, localCodes: [code] });
  }
  for (const [state, zip3s, name, sales] of ZIP3_AREAS) {
    const code = `US-${state}-Z${zip3s.slice(0, 3)}`;
    if (sales > 0) {
      rates.push(
        rate({
          jurisdictionCode: code,
          jurisdictionName: name,
          level: 'county',
          taxType: 'sales_tax',
          basis: 'percent',
          rateMilliPercent: sales,
          source: `${name} local rate (decision 060)`,
        }),
      );
    }
    for (const [zipFrom, zipTo] of ranges(zip3s, 3))
      areas.push({ zipFrom, zipTo, state, name, localCodes: [code] });
  }
  return { rates, areas };
}

export async function seedTaxTables(db: Pick<Db, 'insert' | 'select'>): Promise<void> {
  const [any] = await db.select({ id: taxRateVersions.id }).from(taxRateVersions).limit(1);
  if (any) return;
  const local = localRows();
  await db.insert(taxRateVersions).values([...stateRates(), ...local.rates]);
  await db.insert(taxZipAreas).values(local.areas);
}
