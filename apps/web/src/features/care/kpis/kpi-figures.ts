/**
 * The figures the KPI page shows, each read once from the report the API computes (decision 070),
 * with its name, definition (STAFF_MESSAGES.kpis) and how it is written. Nothing is computed here.
 */
import type { KpiFigures, KpiLiveReport, KpiReport } from '@mvno/contracts/api/care-kpis';
import type { KpiFigureId } from '@mvno/contracts/product-messages/kpis';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { formatPrice } from '../../../lib/format';

export type KpiFormat = 'count' | 'share' | 'cents' | 'minutes' | 'per100';

export type KpiFigure = {
  id: KpiFigureId;
  format: KpiFormat;
  read: (figures: KpiFigures) => number | null;
  /** Whole business only: null under a filter. */
  whole?: boolean;
  /** Drawn as a 13-month chart. */
  trend?: boolean;
};

export const KPI_FIGURES: KpiFigure[] = [
  { id: 'activeLines', format: 'count', read: (f) => f.activeLinesEnd, trend: true },
  { id: 'activeAccounts', format: 'count', read: (f) => f.activeAccountsEnd },
  { id: 'grossAdds', format: 'count', read: (f) => f.grossAdds, trend: true },
  { id: 'netAdds', format: 'count', read: (f) => f.netAdds, trend: true },
  { id: 'churnVoluntary', format: 'share', read: (f) => f.churn.voluntary.rate, trend: true },
  { id: 'churnNonPayment', format: 'share', read: (f) => f.churn.nonPayment.rate, trend: true },
  { id: 'churnPortOut', format: 'share', read: (f) => f.churn.portOut.rate, trend: true },
  { id: 'churnCare', format: 'share', read: (f) => f.churn.care.rate },
  { id: 'revenue', format: 'cents', read: (f) => f.revenueCents, whole: true, trend: true },
  { id: 'refunds', format: 'cents', read: (f) => f.refundsCents, whole: true },
  { id: 'arpu', format: 'cents', read: (f) => f.arpuCents, whole: true, trend: true },
  { id: 'arpa', format: 'cents', read: (f) => f.arpaCents, whole: true },
  { id: 'portsSubmitted', format: 'count', read: (f) => f.ports.submitted },
  { id: 'portsCompleted', format: 'count', read: (f) => f.ports.completed },
  { id: 'portsRejected', format: 'count', read: (f) => f.ports.rejected },
  { id: 'portSuccess', format: 'share', read: (f) => f.ports.successRate, trend: true },
  { id: 'portMedian', format: 'minutes', read: (f) => f.ports.medianMinutesToComplete },
  { id: 'activationPaid', format: 'count', read: (f) => f.activation.paid },
  { id: 'activationDelivered', format: 'count', read: (f) => f.activation.delivered },
  { id: 'activationActive', format: 'count', read: (f) => f.activation.active },
  { id: 'renewalsDue', format: 'count', read: (f) => f.renewals.due },
  { id: 'renewalFirstTry', format: 'share', read: (f) => f.renewals.firstTryRate, trend: true },
  { id: 'renewalRecovered', format: 'share', read: (f) => f.renewals.recoveredRate },
  {
    id: 'renewalRecovered1d',
    format: 'share',
    read: (f) => f.renewals.recoveryCurve.find((point) => point.days === 1)?.rate ?? null,
  },
  {
    id: 'renewalRecovered3d',
    format: 'share',
    read: (f) => f.renewals.recoveryCurve.find((point) => point.days === 3)?.rate ?? null,
  },
  {
    id: 'renewalRecovered7d',
    format: 'share',
    read: (f) => f.renewals.recoveryCurve.find((point) => point.days === 7)?.rate ?? null,
    trend: true,
  },
  {
    id: 'renewalRecovered14d',
    format: 'share',
    read: (f) => f.renewals.recoveryCurve.find((point) => point.days === 14)?.rate ?? null,
  },
  { id: 'chats', format: 'per100', read: (f) => f.care.chatsPer100Lines, whole: true, trend: true },
  { id: 'contacts', format: 'per100', read: (f) => f.care.contactsPer100Lines, whole: true },
];

export const figureText = (id: KpiFigureId) => STAFF_MESSAGES.kpis.figures[id];

/** A figure as the page writes it; null is "No figure". */
export function formatFigure(value: number | null, format: KpiFormat): string {
  if (value === null) return STAFF_MESSAGES.kpis.notAvailable;
  switch (format) {
    case 'share':
      return `${(value * 100).toFixed(2)}%`;
    case 'cents':
      return formatPrice(value / 100);
    case 'minutes':
      return value < 120 ? `${value} min` : `${(value / 60).toFixed(1)} h`;
    case 'per100':
      return value.toFixed(2);
    default:
      return value.toLocaleString('en-US');
  }
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Cohort columns: a cohort's share still active at the end of its month and each month after. */
const COHORT_COLUMNS = 13;
const raw = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The report as CSV: a row per month, a column per figure, raw values (shares as fractions, money
 * in cents, an empty cell for no figure), then the port rejections by reason in one column, then
 * the figures computed live (decision 103): the month's eSIM orders and installs, its orders paid and
 * lines used and those past 30 days and active then (decision 114), its chats' first response, and the cohort of lines activated in it with its shares still active after k months
 * (empty while those have not arrived).
 */
export function kpiCsv(report: KpiReport, live?: KpiLiveReport): string {
  const head = [
    'month',
    'from',
    'to',
    ...KPI_FIGURES.map((f) => `${f.id}${f.format === 'cents' ? 'Cents' : ''}`),
    'portRejectionsByReason',
    'esimOrdered',
    'esimInstalled',
    'firstUsagePaid',
    'firstUsageUsed',
    'activeAfter30DaysReached',
    'activeAfter30DaysActive',
    'chatsAsked',
    'chatsAnswered',
    'firstResponseMedianSeconds',
    'cohortLines',
    ...Array.from({ length: COHORT_COLUMNS }, (_, k) => `cohortActiveAfter${k}Months`),
  ];
  const rows = report.months.map((month, index) => [
    month.month,
    month.from,
    month.to,
    ...KPI_FIGURES.map((f) => {
      const value = f.read(month.figures);
      return value === null ? '' : String(value);
    }),
    month.figures.ports.rejectedByReason.map((r) => `${r.reason}:${r.count}`).join(' '),
    raw(live?.esimInstalled[index]?.ordered),
    raw(live?.esimInstalled[index]?.installed),
    raw(live?.firstUsage[index]?.paid),
    raw(live?.firstUsage[index]?.used),
    raw(live?.activeAfter30Days[index]?.reached),
    raw(live?.activeAfter30Days[index]?.active),
    raw(live?.firstResponse?.[index]?.asked),
    raw(live?.firstResponse?.[index]?.answered),
    raw(live?.firstResponse?.[index]?.medianSeconds),
    raw(live?.cohorts[index]?.lines),
    ...Array.from({ length: COHORT_COLUMNS }, (_, k) => raw(live?.cohorts[index]?.retained[k]?.rate)),
  ]);
  return [head, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}
