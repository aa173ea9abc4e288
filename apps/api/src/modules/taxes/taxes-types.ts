/**
 * The tax port (decision 060), shaped like the telecom tax APIs carriers use (Avalara for
 * Communications): a sale goes in, a list of tax lines comes out, each with its type, level,
 * jurisdiction, rate or flat amount, amount, and whether it is billed and reported. The lines are
 * data: an order keeps them, a later invoice can print and reverse them line by line.
 */
import type { SALE_KINDS, TAX_BASES, TAX_LEVELS, TAX_TYPES } from '../../db/schema/taxes';

export type SaleKind = (typeof SALE_KINDS)[number];
export type TaxType = (typeof TAX_TYPES)[number];
export type TaxLevel = (typeof TAX_LEVELS)[number];
export type TaxBasis = (typeof TAX_BASES)[number];

/** Where a sale is taxed: a state, and the ZIP when one is known. */
export type SaleAddress = { state: string; zip: string | null };

/**
 * The SSUTA prepaid rule's steps (§ 310.1): the seller's location, else where the service is received,
 * else the customer's address on file, else the billing address, else the number's location.
 */
export const SOURCING_RULES = [
  'seller_location',
  'received',
  'address_on_file',
  'billing_address',
  'number_location',
] as const;
export type SourcingRule = (typeof SOURCING_RULES)[number];

/** A candidate address of one step: a state, a ZIP, or both (a ZIP alone names its state). */
export type SourcingCandidate = { rule: SourcingRule; state?: string | null; zip?: string | null };

/** Why the state's rates were used: the ZIP is not in the tables, or no ZIP was known. */
export type TaxFallback = 'zip_unknown' | 'zip_missing' | null;

export type TaxLine = {
  type: TaxType;
  level: TaxLevel;
  jurisdiction: { name: string; code: string };
  basis: TaxBasis;
  /** Percent rates in thousandths of a percent (6.25% = 6250); null for a flat amount. */
  rateMilliPercent: number | null;
  /** Flat amounts: cents per sale or per line per month; null for a percent rate. */
  flatCents: number | null;
  /** The part of the sale the rate was applied to (California's surcharges: the intrastate share). */
  taxableCents: number;
  amountCents: number;
  billable: boolean;
  reportable: boolean;
};

/** The rates in force for a place on a day, loaded once; `computeTax` prices any sale with them. */
export type TaxRates = {
  address: SaleAddress;
  /** The ZIP area's name when the ZIP is known. */
  area: string | null;
  fallback: TaxFallback;
  day: string;
  rates: RateVersion[];
  /** Federal USF passed on that quarter, already capped; null when off. */
  usfMilliPercent: number | null;
};

export type RateVersion = {
  jurisdictionCode: string;
  jurisdictionName: string;
  level: TaxLevel;
  taxType: TaxType;
  basis: TaxBasis;
  rateMilliPercent: number | null;
  amountCents: number | null;
  baseShareMilliPercent: number;
  appliesTo: SaleKind[];
  billable: boolean;
  reportable: boolean;
};

export type TaxSale = { kind: SaleKind; amountCents: number; lines?: number };

export type TaxAnswer = {
  lines: TaxLine[];
  totalCents: number;
  address: SaleAddress;
  area: string | null;
  fallback: TaxFallback;
};

export type TaxRequest = TaxSale & { at: Date; address: SaleAddress };

/** The sourcing decision stored on an order. */
export type Sourced = { rule: SourcingRule; address: SaleAddress };

export type TaxPort = {
  /** The rates in force at `at` for the address. */
  ratesAt(address: SaleAddress, at: Date): Promise<TaxRates>;
  /** The tax lines of one sale. */
  quote(request: TaxRequest): Promise<TaxAnswer>;
  /** The first step of the SSUTA prepaid rule with a usable address, or undefined. */
  source(candidates: SourcingCandidate[]): Promise<Sourced | undefined>;
};
