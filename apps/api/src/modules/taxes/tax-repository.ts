/** The tax tables (decision 060): a ZIP's area, the rate versions in force on a day, a quarter's USF. */
import { and, asc, eq, gte, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxRateVersions, taxZipAreas, usfQuarters } from '../../db/schema/taxes';
import type { RateVersion } from './taxes-types';

export type ZipArea = { state: string; name: string; localCodes: string[] };

export function createTaxRepository(db: Db) {
  return {
    /** The narrowest ZIP area holding the ZIP, or undefined. */
    async findArea(zip: number): Promise<ZipArea | undefined> {
      const [row] = await db
        .select({ state: taxZipAreas.state, name: taxZipAreas.name, localCodes: taxZipAreas.localCodes })
        .from(taxZipAreas)
        .where(and(lte(taxZipAreas.zipFrom, zip), gte(taxZipAreas.zipTo, zip)))
        .orderBy(asc(sql`${taxZipAreas.zipTo} - ${taxZipAreas.zipFrom}`))
        .limit(1);
      return row;
    },

    /**
     * One round trip: the narrowest ZIP area of `zip` in `state` (when a ZIP is given), and the
     * versions in force on `day` of the state's and that area's jurisdictions.
     */
    async placeRates(state: string, zip: number | null, day: string) {
      const area = db
        .select({ name: taxZipAreas.name, localCodes: taxZipAreas.localCodes })
        .from(taxZipAreas)
        .where(
          and(
            lte(taxZipAreas.zipFrom, zip ?? -1),
            gte(taxZipAreas.zipTo, zip ?? -1),
            eq(taxZipAreas.state, state),
          ),
        )
        .orderBy(asc(sql`${taxZipAreas.zipTo} - ${taxZipAreas.zipFrom}`))
        .limit(1)
        .as('area');
      const rows = await db
        .select({
          areaName: sql<string | null>`(select ${area.name} from ${area})`,
          jurisdictionCode: taxRateVersions.jurisdictionCode,
          jurisdictionName: taxRateVersions.jurisdictionName,
          level: taxRateVersions.level,
          taxType: taxRateVersions.taxType,
          basis: taxRateVersions.basis,
          rateMilliPercent: taxRateVersions.rateMilliPercent,
          amountCents: taxRateVersions.amountCents,
          baseShareMilliPercent: taxRateVersions.baseShareMilliPercent,
          appliesTo: taxRateVersions.appliesTo,
          billable: taxRateVersions.billable,
          reportable: taxRateVersions.reportable,
        })
        .from(taxRateVersions)
        .where(
          and(
            or(
              eq(taxRateVersions.jurisdictionCode, `US-${state}`),
              sql`${taxRateVersions.jurisdictionCode} = any(coalesce((select ${area.localCodes} from ${area}), '{}'))`,
            ),
            lte(taxRateVersions.effectiveFrom, day),
            or(isNull(taxRateVersions.effectiveTo), gt(taxRateVersions.effectiveTo, day)),
          ),
        )
        .orderBy(
          asc(taxRateVersions.level),
          asc(taxRateVersions.taxType),
          asc(taxRateVersions.jurisdictionCode),
        );
      // (A state with no rate at all, Alaska or Montana, answers no rows, and so no area either.)
      const areaName = rows[0]?.areaName ?? null;
      return { areaName, rates: rows.map(({ areaName: _area, ...rate }) => rate as RateVersion) };
    },

    async findUsfQuarter(quarter: string) {
      const [row] = await db.select().from(usfQuarters).where(eq(usfQuarters.quarter, quarter)).limit(1);
      return row;
    },
  };
}

export type TaxRepository = ReturnType<typeof createTaxRepository>;
