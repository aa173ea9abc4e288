/** The Broadband Facts labels as CSV (RFC 4180): nested facts flattened into named columns. */
import type { BroadbandLabel } from '@mvno/contracts/api/broadband-labels';

const feeOf = (fees: BroadbandLabel['oneTimeFees'], kind: string) =>
  fees.find((fee) => fee.kind === kind)?.amount ?? '';
const speedOf = (label: BroadbandLabel, technology: string) =>
  label.speeds.find((speed) => speed.technology === technology);

/** Columns in order: the header's name and the cell of a label. */
const COLUMNS: [string, (label: BroadbandLabel) => string | number | boolean | null][] = [
  ['unique_plan_identifier', (l) => l.uniquePlanIdentifier],
  ['plan_id', (l) => l.planId],
  ['version', (l) => l.version],
  ['provider_name', (l) => l.providerName],
  ['service_type', (l) => l.serviceType],
  ['plan_name', (l) => l.planName],
  ['monthly_price', (l) => l.monthlyPrice.toFixed(2)],
  ['introductory_rate', (l) => l.introductoryRate],
  ['price_after_introductory_period', (l) => l.priceAfterIntroductoryPeriod],
  ['introductory_period_months', (l) => l.introductoryPeriodMonths],
  ['contract_required', (l) => l.contractRequired],
  ['regulatory_fee_monthly', (l) => feeOf(l.monthlyFees, 'regulatory-fee')],
  ['activation_fee_physical_sim', (l) => feeOf(l.oneTimeFees, 'activation-fee-physical-sim')],
  ['activation_fee_esim', (l) => feeOf(l.oneTimeFees, 'activation-fee-esim')],
  ['early_termination_fee', (l) => l.earlyTerminationFee],
  ['government_taxes', (l) => l.governmentTaxes],
  ['discounts_url', (l) => l.discountsUrl],
  ...(['5G', '4G LTE'] as const).flatMap((tech): typeof COLUMNS => {
    const key = tech === '5G' ? '5g' : '4g_lte';
    return [
      [`typical_download_mbps_${key}`, (l) => speedOf(l, tech)?.typicalDownloadMbps ?? null],
      [`typical_upload_mbps_${key}`, (l) => speedOf(l, tech)?.typicalUploadMbps ?? null],
      [`typical_latency_ms_${key}`, (l) => speedOf(l, tech)?.typicalLatencyMs ?? null],
    ];
  }),
  ['data_included_gb', (l) => l.dataIncludedGb ?? 'unlimited'],
  ['additional_data', (l) => l.additionalData.map((d) => `${d.dataGb} GB ${d.price.toFixed(2)}`).join('; ')],
  ['network_management_url', (l) => l.networkManagementUrl],
  ['privacy_policy_url', (l) => l.privacyPolicyUrl],
  ['support_url', (l) => l.supportUrl],
  ['support_email', (l) => l.supportEmail],
  ['published_at', (l) => l.publishedAt],
  ['withdrawn_at', (l) => l.withdrawnAt],
];

function cell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function labelsCsv(labels: BroadbandLabel[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...labels.map((l) => COLUMNS.map(([, of]) => cell(of(l))))];
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
