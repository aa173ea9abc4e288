/**
 * What a plan's Broadband Facts label says (decision 061), made from the plan's row and the
 * company-wide figures: its price and data from the catalogue, the fees the shop charges, the
 * typical speeds of the network, the data add-ons. Pure: the label service stores it per version.
 */
import { createHash } from 'node:crypto';
import type { BroadbandLabel } from '@mvno/contracts/api/broadband-labels';
import { LABEL_LINKS, TYPICAL_NETWORK_SPEEDS } from '@mvno/contracts/product-constants/broadband-labels';
import { DATA_TOP_UPS } from '@mvno/contracts/product-constants/top-ups';
import { toDollars } from '../../../lib/money';
import type { PlanRecord } from '../plans/plan-repository';
import { ACTIVATION_FEE_CENTS, REGULATORY_FEE_CENTS } from '../pricing/pricing-service';

/** The label's facts that a plan or the company's terms decide; a change of any makes a new version. */
export type LabelFacts = Pick<
  BroadbandLabel,
  | 'planName'
  | 'monthlyPrice'
  | 'introductoryRate'
  | 'priceAfterIntroductoryPeriod'
  | 'introductoryPeriodMonths'
  | 'contractRequired'
  | 'monthlyFees'
  | 'oneTimeFees'
  | 'earlyTerminationFee'
  | 'governmentTaxes'
  | 'speeds'
  | 'dataIncludedGb'
  | 'additionalData'
>;

const MB_PER_GB = 1024;

export function factsOf(
  plan: Pick<PlanRecord, 'retailName' | 'retailPriceCents' | 'dataAllowanceMb'>,
): LabelFacts {
  return {
    planName: plan.retailName,
    monthlyPrice: toDollars(plan.retailPriceCents),
    // No plan is sold at an introductory price: promo codes are discounts (the label links them).
    introductoryRate: false,
    priceAfterIntroductoryPeriod: null,
    introductoryPeriodMonths: null,
    contractRequired: false,
    monthlyFees: [{ kind: 'regulatory-fee', amount: toDollars(REGULATORY_FEE_CENTS) }],
    oneTimeFees: [
      { kind: 'activation-fee-physical-sim', amount: toDollars(ACTIVATION_FEE_CENTS.psim) },
      { kind: 'activation-fee-esim', amount: toDollars(ACTIVATION_FEE_CENTS.esim) },
    ],
    // Prepaid: the customer stops renewing; nothing is owed.
    earlyTerminationFee: 0,
    governmentTaxes: 'varies-by-location',
    speeds: TYPICAL_NETWORK_SPEEDS.map((speed) => ({ ...speed })),
    dataIncludedGb:
      plan.dataAllowanceMb === null ? null : Math.round((plan.dataAllowanceMb / MB_PER_GB) * 100) / 100,
    additionalData: DATA_TOP_UPS.map((t) => ({
      dataGb: t.dataMb / MB_PER_GB,
      price: toDollars(t.priceCents),
    })),
  };
}

/** The same facts, whatever the order of their keys (a jsonb column gives them back in its own). */
export function sameFacts(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const CODE_LENGTH = 15;
const CODE_SPACE = 36n ** BigInt(CODE_LENGTH);

/**
 * The 15 characters of a version's unique plan identifier: the plan's id and the version number
 * hashed (SHA-256) into base 36, upper case. The same plan and version always give the same
 * characters; the database's unique index refuses a collision (one in about 10^23).
 */
export function labelCode(planId: string, version: number): string {
  const digest = createHash('sha256').update(`${planId}:${version}`).digest();
  const number = BigInt(`0x${digest.subarray(0, 16).toString('hex')}`) % CODE_SPACE;
  return number.toString(36).toUpperCase().padStart(CODE_LENGTH, '0');
}

/** The settings a label's published form takes from the deployment. */
export type LabelSettings = { frn: string; providerName: string; publicUrl: string; supportEmail: string };

/** A stored version as published: its id with the company's FRN, its links made absolute. */
export function toLabel(
  row: {
    planId: string;
    version: number;
    code: string;
    facts: unknown;
    publishedAt: Date;
    withdrawnAt: Date | null;
  },
  settings: LabelSettings,
): BroadbandLabel {
  const link = (path: string) => `${settings.publicUrl.replace(/\/$/, '')}${path}`;
  return {
    ...(row.facts as LabelFacts),
    uniquePlanIdentifier: `M${settings.frn}${row.code}`,
    planId: row.planId,
    version: row.version,
    providerName: settings.providerName,
    serviceType: 'mobile',
    discountsUrl: link(LABEL_LINKS.discounts),
    networkManagementUrl: link(LABEL_LINKS.networkManagement),
    privacyPolicyUrl: link(LABEL_LINKS.privacyPolicy),
    supportUrl: link(LABEL_LINKS.support),
    supportEmail: settings.supportEmail,
    publishedAt: row.publishedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
