/**
 * How a line's usage reads, in the dashboard and the usage mails alike (docs/decisions/019):
 * the thresholds that warn, percentages and data amounts.
 */

/**
 * Line statuses the carrier meters usage in: the line works (while a port runs, on its temporary
 * number). Activating, suspended and expired lines have no usage to show.
 */
export const METERED_LINE_STATUSES: readonly string[] = ['active', 'port_in_pending', 'port_in_attention'];

/** The share of the data allowance, in percent, at which the customer is warned (and mailed). */
export const USAGE_ALERT_PERCENTS = [80, 100] as const;
export type UsageAlertPercent = (typeof USAGE_ALERT_PERCENTS)[number];

/** MB in one GB, as the plans count data. */
export const MB_PER_GB = 1024;

/** The whole percent of the allowance used, rounded down (so 99.9% is not shown as 100%). */
export function usagePercent(used: number, allowance: number): number {
  return Math.floor((used * 100) / allowance);
}

/** The highest warning threshold reached, or null below the first (an unlimited allowance never warns). */
export function alertReached(used: number, allowance: number | null): UsageAlertPercent | null {
  if (allowance === null) return null;
  const percent = usagePercent(used, allowance);
  return [...USAGE_ALERT_PERCENTS].reverse().find((threshold) => percent >= threshold) ?? null;
}

/**
 * Data as people read it: "850 MB" under a GB, else GB with one decimal ("3.2 GB", "5 GB"). Rounded
 * down, so an amount just short of the allowance never reads as all of it.
 */
export function formatDataMb(mb: number): string {
  if (mb < MB_PER_GB) return `${mb} MB`;
  const tenths = Math.floor((mb * 10) / MB_PER_GB);
  return `${tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1)} GB`;
}

/** "1,204 min". */
export const formatMinutes = (minutes: number) => `${minutes.toLocaleString('en-US')} min`;

/** "312 texts", "1 text". */
export const formatTexts = (texts: number) =>
  `${texts.toLocaleString('en-US')} ${texts === 1 ? 'text' : 'texts'}`;
