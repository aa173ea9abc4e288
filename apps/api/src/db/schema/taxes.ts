/**
 * The built-in tax engine's tables (decision 060): versioned rates with effective dates, the ZIP
 * areas that name a sale's local jurisdictions, and the federal USF pass-through per quarter.
 * Rates are in thousandths of a percent (6.25% = 6250); flat amounts in cents. A rate is never
 * edited in place: a change is a new version from its effective date, the old one ends the day before.
 */
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { TAX_ITEM_LEVELS, TAX_ITEM_TYPES } from '@mvno/contracts/api/tax-items';

/** The kinds and levels of a tax line, as the quote's itemized list names them (contracts). */
export const TAX_TYPES = TAX_ITEM_TYPES;
export const TAX_LEVELS = TAX_ITEM_LEVELS;
/** How a rate applies: a share of the sale, a flat amount per retail transaction, or per line per month. */
export const TAX_BASES = ['percent', 'per_sale', 'per_line_month'] as const;
export const SALE_KINDS = ['order', 'renewal', 'top_up', 'plan_change'] as const;

export const taxRateVersions = pgTable(
  'tax_rate_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'US-IA', 'US-IL-CHICAGO', 'US-CA-LOS-ANGELES-CO': the jurisdiction a ZIP area names. */
    jurisdictionCode: text('jurisdiction_code').notNull(),
    jurisdictionName: text('jurisdiction_name').notNull(),
    level: text('level', { enum: TAX_LEVELS }).notNull(),
    taxType: text('tax_type', { enum: TAX_TYPES }).notNull(),
    basis: text('basis', { enum: TAX_BASES }).notNull(),
    rateMilliPercent: integer('rate_milli_percent'),
    amountCents: integer('amount_cents'),
    /** The share of the sale the rate applies to (California's surcharges: the intrastate share). */
    baseShareMilliPercent: integer('base_share_milli_percent').notNull().default(100_000),
    /** The sales it applies to. */
    appliesTo: text('applies_to', { enum: SALE_KINDS }).array().notNull(),
    /** First day in force (a sale on or after it), and the first day no longer in force (null: open). */
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    billable: boolean('billable').notNull().default(true),
    reportable: boolean('reportable').notNull().default(true),
    /** Where the figure comes from (a statute, a department's rate table). */
    source: text('source').notNull(),
  },
  (t) => [index('tax_rate_versions_code_idx').on(t.jurisdictionCode, t.effectiveFrom)],
);

/**
 * A ZIP range (or one ZIP: from = to) and the local jurisdictions it lies in. The narrowest range
 * holding a ZIP wins, so a city's ZIPs override the county area around them.
 */
export const taxZipAreas = pgTable(
  'tax_zip_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zipFrom: integer('zip_from').notNull(),
    zipTo: integer('zip_to').notNull(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    /** The county or city jurisdiction codes whose rates apply besides the state's. */
    localCodes: text('local_codes').array().notNull(),
  },
  (t) => [index('tax_zip_areas_range_idx').on(t.zipFrom, t.zipTo)],
);

/**
 * Federal USF passed on to the customer, set per quarter ('2026-Q4'); no row, or not enabled,
 * charges none. The charge is never above factor x interstate share (47 CFR 54.712).
 */
export const usfQuarters = pgTable('usf_quarters', {
  quarter: text('quarter').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  factorMilliPercent: integer('factor_milli_percent').notNull(),
  interstateShareMilliPercent: integer('interstate_share_milli_percent').notNull(),
  /** The rate the company chose to pass on; null passes on the cap. */
  passThroughMilliPercent: integer('pass_through_milli_percent'),
});
