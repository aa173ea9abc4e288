/** A published Broadband Facts label (decision 061) as the API answers it, for the pages that show one. */
import type { BroadbandLabel } from '@mvno/contracts/api/broadband-labels';

export const makeBroadbandLabel = (
  planId: string,
  planName: string,
  uniquePlanIdentifier: string,
  overrides: Partial<BroadbandLabel> = {},
): BroadbandLabel => ({
  uniquePlanIdentifier,
  planId,
  version: 1,
  providerName: 'Brightline Mobile',
  serviceType: 'mobile',
  planName,
  monthlyPrice: 15,
  introductoryRate: false,
  priceAfterIntroductoryPeriod: null,
  introductoryPeriodMonths: null,
  contractRequired: false,
  monthlyFees: [{ kind: 'regulatory-fee', amount: 1.5 }],
  oneTimeFees: [
    { kind: 'activation-fee-physical-sim', amount: 10 },
    { kind: 'activation-fee-esim', amount: 0 },
  ],
  earlyTerminationFee: 0,
  governmentTaxes: 'varies-by-location',
  discountsUrl: 'http://x/shop',
  speeds: [{ technology: '5G', typicalDownloadMbps: 145, typicalUploadMbps: 16, typicalLatencyMs: 41 }],
  dataIncludedGb: 5,
  additionalData: [{ dataGb: 1, price: 10 }],
  networkManagementUrl: 'http://x/terms-and-conditions',
  privacyPolicyUrl: 'http://x/privacy-policy',
  supportUrl: 'http://x/contact-us',
  supportEmail: 'support@brightline.example',
  publishedAt: '2026-01-01T00:00:00.000Z',
  withdrawnAt: null,
  ...overrides,
});
