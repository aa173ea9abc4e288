/**
 * Broadband Facts labels (47 CFR 8.1; decision 061): one label per mobile plan offered, made from
 * the catalogue and the plan's data, shown next to the plan, in the cart and in the account, and
 * published as machine-readable files (JSON with its JSON Schema, CSV). A label stays published
 * for two years after its plan is withdrawn or its price changes (a new version then).
 * Values are data (numbers, codes, addresses): the web app writes the label's words.
 */
import { z } from 'zod';
import { defineEndpoint } from './common';

/** The FCC's unique plan identifier of a mobile plan: "M", the 10-digit FRN, 15 characters. */
export const BROADBAND_LABEL_ID_PATTERN = /^M\d{10}[A-Z0-9]{15}$/;

const zDollars = z.number().min(0);
const zFee = z.object({ kind: z.string(), amount: zDollars });

/** Typical speeds and latency of one network technology (median figures, company-wide). */
const zSpeed = z.object({
  technology: z.enum(['5G', '4G LTE']),
  typicalDownloadMbps: z.number().positive(),
  typicalUploadMbps: z.number().positive(),
  typicalLatencyMs: z.number().positive(),
});

export const zBroadbandLabel = z.object({
  uniquePlanIdentifier: z.string().regex(BROADBAND_LABEL_ID_PATTERN),
  planId: z.uuid(),
  /** 1 for the plan's first label; a price or term change makes the next one. */
  version: z.number().int().positive(),
  providerName: z.string().min(1),
  serviceType: z.literal('mobile'),
  planName: z.string().min(1),
  /** Dollars a month before taxes and fees. */
  monthlyPrice: zDollars,
  /** Always false today: no plan has an introductory price (the shop's promo codes are discounts). */
  introductoryRate: z.boolean(),
  priceAfterIntroductoryPeriod: zDollars.nullable(),
  introductoryPeriodMonths: z.number().int().positive().nullable(),
  contractRequired: z.boolean(),
  /** Fees the provider charges every month (the regulatory fee). */
  monthlyFees: z.array(zFee),
  /** One-time fees at purchase (activation by SIM type). */
  oneTimeFees: z.array(zFee),
  /** Prepaid: none. */
  earlyTerminationFee: zDollars,
  governmentTaxes: z.literal('varies-by-location'),
  discountsUrl: z.string().min(1),
  speeds: z.array(zSpeed).min(1),
  /** GB a month; null is unlimited. */
  dataIncludedGb: z.number().positive().nullable(),
  /** What more data costs after the allowance (the data add-ons). */
  additionalData: z.array(z.object({ dataGb: z.number().positive(), price: zDollars })),
  networkManagementUrl: z.string().min(1),
  privacyPolicyUrl: z.string().min(1),
  supportUrl: z.string().min(1),
  supportEmail: z.email(),
  /** ISO 8601: when this label was first shown, and when it stopped being offered (null while on sale). */
  publishedAt: z.iso.datetime({ offset: true }),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BroadbandLabel = z.infer<typeof zBroadbandLabel>;

/** The machine-readable file: every label on sale and those withdrawn within two years. */
export const zBroadbandLabels = z.object({
  provider: z.object({ name: z.string(), frn: z.string().regex(/^\d{10}$/) }),
  generatedAt: z.iso.datetime({ offset: true }),
  labels: z.array(zBroadbandLabel),
});
export type BroadbandLabels = z.infer<typeof zBroadbandLabels>;

export const listBroadbandLabels = defineEndpoint({
  operationId: 'listBroadbandLabels',
  method: 'GET',
  path: '/app/broadband-labels',
  summary: 'Broadband Facts labels of the plans on sale and of those withdrawn within two years',
  auth: false,
  response: zBroadbandLabels,
});

export const listMyBroadbandLabels = defineEndpoint({
  operationId: 'listMyBroadbandLabels',
  method: 'GET',
  path: '/app/users/broadband-labels',
  summary: "The Broadband Facts label of each of the customer's lines' plans",
  auth: true,
  response: z.object({
    lines: z.array(z.object({ lineId: z.string(), label: zBroadbandLabel })),
  }),
});

/** Where the machine-readable files are published (outside /app: no channel headers needed). */
export const BROADBAND_LABEL_FILES = {
  json: '/broadband-labels.json',
  csv: '/broadband-labels.csv',
  schema: '/broadband-labels.schema.json',
} as const;
